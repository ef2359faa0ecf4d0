import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  staffSession,
  totpCodeRequest,
  totpEnrolment,
  totpLoginRequest,
  totpPolicyRequest,
  totpRecoveryCodes,
  totpStatus,
} from '@shop/contract/admin';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { setStaffCookie } from '#app/http/staff-cookie';
import type { SlowDown } from '#app/modules/accounts/account.throttles';
import { staffOf } from '#app/plugins/staff-session';
import * as totp from './staff-totp.service.ts';

/** Two-step sign-in: the code after the password, and each member setting up or turning off their authenticator. */
export const staffTotpRoutes: FastifyPluginAsyncZod<{ totpThrottle: SlowDown }> = async (
  app,
  { totpThrottle },
) => {
  const { deps } = app;
  const perAddress = {
    rateLimit: { max: deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: deps.config.RATE_LIMIT_WINDOW_MS },
  };
  const tags = ['back office'];
  const setup = { staffTotpSetup: true };

  app.post(
    '/api/admin/auth/login/totp',
    {
      config: { ...perAddress, staffPublic: true },
      schema: {
        tags,
        summary:
          'The second step of a staff sign-in: the challenge the password answered (5 minutes, once) and a 6-digit code or a recovery code; sets the shop_staff cookie',
        body: totpLoginRequest,
        response: { 200: envelope(staffSession) },
      },
    },
    async (request, reply) => {
      const { token, ...session } = await totp.finishTotpLogin(deps, totpThrottle, request.body);
      setStaffCookie(reply, deps.config, { token, expiresAt: session.expires_at });
      return ok(session, `Welcome, ${session.staff.name}.`);
    },
  );

  app.get(
    '/api/admin/auth/totp',
    {
      config: setup,
      schema: {
        tags,
        summary:
          'The signed-in member’s two-step sign-in: on, waiting for its first code, or off; and the shop’s rule',
        response: { 200: envelope(totpStatus) },
      },
    },
    async (request) => ok(await totp.totpStatusOf(deps, staffOf(request).staffId)),
  );

  app.post(
    '/api/admin/auth/totp/enrol',
    {
      config: setup,
      schema: {
        tags,
        summary:
          'Start setting up an authenticator app: a new secret, its otpauth:// address and a QR code (SVG); nothing changes until a first code confirms it',
        response: { 200: envelope(totpEnrolment) },
      },
    },
    async (request) =>
      ok(
        await totp.startEnrolment(deps, staffOf(request).staffId),
        'Scan the QR code with your authenticator app, then enter the code it shows.',
      ),
  );

  app.post(
    '/api/admin/auth/totp/confirm',
    {
      config: { ...setup, ...perAddress },
      schema: {
        tags,
        summary:
          'Confirm the authenticator with its first code: two-step sign-in is on; answers the recovery codes, shown this once',
        body: totpCodeRequest,
        response: { 200: envelope(totpRecoveryCodes) },
      },
    },
    async (request) =>
      ok(
        await totp.confirmEnrolment(deps, staffOf(request).staffId, request.body.code),
        'Two-step sign-in is on. Keep the recovery codes somewhere safe: they are shown only now.',
      ),
  );

  app.post(
    '/api/admin/auth/totp/disable',
    {
      config: perAddress,
      schema: {
        tags,
        summary: 'Turn two-step sign-in off with a current code (refused while the shop requires it)',
        body: totpCodeRequest,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await totp.disableTotp(deps, staffOf(request).staffId, request.body.code);
      return ok(null, 'Two-step sign-in is off.');
    },
  );

  app.put(
    '/api/admin/auth/totp/policy',
    {
      config: { staffRoles: ['owner'] },
      schema: {
        tags,
        summary:
          'Require two-step sign-in of every member, or stop requiring it (owner only); members without it set it up at their next sign-in',
        body: totpPolicyRequest,
        response: { 200: envelope(totpPolicyRequest) },
      },
    },
    async (request) => {
      const required = await totp.setTotpPolicy(deps, staffOf(request).staffId, request.body.required);
      return ok(
        { required },
        required
          ? 'Two-step sign-in is now required of every member.'
          : 'Two-step sign-in is now each member’s choice.',
      );
    },
  );
};
