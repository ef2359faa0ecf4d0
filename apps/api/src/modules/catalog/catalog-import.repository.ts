import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database, OptionValueTable, ProductTable, ProductVariantTable } from '#app/db/schema';

/** The catalog import's SQL (catalog-import.service.ts). Every function runs inside the caller's transaction. */

type Db = Kysely<Database>;
export type ProductRecord = Selectable<ProductTable>;
export type VariantRecord = Selectable<ProductVariantTable>;
export type OptionKind = OptionValueTable['kind'];

/** Categories, brands, option values and attributes: small tables, read whole once per batch. */
export async function loadReferences(db: Db) {
  const [categories, subCategories, brands, options, attributes, attributeValues] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug', 'name']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('sub_categories').select(['id', 'category_id', 'slug', 'name']).orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'slug', 'name', 'sort_order']).execute(),
    db.selectFrom('option_values').select(['id', 'kind', 'name', 'sort_order']).execute(),
    db.selectFrom('attributes').select(['id', 'name', 'sort_order']).execute(),
    db.selectFrom('attribute_values').select(['id', 'attribute_id', 'value', 'sort_order']).execute(),
  ]);
  return { categories, subCategories, brands, options, attributes, attributeValues };
}
export type References = Awaited<ReturnType<typeof loadReferences>>;

export function productsBySku(db: Db, skus: string[]): Promise<ProductRecord[]> {
  return db.selectFrom('products').selectAll().where('sku', 'in', skus).execute();
}

export function productsBySlug(db: Db, slugs: string[]) {
  return db.selectFrom('products').select(['id', 'sku', 'slug']).where('slug', 'in', slugs).execute();
}

/** Variants with these SKUs, whichever product they belong to (with that product's SKU, for messages). */
export function variantsBySku(db: Db, skus: string[]) {
  return db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.sku', 'v.product_id', 'p.sku as product_sku'])
    .where('v.sku', 'in', skus)
    .execute();
}

export function variantsOfProducts(db: Db, productIds: number[]): Promise<VariantRecord[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_variants')
    .selectAll()
    .where('product_id', 'in', productIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Gallery pictures (productimages): the product's images that belong to no variant. */
export function galleriesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_images')
    .select(['product_id', 'image'])
    .where('product_id', 'in', productIds)
    .where('variant_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Pictures that belong to a variant (shown while it is chosen), in their order. */
export function variantPicturesOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_images')
    .select(['variant_id', 'image'])
    .where('product_id', 'in', productIds)
    .where('variant_id', 'is not', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function attributeLinksOf(db: Db, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('product_attribute_values')
    .select(['product_id', 'attribute_value_id'])
    .where('product_id', 'in', productIds)
    .execute();
}

export async function insertBrand(db: Db, brand: Insertable<Database['brands']>): Promise<number> {
  const row = await db.insertInto('brands').values(brand).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOptionValue(db: Db, value: Insertable<OptionValueTable>): Promise<number> {
  const row = await db.insertInto('option_values').values(value).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttribute(db: Db, name: string, sortOrder: number): Promise<number> {
  const row = await db
    .insertInto('attributes')
    .values({ name, sort_order: sortOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttributeValue(
  db: Db,
  attributeId: number,
  value: string,
  sortOrder: number,
): Promise<number> {
  const row = await db
    .insertInto('attribute_values')
    .values({ attribute_id: attributeId, value, sort_order: sortOrder })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertProduct(db: Db, product: Insertable<ProductTable>): Promise<number> {
  const row = await db.insertInto('products').values(product).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(db: Db, id: number, changes: Updateable<ProductTable>): Promise<void> {
  // Each change counts as a new version, so a staff member editing an older one is told rather than overwriting it.
  await db
    .updateTable('products')
    .set({ ...changes, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .execute();
}

export async function insertVariant(db: Db, variant: Insertable<ProductVariantTable>): Promise<number> {
  const row = await db
    .insertInto('product_variants')
    .values(variant)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVariant(
  db: Db,
  id: number,
  changes: Updateable<ProductVariantTable>,
): Promise<void> {
  await db.updateTable('product_variants').set(changes).where('id', '=', id).execute();
}

export async function replaceGallery(db: Db, productId: number, images: string[]): Promise<void> {
  await db
    .deleteFrom('product_images')
    .where('product_id', '=', productId)
    .where('variant_id', 'is', null)
    .execute();
  if (images.length === 0) return;
  await db
    .insertInto('product_images')
    .values(
      images.map((image, index) => ({
        product_id: productId,
        variant_id: null,
        image,
        sort_order: index + 1,
      })),
    )
    .execute();
}

/** Replaces one variant's pictures; `firstSortOrder` numbers them after the product's earlier variants'. */
export async function replaceVariantPictures(
  db: Db,
  picture: { productId: number; variantId: number; firstSortOrder: number },
  images: string[],
): Promise<void> {
  await db.deleteFrom('product_images').where('variant_id', '=', picture.variantId).execute();
  if (images.length === 0) return;
  await db
    .insertInto('product_images')
    .values(
      images.map((image, index) => ({
        product_id: picture.productId,
        variant_id: picture.variantId,
        image,
        sort_order: picture.firstSortOrder + index,
      })),
    )
    .execute();
}

export async function setAttributeLinks(
  db: Db,
  productId: number,
  remove: number[],
  add: number[],
): Promise<void> {
  if (remove.length > 0) {
    await db
      .deleteFrom('product_attribute_values')
      .where('product_id', '=', productId)
      .where('attribute_value_id', 'in', remove)
      .execute();
  }
  if (add.length > 0) {
    await db
      .insertInto('product_attribute_values')
      .values(add.map((attribute_value_id) => ({ product_id: productId, attribute_value_id })))
      .execute();
  }
}
