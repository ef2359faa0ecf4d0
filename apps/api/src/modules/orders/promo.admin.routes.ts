import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeRequest,
  deliveryFeeList,
  deliveryFeesInput,
  idParams,
  promoCode,
  promoCodeInput,
  promoCodeList,
} from '@shop/contract/admin-promotions';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import { listDeliveryFees, setDeliveryFees } from './delivery.admin.service.ts';
import * as promos from './promo.admin.service.ts';

/**
 * The back office's promo codes and delivery fees: every member reads them, owners and managers change them. Checkout
 * reads the same rows on every call, so a change applies to the next summary or order.
 */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const editors = { staffRoles: ['owner', 'manager'] as const };

  app.get(
    '/api/admin/promo-codes',
    {
      schema: {
        tags,
        summary:
          'Every promo code with its orders and the discount given, and the categories and brands a code can be limited to',
        response: { 200: envelope(promoCodeList) },
      },
    },
    async () => ok(await promos.listPromoCodes(deps.db)),
  );

  app.get(
    '/api/admin/promo-codes/:id',
    {
      schema: { tags, summary: 'One promo code', params: idParams, response: { 200: envelope(promoCode) } },
    },
    async (request) => ok(await promos.getPromoCode(deps.db, request.params.id)),
  );

  app.post(
    '/api/admin/promo-codes',
    {
      config: editors,
      schema: {
        tags,
        summary:
          'Make a promo code (owners and managers): percentage or fixed amount, minimum subtotal, limits to categories, brands or products, dates and uses',
        body: promoCodeInput,
        response: { 201: envelope(promoCode) },
      },
    },
    async (request, reply) => {
      const made = await promos.createPromoCode(deps.db, request.body, staffOf(request).staffId);
      return reply.status(201).send(ok(made, `${made.code} was created.`, 201));
    },
  );

  app.put(
    '/api/admin/promo-codes/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Change every field of a promo code (owners and managers); uses already taken stay',
        params: idParams,
        body: promoCodeInput,
        response: { 200: envelope(promoCode) },
      },
    },
    async (request) => {
      const saved = await promos.updatePromoCode(
        deps.db,
        request.params.id,
        request.body,
        staffOf(request).staffId,
      );
      return ok(saved, `${saved.code} was saved.`);
    },
  );

  app.patch(
    '/api/admin/promo-codes/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Turn a promo code on or off (owners and managers)',
        params: idParams,
        body: activeRequest,
        response: { 200: envelope(promoCode) },
      },
    },
    async (request) => {
      const saved = await promos.updatePromoCode(
        deps.db,
        request.params.id,
        request.body,
        staffOf(request).staffId,
      );
      return ok(saved, `${saved.code} is ${saved.active ? 'on' : 'off'}.`);
    },
  );

  app.get(
    '/api/admin/delivery-fees',
    {
      schema: {
        tags,
        summary: "Every governorate's delivery fee",
        response: { 200: envelope(deliveryFeeList) },
      },
    },
    async () => ok(await listDeliveryFees(deps.db)),
  );

  app.put(
    '/api/admin/delivery-fees',
    {
      config: editors,
      schema: {
        tags,
        summary:
          "Change governorates' delivery fees (owners and managers); checkout and the FAQ's delivery table follow at once",
        body: deliveryFeesInput,
        response: { 200: envelope(deliveryFeeList) },
      },
    },
    async (request) => {
      const { list, changed } = await setDeliveryFees(deps, request.body.fees, staffOf(request).staffId);
      return ok(
        list,
        changed === 0
          ? 'No fee was changed.'
          : `${changed} ${changed === 1 ? 'fee was' : 'fees were'} saved.`,
      );
    },
  );
};
