import type { Kysely } from 'kysely';
import type { Database, OrderRefundTable } from '#app/db/schema';

type Db = Kysely<Database>;

/** The gateway's id of the transaction that paid the order (the callback's event id), if one did. */
export async function paidTransaction(db: Db, orderId: number, provider: string): Promise<string | null> {
  const row = await db
    .selectFrom('payment_events')
    .select('event_id')
    .where('order_id', '=', orderId)
    .where('provider', '=', provider)
    .where('outcome', '=', 'success')
    .orderBy('id')
    .executeTakeFirst();
  return row?.event_id ?? null;
}

/** Whether the order ever reached one of these statuses. */
export async function everWas(db: Db, orderId: number, status: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_status_history')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', status as never)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts `amount` as refunded unless that would pass the order's total: a conditional update, so of two refunds sent
 * at once the second finds the first's amount already counted. False when it would pass.
 */
export async function addRefundedAmount(db: Db, orderId: number, amount: number): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set((eb) => ({ refunded_total: eb('refunded_total', '+', amount) }))
    .where('id', '=', orderId)
    .where((eb) => eb(eb('refunded_total', '+', amount), '<=', eb.ref('total')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The same for a line's units: false when more units than were bought would be refunded. */
export async function addRefundedUnits(
  db: Db,
  itemId: number,
  orderId: number,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .updateTable('order_items')
    .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', quantity) }))
    .where('id', '=', itemId)
    .where('order_id', '=', orderId)
    .where((eb) => eb(eb('refunded_quantity', '+', quantity), '<=', eb.ref('amount')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back what a refund the gateway did not make had counted. */
export async function releaseRefund(
  db: Db,
  refund: { id: number; orderId: number; amount: number; lines: Array<{ itemId: number; quantity: number }> },
): Promise<boolean> {
  // Only a refund still pending gives back what it counted: the sweeper and the request that sent it never both do.
  const claimed = await db
    .updateTable('order_refunds')
    .set({ state: 'failed' })
    .where('id', '=', refund.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('orders')
    .set((eb) => ({ refunded_total: eb('refunded_total', '-', refund.amount) }))
    .where('id', '=', refund.orderId)
    .execute();
  for (const line of refund.lines) {
    await db
      .updateTable('order_items')
      .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '-', line.quantity) }))
      .where('id', '=', line.itemId)
      .execute();
  }
  return true;
}

export async function insertRefund(
  db: Db,
  refund: Omit<OrderRefundTable, 'id' | 'whole_order' | 'note' | 'checked_at'> & {
    whole_order: number;
    note: string;
  },
  lines: Array<{ itemId: number; quantity: number }>,
): Promise<number> {
  const { id } = await db
    .insertInto('order_refunds')
    .values(refund)
    .returning('id')
    .executeTakeFirstOrThrow();
  if (lines.length > 0) {
    await db
      .insertInto('order_refund_lines')
      .values(lines.map((l) => ({ refund_id: id, order_item_id: l.itemId, quantity: l.quantity })))
      .execute();
  }
  return id;
}

/** Marks a pending refund done; false when it is no longer pending (settled meanwhile by someone else). */
export async function markRefundDone(db: Db, id: number, reference: string): Promise<boolean> {
  const result = await db
    .updateTable('order_refunds')
    .set({ state: 'done', gateway_reference: reference })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Card refunds still waiting for their gateway's answer since before `before`, oldest first. */
export function stalePendingRefunds(db: Db, before: string) {
  return db
    .selectFrom('order_refunds')
    .select(['id', 'order_id', 'amount', 'provider', 'staff_id', 'note', 'whole_order', 'created_at'])
    .where('state', '=', 'pending')
    .where('method', '=', 'card')
    .where('created_at', '<', before)
    .orderBy('id')
    .execute();
}

/**
 * Takes a pending refund for one sweep: true for the one sweeper (of however many servers) whose claim landed; a
 * refund taken within `staleBefore` is another's.
 */
export async function claimForCheck(db: Db, id: number, now: string, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('order_refunds')
    .set({ checked_at: now })
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim back after a sweep that sent nothing, so the next minute's sweep asks again. */
export async function releaseCheck(db: Db, id: number): Promise<void> {
  await db.updateTable('order_refunds').set({ checked_at: null }).where('id', '=', id).execute();
}

/** What a refund counted of each line. */
export function refundLines(db: Db, refundId: number) {
  return db
    .selectFrom('order_refund_lines')
    .select(['order_item_id', 'quantity'])
    .where('refund_id', '=', refundId)
    .execute();
}

/** What card refunds through `provider` already gave back of an order, as the gateway's books should show it. */
export async function doneCardRefunds(db: Db, orderId: number, provider: string): Promise<number> {
  const row = await db
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.sum<string | number | null>('amount').as('total'))
    .where('order_id', '=', orderId)
    .where('method', '=', 'card')
    .where('provider', '=', provider)
    .where('state', '=', 'done')
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** An order's refunds, oldest first, with who made them, and their lines with the items' names. */
export async function refundsOf(db: Db, orderId: number) {
  const [refunds, lines] = await Promise.all([
    db
      .selectFrom('order_refunds as r')
      .leftJoin('staff as s', 's.id', 'r.staff_id')
      .select([
        'r.id',
        'r.amount',
        'r.method',
        'r.provider',
        'r.gateway_reference',
        'r.state',
        'r.whole_order',
        'r.note',
        'r.staff_id',
        's.name as staff_name',
        'r.created_at',
      ])
      .where('r.order_id', '=', orderId)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('order_refund_lines as l')
      .innerJoin('order_refunds as r', 'r.id', 'l.refund_id')
      .innerJoin('order_items as i', 'i.id', 'l.order_item_id')
      .select(['l.refund_id', 'l.order_item_id', 'l.quantity', 'i.name'])
      .where('r.order_id', '=', orderId)
      .orderBy('l.id')
      .execute(),
  ]);
  return { refunds, lines };
}

/** Moves a wholly refunded order to refunded from the status it was read in; its stock is all back by then. */
export async function moveToRefunded(db: Db, orderId: number, from: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: 'refunded', stock_released: 1, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', from as never)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
