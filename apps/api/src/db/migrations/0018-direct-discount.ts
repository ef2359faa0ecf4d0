import type { Kysely, Migration } from 'kysely';
import type { Database } from '../schema.ts';

type VariantMoney = { price: number; discount_price: number | null };

/**
 * The price rule as it stood when this migration was written, kept here rather than imported, so that changing the
 * live rule (modules/catalog/variant-price.ts) never changes what this step did to a database.
 */
function variantPrice(variant: VariantMoney, directDiscount: number): VariantMoney {
  if (variant.discount_price !== null) return variant;
  const discounted = variant.price - directDiscount;
  return { price: variant.price, discount_price: directDiscount > 0 && discounted > 0 ? discounted : null };
}

function paidPrice(variant: VariantMoney, directDiscount: number): number {
  const { price, discount_price } = variantPrice(variant, directDiscount);
  return discount_price ?? price;
}

/**
 * A product's direct discount comes off the price of each variant without a discount price (ADR 0025). The product
 * row carries the price and discount price of the variant a shopper pays least for, which cards show and listings
 * filter and sort by; rows imported before the rule counted the direct discount did not include it, so they are
 * priced again here, with the rule the import used then, and marked as on promotion when a discount now applies.
 */
export const directDiscountMigration: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<Database>;
    const products = await db
      .selectFrom('products')
      .select(['id', 'direct_discount', 'old_price'])
      .where('direct_discount', '>', 0)
      .execute();
    for (const product of products) {
      const variants = await db
        .selectFrom('product_variants')
        .select(['price', 'discount_price'])
        .where('product_id', '=', product.id)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      if (variants.length === 0) continue;
      const pays = (v: (typeof variants)[number]) => paidPrice(v, product.direct_discount);
      const cheapest = variants.reduce((a, b) =>
        pays(b) < pays(a) || (pays(b) === pays(a) && b.price < a.price) ? b : a,
      );
      const { price, discount_price } = variantPrice(cheapest, product.direct_discount);
      await db
        .updateTable('products')
        .set({ price, discount_price, promo: product.old_price !== null || discount_price !== null ? 1 : 0 })
        .where('id', '=', product.id)
        .execute();
    }
  },
};
