import type { Kysely, Selectable } from 'kysely';
import type { Database, LoyaltyEntryTable } from '#app/db/schema';

type Db = Kysely<Database>;

/** Entries written here always belong to an order: that is what makes them once per order and reason. */
type OrderEntry = Pick<
  Selectable<LoyaltyEntryTable>,
  'user_id' | 'points' | 'reason' | 'note' | 'note_kind'
> & {
  order_id: number;
  /** The refund a reversal belongs to; 0 (the default) for the order's one earning or whole reversal. */
  refund_id?: number;
};

/** Adds an entry unless this order already has one for this reason (and refund); answers whether it was added. */
export async function addEntry(db: Db, entry: OrderEntry): Promise<boolean> {
  const result = await db
    .insertInto('loyalty_entries')
    .values({ ...entry, refund_id: entry.refund_id ?? 0, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['order_id', 'reason', 'refund_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function earnedFor(db: Db, orderId: number) {
  return db
    .selectFrom('loyalty_entries')
    .select(['user_id', 'points'])
    .where('order_id', '=', orderId)
    .where('reason', '=', 'earned')
    .executeTakeFirst();
}

/** What the order's entries come to now: its earning less what refunds took back. */
export async function heldFor(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('loyalty_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('held'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.held ?? 0);
}

export async function balanceOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('loyalty_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export function recentEntries(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('loyalty_entries')
    .select(['id', 'order_id', 'points', 'reason', 'note', 'note_kind', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
