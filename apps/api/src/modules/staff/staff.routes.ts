import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inviteStaffRequest,
  staffIdParams,
  staffList,
  staffMember,
  updateStaffRequest,
} from '@shop/contract/admin';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { createSlowDown } from '#app/modules/accounts/account.throttles';
import { staffOf } from '#app/plugins/staff-session';
import { staffAuthRoutes } from './staff-auth.routes.ts';
import { staffTotpRoutes } from './staff-totp.routes.ts';
import * as staff from './staff.service.ts';

/** The team: who works in the back office, in which role; owners invite, change roles and turn members off. */
const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const owners = { staffRoles: ['owner'] as const };

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'Every staff member, active first, with role, state and last sign-in',
        response: { 200: envelope(staffList) },
      },
    },
    async () => ok({ staff: await staff.listStaff(deps.db) }),
  );

  app.post(
    '/api/admin/staff',
    {
      config: owners,
      schema: {
        tags,
        summary: 'Invite a member (owner only): mails them a set-password link valid 24 hours, once',
        body: inviteStaffRequest,
        response: { 201: envelope(staffMember) },
      },
    },
    async (request, reply) => {
      const { member } = await staff.addStaff(deps, request.body, staffOf(request).staffId);
      return reply
        .status(201)
        .send(
          ok(member, `${member.name} was invited: a set-password link was mailed to ${member.email}.`, 201),
        );
    },
  );

  app.post(
    '/api/admin/staff/:id/password-link',
    {
      config: owners,
      schema: {
        tags,
        summary:
          'Mail a member a new set-password link (owner only): 24 hours, once; links sent before it stop working',
        params: staffIdParams,
        response: { 200: envelope(staffMember) },
      },
    },
    async (request) => {
      const { member } = await staff.sendPasswordLink(deps, request.params.id, staffOf(request).staffId);
      return ok(member, `A new set-password link was mailed to ${member.email}.`);
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      config: owners,
      schema: {
        tags,
        summary:
          'Change a member’s role or turn them off or on (owner only); disabling signs them out at once; the last active owner stays',
        params: staffIdParams,
        body: updateStaffRequest,
        response: { 200: envelope(staffMember) },
      },
    },
    async (request) => {
      const member = await staff.updateStaff(deps, request.params.id, request.body, staffOf(request).staffId);
      return ok(member, staff.updateMessage(member, request.body));
    },
  );
};

/** The back office's staff calls; the sign-in slow-down counts staff addresses apart from customers'. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const { config, redis } = app.deps;
  const loginThrottle = createSlowDown(
    { namespace: config.RATE_LIMIT_NAMESPACE, redis },
    {
      name: 'staff-login-slow',
      allowed: config.LOGIN_FAILURES_MAX,
      windowMs: config.ACCOUNT_THROTTLE_WINDOW_MS,
      message: 'Too many wrong passwords for this staff account. Try again in {wait}.',
    },
  );
  // Wrong codes count per member, apart from wrong passwords, with the same slow-down.
  const totpThrottle = createSlowDown(
    { namespace: config.RATE_LIMIT_NAMESPACE, redis },
    {
      name: 'staff-totp-slow',
      allowed: config.LOGIN_FAILURES_MAX,
      windowMs: config.ACCOUNT_THROTTLE_WINDOW_MS,
      message: 'Too many wrong codes for this staff account. Try again in {wait}.',
    },
  );
  await app.register(staffAuthRoutes, { loginThrottle });
  await app.register(staffTotpRoutes, { totpThrottle });
  await app.register(teamRoutes);
}
