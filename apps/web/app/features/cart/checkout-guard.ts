import type { Cart } from '@shop/contract/cart';

/** Where a guest who pressed checkout goes back to after signing in (the login page reads and clears it). */
export const AFTER_LOGIN_KEY = 'after_login';

/**
 * Where the checkout buttons lead: a cart with a blocking line stays on (or goes to)
 * /shopping-cart; a guest signs in first, and the wish to check out is remembered for after.
 */
export function checkoutTarget(cart: Pick<Cart, 'can_checkout'>, signedIn: boolean): string {
  if (!cart.can_checkout) return '/shopping-cart';
  if (signedIn) return '/checkout';
  try {
    window.sessionStorage.setItem(AFTER_LOGIN_KEY, '/checkout');
  } catch {
    // Without session storage the shopper signs in and finds checkout from the cart again.
  }
  return '/login';
}
