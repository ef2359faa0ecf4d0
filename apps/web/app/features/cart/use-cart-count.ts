import { useSyncExternalStore } from 'react';
import { guestCartCount, subscribeGuestCart } from './guest-cart.ts';

/**
 * The number shown on the cart icon. The server renders 0 because the cart lives in the shopper's browser; the real
 * count replaces it right after hydration without a mismatch.
 */
export function useCartCount(): number {
  return useSyncExternalStore(subscribeGuestCart, guestCartCount, () => 0);
}
