import type { Kysely } from 'kysely';
import { ORDERS_PAGE_SIZE, type Order, type OrderPage } from '@shop/contract/orders';
import type { Database } from '#app/db/schema';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { changeStatus } from './order-status.service.ts';
import * as repo from './order.repository.ts';

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
 * POST /orders/{id}/cancel: the customer gives up an order that waits for payment (an unpaid order holds stock and
 * counts toward UNPAID_ORDERS_MAX). Its stock and promo use go back as for any cancellation.
 */
export async function cancelUnpaidOrder(deps: CatalogDeps, userId: number, id: number): Promise<Order> {
  const row = await repo.findOrderRow(deps.db, id, userId);
  if (!row) throw new AppError('not_found', 'This order was not found in your orders.');
  const { changed, row: after } = await changeStatus(deps, id, 'cancelled', {
    note: 'Cancelled by the customer',
    from: ['pending_payment'],
  });
  if (!changed) {
    throw new AppError(
      'conflict',
      `Only an order waiting for payment can be cancelled here. To change this order, please call us on ${deps.config.HOTLINE}.`,
    );
  }
  return repo.loadOrder(deps.db, after);
}
