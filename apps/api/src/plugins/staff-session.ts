import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  ADMIN_API_PREFIX,
  HEADER_CSRF,
  STAFF_COOKIE,
  staffMessages,
  staffRoleLabel,
  totpMessages,
  type StaffRole,
} from '@shop/contract/admin';
import { AppError } from '#app/errors/app-error';
import { clearStaffCookie, staffCookieToken } from '#app/http/staff-cookie';
import { csrfMatches, resolveStaffSession, type StaffCaller } from '#app/modules/staff/staff-session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of an /api/admin call (set before its handler runs), else null. */
    staff: (StaffCaller & { expiresAt: string }) | null;
  }
  interface FastifyContextConfig {
    /** /api/admin routes: the roles that may call it (403 for the others); without it, any signed-in member. */
    staffRoles?: readonly StaffRole[];
    /** /api/admin routes reached without a staff session: signing in and setting a password. */
    staffPublic?: boolean;
    /** /api/admin routes a session that must set up a second factor first may still call (sign-out, the set-up). */
    staffTotpSetup?: boolean;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** "Only an owner can do this.", "Only an owner or a manager can do this." */
function roleRefusal(roles: readonly StaffRole[]): string {
  const names = roles.map((r) => `${r === 'owner' ? 'an' : 'a'} ${staffRoleLabel[r].toLowerCase()}`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0];
  return `Only ${list} can do this. Ask the shop owner if you need it.`;
}

/**
 * The back office's gate, in one place for every /api/admin route, which only declare what they need:
 *
 * - a live staff session from the `shop_staff` cookie, or 401 (a stale cookie is cleared); a customer's bearer
 *   token counts for nothing here (the auth plugin does not read it under /api/admin);
 * - on every call that is not a read, the session's CSRF token in `x-csrf-token`, or 403;
 * - the route's `staffRoles`, or 403;
 * - and every /api/admin route keeps answering during maintenance, when staff most need it.
 *
 * Routes declaring `staffPublic` (sign-in, set-password) skip the session; the routes under /api/admin are secured by
 * default, so a route that forgets to declare anything still needs a signed-in member.
 */
export const staffSessionPlugin = fp(async function staffSessionPlugin(app: FastifyInstance) {
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(ADMIN_API_PREFIX)) route.config = { ...route.config, maintenanceExempt: true };
  });

  /** Throws the refusal, if any; sets request.staff otherwise. */
  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = staffCookieToken(request);
    const staff = token ? await resolveStaffSession(app.deps.db, token) : null;
    if (!staff) {
      if (request.cookies[STAFF_COOKIE] !== undefined) clearStaffCookie(reply, app.deps.config);
      throw new AppError('unauthorized', staffMessages.signInRequired);
    }
    request.staff = staff;
    if (!READS.has(request.method) && !csrfMatches(request.headers[HEADER_CSRF], staff.csrfSecret))
      throw new AppError('forbidden', staffMessages.csrf);
    if (staff.totpSetupRequired && !request.routeOptions.config.staffTotpSetup)
      throw new AppError('forbidden', totpMessages.setupRequired);
    const roles = request.routeOptions.config.staffRoles;
    if (roles && !roles.includes(staff.role)) throw new AppError('forbidden', roleRefusal(roles));
  }

  // A callback hook: the shop's other requests pass without a promise; only /api/admin calls wait for the session.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.url?.startsWith(ADMIN_API_PREFIX) || request.routeOptions.config.staffPublic)
      return done();
    admit(request, reply).then(() => done(), done);
  });
});

/** The signed-in member of an /api/admin handler (the plugin has made sure there is one). */
export function staffOf(request: FastifyRequest): StaffCaller & { expiresAt: string } {
  if (!request.staff) throw new AppError('unauthorized', staffMessages.signInRequired);
  return request.staff;
}
