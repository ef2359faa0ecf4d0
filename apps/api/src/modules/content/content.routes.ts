import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_RECEIVED_MESSAGE,
  contactRequest,
  contentPage,
  contentSlugParams,
  faqsResult,
  formReceived,
  LEAD_RECEIVED_MESSAGE,
  leadRequest,
  storesQuery,
  storesResult,
} from '@shop/contract/content';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { requestLanguage } from '#app/http/language';
import { filledByBot, publicFormLimit } from '#app/http/public-form';
import { provenContactsOf } from '#app/modules/accounts/proven-contacts';
import * as content from './content.service.ts';
import { shopNow } from '#app/modules/site/shop-settings.service';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  const tags = ['content'];
  const formContext = async () => ({
    shopName: (await shopNow(app.deps)).shop_name,
    shopEmail: config.SHOP_EMAIL,
  });
  const received = { received: true as const };

  // Registered before /content/:slug; a static segment wins over a parameter in Fastify's router either way.
  app.get(
    '/api/customer/content/faqs',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'The FAQ: its heading and the questions with sanitised answers, in order',
        response: { 200: envelope(faqsResult) },
      },
    },
    async (request) => ok(await content.getFaqs(app.deps, requestLanguage(request))),
  );

  app.get(
    '/api/customer/content/:slug',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary:
          'A content page or service article by slug (about, terms, policy, Trade-in, ...); 404 when unknown',
        params: contentSlugParams,
        response: { 200: envelope(contentPage) },
      },
    },
    async (request) => ok(await content.getPage(app.deps, request.params.slug, requestLanguage(request))),
  );

  app.get(
    '/api/customer/stores',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: "The shop's stores, of one city when city_id is given, with the cities that have stores",
        querystring: storesQuery,
        response: { 200: envelope(storesResult) },
      },
    },
    async (request) =>
      ok(await content.getStores(app.deps, request.query.city_id ?? null, requestLanguage(request))),
  );

  app.post(
    '/api/customer/contact-us',
    {
      config: publicFormLimit(config),
      schema: {
        tags,
        summary: 'The contact form: stored and mailed to the shop (SHOP_EMAIL) through the outbox',
        body: contactRequest,
        response: { 200: envelope(formReceived) },
      },
    },
    async (request) => {
      if (!filledByBot(request.body)) await content.submitContact(db, request.body, await formContext());
      return ok(received, CONTACT_RECEIVED_MESSAGE);
    },
  );

  app.post(
    '/api/customer/leads',
    {
      config: publicFormLimit(config),
      schema: {
        tags,
        summary:
          "An education or business inquiry: recorded, announced to the shop, and acknowledged to the requester (with what was asked only to the signed-in customer's own account e-mail)",
        body: leadRequest,
        response: { 200: envelope(formReceived) },
      },
    },
    async (request) => {
      if (!filledByBot(request.body)) {
        await content.submitLead(db, request.body, {
          ...(await formContext()),
          proven: await provenContactsOf(db, request.caller),
          perDay: config.FORM_MESSAGES_PER_DAY,
          language: requestLanguage(request),
        });
      }
      return ok(received, LEAD_RECEIVED_MESSAGE);
    },
  );
};
