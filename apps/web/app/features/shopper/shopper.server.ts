import { redirect, type AppLoadContext } from 'react-router';
import type { z } from 'zod';
import { authResult, type UserInfo } from '@shop/contract/account';
import { cart as cartSchema, type Cart } from '@shop/contract/cart';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import { HEADER_LANG, HEADER_PREVIEW, SESSION_COOKIE, sessionTokenShape } from '@shop/contract/headers';
import { countItems, decodeGuestCartCookie, GUEST_CART_COOKIE } from '#web/features/cart/guest-cart.ts';
import { loadApi, requestApi, type ApiFetch } from '#web/lib/api-client.ts';
import { localTarget } from '#web/lib/local-target.ts';
import { isPreviewRequest, readCookie } from '#web/lib/preview.ts';

type Args = { context: AppLoadContext; request: Request };

/** What the server knows of the shopper from the page request's cookies, for pages rendered with their data. */
export interface ServerShopper {
  user: UserInfo | null;
  cartCount: number;
}

/** The customer token the session cookie carries, if any. */
export function sessionToken(request: Request): string | null {
  return sessionTokenShape(readCookie(request.headers.get('cookie'), SESSION_COOKIE));
}

/** A guest's cart as the cookie copy has it. */
export function guestCartOf(request: Request) {
  return decodeGuestCartCookie(readCookie(request.headers.get('cookie'), GUEST_CART_COOKIE));
}

/**
 * The API as the signed-in shopper: the session cookie's token as the bearer, as the browser sends its stored copy.
 * Without a session cookie the calls are anonymous, as a guest's first page is.
 */
export function shopperApi({ context, request }: Args) {
  const token = sessionToken(request);
  const preview = isPreviewRequest(request) ? '1' : '0';
  const arabic = languageOfPath(new URL(request.url).pathname) === 'ar';
  const apiFetch: ApiFetch = (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set(HEADER_PREVIEW, preview);
    headers.set(HEADER_LANG, token ? '1' : '0');
    // An Arabic page asks for Arabic messages beside the English ones, as the browser's calls from it do.
    if (arabic && !headers.has('accept-language')) headers.set('accept-language', 'ar, en;q=0.5');
    if (token) headers.set('authorization', `Bearer ${token}`);
    return context.apiFetch(path, { ...init, headers });
  };
  return {
    signedIn: token !== null,
    load: <S extends z.ZodType>(path: string, schema: S, init?: RequestInit) =>
      loadApi(apiFetch, path, schema, init),
    request: <S extends z.ZodType>(path: string, schema: S, init?: RequestInit) =>
      requestApi(apiFetch, path, schema, init),
  };
}

/** The signed-in customer the session cookie names, or null (no cookie, or one the API refused). */
export async function cookieCustomer(args: Args): Promise<UserInfo | null> {
  const api = shopperApi(args);
  if (!api.signedIn) return null;
  const session = await api.request('/api/customer/auth/session', authResult, { method: 'POST', body: '{}' });
  return session.ok ? session.body.data.user : null;
}

/**
 * The server's half of the sign-in, registration and password pages' rule that they are for guests: a signed-in
 * customer goes where they were headed (`next`), or home.
 */
export async function guestPage(args: Args): Promise<null> {
  if (await cookieCustomer(args)) {
    const url = new URL(args.request.url);
    // Home, or where they were headed, in the page's language.
    throw redirect(
      pathInLanguage(localTarget(url.searchParams.get('next')) ?? '/', languageOfPath(url.pathname)),
    );
  }
  return null;
}

/** Clears a session cookie whose token the API no longer knows (expired, or signed out elsewhere). */
export const CLEAR_SESSION_COOKIE = `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

/**
 * The shopper for the header: the signed-in customer and their server cart's count, or a guest and the count of the
 * cart's cookie copy. `expired` is true when the cookie named a session the API refused, so the page clears it.
 */
export async function loadShopper(args: Args): Promise<ServerShopper & { expired: boolean }> {
  const api = shopperApi(args);
  if (!api.signedIn) return { user: null, cartCount: countItems(guestCartOf(args.request)), expired: false };
  const [session, cart] = await Promise.all([
    api.request('/api/customer/auth/session', authResult, { method: 'POST', body: '{}' }),
    api.request('/api/customer/carts', cartSchema),
  ]);
  if (!session.ok) {
    return {
      user: null,
      cartCount: countItems(guestCartOf(args.request)),
      expired: session.status === 401,
    };
  }
  return {
    user: session.body.data.user,
    cartCount: cart.ok ? cart.body.data.totals.count : 0,
    expired: false,
  };
}

/** The cart page's cart: the customer's server cart, or the guest's cookie copy checked by the server. */
export async function loadShopperCart(args: Args): Promise<Cart | null> {
  const api = shopperApi(args);
  const result = api.signedIn
    ? await api.request('/api/customer/carts', cartSchema)
    : await api.request('/api/customer/orders/validate_cart', cartSchema, {
        method: 'POST',
        body: JSON.stringify({ items: guestCartOf(args.request) }),
      });
  return result.ok ? result.body.data : null;
}
