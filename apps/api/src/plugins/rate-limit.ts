import rateLimit from '@fastify/rate-limit';
import { shopperMessage, shopperMessages } from '@shop/contract/shopper-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#app/errors/app-error';
import { actorKey } from '#app/http/actor';
import { isInternalCall } from '#app/http/internal-calls';
import { createThrottle } from '#app/lib/throttle';

/** Built files and pictures: a page pulls many of them, and they cost the server next to nothing. */
function isStaticFile(url: string): boolean {
  return url.startsWith('/assets/') || url.startsWith('/media/') || url === '/favicon.svg';
}

/**
 * Two limits. Per actor (actorKey: the token, else the device cookie, else the address) on API calls,
 * RATE_LIMIT_MAX per window; routes may set a tighter one. And a coarse ceiling per client address over pages and API
 * calls together (RATE_LIMIT_IP_MAX), high enough for a crowd behind one carrier NAT, that stops a single machine
 * from flooding the shop with made-up tokens or fresh cookies. The storefront's own in-process calls count against
 * neither. With REDIS_URL the counters live in Redis, so every app instance shares them; if Redis is briefly
 * unreachable, an in-process counter stands in for the ceiling and per-actor limits pass rather than fail.
 */
export const rateLimitPlugin = fp(async function rateLimitPlugin(app: FastifyInstance) {
  const { config, redis } = app.deps;
  const ceiling = createThrottle(
    { namespace: config.RATE_LIMIT_NAMESPACE, redis },
    {
      name: 'ip',
      attempts: config.RATE_LIMIT_IP_MAX,
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      message: shopperMessages.tooManyFromNetwork.en,
    },
  );
  const exempt = (request: FastifyRequest) => isInternalCall(app, request);

  app.addHook('onRequest', async (request) => {
    if (isStaticFile(request.url) || exempt(request)) return;
    await ceiling.hit(request.ip);
  });

  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: config.RATE_LIMIT_WINDOW_MS,
    ...(redis ? { redis, nameSpace: `${config.RATE_LIMIT_NAMESPACE}:` } : {}),
    skipOnError: true,
    allowList: (request) => !request.url.startsWith('/api/') || exempt(request),
    keyGenerator: actorKey,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'rate_limited',
        shopperMessage('tooManyRequestsSeconds', { seconds: Math.ceil(context.ttl / 1000) }),
        {
          headers: { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
        },
      ),
  });
});
