import type { Selectable } from 'kysely';
import type { CatalogDeps } from '#app/deps';
import type { PaymentEvent } from '#app/integrations/payments/card-gateway';
import type { OrderTable } from '#app/db/schema';

export type CallbackOutcome = 'paid' | 'failed' | 'replayed' | 'ignored';

export interface CallbackLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * What the gateways' routes need from orders, handed to them when the app registers them: payments sit below orders
 * (checkout asks payments for methods, offers and gateways), so they reach orders only through this.
 */
export interface OrderPayments {
  /** The order a gateway payment belongs to. */
  findByPayment(
    db: CatalogDeps['db'],
    provider: string,
    reference: string,
  ): Promise<Selectable<OrderTable> | undefined>;
  /** Applies a gateway outcome whose signature was already verified. */
  applyEvent(deps: CatalogDeps, event: PaymentEvent, log: CallbackLog): Promise<CallbackOutcome>;
}
