/** What the shop asks of a card gateway: a place for the customer to pay one order, reported back by a callback. */
export interface PaymentRequest {
  orderId: number;
  orderNumber: string;
  /** Whole EGP. */
  amount: number;
  /** Paid at once by card, or over an installment plan (a gateway may route these to another integration). */
  kind: 'card' | 'installments';
  customer: { name: string; email: string; phone: string | null };
  /** The shop's origin, for pages and return links on it. */
  origin: string;
}

export interface StartedPayment {
  provider: string;
  /** The gateway's id for this payment; callbacks name it. */
  reference: string;
  url: string;
  /** iframe: shown inside online-payment; redirect: the whole window goes there (place-order answers 203). */
  mode: 'iframe' | 'redirect';
}

export interface CardGateway {
  provider: string;
  start(request: PaymentRequest): Promise<StartedPayment>;
}

/** A gateway outcome, after its signature was verified. */
export interface PaymentEvent {
  provider: string;
  event_id: string;
  reference: string;
  amount: number;
  success: boolean;
  /**
   * The first digits (6 to 8) of the card that paid, as the gateway reported them; null when it did not. An order
   * priced with a card offer is paid only by a card whose first digits the offer covers.
   */
  card_bin?: string | null | undefined;
}
