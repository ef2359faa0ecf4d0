import type { ProductDetail, ProductVariant } from '@shop/contract/catalog';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { Language } from '@shop/contract/languages';
import { AppError } from '#app/errors/app-error';
import type { CatalogReads } from '#app/deps';
import { getCategories, getProductCards } from './catalog.service.ts';
import * as repo from './product-detail.repository.ts';
import { sanitizeRichText } from './rich-text.ts';
import { variantPrice } from './variant-price.ts';

type VariantRow = Awaited<ReturnType<typeof repo.loadVariantDetails>>[number];
type ImageRow = Awaited<ReturnType<typeof repo.loadImages>>[number];
type AttributeRow = Awaited<ReturnType<typeof repo.loadAttributes>>[number];

/** The item page's product: the card, its variants with their own images, and the option lists the pickers show. */
export function getProductDetail(
  catalog: CatalogReads,
  key: string,
  language: Language = 'en',
): Promise<ProductDetail> {
  return catalog.reads.read(`${language}:product:${key.toLowerCase()}`, () =>
    loadProductDetail(catalog, key, language),
  );
}

async function loadProductDetail(
  catalog: CatalogReads,
  key: string,
  language: Language,
): Promise<ProductDetail> {
  const { db } = catalog;
  const product = await repo.findProductByKey(db, key, language);
  if (!product) throw new AppError('not_found', shopperMessage('noProductKey', { key }));
  const [[card], variants, images, categories, subCategory, attributes] = await Promise.all([
    getProductCards(db, [product.id], language),
    repo.loadVariantDetails(db, product.id, language),
    repo.loadImages(db, product.id),
    getCategories(catalog, language),
    product.sub_category_id === null
      ? undefined
      : repo.loadSubCategoryName(db, product.sub_category_id, language),
    repo.loadAttributes(db, product.id, language),
  ]);
  if (!card) throw new AppError('not_found', shopperMessage('noProductKey', { key }));
  const category = categories.find((c) => c.id === product.category_id);
  return {
    ...card,
    details: product.details,
    long_description: sanitizeRichText(product.long_description),
    meta_description: product.meta_description,
    seo_title: product.seo_title || null,
    productimages: images.filter((i) => i.variant_id === null).map((i) => ({ image: i.image })),
    category: { ...card.category, sub_categories: category?.sub_categories ?? [] },
    sub_category: subCategory ?? null,
    product_variants: variants.map((v) => toVariant(v, images, card.direct_discount)),
    product_variants_options: variantOptions(variants),
    attributes: groupAttributes(attributes),
  };
}

function groupAttributes(rows: AttributeRow[]) {
  const grouped = new Map<number, { name: string; values: string[] }>();
  for (const row of rows) {
    const entry = grouped.get(row.attribute_id) ?? { name: row.name, values: [] };
    entry.values.push(row.value);
    grouped.set(row.attribute_id, entry);
  }
  return [...grouped.values()];
}

/** A variant as the item page shows it, priced by the catalog's one rule (its discount, else the direct discount). */
function toVariant(v: VariantRow, images: ImageRow[], directDiscount: number): ProductVariant {
  const own = images.filter((i) => i.variant_id === v.id).map((i) => i.image);
  return {
    id: v.id,
    sku: v.sku,
    ...variantPrice(v, directDiscount),
    stock: v.stock,
    in_stock: v.stock > 0,
    image: v.image,
    images: own.length > 0 ? own : [v.image],
    Color:
      v.color_id !== null && v.color_name !== null
        ? { id: v.color_id, name: v.color_name, color_code: v.color_code ?? '#cccccc', image: v.image }
        : null,
    size: v.size_id !== null && v.size_name !== null ? { id: v.size_id, name: v.size_name } : null,
    mac_model:
      v.mac_model_id !== null && v.mac_name !== null ? { id: v.mac_model_id, name: v.mac_name } : null,
    max_per_order: v.max_per_order,
  };
}

/** One picker per option the variants use, values in their catalogue order, each value once. */
function variantOptions(variants: VariantRow[]): ProductDetail['product_variants_options'] {
  const pickers = [
    {
      name: 'Color' as const,
      pick: (v: VariantRow) => [v.color_id, v.color_name, v.color_order, v.color_code] as const,
    },
    { name: 'size' as const, pick: (v: VariantRow) => [v.size_id, v.size_name, v.size_order, null] as const },
    {
      name: 'mac_model' as const,
      pick: (v: VariantRow) => [v.mac_model_id, v.mac_name, v.mac_order, null] as const,
    },
  ];
  return pickers.flatMap(({ name, pick }) => {
    const values = new Map<number, { id: number; name: string; color_code: string | null; order: number }>();
    for (const v of variants) {
      const [id, label, order, color_code] = pick(v);
      if (id !== null && label !== null && !values.has(id))
        values.set(id, { id, name: label, color_code, order: order ?? 0 });
    }
    if (values.size === 0) return [];
    const sorted = [...values.values()].sort((a, b) => a.order - b.order || a.id - b.id);
    return [
      {
        option: { name },
        values: sorted.map(({ id, name: label, color_code }) => ({ id, name: label, color_code })),
      },
    ];
  });
}
