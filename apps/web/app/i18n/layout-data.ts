import { useRouteLoaderData } from 'react-router';

/** The shop layout's loader data, from its English or its Arabic route (the same module under two ids). */
export function useShopLayoutData<T>(): ReturnType<typeof useRouteLoaderData<T>> {
  const english = useRouteLoaderData<T>('routes/shop-layout');
  const arabic = useRouteLoaderData<T>('ar/routes/shop-layout');
  return english ?? arabic;
}
