import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerLanguage, LANGUAGE_SAVED } from '@shop/contract/customer-language';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { customerOf } from '#app/modules/auth/token.service';
import { messageLanguage } from '#app/modules/outbox/customer-messages';
import { loadUser } from './account.service.ts';
import { updateUser } from './user.repository.ts';

/** The language the shop writes to the signed-in customer in (e-mails and SMS), read and changed in the profile. */
export const customerLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const customer = { auth: 'customer' as const };
  const tags = ['profile'];

  app.get(
    '/api/customer/profile/language',
    {
      config: customer,
      schema: {
        tags,
        summary: "The language of the customer's e-mails and SMS (en or ar)",
        response: { 200: envelope(customerLanguage) },
      },
    },
    async (request) => {
      const user = await loadUser(db, customerOf(request.caller).userId);
      return ok({ language: messageLanguage(user.language) });
    },
  );

  app.post(
    '/api/customer/profile/language',
    {
      config: customer,
      schema: {
        tags,
        summary: "Change the language of the customer's e-mails and SMS (en or ar)",
        body: customerLanguage,
        response: { 200: envelope(customerLanguage) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request.caller);
      await loadUser(db, userId);
      await updateUser(db, userId, { language: request.body.language });
      return ok({ language: request.body.language }, LANGUAGE_SAVED);
    },
  );
};
