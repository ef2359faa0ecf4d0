import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, sessionTokenShape } from '@shop/contract/headers';

/**
 * The session's second carrier (ADR 0023): the customer token in an HttpOnly, SameSite=Lax cookie, so the server can
 * render a signed-in shopper's pages. It lives as long as the token; the browser keeps the same token in local storage
 * for its API calls, which authenticate with the bearer header only (a cookie never authorises an API call).
 */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: { token: string; expires_at: string },
): void {
  const seconds = Math.max(0, Math.floor((Date.parse(auth.expires_at) - Date.now()) / 1000));
  reply.setCookie(SESSION_COOKIE, auth.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: seconds,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

/** The token the session cookie carries, if any (a plain random token: nothing to unsign). */
export function sessionCookieToken(request: FastifyRequest): string | null {
  return sessionTokenShape(request.cookies[SESSION_COOKIE]);
}
