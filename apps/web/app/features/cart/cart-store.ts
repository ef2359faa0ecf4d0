import { cart as cartSchema, type Cart, type CartItem } from '@shop/contract/cart';
import { showToast } from '#web/components/ui/toast.tsx';
import { isSignedIn } from '#web/lib/stored-session.ts';
import { browserFetch, requestApi, type ApiResult } from '#web/lib/api-client.ts';
import { showSnackbar } from '#web/components/ui/snackbar.tsx';
import { mirrorServerLines, serverLineAmount } from './cart-count.ts';
import { addFromCard, readGuestCart, setLineAmount, writeGuestCart } from './guest-cart.ts';

/**
 * One cart for the storefront, whoever the shopper is, guest or signed in: a guest's
 * cart is the local list, checked by POST /orders/validate_cart; a customer's is the server cart (GET and POST /carts),
 * mirrored in cart-count.ts as {id, amount} pairs so the header can count it and the card can add one more.
 */
function remember(result: ApiResult<Cart>): ApiResult<Cart> {
  if (result.ok) {
    mirrorServerLines(result.body.data.lines.map((line) => ({ id: line.id, amount: line.amount })));
    // The server lowered an amount (stock, max per order): say so, never silently.
    for (const notice of result.body.data.messages) showToast(notice.message_ar ?? notice.message_en);
  }
  return result;
}

/** The cart with every line's state and the server's totals. */
export async function loadCart(): Promise<ApiResult<Cart>> {
  if (!isSignedIn()) {
    return requestApi(browserFetch, '/api/customer/orders/validate_cart', cartSchema, {
      method: 'POST',
      body: JSON.stringify({ items: readGuestCart() }),
    });
  }
  return remember(await requestApi(browserFetch, '/api/customer/carts', cartSchema));
}

async function postServerCart(items: CartItem[]): Promise<ApiResult<Cart>> {
  const result = remember(
    await requestApi(browserFetch, '/api/customer/carts', cartSchema, {
      method: 'POST',
      body: JSON.stringify({ items, reset: false }),
    }),
  );
  if (!result.ok && !result.maintenance && result.status !== 401) showSnackbar(result.message);
  return result;
}

/** Sets one line's amount (0 removes it). Customers wait for the server; a guest's change is local and immediate. */
export async function setCartAmount(id: number, amount: number): Promise<boolean> {
  if (!isSignedIn()) {
    writeGuestCart(setLineAmount(readGuestCart(), id, amount));
    return true;
  }
  return (await postServerCart([{ id, amount }])).ok;
}

/** The card's add action: a guest gets 1, or the amount plus 1; a customer's server line is added to or updated. */
export async function addOneToCart(id: number): Promise<boolean> {
  if (!isSignedIn()) {
    writeGuestCart(addFromCard(readGuestCart(), id));
    return true;
  }
  return (await postServerCart([{ id, amount: (serverLineAmount(id) ?? 0) + 1 }])).ok;
}

/** After sign-in, sign-out or a merge: read the customer's cart again (or drop the mirror). */
export async function refreshCart(): Promise<void> {
  if (isSignedIn()) {
    await loadCart();
  } else {
    mirrorServerLines([]);
  }
}
