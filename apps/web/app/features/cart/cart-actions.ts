import { isSignedIn } from '#web/lib/stored-session.ts';
import { addToGuestCart, readGuestCart, setLineAmount, writeGuestCart } from './guest-cart.ts';

/**
 * The product card's and the item page's add actions, as in cart-store.ts, for pages that do not load that module.
 * A guest's cart is local, so it changes at once, within the click, before anything is fetched (the shopper may leave
 * the page straight away); a customer's change goes to the server through cart-store.ts, fetched on first use.
 */
export async function addOneToCart(id: number): Promise<boolean> {
  if (!isSignedIn()) {
    addToGuestCart(id);
    return true;
  }
  const cart = await import('./cart-store.ts');
  return cart.addOneToCart(id);
}

export async function setCartAmount(id: number, amount: number): Promise<boolean> {
  if (!isSignedIn()) {
    writeGuestCart(setLineAmount(readGuestCart(), id, amount));
    return true;
  }
  const cart = await import('./cart-store.ts');
  return cart.setCartAmount(id, amount);
}
