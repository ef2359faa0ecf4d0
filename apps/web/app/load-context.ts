/**
 * What the API process hands to every loader and action (apps/api/src/web/storefront.ts): the CSP nonce of this
 * page response and an in-process fetch into the API, so a server render costs no network hop.
 */
export interface ShopLoadContext {
  cspNonce: string;
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>;
}

declare module 'react-router' {
  // Declaration merging is the documented way to type the load context; an interface is required for it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
