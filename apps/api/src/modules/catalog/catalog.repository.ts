import type { Kysely } from 'kysely';
import type { Language } from '@shop/contract/languages';
import { idListQuery } from '#app/db/id-list-query';
import { localized } from '#app/db/localized';
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

export function listBrands(db: Db, featuredOnly: boolean, language: Language) {
  let query = db
    .selectFrom('brands')
    .select(['id', localized(language, 'brands.name', 'brands.name_ar', 'name'), 'slug', 'image'])
    .where('active', '=', 1);
  // The featured brands have their own order (the home page's), chosen in the back office.
  if (featuredOnly) query = query.where('featured', '=', 1).orderBy('featured_sort');
  return query.orderBy('sort_order').orderBy('brands.name').execute();
}

export function listAds(db: Db, placements: AdTable['placement'][], language: Language) {
  return db
    .selectFrom('ads')
    .select([
      'id',
      'placement',
      localized(language, 'title', 'title_ar', 'title'),
      localized(language, 'subtitle', 'subtitle_ar', 'subtitle'),
      'image',
      'link',
      localized(language, 'cta', 'cta_ar', 'cta'),
      localized(language, 'alt', 'alt_ar', 'alt'),
    ])
    .where('active', '=', 1)
    .where('placement', 'in', placements)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listSections(db: Db, language: Language) {
  return db
    .selectFrom('home_sections')
    .select(['id', localized(language, 'title', 'title_ar', 'title'), 'slug'])
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

/** The card's product rows of `ids` (active products only), names in `language`. */
export const loadProductRows: (db: Db, ids: readonly number[], language: Language) => Promise<ProductRow[]> =
  idListQuery((db: Db, ids, language: Language) =>
    // The offer a product names is joined by its English name (unique, so one row at most), for its Arabic name.
    db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('brands as b', 'b.id', 'p.brand_id')
      .leftJoin('payment_offers as po', 'po.name_en', 'p.payment_methods_discount_name_en')
      .select([
        'p.id',
        'p.slug',
        localized(language, 'p.name', 'p.name_ar', 'name'),
        'p.sku',
        'p.image',
        'p.price',
        'p.old_price',
        'p.discount_price',
        'p.direct_discount',
        'p.payment_methods_discount_name_en',
        localized<'payment_methods_discount_name_ar', string | null>(
          'ar',
          'p.payment_methods_discount_name_en',
          'po.name_ar',
          'payment_methods_discount_name_ar',
        ),
        'p.max_per_order',
        'p.preorder',
        'p.available_soon',
        'p.is_new',
        'p.promo',
        'p.top',
        'p.arrival_status',
        'p.category_id',
        localized(language, 'c.name', 'c.name_ar', 'category_name'),
        'c.slug as category_slug',
        'p.brand_id',
        localized<'brand_name', string | null>(language, 'b.name', 'b.name_ar', 'brand_name'),
        'b.slug as brand_slug',
        'b.image as brand_image',
      ])
      .where('p.id', 'in', ids)
      .where('p.active', '=', 1),
  );

/** The variants of `productIds` in their display order, colour names in `language`. */
export const loadVariantRows: (
  db: Db,
  productIds: readonly number[],
  language: Language,
) => Promise<VariantRow[]> = idListQuery((db: Db, productIds, language: Language) =>
  db
    .selectFrom('product_variants as v')
    .leftJoin('option_values as color', 'color.id', 'v.color_id')
    .select([
      'v.id',
      'v.product_id',
      'v.price',
      'v.discount_price',
      'v.stock',
      'v.color_id',
      localized<'color_name', string | null>(language, 'color.name', 'color.name_ar', 'color_name'),
      'color.color_code as color_code',
    ])
    .where('v.product_id', 'in', productIds)
    .orderBy('v.sort_order')
    .orderBy('v.id'),
);

export function findCategory(db: Db, id: number, language: Language = 'en') {
  return db
    .selectFrom('categories')
    .select(['id', localized(language, 'name', 'name_ar', 'name'), 'slug', 'image'])
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export function findSubCategories(db: Db, ref: { ids?: number[]; slug?: string }, language: Language = 'en') {
  let query = db
    .selectFrom('sub_categories')
    .select(['id', localized(language, 'name', 'name_ar', 'name'), 'slug'])
    .where('active', '=', 1);
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
