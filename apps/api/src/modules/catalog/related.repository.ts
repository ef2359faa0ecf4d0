import { sql, type Kysely } from 'kysely';
import { ACCESSORIES_CATEGORY_ID } from '@shop/contract/urls';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import { COMPATIBILITY_ATTRIBUTE } from './related-fit.ts';

type Db = Kysely<Database>;

/** The price a shopper pays for a product's cheapest variant, the expression the indexes of migration 0032 hold. */
const paid = (table?: 'p') =>
  table ? sql<number>`coalesce(p.discount_price, p.price)` : sql<number>`coalesce(discount_price, price)`;

/**
 * The candidate queries behind related products and compare suggestions (ADR 0039). Each one reads a bounded
 * number of rows through an index of migration 0032, so its cost does not grow with the catalogue: products are read
 * outward from a price in (sub_category_id | category_id, active, available_soon, paid price) order and stop at the
 * limit.
 */

/** A product as the rules need it: where it sits in the catalogue and what it costs. */
export async function loadTargets(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('sub_categories as s', 's.id', 'p.sub_category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.name',
      paid('p').as('price'),
      'p.direct_discount',
      'p.category_id',
      'p.sub_category_id',
      'p.brand_id',
      'c.name as category_name',
      's.name as sub_category_name',
      'b.name as brand_name',
    ])
    .where('p.id', 'in', ids)
    .where('p.active', '=', 1)
    .execute();
}

/** The product addressed by id or slug, active or not (an inactive product answers 404 to the caller). */
export async function findProductId(db: Db, key: string) {
  const query = db.selectFrom('products').select('id').where('active', '=', 1);
  const row = await (
    /^\d+$/.test(key) ? query.where('id', '=', Number(key)) : query.where('slug', '=', key.toLowerCase())
  ).executeTakeFirst();
  return row?.id;
}

export function findVariant(db: Db, productId: number, variantId: number) {
  return db
    .selectFrom('product_variants')
    .select(['price', 'discount_price'])
    .where('id', '=', variantId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
}

export interface PriceRow {
  id: number;
  price: number;
  brand_id: number | null;
  sub_category_id: number | null;
  category_id: number;
}

interface Nearest {
  column: 'sub_category_id' | 'category_id';
  value: number;
  price: number;
  /** Inclusive price bounds; none: the whole range. */
  from?: number;
  to?: number;
  exclude: number[];
  limit: number;
}

/**
 * Sellable products of one sub-category or category nearest to `price`: up to `limit` at or above it and up to
 * `limit` below it, each side read in index order from the price outward.
 */
export function nearestByPrice(db: Db, q: Nearest): Promise<PriceRow[]> {
  const { above, below } = nearestQueries(db, q);
  return Promise.all([above.execute(), below.execute()]).then(([up, down]) => [...up, ...down]);
}

/** The two reads of nearestByPrice, apart so their plans can be checked (EXPLAIN in the API tests). */
export function nearestQueries(db: Db, q: Nearest) {
  const base = () => {
    let query = db
      .selectFrom('products')
      .select(['id', paid().as('price'), 'brand_id', 'sub_category_id', 'category_id'])
      .where(q.column, '=', q.value)
      .where('active', '=', 1)
      .where('available_soon', '=', 0)
      .where('stock_total', '>', 0);
    if (q.exclude.length > 0) query = query.where('id', 'not in', q.exclude);
    return query;
  };
  let above = base().where(paid(), '>=', q.price);
  if (q.to !== undefined) above = above.where(paid(), '<=', q.to);
  let below = base().where(paid(), '<', q.price);
  if (q.from !== undefined) below = below.where(paid(), '>=', q.from);
  return {
    above: above.orderBy(paid(), 'asc').limit(q.limit),
    below: below.orderBy(paid(), 'desc').limit(q.limit),
  };
}

/** The values of the compatibility attribute ("iPhone", "Mac", ...): a short list, a few dozen at most. */
export function compatibilityValues(db: Db) {
  return db
    .selectFrom('attribute_values as av')
    .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
    .select(['av.id', 'av.value'])
    .where('a.name', '=', COMPATIBILITY_ATTRIBUTE)
    .execute();
}

/**
 * Sellable accessories that carry one of the compatibility values, through the value-to-products index. Unordered
 * on purpose (an ORDER BY would tempt the planner into walking every product by id); the service ranks them.
 */
export async function accessoriesWithValues(db: Db, valueIds: number[], exclude: number, limit: number) {
  if (valueIds.length === 0) return [];
  return accessoriesWithValuesQuery(db, valueIds, exclude, limit).execute();
}

export function accessoriesWithValuesQuery(db: Db, valueIds: number[], exclude: number, limit: number) {
  return db
    .selectFrom('product_attribute_values as pav')
    .innerJoin('products as p', 'p.id', 'pav.product_id')
    .select(['p.id', 'p.name'])
    .distinct()
    .where('pav.attribute_value_id', 'in', valueIds)
    .where('p.category_id', '=', ACCESSORIES_CATEGORY_ID)
    .where('p.active', '=', 1)
    .where('p.stock_total', '>', 0)
    .where('p.available_soon', '=', 0)
    .where('p.id', '!=', exclude)
    .limit(limit);
}

/**
 * Sellable accessories whose names hold every one of `words` (letters and digits, lower case), through the word
 * index of the accessories' names (migration 0032): candidates for the fit rule, which then checks the words name
 * the model in order.
 */
export async function accessoriesNamed(
  db: Db,
  dialect: DialectName,
  words: string[],
  exclude: number,
  limit: number,
) {
  if (words.length === 0) return [];
  const { rows } = await accessoriesNamedQuery(db, dialect, words, exclude, limit).execute(db);
  return rows;
}

export function accessoriesNamedQuery(
  db: Db,
  dialect: DialectName,
  words: string[],
  exclude: number,
  limit: number,
) {
  const sellable = sql`p.active = 1 and p.available_soon = 0 and p.stock_total > 0 and p.id <> ${exclude}`;
  if (dialect === 'postgres') {
    const query = words.join(' & ');
    return sql<{ id: number; name: string }>`select p.id, p.name from products p
      where p.category_id = ${ACCESSORIES_CATEGORY_ID}
        and to_tsvector('simple', p.name) @@ to_tsquery('simple', ${query}) and ${sellable}
      limit ${limit}`;
  }
  const query = words.map((w) => `"${w}"`).join(' ');
  return sql<{ id: number; name: string }>`select p.id, p.name from accessory_names
      join products p on p.id = accessory_names.rowid
      where accessory_names match ${query} and p.category_id = ${ACCESSORIES_CATEGORY_ID} and ${sellable}
      limit ${limit}`;
}

/** Each candidate's compatibility values, through the (product_id, attribute_value_id) primary key. */
export async function compatibilityOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_attribute_values as pav')
    .innerJoin('attribute_values as av', 'av.id', 'pav.attribute_value_id')
    .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
    .select(['pav.product_id', 'av.value'])
    .where('pav.product_id', 'in', productIds)
    .where('a.name', '=', COMPATIBILITY_ATTRIBUTE)
    .execute();
}
