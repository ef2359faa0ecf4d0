import type { CheckoutSummary } from '@shop/contract/orders';
import { quoteFor, type PaymentChoice } from './payment-step.tsx';

/** What the customer chose for the order, beside the address. */
export interface OrderChoices {
  payment: PaymentChoice | null;
  /** The promo code the server accepted, or ''. */
  promo: string;
  notes: string;
  /** The first digits of the card the customer will pay with, for a bank's card offer, or ''. */
  cardBin: string;
}

export const NO_CHOICES: OrderChoices = { payment: null, promo: '', notes: '', cardBin: '' };

/** The choices a page priced by the server starts from. */
export function firstChoices(summary: CheckoutSummary): OrderChoices {
  return chooseForOrder(NO_CHOICES, { priced: summary });
}

export type OrderChoice =
  | { payment: PaymentChoice }
  | { promo: string }
  | { notes: string }
  | { cardBin: string }
  /** The server priced the order: the moment a payment method can be picked for the customer. */
  | { priced: CheckoutSummary };

/**
 * The choices reducer. Until the customer picks a payment method, the first priced summary picks cash on delivery
 * for them, the method without plans that leaves the price as it is; any other method is only ever their choice.
 * Since the method it picks leaves the total as the summary priced it without one, that summary also stands for the
 * choice: the page starts from the server's summary and these choices without pricing them again.
 */
export function chooseForOrder(choices: OrderChoices, choice: OrderChoice): OrderChoices {
  if (!('priced' in choice)) return { ...choices, ...choice };
  if (choices.payment) return choices;
  const summary = choice.priced;
  const plain = summary.payment_methods.find(
    (m) => m.plans.length === 0 && quoteFor(summary, m.id, null) === summary.base_total,
  );
  return plain ? { ...choices, payment: { methodId: plain.id, planId: null, accepted: false } } : choices;
}
