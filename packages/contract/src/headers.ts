/** Request headers the storefront sends with every API call. */
export const HEADER_PREVIEW = 'preview';
export const HEADER_LANG = 'lang';
export const HEADER_IDEMPOTENCY_KEY = 'idempotency-key';

/**
 * The cookie that carries a signed-in customer's token to the server's page renders (HttpOnly, SameSite=Lax). The API
 * sets it with every sign-in and clears it at sign-out; API calls themselves authenticate with the bearer header only.
 */
export const SESSION_COOKIE = 'shop_session';

/** The session cookie's value when it has a token's shape (a plain random token, nothing to unsign), else null. */
export function sessionTokenShape(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
}

/**
 * Sent by the storefront's server on an in-process API call that a shopper's plain form post makes (a sign-in before
 * the page's JavaScript ran): the call is counted against the shopper's limits as if the browser had made it.
 */
export const HEADER_AS_SHOPPER = 'x-shop-as-shopper';
