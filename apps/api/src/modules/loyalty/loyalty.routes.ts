import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@shop/contract/envelope';
import { loyaltyLogin as loyaltyLoginResult } from '@shop/contract/loyalty';
import { ok } from '#app/http/envelope';
import { requestLanguage } from '#app/http/language';
import { customerOf } from '#app/modules/auth/token.service';
import { loyaltyLogin } from './loyalty.service.ts';

export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/customer/loyalty/login',
    {
      config: { auth: 'customer' as const },
      schema: {
        tags: ['loyalty'],
        summary:
          "The rewards login: platform, language en, player id '+2' + phone, the balance and recent changes. 409 until the phone is verified",
        response: { 200: envelope(loyaltyLoginResult) },
      },
    },
    async (request) =>
      ok(
        await loyaltyLogin(
          app.deps.db,
          customerOf(request.caller).userId,
          app.deps.config.LOYALTY_PLATFORM,
          requestLanguage(request),
        ),
      ),
  );
};
