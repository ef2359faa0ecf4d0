import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { ORDERS_PAGE_SIZE, type Order, type OrderPage } from '@shop/contract/orders';
import type { Database } from '#app/db/schema';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { PAYMENT_METHODS } from '#app/modules/payments/payment-methods';
import { changeStatus } from './order-status.service.ts';
import * as repo from './order.repository.ts';
import { shopNow } from '#app/modules/site/shop-settings.service';

type Db = Kysely<Database>;

/** GET /orders?page=n: {count, next, previous, results}, with absolute page URLs the storefront follows as given. */
export async function listOrders(db: Db, userId: number, page: number, origin: string): Promise<OrderPage> {
  const count = await repo.countOrders(db, userId);
  const ids = await repo.pageOfOrderIds(db, userId, (page - 1) * ORDERS_PAGE_SIZE, ORDERS_PAGE_SIZE);
  const results: Order[] = [];
  for (const { id } of ids) {
    const row = await repo.findOrderRow(db, id, userId);
    if (row) results.push(await repo.loadOrder(db, row));
  }
  const pageUrl = (n: number) => `${origin}/api/customer/orders?page=${n}`;
  const last = Math.max(1, Math.ceil(count / ORDERS_PAGE_SIZE));
  return {
    count,
    next: page < last ? pageUrl(page + 1) : null,
    previous: page > 1 ? pageUrl(Math.min(page - 1, last)) : null,
    results,
  };
}

/** One order of this customer; another customer's order is as good as absent. */
export async function getOrder(db: Db, userId: number, id: number): Promise<Order | undefined> {
  const row = await repo.findOrderRow(db, id, userId);
  return row ? repo.loadOrder(db, row) : undefined;
}

/** The order a gateway payment belongs to (callbacks and the sandbox page). */
export const findOrderByPayment = (db: Db, provider: string, reference: string) =>
  repo.findByPayReference(db, provider, reference);

/**
 * Whether the customer may still cancel the order themselves: a card or valU order waiting for payment, or a cash
 * order the shop has not sent yet (nothing was paid, so nothing needs refunding). A paid order, or one on its way, is
 * the shop's to change.
 */
export function customerMayCancel(row: Pick<repo.OrderRow, 'status' | 'payment_method'>): boolean {
  if (row.status === 'pending_payment') return true;
  const kind = PAYMENT_METHODS.find((m) => m.code === row.payment_method)?.kind;
  return row.status === 'processing' && kind === 'cash';
}

/**
 * POST /orders/{id}/cancel: the customer gives up an order they may still cancel (see customerMayCancel). The one
 * status service moves it, so its stock and promo use go back and the customer gets the e-mail and SMS.
 */
export async function cancelOrderByCustomer(deps: CatalogDeps, userId: number, id: number): Promise<Order> {
  const row = await repo.findOrderRow(deps.db, id, userId);
  if (!row) throw new AppError('not_found', shopperMessage('orderNotYours'));
  if (!customerMayCancel(row)) throw new AppError('conflict', await cancelRefusal(deps, row.status));
  const { changed, row: after } = await changeStatus(deps, id, 'cancelled', {
    note: 'Cancelled by the customer',
    // Only from the status just checked: staff moving the order meanwhile wins.
    from: [row.status],
  });
  if (!changed) throw new AppError('conflict', await cancelRefusal(deps, after.status));
  return repo.loadOrder(deps.db, after);
}

async function cancelRefusal(deps: CatalogDeps, status: repo.OrderRow['status']): Promise<string> {
  if (status === 'cancelled') return shopperMessage('alreadyCancelled');
  return shopperMessage('cancelRefused', { hotline: (await shopNow(deps)).hotline });
}
