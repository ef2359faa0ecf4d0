import type { HeadersFunction } from 'react-router';

/**
 * A page's Cache-Control, from the loader that knows whether the page holds one shopper's data. React Router sends a
 * loader's cookies with the page by itself, but any other header only through the route's `headers` export: the
 * layout and the signed-in pages export this, so `private, no-store` reaches the browser and every cache between.
 * A route that sets none keeps its parent's.
 */
export const passCacheControl: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  const value = actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control');
  if (value) headers.set('Cache-Control', value);
  return headers;
};
