import { shopperMessage } from '@shop/contract/shopper-messages';
import {
  EMPTY_CART_MESSAGE,
  MAX_LINE_AMOUNT,
  canCheckout,
  checkoutBlockOf,
  soldAheadOfStock,
  type Cart,
  type CartLine,
  type CartNotice,
} from '@shop/contract/cart';
import { variantPrice } from '#app/modules/catalog/variant-price';
import type { VariantForCart } from './cart.repository.ts';

/** The pure cart rules (ADR 0007): how a variant becomes a line, how amounts are capped, how totals add up. */

/** The smaller of the variant's and the product's limit; null when neither has one. */
function maxPerOrderOf(v: VariantForCart): number | null {
  const limits = [v.variant_max_per_order, v.product_max_per_order].filter((n): n is number => n !== null);
  return limits.length > 0 ? Math.min(...limits) : null;
}

/** The product's flags as a cart line carries them. */
function flagsOf(v: VariantForCart): Pick<CartLine, 'preorder' | 'available_soon'> {
  return { preorder: v.preorder === 1, available_soon: v.available_soon === 1 };
}

function optionsOf(v: VariantForCart): CartLine['product_variants_options'] {
  const options: CartLine['product_variants_options'] = [];
  if (v.color_id !== null && v.color_name !== null)
    options.push({
      option: { name: 'Color' },
      values: [{ id: v.color_id, name: v.color_name, color_code: v.color_code }],
    });
  if (v.size_id !== null && v.size_name !== null)
    options.push({
      option: { name: 'size' },
      values: [{ id: v.size_id, name: v.size_name, color_code: null }],
    });
  if (v.mac_model_id !== null && v.mac_name !== null)
    options.push({
      option: { name: 'mac_model' },
      values: [{ id: v.mac_model_id, name: v.mac_name, color_code: null }],
    });
  return options;
}

/** A line as the cart shows it; an id the catalog no longer has becomes an inactive, empty line (never an error). */
export function toCartLine(id: number, amount: number, v: VariantForCart | undefined): CartLine {
  if (!v) {
    const gone = {
      active: false,
      in_stock: false,
      available_soon: false,
      max_per_order: null,
      amount,
    };
    return {
      id,
      product_id: null,
      slug: '',
      sku: '',
      name: 'This product is no longer available',
      image: '',
      picture: '',
      price: 0,
      discount_price: null,
      line_total: 0,
      stock: 0,
      preorder: false,
      product_variants_options: [],
      ...gone,
      checkout_block: checkoutBlockOf(gone),
    };
  }
  const flags = flagsOf(v);
  const state = {
    active: v.active === 1,
    in_stock: v.stock > 0 || flags.preorder,
    available_soon: flags.available_soon,
    max_per_order: maxPerOrderOf(v),
    amount,
  };
  const image = v.image || v.product_image;
  // The catalog's one price rule: the variant's discount, else the product's direct discount (ADR 0025).
  const { price, discount_price } = variantPrice(v, v.direct_discount);
  return {
    id,
    product_id: v.product_id,
    slug: v.slug,
    sku: v.sku,
    name: v.name,
    image,
    picture: image,
    price,
    discount_price,
    line_total: (discount_price ?? price) * amount,
    stock: v.stock,
    preorder: flags.preorder,
    product_variants_options: optionsOf(v),
    ...state,
    checkout_block: checkoutBlockOf(state),
  };
}

/** Totals over the lines that can be sold (active); count is every item in the cart. */
export function toCart(lines: CartLine[], messages: CartNotice[] = []): Cart {
  let subtotal = 0;
  let total = 0;
  let count = 0;
  for (const line of lines) {
    count += line.amount;
    if (!line.active) continue;
    subtotal += line.price * line.amount;
    total += line.line_total;
  }
  return {
    lines,
    totals: { subtotal, discount: subtotal - total, total, count },
    can_checkout: canCheckout(lines),
    message_en: lines.length === 0 ? EMPTY_CART_MESSAGE : null,
    messages,
  };
}

/**
 * The amount the server keeps for a requested amount: at most max_per_order, and at most the stock unless the product
 * is sold ahead of stock. When it lowers the amount it says why, naming the line.
 */
export function capAmount(
  requested: number,
  v: VariantForCart,
): { amount: number; notice: CartNotice | null } {
  let amount = Math.min(requested, MAX_LINE_AMOUNT);
  let notice: CartNotice | null =
    amount < requested
      ? {
          id: v.id,
          reason: 'max_amount',
          message_en: shopperMessage('lineAtMost', { product: v.name }),
        }
      : null;
  const max = maxPerOrderOf(v);
  if (max !== null && amount > max) {
    amount = max;
    notice = {
      id: v.id,
      reason: 'max_per_order',
      message_en: shopperMessage('limitedPerOrder', { product: v.name, max }),
    };
  }
  if (!soldAheadOfStock(flagsOf(v)) && amount > v.stock) {
    amount = v.stock;
    notice = {
      id: v.id,
      reason: 'stock',
      message_en:
        v.stock === 0
          ? shopperMessage('lineOutOfStock', { product: v.name })
          : shopperMessage('lineOnlyLeft', { product: v.name, stock: v.stock }),
    };
  }
  return { amount, notice };
}

export function cartFullNotice(id: number, name: string): CartNotice {
  return {
    id,
    reason: 'cart_full',
    message_en: shopperMessage('cartFull', { product: name }),
  };
}

export function unavailableNotice(id: number, v: VariantForCart | undefined): CartNotice {
  return {
    id,
    reason: 'unavailable',
    message_en: shopperMessage('noLongerSold', { product: v?.name ?? `Product ${id}` }),
  };
}

/** Why products announced as available soon were refused, naming them. */
export function availableSoonMessage(names: string[]): string {
  return names.length === 1
    ? shopperMessage('availableSoonOne', { product: names[0]! })
    : shopperMessage('availableSoonMany', { products: names.join(', ') });
}

export function availableSoonNotice(id: number, name: string): CartNotice {
  return {
    id,
    reason: 'available_soon',
    message_en: shopperMessage('availableSoonLeftOut', { product: name }),
  };
}
