import type { Kysely, Transaction, Updateable } from 'kysely';
import type { CatalogImportTable, Database } from '#app/db/schema';

/** SQL of the back office's bulk catalog work: import jobs, the CSV export, and bulk price and stock changes. */

type Db = Kysely<Database> | Transaction<Database>;

// --- import jobs ---------------------------------------------------------------------------------------------------

export async function insertImportJob(
  db: Db,
  row: { staff_id: number; file_name: string; now: string },
): Promise<number> {
  const inserted = await db
    .insertInto('catalog_imports')
    .values({
      staff_id: row.staff_id,
      file_name: row.file_name,
      state: 'running',
      started_at: row.now,
      updated_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateImportJob(
  db: Db,
  id: number,
  changes: Updateable<CatalogImportTable>,
): Promise<void> {
  await db.updateTable('catalog_imports').set(changes).where('id', '=', id).execute();
}

export function importJobById(db: Db, id: number) {
  return db.selectFrom('catalog_imports').selectAll().where('id', '=', id).executeTakeFirst();
}

// --- export --------------------------------------------------------------------------------------------------------

/** One page of products in id order, after `afterId`, with the names an import file gives them by. */
export function exportProducts(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('sub_categories as s', 's.id', 'p.sub_category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.sku',
      'p.slug',
      'p.name',
      'c.slug as category',
      's.slug as sub_category',
      'b.name as brand',
      'p.old_price',
      'p.direct_discount',
      'p.payment_methods_discount_name_en as payment_discount',
      'p.max_per_order',
      'p.details',
      'p.long_description',
      'p.meta_description',
      'p.image',
      'p.active',
      'p.preorder',
      'p.available_soon',
      'p.is_new',
      'p.top',
      'p.arrival_status',
      'p.created_at',
      'p.name_ar',
      'p.details_ar',
      'p.long_description_ar',
      'p.meta_description_ar',
    ])
    .where('p.id', '>', afterId)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

export function exportVariants(db: Db, productIds: number[]) {
  return db
    .selectFrom('product_variants as v')
    .leftJoin('option_values as color', 'color.id', 'v.color_id')
    .leftJoin('option_values as size', 'size.id', 'v.size_id')
    .leftJoin('option_values as mac', 'mac.id', 'v.mac_model_id')
    .select([
      'v.id',
      'v.product_id',
      'v.sku',
      'color.name as color',
      'size.name as size',
      'mac.name as mac_model',
      'v.price',
      'v.discount_price',
      'v.stock',
      'v.image',
    ])
    .where('v.product_id', 'in', productIds)
    .orderBy('v.product_id')
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();
}

/** Gallery pictures (variant_id empty) and variant pictures, in their order. */
export function exportPictures(db: Db, productIds: number[]) {
  return db
    .selectFrom('product_images')
    .select(['product_id', 'variant_id', 'image'])
    .where('product_id', 'in', productIds)
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function exportAttributes(db: Db, productIds: number[]) {
  return db
    .selectFrom('product_attribute_values as pav')
    .innerJoin('attribute_values as av', 'av.id', 'pav.attribute_value_id')
    .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
    .select(['pav.product_id', 'a.name', 'av.value'])
    .where('pav.product_id', 'in', productIds)
    .orderBy('pav.product_id')
    .orderBy('a.sort_order')
    .orderBy('a.id')
    .orderBy('av.sort_order')
    .orderBy('av.id')
    .execute();
}

// --- bulk changes --------------------------------------------------------------------------------------------------

export function bulkReferences(db: Db) {
  return Promise.all([
    db.selectFrom('brands').select(['id', 'slug', 'name']).orderBy('name').execute(),
    db.selectFrom('categories').select(['id', 'slug', 'name']).orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('sub_categories')
      .select(['id', 'category_id', 'slug', 'name'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
  ]);
}

export interface VariantFilter {
  brandId?: number | undefined;
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
  skus?: string[] | undefined;
}

/** The variants a selection chooses, with their product's SKU and name, in catalog order. */
export function selectedVariants(db: Db, filter: VariantFilter, limit: number) {
  let query = db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select([
      'v.id',
      'v.sku',
      'v.product_id',
      'v.price',
      'v.discount_price',
      'v.stock',
      'p.sku as product_sku',
      'p.name as product_name',
    ]);
  if (filter.brandId !== undefined) query = query.where('p.brand_id', '=', filter.brandId);
  if (filter.categoryId !== undefined) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.subCategoryId !== undefined) query = query.where('p.sub_category_id', '=', filter.subCategoryId);
  const skus = filter.skus;
  if (skus && skus.length > 0)
    query = query.where((eb) => eb.or([eb('v.sku', 'in', skus), eb('p.sku', 'in', skus)]));
  return query.orderBy('v.product_id').orderBy('v.sort_order').orderBy('v.id').limit(limit).execute();
}

/** Which of these SKUs name a variant or a product. */
export async function knownSkus(db: Db, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const [variants, products] = await Promise.all([
    db.selectFrom('product_variants').select('sku').where('sku', 'in', skus).execute(),
    db.selectFrom('products').select('sku').where('sku', 'in', skus).execute(),
  ]);
  return new Set([...variants, ...products].map((r) => r.sku));
}

/** The products' price columns and every one of their variants' prices (the product shows its cheapest). */
export async function productsWithVariants(db: Db, productIds: number[]) {
  if (productIds.length === 0) return { products: [], variants: [] };
  const [products, variants] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'price', 'discount_price', 'old_price', 'direct_discount', 'promo'])
      .where('id', 'in', productIds)
      .execute(),
    db
      .selectFrom('product_variants')
      .select(['id', 'product_id', 'price', 'discount_price'])
      .where('product_id', 'in', productIds)
      .execute(),
  ]);
  return { products, variants };
}

export async function updateVariantFigures(
  db: Db,
  id: number,
  figures: { price: number; discount_price: number | null; stock: number },
): Promise<void> {
  await db.updateTable('product_variants').set(figures).where('id', '=', id).execute();
}

export async function updateProductPrices(
  db: Db,
  id: number,
  prices: {
    price: number;
    discount_price: number | null;
    old_price: number | null;
    promo: number;
    updated_at: string;
  },
): Promise<void> {
  await db.updateTable('products').set(prices).where('id', '=', id).execute();
}
