import type { FastifyRequest } from 'fastify';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shop/contract/envelope';
import { HEADER_IDEMPOTENCY_KEY } from '@shop/contract/headers';
import {
  checkoutSummary,
  checkoutSummaryRequest,
  deliveryFees,
  deliveryFeesRequest,
  order,
  orderListQuery,
  orderPage,
  paymentMethod,
  placeOrderRequest,
  placeOrderResult,
  promoCheck,
  promoCheckRequest,
} from '@shop/contract/orders';
import { AppError } from '#app/errors/app-error';
import { ok } from '#app/http/envelope';
import { publicOrigin } from '#app/http/origin';
import { loadMethods } from '#app/modules/payments/payment-methods';
import { customerOf } from '#app/modules/auth/token.service';
import { checkPromo, placeOrder, summarize } from './checkout.service.ts';
import { feeForAddress, feeForCity } from './delivery.service.ts';
import { cancelOrderByCustomer, getOrder, listOrders } from './orders.service.ts';
import { requestLanguage } from '#app/modules/outbox/customer-messages';
import { createPromoGuard, type PromoActor } from './promo-guard.ts';

const idempotencyKey = z
  .string()
  .regex(/^[\w.:-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits or - _ . :')
  .optional();

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const tags = ['orders'];
  const customer = { auth: 'customer' as const };
  // Promo codes tried per account and per device (see promo-guard.ts).
  const promoGuard = createPromoGuard(deps);
  const actorOf = (request: FastifyRequest): PromoActor => ({
    userId: customerOf(request.caller).userId,
    deviceId: request.deviceId,
  });

  app.get(
    '/api/customer/orders/payment_methods',
    {
      schema: {
        tags,
        summary: 'The payment methods offered, with their product offers and installment plans',
        response: { 200: envelope(z.array(paymentMethod)) },
      },
    },
    async () => ok((await loadMethods(deps.db, deps.config)).methods),
  );

  app.post(
    '/api/customer/orders/delivery_fees',
    {
      config: customer,
      schema: {
        tags,
        summary:
          "The delivery fee to one of the customer's addresses ({address_id}) or to a city ({city_id})",
        body: deliveryFeesRequest,
        response: { 200: envelope(deliveryFees) },
      },
    },
    async (request) => {
      const { userId } = customerOf(request.caller);
      const { address_id, city_id } = request.body;
      const result =
        address_id !== undefined
          ? (await feeForAddress(deps.db, userId, address_id)).delivery
          : await feeForCity(deps.db, city_id!);
      return ok(result);
    },
  );

  app.post(
    '/api/customer/orders/summary',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'The order as it would be placed now: lines, totals, and the total of every payment method and plan',
        body: checkoutSummaryRequest,
        response: { 200: envelope(checkoutSummary) },
      },
    },
    async (request) => ok(await summarize(deps, actorOf(request), request.body, promoGuard)),
  );

  app.post(
    '/api/customer/orders/check_promo_v2',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Promotion check: 200 with the discount, or body code 415 with the reason. The amount sent is ignored',
        body: promoCheckRequest,
        response: { 200: envelope(promoCheck) },
      },
    },
    async (request) =>
      ok(await checkPromo(deps, actorOf(request), request.body, promoGuard), shopperMessage('promoApplied')),
  );

  app.post(
    '/api/customer/orders',
    {
      config: customer,
      schema: {
        tags,
        summary:
          'Place the order from the cart. 200 (pay_url set: pay online in online-payment), 203 (open pay_url in the window)',
        headers: z.object({ [HEADER_IDEMPOTENCY_KEY]: idempotencyKey }),
        body: placeOrderRequest,
        response: { 200: envelope(placeOrderResult), 203: envelope(placeOrderResult) },
      },
    },
    async (request, reply) => {
      const placement = await placeOrder(deps, actorOf(request), request.body, {
        idempotencyKey: request.headers[HEADER_IDEMPOTENCY_KEY],
        origin: publicOrigin(deps.config),
        log: request.log,
        promoGuard,
        language: requestLanguage(request),
      });
      const { result } = placement;
      const message = result.pay_url
        ? shopperMessage('orderWaitingForPayment')
        : shopperMessage('orderPlaced', { number: result.order.number });
      reply.code(placement.code);
      if (placement.replayed) reply.header('idempotent-replayed', 'true');
      return ok(result, message, placement.code);
    },
  );

  app.get(
    '/api/customer/orders',
    {
      config: customer,
      schema: {
        tags,
        summary: "The customer's orders, newest first, in the page-url?page=n form",
        querystring: orderListQuery,
        response: { 200: envelope(orderPage) },
      },
    },
    async (request) => {
      const origin = publicOrigin(deps.config);
      return ok(await listOrders(deps.db, customerOf(request.caller).userId, request.query.page, origin));
    },
  );

  app.get(
    '/api/customer/orders/:id',
    {
      config: customer,
      schema: {
        tags,
        summary: "One of the customer's orders with its lines and status history (another customer's: 404)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(order) },
      },
    },
    async (request) => {
      const found = await getOrder(deps.db, customerOf(request.caller).userId, request.params.id);
      if (!found) throw new AppError('not_found', shopperMessage('orderNotYours'));
      return ok(found);
    },
  );

  app.post(
    '/api/customer/orders/:id/cancel',
    {
      config: customer,
      schema: {
        tags,
        summary:
          "Cancel one of the customer's orders that waits for payment, or a cash order not sent yet: its stock goes back on sale and the customer is told (409 for any other order)",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(order) },
      },
    },
    async (request) =>
      ok(
        await cancelOrderByCustomer(deps, customerOf(request.caller).userId, request.params.id),
        shopperMessage('orderCancelled'),
      ),
  );
};
