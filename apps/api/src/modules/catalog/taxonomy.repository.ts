import type { Kysely, Transaction } from 'kysely';
import type { TaxonomyKind } from '@shop/contract/admin-taxonomy';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export const TABLES = {
  category: 'categories',
  group: 'category_groups',
  sub_category: 'sub_categories',
  brand: 'brands',
} as const satisfies Record<TaxonomyKind, keyof Database>;

/** What every kind has: the name staff see, its place among its siblings, and on or off. */
export interface EntryRow {
  id: number;
  name: string;
  name_ar: string | null;
  sort_order: number;
  active: number;
  /** The category a group or sub-category belongs to; null for categories and brands. */
  parent: number | null;
}

export function listCategoryRows(db: Db) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'name_ar', 'slug', 'image', 'sort_order', 'active'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listGroupRows(db: Db) {
  return db
    .selectFrom('category_groups')
    .select(['id', 'name', 'name_ar', 'category_id', 'sort_order', 'active'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listSubCategoryRows(db: Db) {
  return db
    .selectFrom('sub_categories')
    .select(['id', 'name', 'name_ar', 'slug', 'image', 'category_id', 'group_id', 'sort_order', 'active'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listBrandRows(db: Db) {
  return db
    .selectFrom('brands')
    .select(['id', 'name', 'name_ar', 'slug', 'image', 'featured', 'sort_order', 'active'])
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export async function findEntry(db: Db, kind: TaxonomyKind, id: number): Promise<EntryRow | undefined> {
  if (kind === 'group' || kind === 'sub_category') {
    const row = await db
      .selectFrom(TABLES[kind])
      .select(['id', 'name', 'name_ar', 'sort_order', 'active', 'category_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        id: row.id,
        name: row.name,
        name_ar: row.name_ar,
        sort_order: row.sort_order,
        active: row.active,
        parent: row.category_id,
      }
    );
  }
  const row = await db
    .selectFrom(TABLES[kind])
    .select(['id', 'name', 'name_ar', 'sort_order', 'active'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, parent: null };
}

/**
 * An entry's siblings in the storefront's order (brands: sort order, then name, as the storefront lists them):
 * every category, the groups or sub-categories of one category, every brand.
 */
export async function listSiblings(db: Db, kind: TaxonomyKind, parent: number | null): Promise<EntryRow[]> {
  if (kind === 'group' || kind === 'sub_category') {
    const rows = await db
      .selectFrom(TABLES[kind])
      .select(['id', 'name', 'name_ar', 'sort_order', 'active', 'category_id'])
      .where('category_id', '=', parent ?? 0)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      name_ar: r.name_ar,
      sort_order: r.sort_order,
      active: r.active,
      parent,
    }));
  }
  const query = db
    .selectFrom(TABLES[kind])
    .select(['id', 'name', 'name_ar', 'sort_order', 'active'])
    .orderBy('sort_order');
  const rows = await (kind === 'brand' ? query.orderBy('name') : query).orderBy('id').execute();
  return rows.map((r) => ({ ...r, parent: null }));
}

export async function updateEntry(
  db: Db,
  kind: TaxonomyKind,
  id: number,
  change: { name?: string; name_ar?: string | null; active?: number; sort_order?: number },
): Promise<void> {
  await db.updateTable(TABLES[kind]).set(change).where('id', '=', id).execute();
}

export async function insertCategory(
  db: Db,
  row: { name: string; name_ar: string | null; slug: string; image: string; sort_order: number },
): Promise<number> {
  const inserted = await db
    .insertInto('categories')
    .values({ ...row, icon: row.image, active_icon: row.image, active: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertGroup(
  db: Db,
  row: { name: string; name_ar: string | null; category_id: number; sort_order: number },
): Promise<number> {
  const inserted = await db
    .insertInto('category_groups')
    .values({ ...row, active: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertSubCategory(
  db: Db,
  row: {
    name: string;
    name_ar: string | null;
    slug: string;
    image: string;
    category_id: number;
    group_id: number | null;
    sort_order: number;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('sub_categories')
    .values({ ...row, is_new: 0, active: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertBrand(
  db: Db,
  row: { name: string; name_ar: string | null; slug: string; image: string; sort_order: number },
): Promise<number> {
  const inserted = await db
    .insertInto('brands')
    .values({ ...row, featured: 0, active: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findGroup(db: Db, id: number) {
  return db
    .selectFrom('category_groups')
    .select(['id', 'category_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function isUniqueSlugViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string; constraint?: string; detail?: string };
  if (e?.code === '23505') return `${e.constraint ?? ''} ${e.detail ?? ''}`.includes('slug');
  return typeof e?.message === 'string' && /UNIQUE constraint failed: \w+\.slug/.test(e.message);
}
