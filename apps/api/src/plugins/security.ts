import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The page CSP: scripts only from our origin or with this request's nonce; nothing from elsewhere, and nothing framed
 * but our own pages and the configured card gateway's (`frameOrigins`, for online-payment). A configured rewards
 * widget's origin (`widgetOrigins`) may serve its script, styles, images, frames and calls.
 */
export function pageContentSecurityPolicy(
  nonce: string,
  frameOrigins: readonly string[] = [],
  widgetOrigins: readonly string[] = [],
): string {
  const allow = (base: string, extra: readonly string[]) => [base, ...extra].join(' ');
  return [
    "default-src 'self'",
    allow(`script-src 'self' 'nonce-${nonce}'`, widgetOrigins),
    allow("style-src 'self' 'unsafe-inline'", widgetOrigins),
    allow("img-src 'self' data:", widgetOrigins),
    "font-src 'self'",
    allow("connect-src 'self'", widgetOrigins),
    allow("frame-src 'self'", [...frameOrigins, ...widgetOrigins]),
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
