import type { Kysely, Transaction } from 'kysely';
import type { AdTable, Database } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The home editor's SQL: every ad (inactive ones too) and the brands' featured flag and order. */

const AD_COLUMNS = [
  'id',
  'placement',
  'title',
  'subtitle',
  'image',
  'link',
  'cta',
  'alt',
  'sort_order',
  'active',
  'title_ar',
  'subtitle_ar',
  'cta_ar',
  'alt_ar',
] as const;

export function allAds(db: Db) {
  return db.selectFrom('ads').select(AD_COLUMNS).orderBy('sort_order').orderBy('id').execute();
}

export function adById(db: Db, id: number) {
  return db.selectFrom('ads').select(AD_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function adsOf(db: Db, placement: AdTable['placement']) {
  return db
    .selectFrom('ads')
    .select(AD_COLUMNS)
    .where('placement', '=', placement)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function nextAdSort(db: Db, placement: AdTable['placement']): Promise<number> {
  const row = await db
    .selectFrom('ads')
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .where('placement', '=', placement)
    .executeTakeFirst();
  return Number(row?.top ?? 0) + 1;
}

type AdRow = Omit<AdTable, 'id' | 'alt'> & { alt: string };

export async function insertAd(db: Db, row: AdRow): Promise<number> {
  const inserted = await db.insertInto('ads').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateAd(db: Db, id: number, row: Partial<AdRow>): Promise<void> {
  await db.updateTable('ads').set(row).where('id', '=', id).execute();
}

export async function deleteAd(db: Db, id: number): Promise<void> {
  await db.deleteFrom('ads').where('id', '=', id).execute();
}

export function allBrands(db: Db) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'slug', 'image', 'active', 'featured', 'featured_sort'])
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

/** The featured brands in the home page's order, hidden ones too (the editor shows them as hidden). */
export function featuredBrands(db: Db) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'slug', 'image', 'active'])
    .where('featured', '=', 1)
    .orderBy('featured_sort')
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

export function brandsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'slug', 'image', 'active'])
    .where('id', 'in', [...ids])
    .execute();
}

/** Features exactly these brands, in this order; every other brand stops being featured. */
export async function setFeatured(db: Db, ids: readonly number[]): Promise<void> {
  let query = db.updateTable('brands').set({ featured: 0, featured_sort: 0 }).where('featured', '=', 1);
  if (ids.length > 0) query = query.where('id', 'not in', [...ids]);
  await query.execute();
  for (const [index, id] of ids.entries())
    await db
      .updateTable('brands')
      .set({ featured: 1, featured_sort: index + 1 })
      .where('id', '=', id)
      .execute();
}
