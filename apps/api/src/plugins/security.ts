import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The page CSP: scripts only from our origin or with this request's nonce; nothing from elsewhere, and nothing framed
 * but our own pages and the configured card gateway's (`frameOrigins`, for online-payment).
 */
export function pageContentSecurityPolicy(nonce: string, frameOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Security headers on every answer; JSON and other non-page answers get a CSP that allows nothing. */
export const securityPlugin = fp(async function securityPlugin(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', API_CSP);
  });
});
