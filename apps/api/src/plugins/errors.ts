import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shopperMessage } from '@shop/contract/shopper-messages';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCatalogue, type ErrorName } from '@shop/contract/errors';
import { AppError } from '#app/errors/app-error';
import { isStaleStatement } from '#app/db/database';

const statusNames: Record<number, ErrorName> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

// Errors that mean "the database is briefly out of reach": answer 503 so clients retry, not 500.
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08006',
  '08001',
  '08003',
  'SQLITE_BUSY',
]);

// A value the database cannot hold (a number beyond its integer range, text where a number belongs): the request is
// wrong, not the shop. SQLite stores such values as given; PostgreSQL refuses them with these codes.
const outOfRangeCodes = new Set(['22003', '22P02', '22008', '22007', '54000']);

// Text PostgreSQL cannot store (a NUL byte, an invalid byte sequence).
const badCharacterCodes = new Set(['22021', '22P05']);

function isUnavailable(error: FastifyError): boolean {
  const code = String(error.code);
  if (unavailableCodes.has(code)) return true;
  // PostgreSQL's class 08 (connection exceptions), and SQLite's busy family (SQLITE_BUSY_SNAPSHOT and the like).
  if (/^08[0-9A-Z]{3}$/.test(code) || code.startsWith('SQLITE_BUSY')) return true;
  // A prepared statement its connection can no longer run: the connection was thrown away, a retry gets a fresh one.
  if (isStaleStatement(error)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
    error.message,
  );
}

function describeValidation(
  error: { validation: Array<{ instancePath?: string; message?: string; params?: unknown }> },
  context?: string,
): string {
  const parts = error.validation.slice(0, 5).map((issue) => {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    const where = field || (context === 'body' ? 'body' : (context ?? 'request'));
    return `${where}: ${issue.message ?? 'is not valid'}`;
  });
  return parts.join('; ');
}

function send(
  reply: FastifyReply,
  status: number,
  message_en: string,
  code = status,
  extra: Record<string, unknown> = {},
) {
  return reply.status(status).send({ code, message_en, ...extra, data: null });
}

/** One error handler and one not-found handler map every failure to the envelope, so no answer escapes its shape. */
export const errorsPlugin = fp(async function errorsPlugin(app: FastifyInstance) {
  const routes: Array<{ methods: string[]; pattern: RegExp }> = [];
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    const source = route.url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[^/]+/g, '[^/]+')
      .replace(/\*/g, '.*');
    routes.push({ methods, pattern: new RegExp(`^${source}$`) });
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      const extra = error.messageAr ? { message_ar: error.messageAr } : {};
      return send(reply, error.status, error.message, error.bodyCode, extra);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, describeValidation(error, error.validationContext));
    }
    if (error.validation) {
      return send(reply, 400, describeValidation(error as never, error.validationContext));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return send(reply, 400, errorCatalogue.invalid_json.message_en);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return send(reply, 415, errorCatalogue.unsupported_media_type.message_en);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const name = statusNames[status] ?? 'bad_request';
      // Fastify's own 4xx messages are written for people (e.g. "Body cannot be empty ..."), so pass them on.
      return send(reply, status, error.message || errorCatalogue[name].message_en);
    }
    if (badCharacterCodes.has(String(error.code))) {
      return send(reply, 400, shopperMessage('badCharacters'));
    }
    if (outOfRangeCodes.has(String(error.code))) {
      return send(reply, 400, shopperMessage('outOfRange'));
    }
    if (isUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '5');
      return send(reply, 503, errorCatalogue.unavailable.message_en);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its contract');
    } else {
      request.log.error({ err: error }, 'unexpected error');
    }
    return send(reply, 500, `${errorCatalogue.internal.message_en} (request ${request.id})`);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', [...new Set(allowed)].join(', '));
      return send(
        reply,
        405,
        `${request.method} is not allowed on ${path}. Use ${[...new Set(allowed)].join(' or ')}.`,
      );
    }
    if (path === '/api' || path.startsWith('/api/'))
      return send(reply, 404, `There is no ${request.method} ${path} in this API.`);
    return send(reply, 404, `There is no file at ${path}. Reload the page to get the shop's current files.`);
  });
});
