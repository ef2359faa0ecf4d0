import { sql, type Kysely } from 'kysely';
import { SALE_STATUSES } from '@shop/contract/admin-reports';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

/** Orders placed in [fromAt, untilAt) (UTC instants of Cairo day starts) that were sales. */
export interface SaleRange {
  fromAt: string;
  untilAt: string;
}

const n = (v: number | string | null | undefined) => Number(v ?? 0);

/**
 * Money given back per order: refunds that went through (`done`); a pending one may still fail and a failed one gave
 * nothing back. Refunds are few beside orders, so the grouped read is small.
 */
function doneRefunds(db: Db) {
  return db
    .selectFrom('order_refunds')
    .select(['order_id', (eb) => eb.fn.sum<number | string>('amount').as('refunded')])
    .where('state', '=', 'done')
    .groupBy('order_id');
}

/** Units given back per order line by refunds that went through. */
function doneRefundLines(db: Db) {
  return db
    .selectFrom('order_refund_lines as l')
    .innerJoin('order_refunds as r', 'r.id', 'l.refund_id')
    .select(['l.order_item_id', (eb) => eb.fn.sum<number | string>('l.quantity').as('units')])
    .where('r.state', '=', 'done')
    .groupBy('l.order_item_id');
}

/** The sales of a range, through the index on (created_at, status, payment_method, total). */
function sales(db: Db, range: SaleRange) {
  return db
    .selectFrom('orders as o')
    .leftJoin(doneRefunds(db).as('rf'), 'rf.order_id', 'o.id')
    .where('o.created_at', '>=', range.fromAt)
    .where('o.created_at', '<', range.untilAt)
    .where('o.status', 'in', SALE_STATUSES);
}

const refundedSum = sql<number | string>`sum(coalesce(rf.refunded, 0))`;

/**
 * Sales per UTC hour and payment method: at most 24 rows a day per method however busy the shop, read through the
 * covering index on (created_at, status, payment_method, total), as the dashboard reads them. Cairo's offset from UTC
 * is a whole number of hours, so hours fall into Cairo days exactly (the service folds them into days, weeks, months
 * or methods). Grouping by method alone let SQLite walk the whole (payment_method, id) index to skip a sort.
 */
export async function salesByHour(db: Db, range: SaleRange) {
  const hour = sql<string>`substr(o.created_at, 1, 13)`;
  const rows = await sales(db, range)
    .select([
      hour.as('hour'),
      'o.payment_method',
      (eb) => eb.fn.countAll<number | string>().as('orders'),
      (eb) => eb.fn.sum<number | string>('o.total').as('revenue'),
      refundedSum.as('refunds'),
    ])
    .groupBy([hour, 'o.payment_method'])
    .execute();
  return rows.map((r) => ({
    hour: r.hour,
    method: r.payment_method,
    orders: n(r.orders),
    revenue: n(r.revenue),
    refunds: n(r.refunds),
  }));
}

export async function salesByPromoCode(db: Db, range: SaleRange) {
  const rows = await sales(db, range)
    .where('o.promo_code', 'is not', null)
    .select([
      'o.promo_code',
      (eb) => eb.fn.countAll<number | string>().as('orders'),
      (eb) => eb.fn.sum<number | string>('o.promo_discount').as('discount'),
      (eb) => eb.fn.sum<number | string>('o.total').as('revenue'),
      refundedSum.as('refunds'),
    ])
    .groupBy('o.promo_code')
    .execute();
  return rows.map((r) => ({
    code: r.promo_code ?? '',
    orders: n(r.orders),
    discount: n(r.discount),
    revenue: n(r.revenue),
    refunds: n(r.refunds),
  }));
}

/** Lines of the range's sales: units kept (bought less refunded) and their value at the line's unit price. */
function saleLines(db: Db, range: SaleRange) {
  return db
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .leftJoin(doneRefundLines(db).as('rl'), 'rl.order_item_id', 'i.id')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .where('o.created_at', '>=', range.fromAt)
    .where('o.created_at', '<', range.untilAt)
    .where('o.status', 'in', SALE_STATUSES);
}

const keptUnits = sql<number | string>`sum(i.amount - coalesce(rl.units, 0))`;
const keptValue = sql<number | string>`sum(i.unit_price * (i.amount - coalesce(rl.units, 0)))`;

export async function linesByCategory(db: Db, range: SaleRange) {
  const rows = await saleLines(db, range)
    .leftJoin('categories as c', 'c.id', 'p.category_id')
    .select(['c.id', 'c.name', keptUnits.as('units'), keptValue.as('revenue')])
    .groupBy(['c.id', 'c.name'])
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, units: n(r.units), revenue: n(r.revenue) }));
}

export async function linesByBrand(db: Db, range: SaleRange) {
  const rows = await saleLines(db, range)
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['b.id', 'b.name', keptUnits.as('units'), keptValue.as('revenue')])
    .groupBy(['b.id', 'b.name'])
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, units: n(r.units), revenue: n(r.revenue) }));
}

/** The products that sold the most units in the range (then the most money), named as they were sold. */
export async function topProducts(db: Db, range: SaleRange, limit: number) {
  const rows = await saleLines(db, range)
    .select([
      'i.product_id',
      sql<string>`max(i.name)`.as('name'),
      keptUnits.as('units'),
      keptValue.as('revenue'),
    ])
    .groupBy('i.product_id')
    .orderBy(keptUnits, 'desc')
    .orderBy(keptValue, 'desc')
    .orderBy('i.product_id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.product_id, name: r.name, units: n(r.units), revenue: n(r.revenue) }));
}
