import type { Insertable, Kysely, Selectable } from 'kysely';
import { orderNumber, orderStatusLabel, type Order, type OrderStatus } from '@shop/contract/orders';
import type { Database, OrderItemTable, OrderStatusHistoryTable, OrderTable } from '#app/db/schema';
import type { StartedPayment } from '#app/integrations/payments/card-gateway';
import { PAYMENT_METHODS, type MethodBase } from '#app/modules/payments/payment-methods';

type Db = Kysely<Database>;
export type OrderRow = Selectable<OrderTable>;

const PLACED_NOTE = 'Order placed';

/** A new order as stored: its row, and the lines and first history entry exactly as written (for its answer). */
interface WrittenOrder {
  row: OrderRow;
  items: OrderLine[];
  history: HistoryEntry[];
}

type OrderLine = Omit<Insertable<OrderItemTable>, 'order_id'>;
type HistoryEntry = Pick<Selectable<OrderStatusHistoryTable>, 'status' | 'note' | 'created_at'>;

export async function insertOrder(
  db: Db,
  order: Insertable<OrderTable>,
  items: OrderLine[],
): Promise<WrittenOrder> {
  const row = await db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(items.map((item) => ({ ...item, order_id: row.id })))
    .execute();
  await addHistory(db, row.id, row.status, PLACED_NOTE, row.created_at);
  return { row, items, history: [{ status: row.status, note: PLACED_NOTE, created_at: row.created_at }] };
}

export async function addHistory(
  db: Db,
  orderId: number,
  status: OrderStatus,
  note: string,
  at: string,
  by: { staffId: number | null; notified: boolean } = { staffId: null, notified: true },
) {
  await db
    .insertInto('order_status_history')
    .values({
      order_id: orderId,
      status,
      note,
      created_at: at,
      staff_id: by.staffId,
      notified: by.notified ? 1 : 0,
    })
    .execute();
}

export function findOrderRow(db: Db, id: number, userId?: number): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.executeTakeFirst();
}

export function findByIdempotencyKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export function findByPayReference(db: Db, provider: string, reference: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('pay_provider', '=', provider)
    .where('pay_reference', '=', reference)
    .executeTakeFirst();
}

export async function setPayment(
  db: Db,
  id: number,
  payment: Pick<StartedPayment, 'provider' | 'reference' | 'url'>,
): Promise<void> {
  await db
    .updateTable('orders')
    .set({ pay_provider: payment.provider, pay_reference: payment.reference, pay_url: payment.url })
    .where('id', '=', id)
    .execute();
}

/** Moves an order from one status to another; false when it was no longer in `from` (someone else moved it). */
export async function moveStatus(
  db: Db,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The courier and tracking number, kept on the order once it is shipped. */
export async function setShipment(
  db: Db,
  id: number,
  shipment: { courier_name: string; tracking_number: string },
): Promise<void> {
  await db.updateTable('orders').set(shipment).where('id', '=', id).execute();
}

export function loadItems(db: Db, orderId: number) {
  return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Marks the order's stock as given back, once; false when it already was. */
export async function markStockReleased(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ stock_released: 1 })
    .where('id', '=', id)
    .where('stock_released', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countOrders(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function pageOfOrderIds(db: Db, userId: number, offset: number, limit: number) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

export function listOrderRows(db: Db, filter: { status?: OrderStatus; limit: number }) {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.status',
      'orders.total',
      'orders.payment_method',
      'orders.created_at',
      'users.email',
    ])
    .orderBy('orders.id', 'desc')
    .limit(filter.limit);
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  return query.execute();
}

/** Statuses whose orders gave their stock back: they hold nothing and count toward no limit. */
const RELEASED: readonly OrderStatus[] = ['cancelled', 'payment_failed', 'refunded'];

/**
 * Unpaid online orders that hold stock (waiting for payment, before their time, with a line that took stock) of an
 * account, and of a device when one is given.
 */
export async function countUnpaidHolds(
  db: Db,
  who: { userId: number; deviceId: string | null; now: string },
): Promise<{ account: number; device: number }> {
  const { userId, deviceId, now } = who;
  const row = await db
    .selectFrom('orders as o')
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(eb.case().when('o.user_id', '=', userId).then(1).else(0).end())
        .as('account'),
      eb.fn
        .sum<number | string | null>(
          deviceId === null ? eb.lit(0) : eb.case().when('o.device_id', '=', deviceId).then(1).else(0).end(),
        )
        .as('device'),
    ])
    .where('o.status', '=', 'pending_payment')
    .where('o.stock_released', '=', 0)
    .where('o.pay_before', '>', now)
    .where((eb) =>
      deviceId === null
        ? eb('o.user_id', '=', userId)
        : eb.or([eb('o.user_id', '=', userId), eb('o.device_id', '=', deviceId)]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_items as i')
          .select('i.id')
          .whereRef('i.order_id', '=', 'o.id')
          .where('i.reserved', '=', 1),
      ),
    )
    .executeTakeFirst();
  return { account: Number(row?.account ?? 0), device: Number(row?.device ?? 0) };
}

/** Units of each product in the customer's orders placed since `since`, leaving out those that gave stock back. */
export async function unitsOrderedSince(
  db: Db,
  userId: number,
  productIds: number[],
  since: string,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select((eb) => ['i.product_id', eb.fn.sum<number | string>('i.amount').as('units')])
    .where('o.user_id', '=', userId)
    .where('o.created_at', '>=', since)
    .where('o.status', 'not in', RELEASED)
    .where('i.product_id', 'in', productIds)
    .groupBy('i.product_id')
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.units)]));
}

export function overdueUnpaid(db: Db, now: string) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'pending_payment')
    .where('pay_before', '<', now)
    .execute();
}

const methodOf = (code: string): MethodBase =>
  PAYMENT_METHODS.find((m) => m.code === code) ?? { id: 0, code, name_en: code, name_ar: code, kind: 'card' };

/** The order as the API shows it, with its lines and status history. */
export async function loadOrder(db: Db, row: OrderRow): Promise<Order> {
  const [items, history] = await Promise.all([
    loadItems(db, row.id),
    db.selectFrom('order_status_history').selectAll().where('order_id', '=', row.id).orderBy('id').execute(),
  ]);
  return orderAnswer({ row, items, history });
}

/** The API's view of an order from its row, lines (in the order written) and history (oldest first). */
export function orderAnswer({ row, items, history }: WrittenOrder): Order {
  const method = methodOf(row.payment_method);
  return {
    id: row.id,
    number: orderNumber(row.id),
    status: row.status,
    status_label: orderStatusLabel[row.status],
    payment_method: {
      id: method.id,
      code: method.code,
      name_en: method.name_en,
      name_ar: method.name_ar,
      kind: method.kind,
    },
    plan:
      row.plan_months === null ? null : { months: row.plan_months, interest_percent: row.plan_interest ?? 0 },
    address: JSON.parse(row.address_json) as Order['address'],
    items: items.map((i) => ({
      variant_id: i.variant_id,
      product_id: i.product_id,
      name: i.name,
      sku: i.sku,
      image: i.image,
      options: i.options,
      unit_price: i.unit_price,
      amount: i.amount,
      line_total: i.line_total,
    })),
    totals: {
      subtotal: row.subtotal,
      discount: row.discount,
      method_discount: row.method_discount,
      promo_discount: row.promo_discount,
      installment_fee: row.installment_fee,
      delivery_fee: row.delivery_fee,
      total: row.total,
    },
    promo_code: row.promo_code,
    notes: row.notes,
    created_at: row.created_at,
    pay_before: row.status === 'pending_payment' ? row.pay_before : null,
    history: history.map((h) => ({
      status: h.status,
      status_label: orderStatusLabel[h.status],
      note: h.note,
      created_at: h.created_at,
    })),
    courier_name: row.courier_name ?? null,
    tracking_number: row.tracking_number ?? null,
  };
}
