import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { z } from 'zod';
import { notifyRequest, notifyResult } from '@shop/contract/catalog';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { requestLanguage } from '#app/http/language';
import { requestNotification } from './back-in-stock.service.ts';

export const backInStockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/customer/products/notify/:id',
    {
      config: {
        rateLimit: {
          max: app.deps.config.AUTH_RATE_LIMIT_MAX,
          timeWindow: app.deps.config.RATE_LIMIT_WINDOW_MS,
        },
      },
      schema: {
        tags: ['catalog'],
        summary: 'Tell me when this product is back in stock (once per product and e-mail)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: notifyRequest.nullish(),
        response: { 200: envelope(notifyResult) },
      },
    },
    async (request) => {
      const result = await requestNotification(
        app.deps.db,
        request.caller,
        request.params.id,
        request.body?.email,
        requestLanguage(request),
      );
      const message = result.already_registered
        ? shopperMessage('backInStockAlready')
        : shopperMessage('backInStockListed');
      return ok(result, message);
    },
  );
};
