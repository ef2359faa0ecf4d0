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

/** Money given back for a payment the gateway took. */
export interface GatewayRefundRequest {
  /** The gateway's id of the payment (StartedPayment.reference). */
  reference: string;
  /** The gateway's id of the successful transaction (the callback's event id). */
  transactionId: string;
  /** Whole EGP. */
  amount: number;
}

export interface CardGateway {
  provider: string;
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** Gives money back; answers the gateway's id of the refund, or throws an AppError saying why it did not. */
  refund?(request: GatewayRefundRequest): Promise<{ reference: string }>;
  /**
   * What the gateway's own books say was refunded of a paid transaction so far, in EGP; throws an AppError when it
   * cannot say. Absent when the gateway keeps no such books (the sandbox holds no money).
   */
  refundedOf?(transactionId: string): Promise<number>;
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
