import type { Kysely, Selectable } from 'kysely';
import type { Language } from '@shop/contract/languages';
import type { Database, StockNotificationTable } from '#app/db/schema';

type Db = Kysely<Database>;

/** Registers a wait; false when this e-mail already waits for this product. */
export async function addWaiter(
  db: Db,
  waiter: Pick<Selectable<StockNotificationTable>, 'product_id' | 'user_id' | 'email'> & {
    language: Language;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('stock_notifications')
    .values({ ...waiter, created_at: new Date().toISOString(), notified_at: null })
    .onConflict((oc) => oc.columns(['product_id', 'email']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function pendingWaiters(db: Db, productId: number) {
  return db
    .selectFrom('stock_notifications')
    .select(['id', 'email', 'language'])
    .where('product_id', '=', productId)
    .where('notified_at', 'is', null)
    .execute();
}

export async function markNotified(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('stock_notifications')
    .set({ notified_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute();
}

export function findUserEmail(db: Db, userId: number) {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
}

export function findProductForNotice(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'name_ar',
      'slug',
      (eb) =>
        eb
          .selectFrom('product_variants')
          .select((v) => v.fn.sum<number>('stock').as('s'))
          .whereRef('product_id', '=', 'products.id')
          .as('stock'),
    ])
    .where('id', '=', productId)
    .where('active', '=', 1)
    .executeTakeFirst();
}
