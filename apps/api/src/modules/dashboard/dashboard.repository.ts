import { sql, type Kysely } from 'kysely';
import { ORDER_STATUSES_WAITING } from '@shop/contract/admin-dashboard';
import type { OrderStatus } from '@shop/contract/orders';
import { FINAL_TICKET_STATUSES, TICKET_STATUSES } from '@shop/contract/tickets';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

/**
 * Orders placed since `from`, counted and summed per UTC hour, payment kind and status: at most a few thousand rows
 * for 30 days however busy the shop, read through the index on created_at. Cairo's offset from UTC is a whole number
 * of hours, so the hours fall into Cairo days exactly (dashboard.service.ts).
 */
export function orderHours(db: Db, from: string) {
  const hour = sql<string>`substr(created_at, 1, 13)`;
  const cod = sql<number>`case when payment_method = 'cod' then 1 else 0 end`;
  return db
    .selectFrom('orders')
    .select([
      hour.as('hour'),
      cod.as('cod'),
      'status',
      (eb) => eb.fn.countAll<number | string>().as('orders'),
      (eb) => eb.fn.sum<number | string>('total').as('total'),
    ])
    .where('created_at', '>=', from)
    .groupBy([hour, cod, 'status'])
    .execute();
}

/** Orders waiting for someone, per status (the index on status). */
export function waitingOrderCounts(db: Db) {
  return db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('status', 'in', ORDER_STATUSES_WAITING as readonly OrderStatus[])
    .groupBy('status')
    .execute();
}

/** Variants of active products with 1 to `threshold` units: running low, not yet out (the index on stock). */
export async function countLowStock(db: Db, threshold: number): Promise<number> {
  const row = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('v.stock', '>=', 1)
    .where('v.stock', '<=', threshold)
    .where('p.active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countOpenTickets(db: Db): Promise<number> {
  const open = TICKET_STATUSES.filter((s) => !FINAL_TICKET_STATUSES.includes(s));
  const row = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', open)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Messages the outbox gave up on (the index on failed_at). */
export async function countFailedMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('failed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
