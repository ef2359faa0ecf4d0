import type { Insertable, Kysely } from 'kysely';
import type { Database, OrderReturnTable } from '#app/db/schema';

type Db = Kysely<Database>;

/** Every column but the photo's bytes, which only the photo's own address reads. */
const COLUMNS = [
  'id',
  'order_id',
  'user_id',
  'status',
  'reason',
  'photo_type',
  'requested_at',
  'decided_at',
  'decided_by',
  'decision_note',
] as const;

export type ReturnRow = Awaited<ReturnType<typeof findReturn>> & object;

export function findReturn(db: Db, orderId: number) {
  return db.selectFrom('order_returns').select(COLUMNS).where('order_id', '=', orderId).executeTakeFirst();
}

/** Writes the request; false when the order already has one (two requests at once: the unique order_id decides). */
export async function insertReturn(db: Db, row: Insertable<OrderReturnTable>): Promise<boolean> {
  const result = await db
    .insertInto('order_returns')
    .values(row)
    .onConflict((c) => c.column('order_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Records staff's decision on a request still waiting for one; false when someone decided first. */
export async function decideReturn(
  db: Db,
  orderId: number,
  decision: { status: 'accepted' | 'refused'; note: string; staffId: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('order_returns')
    .set({
      status: decision.status,
      decision_note: decision.note,
      decided_by: decision.staffId,
      decided_at: decision.at,
    })
    .where('order_id', '=', orderId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findPhoto(db: Db, orderId: number) {
  return db
    .selectFrom('order_returns')
    .select(['photo', 'photo_type'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

/** When the order was (last) delivered, from its history. */
export async function deliveredAt(db: Db, orderId: number): Promise<string | null> {
  const row = await db
    .selectFrom('order_status_history')
    .select('created_at')
    .where('order_id', '=', orderId)
    .where('status', '=', 'delivered')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.created_at ?? null;
}
