import { useSyncExternalStore } from 'react';
import type { CartItem } from '@shop/contract/cart';
import { usePageShopper } from '#web/features/session/page-shopper.ts';
import { isSignedIn, subscribeSession } from '#web/lib/stored-session.ts';
import { countItems, guestCartCount, lineAmount, readGuestCart, subscribeGuestCart } from './guest-cart.ts';

/**
 * What the header needs on every page: the number on the cart icon. A guest's count comes from the local cart; a
 * customer's from the mirror of the server cart that cart-store.ts keeps. This module stays free of the API client
 * and the contract's schemas, so pages do not download them just to show a number.
 */
let serverLines: readonly CartItem[] | null = null;
/** The count the server rendered for a customer, shown until the browser has read the server cart itself. */
let renderedCount = 0;
const listeners = new Set<() => void>();

/** The shop layout passes the count of the page it hydrates. */
export function notePageCartCount(count: number): void {
  renderedCount = count;
}

/** cart-store.ts calls this with every server cart it reads (and [] when the shopper is a guest again). */
export function mirrorServerLines(lines: readonly CartItem[]): void {
  serverLines = lines;
  for (const listener of listeners) listener();
}

/** The amount of a variant in the customer's server cart, as last read. */
export function serverLineAmount(id: number): number | undefined {
  return serverLines ? lineAmount(serverLines, id) : undefined;
}

/** The amount of a variant already in the cart, for the item page's quantity. */
export function amountInCart(id: number): number | undefined {
  return isSignedIn() ? serverLineAmount(id) : lineAmount(readGuestCart(), id);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offGuest = subscribeGuestCart(listener);
  const offSession = subscribeSession(listener);
  return () => {
    listeners.delete(listener);
    offGuest();
    offSession();
  };
}

function count(): number {
  if (!isSignedIn()) return guestCartCount();
  return serverLines ? countItems(serverLines) : renderedCount;
}

/**
 * The number on the cart icon: the page's count on the server (the customer's server cart, or the guest cart's cookie
 * copy), the browser's own after hydration.
 */
export function useCartCount(): number {
  const { cartCount } = usePageShopper();
  return useSyncExternalStore(subscribe, count, () => cartCount);
}
