import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

/** The active product addressed by a numeric id or a slug. */
export async function findProductByKey(db: Db, key: string) {
  const query = db
    .selectFrom('products')
    .select([
      'id',
      'details',
      'long_description',
      'meta_description',
      'seo_title',
      'category_id',
      'sub_category_id',
    ])
    .where('active', '=', 1);
  const byKey = /^\d+$/.test(key)
    ? query.where('id', '=', Number(key))
    : query.where('slug', '=', key.toLowerCase());
  return byKey.executeTakeFirst();
}

export function loadVariantDetails(db: Db, productId: number) {
  return db
    .selectFrom('product_variants as v')
    .leftJoin('option_values as color', 'color.id', 'v.color_id')
    .leftJoin('option_values as size', 'size.id', 'v.size_id')
    .leftJoin('option_values as mac', 'mac.id', 'v.mac_model_id')
    .select([
      'v.id',
      'v.sku',
      'v.price',
      'v.discount_price',
      'v.stock',
      'v.image',
      'v.max_per_order',
      'v.color_id',
      'color.name as color_name',
      'color.color_code as color_code',
      'color.sort_order as color_order',
      'v.size_id',
      'size.name as size_name',
      'size.sort_order as size_order',
      'v.mac_model_id',
      'mac.name as mac_name',
      'mac.sort_order as mac_order',
    ])
    .where('v.product_id', '=', productId)
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();
}

export function loadImages(db: Db, productId: number) {
  return db
    .selectFrom('product_images')
    .select(['variant_id', 'image'])
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function loadSubCategoryName(db: Db, id: number) {
  return db
    .selectFrom('sub_categories')
    .select(['id', 'name', 'slug'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The product's attributes, such as Chip (ADR 0008): attribute and value names, in catalogue order. */
export function loadAttributes(db: Db, productId: number) {
  return db
    .selectFrom('product_attribute_values as pav')
    .innerJoin('attribute_values as av', 'av.id', 'pav.attribute_value_id')
    .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
    .select(['a.id as attribute_id', 'a.name', 'av.value'])
    .where('pav.product_id', '=', productId)
    .orderBy('a.sort_order')
    .orderBy('a.id')
    .orderBy('av.sort_order')
    .orderBy('av.id')
    .execute();
}
