import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function findUpload(db: Db, hash: string) {
  return db.selectFrom('media_uploads').selectAll().where('hash', '=', hash).executeTakeFirst();
}

export function uploadsByImage(db: Db, images: readonly string[]) {
  if (images.length === 0) return Promise.resolve([]);
  return db.selectFrom('media_uploads').selectAll().where('image', 'in', images).execute();
}

/** The newest uploads' addresses, for a picture to be chosen again (the home editor's list). */
export async function recentUploadImages(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('media_uploads')
    .select('image')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.image);
}

export function unfinishedUploads(db: Db) {
  return db.selectFrom('media_uploads').select('hash').where('ready_at', 'is', null).orderBy('id').execute();
}

export async function insertUpload(
  db: Db,
  row: {
    hash: string;
    image: string;
    width: number;
    height: number;
    bytes: number;
    created_by: number | null;
  },
  now: string,
): Promise<void> {
  await db
    .insertInto('media_uploads')
    .values({ ...row, variants: '', created_at: now })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

export async function setUploadVariants(db: Db, hash: string, variants: string, readyAt: string | null) {
  await db
    .updateTable('media_uploads')
    .set({ variants, ready_at: readyAt })
    .where('hash', '=', hash)
    .execute();
}

export async function deleteUpload(db: Db, hash: string): Promise<void> {
  await db.deleteFrom('media_uploads').where('hash', '=', hash).execute();
}

/** How many catalog rows show this picture, anywhere a picture address is kept. */
export async function pictureReferences(db: Db, image: string): Promise<number> {
  const counts = await Promise.all(
    (
      [
        ['products', 'image'],
        ['product_variants', 'image'],
        ['product_images', 'image'],
        ['categories', 'image'],
        ['categories', 'icon'],
        ['categories', 'active_icon'],
        ['sub_categories', 'image'],
        ['brands', 'image'],
        ['ads', 'image'],
      ] as const
    ).map(([table, column]) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where(column, '=', image)
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, row) => sum + Number(row.n), 0);
}

export function findProduct(db: Db, id: number) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'slug', 'image'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The product's own pictures (not a variant's), in their order. */
export function productImages(db: Db, productId: number) {
  return db
    .selectFrom('product_images')
    .select(['id', 'image', 'sort_order'])
    .where('product_id', '=', productId)
    .where('variant_id', 'is', null)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findProductImage(db: Db, id: number) {
  return db
    .selectFrom('product_images')
    .select(['id', 'product_id', 'variant_id', 'image', 'sort_order'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function productVariants(db: Db, productId: number) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'sku', 'image'])
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function insertProductImage(
  db: Db,
  row: { product_id: number; image: string; sort_order: number },
): Promise<number> {
  const inserted = await db
    .insertInto('product_images')
    .values({ ...row, variant_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function setProductImage(db: Db, id: number, image: string): Promise<void> {
  await db.updateTable('product_images').set({ image }).where('id', '=', id).execute();
}

export async function setProductImageOrder(db: Db, id: number, sortOrder: number): Promise<void> {
  await db.updateTable('product_images').set({ sort_order: sortOrder }).where('id', '=', id).execute();
}

export async function deleteProductImage(db: Db, id: number): Promise<void> {
  await db.deleteFrom('product_images').where('id', '=', id).execute();
}

export async function setProductCardImage(db: Db, id: number, image: string, now: string): Promise<void> {
  await db.updateTable('products').set({ image, updated_at: now }).where('id', '=', id).execute();
}

export function findVariant(db: Db, id: number) {
  return db
    .selectFrom('product_variants')
    .select(['id', 'product_id', 'sku', 'image'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setVariantImage(db: Db, id: number, image: string): Promise<void> {
  await db.updateTable('product_variants').set({ image }).where('id', '=', id).execute();
}

export type OwnerTable = 'categories' | 'brands';

export function findOwner(db: Db, table: OwnerTable, id: number) {
  return db.selectFrom(table).select(['id', 'name', 'slug', 'image']).where('id', '=', id).executeTakeFirst();
}

export function owners(db: Db, table: OwnerTable) {
  return db
    .selectFrom(table)
    .select(['id', 'name', 'slug', 'image'])
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

export async function setOwnerImage(db: Db, table: OwnerTable, id: number, image: string): Promise<void> {
  await db.updateTable(table).set({ image }).where('id', '=', id).execute();
}
