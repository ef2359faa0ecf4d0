import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#app/errors/app-error';

/**
 * Limits per client IP on the API. With REDIS_URL the counters live in Redis, so every app instance shares them;
 * without it they live in this process. If Redis is briefly unreachable requests pass rather than fail.
 */
export const rateLimitPlugin = fp(async function rateLimitPlugin(app: FastifyInstance) {
  const { config, redis } = app.deps;
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(redis ? { redis, nameSpace: `${config.RATE_LIMIT_NAMESPACE}:` } : {}),
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'rate_limited',
        `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
        {
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        },
      ),
  });
});
