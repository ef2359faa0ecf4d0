import type { Kysely } from 'kysely';
import type { AdTable, Database } from '#app/db/schema';
import type { ProductRow, VariantRow } from './product-card.ts';

type Db = Kysely<Database>;

export function listCategories(db: Db) {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listGroups(db: Db) {
  return db
    .selectFrom('category_groups')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listSubCategories(db: Db) {
  return db
    .selectFrom('sub_categories')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** One representative product per category and per sub-category (the product_id a category names). */
export async function firstProductIds(db: Db) {
  const byCategory = await db
    .selectFrom('products')
    .select(['category_id', (eb) => eb.fn.min('id').as('product_id')])
    .where('active', '=', 1)
    .groupBy('category_id')
    .execute();
  const bySubCategory = await db
    .selectFrom('products')
    .select(['sub_category_id', (eb) => eb.fn.min('id').as('product_id')])
    .where('active', '=', 1)
    .where('sub_category_id', 'is not', null)
    .groupBy('sub_category_id')
    .execute();
  return {
    category: new Map(byCategory.map((r) => [r.category_id, Number(r.product_id)])),
    subCategory: new Map(bySubCategory.map((r) => [r.sub_category_id as number, Number(r.product_id)])),
  };
}

export function listBrands(db: Db, featuredOnly: boolean) {
  let query = db
    .selectFrom('brands')
    .select(['id', 'name', 'slug', 'image'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('name');
  if (featuredOnly) query = query.where('featured', '=', 1);
  return query.execute();
}

export function listAds(db: Db, placements: AdTable['placement'][]) {
  return db
    .selectFrom('ads')
    .select(['id', 'placement', 'title', 'subtitle', 'image', 'link', 'cta'])
    .where('active', '=', 1)
    .where('placement', 'in', placements)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listSections(db: Db) {
  return db
    .selectFrom('home_sections')
    .select(['id', 'title', 'slug'])
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listSectionProductIds(db: Db, sectionIds: number[]) {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('home_section_products')
    .innerJoin('products', 'products.id', 'home_section_products.product_id')
    .select(['home_section_products.section_id', 'home_section_products.product_id'])
    .where('home_section_products.section_id', 'in', sectionIds)
    .where('products.active', '=', 1)
    .orderBy('home_section_products.sort_order')
    .execute();
}

export async function loadProductRows(db: Db, ids: number[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.slug',
      'p.name',
      'p.sku',
      'p.image',
      'p.price',
      'p.old_price',
      'p.discount_price',
      'p.direct_discount',
      'p.payment_methods_discount_name_en',
      'p.max_per_order',
      'p.preorder',
      'p.available_soon',
      'p.is_new',
      'p.promo',
      'p.top',
      'p.arrival_status',
      'p.category_id',
      'c.name as category_name',
      'c.slug as category_slug',
      'p.brand_id',
      'b.name as brand_name',
      'b.slug as brand_slug',
      'b.image as brand_image',
    ])
    .where('p.id', 'in', ids)
    .where('p.active', '=', 1)
    .execute();
}

export async function loadVariantRows(db: Db, productIds: number[]): Promise<VariantRow[]> {
  if (productIds.length === 0) return [];
  return db
    .selectFrom('product_variants as v')
    .leftJoin('option_values as color', 'color.id', 'v.color_id')
    .select([
      'v.id',
      'v.product_id',
      'v.price',
      'v.discount_price',
      'v.stock',
      'v.color_id',
      'color.name as color_name',
      'color.color_code as color_code',
    ])
    .where('v.product_id', 'in', productIds)
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();
}

export function findCategory(db: Db, id: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'image'])
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export function findSubCategories(db: Db, ref: { ids?: number[]; slug?: string }) {
  let query = db.selectFrom('sub_categories').select(['id', 'name', 'slug']).where('active', '=', 1);
  if (ref.ids) query = query.where('id', 'in', ref.ids.length ? ref.ids : [0]);
  if (ref.slug) query = query.where('slug', '=', ref.slug);
  return query.execute();
}

/** The id of a category, sub-category or brand given as an id or a slug. */
export async function findIdByRef(db: Db, table: 'categories' | 'sub_categories' | 'brands', ref: string) {
  const query = db.selectFrom(table).select('id');
  const row = await (
    /^\d+$/.test(ref) ? query.where('id', '=', Number(ref)) : query.where('slug', '=', ref)
  ).executeTakeFirst();
  return row?.id;
}
