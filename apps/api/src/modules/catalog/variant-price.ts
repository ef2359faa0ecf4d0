/**
 * What a variant sells for, in one place for the catalog, the cart and orders (ADR 0025). Money is whole EGP
 * (ADR 0003).
 *
 * A variant's own discount price wins. Without one, the product's direct discount (whole EGP, 0 for none) comes off
 * the variant's price, as long as something is left to pay; otherwise the variant sells at its price. The answer
 * keeps the contract's shape: `price` is the list price (struck through when a discount applies) and
 * `discount_price` what a shopper pays when it is below the price, else null.
 */
export function variantPrice(
  variant: { price: number; discount_price: number | null },
  directDiscount: number,
): { price: number; discount_price: number | null } {
  if (variant.discount_price !== null)
    return { price: variant.price, discount_price: variant.discount_price };
  const discounted = variant.price - directDiscount;
  return {
    price: variant.price,
    discount_price: directDiscount > 0 && discounted > 0 ? discounted : null,
  };
}

/** What a shopper pays for one unit. */
export function paidPrice(
  variant: { price: number; discount_price: number | null },
  directDiscount: number,
): number {
  const { price, discount_price } = variantPrice(variant, directDiscount);
  return discount_price ?? price;
}
