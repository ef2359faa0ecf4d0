import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** A random key, made per process, that the storefront's in-process API calls carry. */
    internalCallKey: string;
  }
}

/**
 * The storefront renders pages by calling the API in-process. Those calls are the page's, not more of the shopper's:
 * they carry this header with the process's own key and are not counted against the shopper's rate limits (the page
 * request itself is). Nobody outside the process can know the key.
 */
export const INTERNAL_CALL_HEADER = 'x-shop-internal';

export function decorateInternalCallKey(app: FastifyInstance): void {
  app.decorate('internalCallKey', randomBytes(24).toString('base64url'));
}

export function isInternalCall(app: FastifyInstance, request: FastifyRequest): boolean {
  const sent = request.headers[INTERNAL_CALL_HEADER];
  if (typeof sent !== 'string' || sent.length !== app.internalCallKey.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(app.internalCallKey));
}
