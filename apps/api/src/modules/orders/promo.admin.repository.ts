import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PromoCodeTable } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type PromoCodeRow = Selectable<PromoCodeTable>;

/** Statuses whose orders gave their promo use back: they are not counted as uses nor as discount given. */
const RELEASED = ['cancelled', 'payment_failed'] as const;

export function listPromoRows(db: Db): Promise<PromoCodeRow[]> {
  return db.selectFrom('promo_codes').selectAll().orderBy('active', 'desc').orderBy('code').execute();
}

export function findPromoRow(db: Db, id: number): Promise<PromoCodeRow | undefined> {
  return db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function promoIdByCode(db: Db, code: string): Promise<number | undefined> {
  const row = await db.selectFrom('promo_codes').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

/** Per code: the orders that still hold it and the discount they were given. */
export async function promoUsage(db: Db): Promise<Map<number, { orders: number; discount: number }>> {
  const rows = await db
    .selectFrom('orders')
    .select((eb) => [
      'promo_code_id',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.sum<number>('promo_discount').as('discount'),
    ])
    .where('promo_code_id', 'is not', null)
    .where('status', 'not in', RELEASED)
    .groupBy('promo_code_id')
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.promo_code_id),
      { orders: Number(r.orders), discount: Number(r.discount ?? 0) },
    ]),
  );
}

export type PromoWrite = Omit<PromoCodeRow, 'id' | 'uses' | 'created_at'> & { created_at?: string };

export async function insertPromoRow(db: Db, values: PromoWrite & { created_at: string }): Promise<number> {
  const row = await db.insertInto('promo_codes').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePromoRow(db: Db, id: number, values: Partial<PromoWrite>): Promise<void> {
  await db.updateTable('promo_codes').set(values).where('id', '=', id).execute();
}

/** What a code can be limited to: categories and brands by name. */
export async function scopeChoices(db: Db) {
  const [categories, brands] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute(),
  ]);
  return { categories, brands };
}
