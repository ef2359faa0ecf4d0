import type { Selectable } from 'kysely';
import type { ProductCard, ProductStatus } from '@shop/contract/catalog';
import type {
  BrandTable,
  CategoryTable,
  OptionValueTable,
  ProductTable,
  ProductVariantTable,
} from '#app/db/schema';
import { paidPrice } from './variant-price.ts';

type Category = Selectable<CategoryTable>;
type Brand = Selectable<BrandTable>;

/** A product row joined with its category and (left-joined, so nullable) brand, as the repository returns it. */
export type ProductRow = Pick<
  Selectable<ProductTable>,
  | 'id'
  | 'slug'
  | 'name'
  | 'sku'
  | 'image'
  | 'price'
  | 'old_price'
  | 'discount_price'
  | 'direct_discount'
  | 'payment_methods_discount_name_en'
  | 'max_per_order'
  | 'preorder'
  | 'available_soon'
  | 'is_new'
  | 'promo'
  | 'top'
  | 'arrival_status'
  | 'category_id'
  | 'brand_id'
> & {
  category_name: Category['name'];
  category_slug: Category['slug'];
  brand_name: Brand['name'] | null;
  brand_slug: Brand['slug'] | null;
  brand_image: Brand['image'] | null;
  /** The offer's Arabic name, or the English one while it has none (the payment offer joined by its English name). */
  payment_methods_discount_name_ar: string | null;
};

/** A variant with its (left-joined, so nullable) colour. */
export type VariantRow = Pick<
  Selectable<ProductVariantTable>,
  'id' | 'product_id' | 'price' | 'discount_price' | 'stock' | 'color_id'
> & {
  color_name: OptionValueTable['name'] | null;
  color_code: OptionValueTable['color_code'];
};

function statusOf(product: { available_soon: boolean; in_stock: boolean }): ProductStatus {
  if (product.available_soon) return 'Available soon';
  return product.in_stock ? 'In stock' : 'Out of stock';
}

/**
 * What Add to cart on a card adds: the cheapest variant in stock, else the cheapest; ties keep catalog order. Prices
 * are what a shopper pays, the product's direct discount included.
 */
export function defaultVariantId(variants: VariantRow[], directDiscount = 0): number | null {
  const pays = (v: VariantRow) => paidPrice(v, directDiscount);
  const cheapest = (list: VariantRow[]) =>
    list.reduce<VariantRow | undefined>(
      (best, v) => (best === undefined || pays(v) < pays(best) ? v : best),
      undefined,
    );
  return (cheapest(variants.filter((v) => v.stock > 0)) ?? cheapest(variants))?.id ?? null;
}

/**
 * The card rules in one place: stock is the sum of the variants', 'up to' shows only when a variant costs more. The
 * product row already carries the price and discount price of the variant a shopper pays least for, its direct
 * discount included (the import writes them with variantPrice, ADR 0025), which is what listings filter and sort by.
 */
export function toProductCard(row: ProductRow, variants: VariantRow[]): ProductCard {
  const stock = variants.reduce((sum, v) => sum + v.stock, 0);
  const in_stock = stock > 0;
  const available_soon = row.available_soon === 1;
  const final_price = row.discount_price ?? row.price;
  const maxVariant = variants.reduce((max, v) => Math.max(max, paidPrice(v, row.direct_discount)), 0);
  const colors = new Map<string, ProductCard['productproperty_set'][number]>();
  for (const v of variants) {
    if (v.color_id === null || v.color_name === null || colors.has(v.color_name)) continue;
    colors.set(v.color_name, {
      id: v.id,
      color: { id: v.color_id, name: v.color_name, color: v.color_code ?? '#cccccc' },
    });
  }
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sku: row.sku,
    image: row.image,
    price: row.price,
    final_price,
    old_price: row.old_price,
    discount_price: row.discount_price,
    variant_max_price: maxVariant > final_price ? maxVariant : null,
    direct_discount: row.direct_discount,
    payment_methods_discount_name_en: row.payment_methods_discount_name_en,
    payment_methods_discount_name_ar: row.payment_methods_discount_name_ar,
    max_per_order: row.max_per_order,
    status: statusOf({ available_soon, in_stock }),
    preorder: row.preorder === 1,
    available_soon,
    new: row.is_new === 1,
    promo: row.promo === 1,
    top: row.top === 1,
    arrival_status: row.arrival_status,
    in_stock,
    stock,
    amount: null,
    default_variant_id: defaultVariantId(variants, row.direct_discount),
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    brand:
      row.brand_id !== null && row.brand_name !== null
        ? { id: row.brand_id, name: row.brand_name, slug: row.brand_slug ?? '', image: row.brand_image ?? '' }
        : null,
    productproperty_set: [...colors.values()],
  };
}
