import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AppError } from '#app/errors/app-error';
import { ok } from '#app/http/envelope';
import {
  PAYMOB_CALLBACK_PATH,
  PAYMOB_PROVIDER,
  PAYMOB_RETURN_PATH,
  paymobEvent,
  readPaymobCallback,
  readPaymobQueryFields,
  verifyPaymobHmac,
  type PaymobTransactionFields,
} from '#app/integrations/payments/paymob-gateway';
import type { OrderPayments } from './order-payments.ts';

/** Paymob also calls back about saved cards (type TOKEN); those are signed over other fields and change nothing. */
const transactionCallback = z.object({ type: z.literal('TRANSACTION') });

/** A signed transaction names itself and the Paymob order it pays; without both it is not a payment event. */
const paymentTransaction = z.object({ id: z.string().min(1), 'order.id': z.string().min(1) });

/**
 * Paymob's two transaction callbacks. The processed callback (server to server, POST) is the only thing that changes
 * an order, after its HMAC was verified. The response callback (the customer's browser coming back, GET) is verified
 * too and only decides where the customer lands on the checkout page.
 *
 * Both URLs carry the hmac, and the return carries the card's masked number, so these routes log at warn level only:
 * Fastify's request lines (which hold the URL) are not written, and no warning names a field of the transaction.
 */
export const paymobRoutes: FastifyPluginAsync<{ orders: OrderPayments }> = async (app, { orders }) => {
  const deps = app.deps;
  const hmacSecret = () => deps.config.PAYMOB_HMAC_SECRET ?? '';
  // The shop's own integrations: the signed integration id must be one of them. Besides refusing another
  // integration's payments, it holds the boundary between the transaction id and the integration id, two whole
  // numbers side by side in the signed text.
  const ownIntegration = (fields: PaymobTransactionFields) =>
    [deps.config.PAYMOB_INTEGRATION_ID, deps.config.PAYMOB_INSTALLMENTS_INTEGRATION_ID]
      .filter((id) => id !== undefined)
      .map(String)
      .includes(fields.integration_id);

  app.post<{ Querystring: Record<string, unknown> }>(
    PAYMOB_CALLBACK_PATH,
    // Paymob does not wait for the shop's maintenance to end: a payment made before it must still be recorded.
    { logLevel: 'warn', config: { maintenanceExempt: true } },
    async (request) => {
      if (!transactionCallback.safeParse(request.body).success) {
        return ok({ outcome: 'ignored' }, 'Callback received.');
      }
      // Read with every signed value in its field's shape (see readPaymobCallback): values moved between
      // neighbouring fields, which join to the same signed text, are refused here.
      const callback = readPaymobCallback(request.body);
      if (!callback) {
        request.log.warn({ provider: PAYMOB_PROVIDER }, 'payment callback rejected: malformed transaction');
        throw new AppError('bad_request', 'The callback body is not a payment event.');
      }
      const { fields } = callback;
      if (!verifyPaymobHmac(hmacSecret(), fields, request.query.hmac)) {
        request.log.warn({ provider: PAYMOB_PROVIDER }, 'payment callback rejected: bad hmac');
        throw new AppError('bad_request', 'The callback signature is not valid.');
      }
      if (!ownIntegration(fields)) {
        request.log.warn({ provider: PAYMOB_PROVIDER }, 'payment callback rejected: not our integration');
        throw new AppError('bad_request', 'The callback is not for a payment of this shop.');
      }
      if (!paymentTransaction.safeParse(fields).success) {
        request.log.warn(
          { provider: PAYMOB_PROVIDER },
          'payment callback rejected: no transaction or order id',
        );
        throw new AppError('bad_request', 'The callback body is not a payment event.');
      }
      const details = { provider: PAYMOB_PROVIDER, event_id: fields.id };
      if (fields.currency !== 'EGP') {
        request.log.warn(details, 'payment callback rejected: currency is not EGP');
        throw new AppError('bad_request', 'The amount does not match the order.');
      }
      // Refunds, voids and captures are child transactions of the payment; a pending one has no outcome yet.
      if (fields.has_parent_transaction === 'true' || fields.pending === 'true') {
        request.log.warn(details, 'payment callback ignored: not a final payment transaction');
        return ok({ outcome: 'ignored' }, 'Callback received.');
      }
      const outcome = await orders.applyEvent(
        deps,
        paymobEvent(fields, callback.unsignedCard),
        app.log.child({ reqId: request.id }),
      );
      return ok(
        { outcome },
        outcome === 'replayed' ? 'This event was already processed.' : 'Callback received.',
      );
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    PAYMOB_RETURN_PATH,
    { logLevel: 'warn', config: { maintenanceExempt: true } },
    async (request, reply) => {
      const fields = readPaymobQueryFields(request.query);
      if (!fields || !verifyPaymobHmac(hmacSecret(), fields, request.query.hmac) || !ownIntegration(fields)) {
        request.log.warn({ provider: PAYMOB_PROVIDER }, 'payment return rejected: bad hmac');
        return reply.redirect('/checkout?response=failed', 302);
      }
      const order = fields['order.id']
        ? await orders.findByPayment(deps.db, PAYMOB_PROVIDER, fields['order.id'])
        : undefined;
      if (!order) {
        request.log.warn({ provider: PAYMOB_PROVIDER }, 'payment return: unknown payment');
        return reply.redirect('/checkout?response=failed', 302);
      }
      // What the customer is told; the order itself changes only when the processed callback arrives.
      const response =
        fields.pending === 'true' ? 'done' : paymobEvent(fields).success ? 'success' : 'failed';
      return reply.redirect(`/checkout?response=${response}&order_id=${order.id}`, 302);
    },
  );
};
