import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_COOKIE } from '@shop/contract/admin';
import type { Config } from '#app/env';
import { publicOrigin } from './origin.ts';

/**
 * The staff session's cookie (ADR 0028): HttpOnly so no script reads it, SameSite=Strict so no other site's page
 * sends it, Secure whenever the shop is served over https (PUBLIC_ORIGIN), Path=/ for the /admin pages and the
 * /api/admin calls. It is the only thing that opens /api/admin, and nothing outside /api/admin reads it.
 */
function options(config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: publicOrigin(config).startsWith('https:'),
    path: '/',
  };
}

export function setStaffCookie(
  reply: FastifyReply,
  config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>,
  session: { token: string; expiresAt: string },
): void {
  const seconds = Math.max(0, Math.floor((Date.parse(session.expiresAt) - Date.now()) / 1000));
  reply.setCookie(STAFF_COOKIE, session.token, { ...options(config), maxAge: seconds });
}

export function clearStaffCookie(reply: FastifyReply, config: Pick<Config, 'PUBLIC_ORIGIN' | 'PORT'>): void {
  reply.clearCookie(STAFF_COOKIE, options(config));
}

/** The token the staff cookie carries, if it looks like one of ours (a plain random token: nothing to unsign). */
export function staffCookieToken(request: FastifyRequest): string | null {
  const value = request.cookies[STAFF_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}
