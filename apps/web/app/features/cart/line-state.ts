import type { CartLine } from '@shop/contract/cart';
import { checkoutBlockOf, soldAheadOfStock } from '@shop/contract/cart';
import { messages } from '@shop/contract/errors';
import type { MessageKey } from '#web/i18n/i18n.tsx';

/** Few enough left to say so beside the line. */
export const FEW_LEFT = 3;

export interface LineState {
  /** The English words; `key` and `values` give them in the page's language. */
  text: string;
  key: MessageKey;
  values?: { count: number };
  tone: 'warning' | 'info' | 'danger';
}

/**
 * The states a cart line shows, on the cart page and in the mini-cart: deactivated, out of stock, only N left,
 * pre-order, available soon, exceeded max per order — in the same words wherever a line is shown.
 */
export function lineStates(line: CartLine): LineState[] {
  if (!line.active) return [{ text: messages.deactivated, key: 'cartLine.deactivated', tone: 'danger' }];
  const states: LineState[] = [];
  if (line.preorder) states.push({ text: 'Pre-order', key: 'cartLine.preorder', tone: 'info' });
  // Announced, not sold yet: the line blocks checkout, so it says so in the checkout guard's words.
  if (line.available_soon)
    states.push({ text: messages.availableSoon, key: 'cartLine.availableSoon', tone: 'danger' });
  if (!line.in_stock && !line.available_soon)
    states.push({ text: messages.outOfStock, key: 'cartLine.outOfStock', tone: 'danger' });
  if (line.in_stock && !line.preorder && line.stock > 0 && line.stock <= FEW_LEFT)
    states.push({
      text: `Only ${line.stock} left`,
      key: 'cartLine.onlyLeft',
      values: { count: line.stock },
      tone: 'warning',
    });
  if (checkoutBlockOf(line)?.reason === 'exceeded_max_per_order')
    states.push({ text: messages.exceededMaxPerOrder, key: 'cartLine.exceededMaxPerOrder', tone: 'danger' });
  return states;
}

/**
 * The most the stepper may reach: stock (unless sold ahead of stock) and max per order, at least the amount held. A
 * line of an available-soon product can only be lowered: the shop takes no more of it.
 */
export function stepperMax(line: CartLine): number {
  if (line.available_soon) return Math.max(1, line.amount);
  const limits = [99];
  if (line.max_per_order !== null) limits.push(line.max_per_order);
  if (!soldAheadOfStock(line)) limits.push(line.stock);
  return Math.max(1, Math.min(...limits));
}

/** The one-line summary of a line's options, e.g. "Deep Blue · 256GB". */
export function optionSummary(line: CartLine): string {
  return line.product_variants_options
    .flatMap((option) => option.values.map((value) => value.name))
    .join(' · ');
}
