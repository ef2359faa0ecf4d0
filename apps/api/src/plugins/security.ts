import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
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

const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * HSTS goes only on answers that came over HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto): browsers
 * ignore it over plain HTTP anyway, and a developer's http://localhost is never pinned to HTTPS by accident.
 */
const HSTS_MAX_AGE = 31_536_000;

/**
 * The headers helmet sets with these options, collected once at start-up by running its middleware against a
 * recording response: helmet keeps the list of protective headers and their values current, and the shop sends the
 * result as one fixed set (running helmet's chain on every request was a fourteenth of a cached read's CPU). Pages
 * replace the CSP with their own, per nonce.
 */
function helmetHeaders(overHttps: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: overHttps ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return Object.freeze(headers);
}

const EVERY_ANSWER = helmetHeaders(false);
const EVERY_ANSWER_OVER_HTTPS = helmetHeaders(true);

function addTransportSecurity(reply: FastifyReply, overHttps: boolean): void {
  const hsts = EVERY_ANSWER_OVER_HTTPS['strict-transport-security'];
  if (overHttps && hsts) reply.header('strict-transport-security', hsts);
}

/** Security headers on every answer; JSON and other non-page answers keep a CSP that allows nothing. */
export const securityPlugin = fp(async function securityPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? EVERY_ANSWER_OVER_HTTPS : EVERY_ANSWER);
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
  reply.headers(EVERY_ANSWER);
  addTransportSecurity(reply, isHttps(request.raw, trustedProxy));
}
