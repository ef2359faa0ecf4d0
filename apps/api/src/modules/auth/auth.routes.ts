import { shopperMessage } from '@shop/contract/shopper-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestToken, sessionInfo } from '@shop/contract/auth';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { ensureDevice } from '#app/http/device';
import { issueToken } from './token.service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/customer/auth/guest',
    {
      config: {
        rateLimit: {
          max: app.deps.config.AUTH_RATE_LIMIT_MAX,
          timeWindow: app.deps.config.RATE_LIMIT_WINDOW_MS,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Issue the built-in guest token (separate from a customer token, very distant expiry)',
        response: { 201: envelope(guestToken) },
      },
    },
    async (request, reply) => {
      // Its device cookie comes with it: this browser's later calls and sign-ins are counted by that, not its address.
      ensureDevice(request, reply);
      const issued = await issueToken(app.deps.db, 'guest', null);
      return reply
        .status(201)
        .send(ok({ ...issued, kind: 'guest' as const }, shopperMessage('guestTokenIssued'), 201));
    },
  );

  app.get(
    '/api/customer/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who the bearer token belongs to: anonymous (no token), guest or customer',
        response: { 200: envelope(sessionInfo) },
      },
    },
    async (request) => ok({ kind: request.caller.kind }),
  );
};
