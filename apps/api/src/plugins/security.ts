import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isHttps, type TrustedProxy } from '#app/http/trust-proxy';

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
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * HSTS goes only on answers that came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto): browsers
 * ignore it over plain HTTP anyway, and a developer's http://localhost is never pinned to HTTPS by accident.
 */
const HSTS = 'max-age=31536000; includeSubDomains';

function addTransportSecurity(reply: FastifyReply, overHttps: boolean): void {
  if (overHttps) reply.header('strict-transport-security', HSTS);
}

/**
 * What helmet sent with our options, written once: building them per request through helmet's middleware chain was a
 * fourteenth of a cached read's CPU (profile of GET /products/{id}). Pages replace the CSP with their own, per nonce.
 */
const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'content-security-policy': API_CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': REFERRER_POLICY,
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Security headers on every answer; JSON and other non-page answers keep a CSP that allows nothing. */
export const securityPlugin = fp(async function securityPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(EVERY_ANSWER);
    addTransportSecurity(reply, request.protocol === 'https');
    done();
  });
});

/**
 * The same protection for the answers Fastify's router gives before any hook runs (an address it cannot decode): without
 * this they went out with no nosniff, no CSP and no frame protection at all. Fastify builds their request without its
 * trust-proxy logic, so the forwarded protocol is read here as request.protocol would (the nearest proxy's entry).
 */
export function earlyAnswerSecurityHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  trustedProxy: TrustedProxy,
): void {
  reply
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', REFERRER_POLICY)
    .header('content-security-policy', API_CSP);
  addTransportSecurity(reply, isHttps(request.raw, trustedProxy));
}
