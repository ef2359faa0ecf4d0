import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import type { PaymentEvent } from '#app/integrations/payments/card-gateway';
import { cardCovered, cardOffersByName } from '#app/modules/payments/card-offers';
import type { CallbackLog, CallbackOutcome, OrderPayments } from '#app/modules/payments/order-payments';
import { changeStatus } from './order-status.service.ts';
import { findOrderByPayment } from './orders.service.ts';

/**
 * Applies a gateway outcome whose signature was already verified. An unknown payment or another amount changes
 * nothing and is logged (400); an event seen before changes nothing (replayed); an order no longer waiting for payment
 * is left as it is (ignored). Otherwise the order becomes paid, or payment failed with its stock released.
 */
export async function applyPaymentEvent(
  deps: CatalogDeps,
  event: PaymentEvent,
  log: CallbackLog,
): Promise<CallbackOutcome> {
  const { db } = deps;
  const details = { provider: event.provider, event_id: event.event_id };
  const order = await findOrderByPayment(db, event.provider, event.reference);
  if (!order) {
    log.warn(details, 'payment callback rejected: unknown payment');
    throw new AppError('bad_request', 'This payment is not known to the shop.');
  }
  if (event.amount !== order.total) {
    log.warn(
      { ...details, order_id: order.id, amount: event.amount, expected: order.total },
      'payment callback rejected: amount differs from the order',
    );
    throw new AppError('bad_request', 'The amount does not match the order.');
  }
  const recorded = await db
    .insertInto('payment_events')
    .values({
      provider: event.provider,
      event_id: event.event_id,
      order_id: order.id,
      outcome: event.success ? 'success' : 'failure',
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
    .executeTakeFirst();
  if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0) {
    log.info({ ...details, order_id: order.id }, 'payment callback replayed: nothing changed');
    return 'replayed';
  }
  if (
    event.success &&
    order.card_offer !== null &&
    !(await paidWithOfferCard(deps, order.card_offer, event))
  ) {
    // The total shown and charged included a bank's card offer, and another card (or one the gateway did not show)
    // paid it: the order is not confirmed, and the money taken must go back.
    const { changed } = await changeStatus(deps, order.id, 'payment_failed', {
      note: `Paid with a card that is not part of ${order.card_offer}, which the price included; the payment will be refunded`,
      from: ['pending_payment'],
    });
    log.warn(
      { ...details, order_id: order.id, amount: event.amount, card_offer: order.card_offer, changed },
      'payment callback: paid with a card the order offer does not cover; refund it',
    );
    return changed ? 'failed' : 'ignored';
  }
  const { changed } = await changeStatus(deps, order.id, event.success ? 'paid' : 'payment_failed', {
    note: event.success ? 'Paid online' : 'The payment was declined',
    from: ['pending_payment'],
  });
  if (!changed && event.success && order.status !== 'paid') {
    // The money was taken for an order that stopped waiting (expired, cancelled): an operator must refund it.
    log.warn(
      { ...details, order_id: order.id, status: order.status, amount: event.amount },
      'payment callback: paid after the order stopped waiting for payment; refund it',
    );
    return 'ignored';
  }
  if (!changed) {
    log.info(
      { ...details, order_id: order.id, status: order.status },
      'payment callback ignored: order not waiting',
    );
    return 'ignored';
  }
  return event.success ? 'paid' : 'failed';
}

/** Whether the card that paid is one the order's card offer covers (by its first digits, as the gateway saw them). */
async function paidWithOfferCard(deps: CatalogDeps, offer: string, event: PaymentEvent): Promise<boolean> {
  const ranges = (await cardOffersByName(deps.db, [offer])).get(offer);
  // An offer no longer limited to some cards takes any card.
  if (!ranges) return true;
  return cardCovered(ranges, event.card_bin);
}

/** What the gateways' routes are given of orders (see OrderPayments). */
export const orderPayments: OrderPayments = {
  findByPayment: findOrderByPayment,
  applyEvent: applyPaymentEvent,
};
