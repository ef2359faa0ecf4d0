import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The browser's device id from its signed device cookie, or null when it sent none (or a forged one). */
    deviceId: string | null;
  }
}

export const DEVICE_COOKIE = 'shop_device';

const TWO_YEARS_S = 2 * 365 * 24 * 60 * 60;
/** The request's device id, giving the browser a new device cookie when it has none. */
export function ensureDevice(request: FastifyRequest, reply: FastifyReply): string {
  if (request.deviceId) return request.deviceId;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, id, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: TWO_YEARS_S,
  });
  request.deviceId = id;
  return id;
}
