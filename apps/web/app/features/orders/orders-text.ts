import type { OrderStatus } from '@shop/contract/orders';
import type { ReturnStatus } from '@shop/contract/order-returns';
import { useOptionalT, type MessageKey, type MessageValues, type Translate } from '#web/i18n/i18n.tsx';
import english from '#web/i18n/messages/en/orders.json';

/**
 * The orders' components also serve the back office, which has no messages of its own (it stays English): there they
 * read the English file's plain texts and fill in simple `{name}` placeholders.
 */
export const englishOnly: Translate = (key, values) => {
  const message = (english as Record<string, string>)[key] ?? key;
  return values
    ? message.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
    : message;
};

/** The translate function of the page, or English outside the shop. */
export function useOrdersT(): Translate {
  return useOptionalT() ?? englishOnly;
}

export type { MessageValues };

/** An order status in the page's language (the API's label is English). */
export const ORDER_STATUS_KEY: Record<OrderStatus, MessageKey> = {
  pending_payment: 'orders.status.pendingPayment',
  paid: 'orders.status.paid',
  processing: 'orders.status.processing',
  shipped: 'orders.status.shipped',
  delivered: 'orders.status.delivered',
  cancelled: 'orders.status.cancelled',
  payment_failed: 'orders.status.paymentFailed',
  refunded: 'orders.status.refunded',
};

export const RETURN_STATUS_KEY: Record<ReturnStatus, MessageKey> = {
  requested: 'orders.return.status.requested',
  accepted: 'orders.return.status.accepted',
  refused: 'orders.return.status.refused',
};

/**
 * The shop's own notes in an order's history (the API writes them in English); a note staff typed is shown as
 * written.
 */
export const SHOP_NOTE_KEY: Record<string, MessageKey> = {
  'Order placed': 'orders.note.placed',
  'Cancelled by the customer': 'orders.note.cancelledByCustomer',
  'Not paid in time': 'orders.note.notPaidInTime',
  'The payment could not be started': 'orders.note.paymentNotStarted',
  'Changed by the shop': 'orders.note.changedByShop',
};
