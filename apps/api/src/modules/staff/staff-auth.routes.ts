import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  setPasswordRequest,
  staffLoginAnswer,
  staffLoginRequest,
  staffMember,
  staffSession,
} from '@shop/contract/admin';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { clearStaffCookie, setStaffCookie } from '#app/http/staff-cookie';
import type { SlowDown } from '#app/modules/accounts/account.throttles';
import { staffOf } from '#app/plugins/staff-session';
import { endStaffSession } from './staff-session.service.ts';
import * as staff from './staff.service.ts';

/** Staff sign-in and sign-out, setting a password from a link, and who is signed in. */
export const staffAuthRoutes: FastifyPluginAsyncZod<{ loginThrottle: SlowDown }> = async (
  app,
  { loginThrottle },
) => {
  const { deps } = app;
  const perAddress = {
    rateLimit: { max: deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: deps.config.RATE_LIMIT_WINDOW_MS },
  };
  const tags = ['back office'];

  app.post(
    '/api/admin/auth/set-password',
    {
      config: { ...perAddress, staffPublic: true },
      schema: {
        tags,
        summary:
          'Set a staff password with the token of a set-password link (24 hours, once); ends the member’s sessions',
        body: setPasswordRequest,
        response: { 200: envelope(staffMember) },
      },
    },
    async (request) =>
      ok(await staff.setPassword(deps, request.body), 'Your password is set. Sign in with it.'),
  );

  app.post(
    '/api/admin/auth/login',
    {
      config: { ...perAddress, staffPublic: true },
      schema: {
        tags,
        summary:
          'Staff sign-in: sets the shop_staff cookie (HttpOnly, SameSite=Strict; 30 minutes idle, 12 hours at most) and answers the member and the CSRF token; a member with two-step sign-in gets a challenge for POST /api/admin/auth/login/totp instead',
        body: staffLoginRequest,
        response: { 200: envelope(staffLoginAnswer) },
      },
    },
    async (request, reply) => {
      const { token, ...answer } = await staff.staffLogin(deps, loginThrottle, request.body);
      if ('totp_challenge' in answer || token === undefined)
        return ok(answer, 'Enter the 6-digit code your authenticator app shows.');
      setStaffCookie(reply, deps.config, { token, expiresAt: answer.expires_at });
      return ok(answer, `Welcome, ${answer.staff.name}.`);
    },
  );

  app.post(
    '/api/admin/auth/logout',
    {
      config: { staffTotpSetup: true },
      schema: {
        tags,
        summary: 'Staff sign-out: the session ends and its cookie is cleared',
        response: { 200: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await endStaffSession(deps.db, staffOf(request).sessionId);
      clearStaffCookie(reply, deps.config);
      return ok(null, 'You are signed out.');
    },
  );

  app.get(
    '/api/admin/auth/me',
    {
      config: { staffTotpSetup: true },
      schema: {
        tags,
        summary: 'The signed-in staff member and the CSRF token their changes send in x-csrf-token',
        response: { 200: envelope(staffSession) },
      },
    },
    async (request) => ok(await staff.currentStaff(deps.db, staffOf(request))),
  );
};
