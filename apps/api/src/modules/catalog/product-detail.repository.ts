import type { Kysely } from 'kysely';
import type { Language } from '@shop/contract/languages';
import { localized } from '#app/db/localized';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

/** The active product addressed by a numeric id or a slug. */
export async function findProductByKey(db: Db, key: string, language: Language) {
  const query = db
    .selectFrom('products')
    .select([
      'id',
      localized(language, 'details', 'details_ar', 'details'),
      localized(language, 'long_description', 'long_description_ar', 'long_description'),
      localized(language, 'meta_description', 'meta_description_ar', 'meta_description'),
      localized<'seo_title', string | null>(language, 'seo_title', 'seo_title_ar', 'seo_title'),
      'category_id',
      'sub_category_id',
    ])
    .where('active', '=', 1);
  const byKey = /^\d+$/.test(key)
    ? query.where('id', '=', Number(key))
    : query.where('slug', '=', key.toLowerCase());
  return byKey.executeTakeFirst();
}

export function loadVariantDetails(db: Db, productId: number, language: Language) {
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
      localized<'color_name', string | null>(language, 'color.name', 'color.name_ar', 'color_name'),
      'color.color_code as color_code',
      'color.sort_order as color_order',
      'v.size_id',
      localized<'size_name', string | null>(language, 'size.name', 'size.name_ar', 'size_name'),
      'size.sort_order as size_order',
      'v.mac_model_id',
      localized<'mac_name', string | null>(language, 'mac.name', 'mac.name_ar', 'mac_name'),
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

export function loadSubCategoryName(db: Db, id: number, language: Language) {
  return db
    .selectFrom('sub_categories')
    .select(['id', localized(language, 'name', 'name_ar', 'name'), 'slug'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The product's attributes, such as Chip (ADR 0008): attribute and value names, in catalogue order. */
export function loadAttributes(db: Db, productId: number, language: Language) {
  return db
    .selectFrom('product_attribute_values as pav')
    .innerJoin('attribute_values as av', 'av.id', 'pav.attribute_value_id')
    .innerJoin('attributes as a', 'a.id', 'av.attribute_id')
    .select([
      'a.id as attribute_id',
      localized(language, 'a.name', 'a.name_ar', 'name'),
      localized(language, 'av.value', 'av.value_ar', 'value'),
    ])
    .where('pav.product_id', '=', productId)
    .orderBy('a.sort_order')
    .orderBy('a.id')
    .orderBy('av.sort_order')
    .orderBy('av.id')
    .execute();
}
