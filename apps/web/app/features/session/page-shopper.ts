import { createContext, useContext } from 'react';
import type { UserInfo } from '@shop/contract/account';

/**
 * The shopper as the server rendered the page (from the session cookie and the guest cart's cookie copy): what the
 * header and the account pages show in the first HTML and during hydration, before the browser's stored session is
 * read. The shop layout provides it from its loader.
 */
export interface PageShopper {
  user: UserInfo | null;
  cartCount: number;
}

export const NO_SHOPPER: PageShopper = { user: null, cartCount: 0 };

const PageShopperContext = createContext<PageShopper>(NO_SHOPPER);
export const PageShopperProvider = PageShopperContext.Provider;

export function usePageShopper(): PageShopper {
  return useContext(PageShopperContext);
}
