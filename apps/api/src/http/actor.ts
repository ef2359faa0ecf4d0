import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Who is calling, for rate limits: the bearer token when one is sent, else the browser's device cookie, else the
 * client address. Many shoppers share one public address behind a mobile carrier's NAT, so the address is the last
 * resort here and only a coarse ceiling elsewhere. Tokens are digested so none is kept in a limiter's store.
 */
export function actorKey(request: FastifyRequest): string {
  const authorization = request.headers.authorization;
  if (authorization && authorization.length > 7 && authorization.startsWith('Bearer '))
    return `t:${createHash('sha256').update(authorization).digest('base64url').slice(0, 22)}`;
  if (request.deviceId) return `d:${request.deviceId}`;
  return `ip:${request.ip}`;
}
