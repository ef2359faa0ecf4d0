import { authResult, type AuthResult } from '@shop/contract/account';
import { cart as cartSchema } from '@shop/contract/cart';
import { showToast } from '#web/components/ui/toast.tsx';
import { refreshCart } from '#web/features/cart/cart-store.ts';
import { AFTER_LOGIN_KEY } from '#web/features/cart/checkout-guard.ts';
import { readGuestCart, writeGuestCart } from '#web/features/cart/guest-cart.ts';
import { anyData, browserFetch, requestApi } from '#web/lib/api-client.ts';
import { clearUser, storedGuestToken, storeSignIn } from '#web/lib/stored-session.ts';

/**
 * After any sign-in (password, registration, reset): keep the new token, merge the guest cart into the customer's
 * server cart (ADR 0007: amounts add up, capped with a notice each), clear the local guest cart, and say where to go
 * next: back to checkout when the shopper was sent to sign in from there, else home.
 */
export async function completeSignIn(result: AuthResult, next: string | null = null): Promise<string> {
  const items = readGuestCart();
  const guestToken = storedGuestToken();
  storeSignIn(result);
  if (items.length > 0 || guestToken) {
    const merged = await requestApi(browserFetch, '/api/customer/carts/merge', cartSchema, {
      method: 'POST',
      body: JSON.stringify({ items, ...(guestToken ? { guest_token: guestToken } : {}) }),
    });
    if (merged.ok) {
      writeGuestCart([]);
      // On an Arabic page the API words the cart's notices in Arabic too (browserFetch asks for it).
      for (const notice of merged.body.data.messages) showToast(notice.message_ar ?? notice.message_en);
    }
  }
  await refreshCart();
  return takeAfterLogin() ?? next ?? '/';
}

function takeAfterLogin(): string | null {
  try {
    const target = window.sessionStorage.getItem(AFTER_LOGIN_KEY);
    window.sessionStorage.removeItem(AFTER_LOGIN_KEY);
    return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
  } catch {
    return null;
  }
}

/** Logout replaces the token with the guest token and clears the user; the API clears the session cookie. */
export async function signOut(): Promise<void> {
  await requestApi(browserFetch, '/api/customer/auth/logout', anyData, { method: 'POST', body: '{}' });
  clearUser();
  await refreshCart();
}

/** Posts an auth form and parses data.token with the contract; the failure carries the API's message. */
export function postAuth(path: string, body: unknown) {
  return requestApi(browserFetch, path, authResult, { method: 'POST', body: JSON.stringify(body) });
}
