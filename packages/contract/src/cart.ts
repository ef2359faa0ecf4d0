import { z } from './zod.ts';
import { productVariantsOption } from './catalog.ts';
import { messages } from './errors.ts';

/**
 * The cart (ADR 0007). A line is one product variant: its `id` is the variant id, because price and stock live on
 * variants. Prices and totals are always the server's.
 */

/** The largest amount of one line, and the most lines one cart holds. */
export const MAX_LINE_AMOUNT = 99;
export const MAX_CART_LINES = 50;

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Find something you love in the shop.';

const amount = z
  .number({ error: `must be a whole number from 0 to ${MAX_LINE_AMOUNT}` })
  .int(`must be a whole number from 0 to ${MAX_LINE_AMOUNT}`)
  .min(0, `must be a whole number from 0 to ${MAX_LINE_AMOUNT}`)
  .max(MAX_LINE_AMOUNT, `must be a whole number from 0 to ${MAX_LINE_AMOUNT}`);

/** One {id, amount} pair: the guest cart's local line and the cart update payload's item. 0 removes the line. */
const cartItem = z.object({
  id: z
    .number({ error: 'must be a product variant id' })
    .int('must be a product variant id')
    .positive('must be a product variant id'),
  amount,
});
export type CartItem = z.infer<typeof cartItem>;

/** A list of items naming each variant once (a variant twice in one request is ambiguous, so it is refused). */
export const cartItems = z
  .array(cartItem)
  .max(MAX_CART_LINES, `at most ${MAX_CART_LINES} lines`)
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `variant ${item.id} is listed twice` });
      seen.add(item.id);
    });
  });

/** POST /carts: reset true replaces the cart with the items; otherwise each item is set (upserted), 0 removes it. */
export const cartUpdate = z.object({ items: cartItems, reset: z.boolean().default(false) });

/** POST /carts/guest/add: sets one line of the guest's server cart (the card's add action computes the amount). */
export const guestCartAdd = cartItem;

/**
 * POST /carts/merge, right after sign-in: the local guest lines and, optionally, the guest token whose server cart
 * should be merged too (ADR 0007).
 */
export const cartMerge = z.object({
  items: cartItems.default([]),
  guest_token: z.string().min(1).max(200).optional(),
});

/** POST /orders/validate_cart: the lines to check; without items the caller's own server cart is checked. */
export const validateCartRequest = z.object({ items: cartItems.optional() });

/** Why a line blocks checkout (see checkoutBlockOf). */
const checkoutBlockReason = z.enum([
  'deactivated',
  'out_of_stock',
  'available_soon',
  'exceeded_max_per_order',
]);
const checkoutBlock = z.object({ reason: checkoutBlockReason, message_en: z.string() });
type CheckoutBlock = z.infer<typeof checkoutBlock>;

/** A cart line: the variant's state, plus what a cart page needs to link to the item and show the line's total. */
export const cartLine = z.object({
  /** The product variant id. */
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  image: z.string(),
  picture: z.string(),
  amount: z.number().int(),
  price: z.number().int(),
  discount_price: z.number().int().nullable(),
  /** amount times the unit price actually paid (discount_price when set). */
  line_total: z.number().int(),
  stock: z.number().int(),
  /** Orderable now: stock above zero, or a pre-order product (sold ahead of delivery). */
  in_stock: z.boolean(),
  preorder: z.boolean(),
  available_soon: z.boolean(),
  /** The smaller of the variant's and the product's limit; null when neither sets one. */
  max_per_order: z.number().int().nullable(),
  /** False when the product was deactivated or removed from the catalog. */
  active: z.boolean(),
  /** The options of this variant: one entry per option, each with the one chosen value. */
  product_variants_options: z.array(productVariantsOption),
  checkout_block: checkoutBlock.nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

/** Totals over active lines; count is the number of items (sum of amounts) over every line. */
const cartTotals = z.object({
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  count: z.number().int(),
});

/** Why the server changed an amount it was asked for (never silently). */
const cartNoticeReason = z.enum([
  'stock',
  'max_per_order',
  'max_amount',
  'cart_full',
  'unavailable',
  'available_soon',
]);
const cartNotice = z.object({
  id: z.number().int(),
  reason: cartNoticeReason,
  message_en: z.string(),
  /** The same notice in Arabic, when the request's Accept-Language prefers Arabic. */
  message_ar: z.string().optional(),
});
export type CartNotice = z.infer<typeof cartNotice>;

/** The whole cart, as GET /carts, POST /carts, POST /carts/merge, the guest calls and validate_cart answer it. */
export const cart = z.object({
  lines: z.array(cartLine),
  totals: cartTotals,
  can_checkout: z.boolean(),
  /** The empty-cart text, which the storefront shows as the server words it; null when not empty. */
  message_en: z.string().nullable(),
  /** The empty-cart text in Arabic, when the request's Accept-Language prefers Arabic. */
  message_ar: z.string().optional(),
  /** One notice per line whose amount was lowered by this call. */
  messages: z.array(cartNotice),
});
export type Cart = z.infer<typeof cart>;

export const cartCount = z.object({ count: z.number().int() });

/**
 * The checkout guard, in one place for the API and the storefront: a line blocks checkout when active is false, its
 * product is available soon (announced, not orderable yet, whatever its stock), in_stock is false, or max_per_order is
 * set and the amount exceeds it.
 */
export function checkoutBlockOf(line: {
  active: boolean;
  in_stock: boolean;
  available_soon: boolean;
  max_per_order: number | null;
  amount: number;
}): CheckoutBlock | null {
  if (!line.active) return { reason: 'deactivated', message_en: messages.deactivated };
  if (line.available_soon) return { reason: 'available_soon', message_en: messages.availableSoon };
  if (!line.in_stock) return { reason: 'out_of_stock', message_en: messages.outOfStock };
  if (line.max_per_order !== null && line.amount > line.max_per_order)
    return { reason: 'exceeded_max_per_order', message_en: messages.exceededMaxPerOrder };
  return null;
}

/**
 * Pre-order and available-soon products are sold ahead of stock: stock does not cap them in a cart (the API's amount
 * and the storefront's stepper alike), and an order reserves none for them. (An available-soon product is not
 * orderable at all: the cart refuses it and checkoutBlockOf blocks a line of it that is already there.)
 */
export function soldAheadOfStock(product: { preorder: boolean; available_soon: boolean }): boolean {
  return product.preorder || product.available_soon;
}

/** True when the cart has lines and none of them blocks checkout. */
export function canCheckout(lines: Parameters<typeof checkoutBlockOf>[0][]): boolean {
  return lines.length > 0 && lines.every((line) => checkoutBlockOf(line) === null);
}
