import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParams,
  installmentPlan,
  installmentPlanInput,
  paymentOffer,
  paymentOfferInput,
  paymentOffersPage,
} from '@shop/contract/admin-promotions';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import * as offers from './payment-offers.admin.service.ts';

/**
 * The payment methods' offers and installment plans in the back office: every member reads them, owners and managers
 * change them. Checkout, the payment methods list and product pages read them on every call.
 */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const editors = { staffRoles: ['owner', 'manager'] as const };

  app.get(
    '/api/admin/payment-offers',
    {
      schema: {
        tags,
        summary:
          'The payment offers (a percentage, and for a bank offer its card prefixes) and installment plans',
        response: { 200: envelope(paymentOffersPage) },
      },
    },
    async () => ok(await offers.listPaymentOffers(deps.db)),
  );

  app.put(
    '/api/admin/payment-offers/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: "Change an offer's Arabic name, percentage, card prefixes or switch (owners and managers)",
        params: idParams,
        body: paymentOfferInput,
        response: { 200: envelope(paymentOffer) },
      },
    },
    async (request) => {
      const saved = await offers.updatePaymentOffer(
        deps,
        request.params.id,
        request.body,
        staffOf(request).staffId,
      );
      return ok(saved, `${saved.name_en} was saved.`);
    },
  );

  app.post(
    '/api/admin/installment-plans',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Add an installment plan (owners and managers): months, fee, minimum amount and products',
        body: installmentPlanInput,
        response: { 201: envelope(installmentPlan) },
      },
    },
    async (request, reply) => {
      const made = await offers.createInstallmentPlan(deps.db, request.body, staffOf(request).staffId);
      return reply.status(201).send(ok(made, `The ${made.months}-month plan was added.`, 201));
    },
  );

  app.put(
    '/api/admin/installment-plans/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Change an installment plan (owners and managers)',
        params: idParams,
        body: installmentPlanInput,
        response: { 200: envelope(installmentPlan) },
      },
    },
    async (request) => {
      const saved = await offers.updateInstallmentPlan(
        deps.db,
        request.params.id,
        request.body,
        staffOf(request).staffId,
      );
      return ok(saved, `The ${saved.months}-month plan was saved.`);
    },
  );
};
