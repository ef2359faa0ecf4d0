import { useEffect } from 'react';
import { data, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';
import { brand, category } from '@shop/contract/catalog';
import { siteSettings } from '@shop/contract/site';
import { BRAND_MENU_SIZE } from '@shop/contract/urls';
import { SiteFooter } from '#web/features/layout/site-footer.tsx';
import { SiteHeader } from '#web/features/layout/site-header.tsx';
import { toMenuCategory } from '#web/features/layout/menu-category.ts';
import { serverApi } from '#web/lib/api.server.ts';
import {
  hasPreviewQuery,
  previewCookie,
  readCookie,
  SKIP_MAINTENANCE,
  syncPreviewFlag,
} from '#web/lib/preview.ts';
import { RewardsButton } from '#web/features/loyalty/rewards-button.tsx';
import type { Route } from './+types/shop-layout';
import { Snackbar } from '#web/components/ui/snackbar.tsx';
import { showToast, Toasts } from '#web/components/ui/toast.tsx';
import { ensureGuestToken } from '#web/features/session/guest-token.ts';
import { isSignedIn, takePendingToast } from '#web/features/session/session.ts';

/**
 * What the header and footer need on every page, fetched in parallel. It lives here rather than in root because
 * the standalone under-construction page must not ask the maintenance-gated catalog endpoints.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi({ context, request });
  const [settings, categories, brands] = await Promise.all([
    api.load('/api/customer/site/settings', siteSettings),
    api.load('/api/customer/home/categories', z.array(category)),
    api.load('/api/customer/home/brands', z.array(brand)),
  ]);
  const headers = new Headers();
  const url = new URL(request.url);
  if (hasPreviewQuery(url) && readCookie(request.headers.get('cookie'), SKIP_MAINTENANCE) !== '1') {
    headers.append('Set-Cookie', previewCookie());
  }
  return data(
    {
      shopName: settings.shop_name,
      hotline: settings.hotline,
      loyaltyWidgetUrl: settings.loyalty_widget_url,
      categories: categories.map(toMenuCategory),
      menuBrands: brands.slice(0, BRAND_MENU_SIZE),
      preview: api.preview,
      year: new Date().getFullYear(),
    },
    { headers },
  );
}

/** Categories and settings change rarely: fetch them with the page, not again on every click. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return hasPreviewQuery(nextUrl) && !hasPreviewQuery(currentUrl);
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { shopName, hotline, categories, menuBrands, preview, year, loyaltyWidgetUrl } = loaderData;

  useEffect(() => {
    syncPreviewFlag();
    const pending = takePendingToast();
    if (pending) showToast(pending);
    // Requests carry the guest token until a real one arrives; a customer's cart count comes from the server (the
    // cart module, with the API client, is fetched only for customers: a guest's count is local). Neither is on
    // screen yet, so they start in a task of their own rather than lengthening the one that finishes hydration.
    const later = window.setTimeout(() => {
      void ensureGuestToken();
      if (isSignedIn()) void import('#web/features/cart/cart-store.ts').then((cart) => cart.refreshCart());
    });
    return () => window.clearTimeout(later);
  }, []);

  return (
    <div className="shop">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader shopName={shopName} categories={categories} menuBrands={menuBrands} preview={preview} />
      <main id="main" className="shop__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter shopName={shopName} hotline={hotline} year={year} />
      <RewardsButton widgetUrl={loyaltyWidgetUrl} />
      <Toasts />
      <Snackbar />
    </div>
  );
}
