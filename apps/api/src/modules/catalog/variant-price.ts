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

/**
 * The prices a product shows (cards say "from", listings filter and sort by them): those of the variant a shopper
 * pays least for, each variant priced by the rule above; at an equal price to pay, the lower list price.
 */
export function productPrice(
  variants: ReadonlyArray<{ price: number; discount_price: number | null }>,
  directDiscount: number,
): { price: number; discount_price: number | null } {
  const priced = variants.map((v) => variantPrice(v, directDiscount));
  const pays = (v: { price: number; discount_price: number | null }) => v.discount_price ?? v.price;
  return priced.reduce((a, b) => (pays(b) < pays(a) || (pays(b) === pays(a) && b.price < a.price) ? b : a));
}

/** A change to many variants' prices at once: a percentage (5 for +5%) or whole EGP added (negative: taken off). */
export type PriceChange = { mode: 'percent' | 'amount'; value: number };

/** Whole EGP (ADR 0003): a percentage's result is rounded to the nearest pound. */
function changed(amount: number, change: PriceChange): number {
  return change.mode === 'percent'
    ? Math.round((amount * (100 + change.value)) / 100)
    : amount + Math.round(change.value);
}

/**
 * A variant's price and its own discount price after a change; both move the same way. The answer keeps the rules
 * every price in the shop keeps: a price of 1 EGP or more, and a discount price above 0 and below the price. A change
 * that would break one is refused with the reason, not bent into shape.
 */
export function repriceVariant(
  variant: { price: number; discount_price: number | null },
  change: PriceChange,
): { price: number; discount_price: number | null } | { problem: string } {
  const price = changed(variant.price, change);
  if (price < 1)
    return { problem: `the price ${variant.price} would fall to ${price} (it must stay 1 or more)` };
  if (variant.discount_price === null) return { price, discount_price: null };
  const discount = changed(variant.discount_price, change);
  if (discount < 1)
    return {
      problem: `the discount price ${variant.discount_price} would fall to ${discount} (it must stay 1 or more)`,
    };
  if (discount >= price)
    return {
      problem: `the discount price would become ${discount}, not below the price ${price}`,
    };
  return { price, discount_price: discount };
}
