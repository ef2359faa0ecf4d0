import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { envelope } from '@shop/contract/envelope';
import { messages } from '@shop/contract/errors';
import {
  newsletterRequest,
  newsletterResult,
  unsubscribeRequest,
  unsubscribeResult,
} from '@shop/contract/newsletter';
import { ok } from '#app/http/envelope';
import { requestLanguage } from '#app/http/language';
import { publicOrigin } from '#app/http/origin';
import { filledByBot } from '#app/http/public-form';
import { subscribe, unsubscribe } from './newsletter.service.ts';
import { shopNow } from '#app/modules/site/shop-settings.service';

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = {
    rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_MAX, timeWindow: app.deps.config.RATE_LIMIT_WINDOW_MS },
  };

  app.post(
    '/api/customer/newsletter',
    {
      config: limited,
      schema: {
        tags: ['site'],
        summary: 'Subscribe an e-mail address to the newsletter (idempotent per address)',
        body: newsletterRequest,
        response: { 200: envelope(newsletterResult) },
      },
    },
    async (request) => {
      // A bot filled the hidden field: it hears the same answer, and nothing is stored or sent.
      if (filledByBot(request.body)) {
        return ok({ email: request.body.email, new_subscription: true }, messages.thankYouSubscribing);
      }
      const result = await subscribe(app.deps.db, {
        email: request.body.email,
        origin: publicOrigin(app.deps.config),
        shopName: (await shopNow(app.deps)).shop_name,
        language: requestLanguage(request),
      });
      return ok(result, messages.thankYouSubscribing);
    },
  );

  app.post(
    '/api/customer/newsletter/unsubscribe',
    {
      config: limited,
      schema: {
        tags: ['site'],
        summary: 'Unsubscribe with the address and token from the link in a newsletter mail',
        body: unsubscribeRequest,
        response: { 200: envelope(unsubscribeResult) },
      },
    },
    async (request) => ok(await unsubscribe(app.deps.db, request.body), shopperMessage('unsubscribed')),
  );
};
