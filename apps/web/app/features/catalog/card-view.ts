import type { CardProduct } from './card-product.ts';
import { messages } from '@shop/contract/errors';
import { formatEGP, parseWholeNumber } from '@shop/contract/money';
import { shortText } from '@shop/contract/text';
import { bidiSafe, offerName } from './offer-name.ts';

export interface CardView {
  /** The price a shopper pays now (final_price). */
  price: string;
  /** The struck-through earlier price, when there is one. */
  struckPrice: string | null;
  /** 'up to {variant_max_price}' when variants cost more than the price shown. */
  upTo: string | null;
  /** The price in 'up to', formatted alone, for the page's language to put words around. */
  upToPrice: string | null;
  badges: string[];
  status: string;
  statusTone: 'available' | 'pending' | 'unavailable';
  /** False greys out the add button. */
  canBuy: boolean;
  /** Announced as available soon: the card says so where the add button would be, and offers no add. */
  availableSoon: boolean;
  /**
   * The payment-method discount tip in the page's language (the offer's Arabic name on Arabic pages, its Latin kept
   * in order), cut for the card, with the full text for its tooltip.
   */
  paymentTip: { short: string; full: string } | null;
  /** One swatch per distinct colour name. */
  colours: Array<{ name: string; color: string }>;
}

export const PREORDER_BADGE = 'Pre-order';
export const AVAILABLE_SOON_BADGE = 'Available soon';

/**
 * Everything a product card decides, as data, so the rules are testable without rendering:
 * - price: final_price; struck: old_price when it is above the price, otherwise price when a discount applies;
 * - badges: arrival status, Pre-order, Available soon (no duplicates when the arrival status says the same);
 * - buyable: in stock, or open for pre-order (the states in which the shop can take the order; any other card is
 *   greyed out). A product announced as available soon cannot be ordered yet, whatever its stock: its card shows
 *   that state instead of an add button.
 */
export function cardView(product: CardProduct, language: 'en' | 'ar' = 'en'): CardView {
  // Prices are parsed as whole base-10 numbers before they are compared or shown.
  const shown = parseWholeNumber(product.final_price) ?? 0;
  const listPrice = parseWholeNumber(product.price);
  const oldPrice = parseWholeNumber(product.old_price);
  const maxPrice = parseWholeNumber(product.variant_max_price);
  let struck: number | null = null;
  if (oldPrice !== null && oldPrice > shown) struck = oldPrice;
  else if (product.discount_price !== null && listPrice !== null && listPrice > shown) struck = listPrice;

  const badges: string[] = [];
  const addBadge = (text: string | null) => {
    const value = text?.trim();
    if (value && !badges.some((b) => b.toLowerCase() === value.toLowerCase())) badges.push(value);
  };
  addBadge(product.arrival_status);
  if (product.preorder) addBadge(PREORDER_BADGE);
  if (product.available_soon) addBadge(AVAILABLE_SOON_BADGE);

  const availableSoon = product.available_soon || product.status === 'Available soon';
  const canBuy = !availableSoon && (product.in_stock || product.preorder);
  let status: string = product.status;
  let statusTone: CardView['statusTone'] = 'available';
  if (availableSoon) {
    status = AVAILABLE_SOON_BADGE;
    statusTone = 'pending';
  } else if (!canBuy || product.status === 'Out of stock') {
    status = messages.outOfStock;
    statusTone = 'unavailable';
  }

  const colours: CardView['colours'] = [];
  for (const { color } of product.productproperty_set) {
    if (!colours.some((c) => c.name === color.name)) colours.push({ name: color.name, color: color.color });
  }

  const tip = offerName(product, language);
  return {
    price: formatEGP(shown, language),
    struckPrice: struck === null ? null : formatEGP(struck, language),
    upTo: maxPrice !== null && maxPrice > shown ? `up to ${formatEGP(maxPrice)}` : null,
    upToPrice: maxPrice !== null && maxPrice > shown ? formatEGP(maxPrice, language) : null,
    badges,
    status,
    statusTone,
    canBuy,
    availableSoon,
    paymentTip: tip ? { short: bidiSafe(shortText(tip), language), full: bidiSafe(tip, language) } : null,
    colours,
  };
}
