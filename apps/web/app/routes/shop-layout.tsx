import { useEffect } from 'react';
import { data, Outlet, redirect, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';
import { brand, category } from '@shop/contract/catalog';
import { siteSettings } from '@shop/contract/site';
import { BRAND_MENU_SIZE } from '@shop/contract/urls';
import { SiteFooter } from '#web/features/layout/site-footer.tsx';
import { SiteHeader } from '#web/features/layout/site-header.tsx';
import { toMenuCategory } from '#web/features/layout/menu-category.ts';
import {
  CLEAR_NEWSLETTER_NOTICE,
  NEWSLETTER_NOTICE_COOKIE,
  parseNewsletterNotice,
} from '#web/features/layout/newsletter-notice.ts';
import { serverApi } from '#web/lib/api.server.ts';
import { CLEAR_SESSION_COOKIE, loadShopper } from '#web/features/shopper/shopper.server.ts';
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
import { notePageCartCount } from '#web/features/cart/cart-count.ts';
import { mirrorGuestCart } from '#web/features/cart/guest-cart.ts';
import { PageShopperProvider } from '#web/features/session/page-shopper.ts';
import { carriersDisagree, isSignedIn, takePendingToast } from '#web/lib/stored-session.ts';
import { passCacheControl } from '#web/lib/page-headers.ts';
import type { SocialProvidersOn } from '#web/features/sign-in/social-sign-in.ts';
import { I18nProvider, useMatchedMessages, useT } from '#web/i18n/i18n.tsx';
import { decideLanguage } from '#web/i18n/language.server.ts';
import { rememberLanguage } from '#web/i18n/language-switch.tsx';
import { layoutMessages } from '#web/i18n/messages.server.ts';

/** A signed-in shopper's pages carry their data: the loader's Cache-Control goes out with every page. */
export const headers = passCacheControl;

/**
 * What the header and footer need on every page, fetched in parallel. It lives here rather than in root because
 * the standalone under-construction page must not ask the maintenance-gated catalog endpoints.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = decideLanguage(request);
  if (language.kind === 'redirect') {
    const headers = new Headers();
    if (language.setCookie) headers.append('Set-Cookie', language.setCookie);
    throw redirect(language.location, { headers });
  }
  const api = serverApi({ context, request });
  const [settings, categories, brands, shopper] = await Promise.all([
    api.load('/api/customer/site/settings', siteSettings),
    api.load('/api/customer/home/categories', z.array(category)),
    api.load('/api/customer/home/brands', z.array(brand)),
    loadShopper({ context, request }),
  ]);
  const headers = new Headers();
  if (language.setCookie) headers.append('Set-Cookie', language.setCookie);
  if (shopper.expired) headers.append('Set-Cookie', CLEAR_SESSION_COOKIE);
  // A page with a customer's name and cart in it is theirs alone: no shared cache may keep it.
  if (shopper.user) headers.set('Cache-Control', 'private, no-store');
  // The newsletter form's plain post came back here: say how it went, once.
  const newsletter = parseNewsletterNotice(
    readCookie(request.headers.get('cookie'), NEWSLETTER_NOTICE_COOKIE),
  );
  if (newsletter) {
    headers.append('Set-Cookie', CLEAR_NEWSLETTER_NOTICE);
    headers.set('Cache-Control', 'private, no-store');
  }
  const url = new URL(request.url);
  if (hasPreviewQuery(url) && readCookie(request.headers.get('cookie'), SKIP_MAINTENANCE) !== '1') {
    headers.append('Set-Cookie', previewCookie());
  }
  return data(
    {
      shopName: settings.shop_name,
      hotline: settings.hotline,
      loyaltyWidgetUrl: settings.loyalty_widget_url,
      // Only whether each provider is on: the start address reads the rest on the server.
      socialSignIn: {
        facebook: settings.social_sign_in.facebook !== null,
        google: settings.social_sign_in.google !== null,
      } satisfies SocialProvidersOn,
      categories: categories.map(toMenuCategory),
      menuBrands: brands.slice(0, BRAND_MENU_SIZE),
      preview: api.preview,
      year: new Date().getFullYear(),
      shopper: { user: shopper.user, cartCount: shopper.cartCount },
      newsletter,
      language: language.language,
      // Only this language's messages, already parsed (the browser formats them without the ICU parser), and only the
      // layout's: each page's data brings its own (i18n/page-messages.ts).
      messages: layoutMessages(language.language),
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
  const {
    shopName,
    hotline,
    categories,
    menuBrands,
    preview,
    year,
    loyaltyWidgetUrl,
    shopper,
    newsletter,
    language,
  } = loaderData;
  const messages = useMatchedMessages();
  const { revalidate } = useRevalidator();
  const pageUser = shopper.user;
  if (typeof window !== 'undefined') notePageCartCount(shopper.cartCount);

  useEffect(() => rememberLanguage(language), [language]);

  useEffect(() => {
    syncPreviewFlag();
    mirrorGuestCart();
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

  // The session cookie and the stored token normally agree; when one is missing, repair it and load the page again.
  useEffect(() => {
    if (!carriersDisagree(pageUser)) return;
    let current = true;
    void import('#web/features/sign-in/session-sync.ts')
      .then((sync) => sync.syncSessionCarriers(pageUser))
      .then((changed) => {
        if (current && changed) void revalidate();
      });
    return () => {
      current = false;
    };
  }, [pageUser, revalidate]);

  return (
    <I18nProvider language={language} messages={messages}>
      <PageShopperProvider value={shopper}>
        <div className="shop">
          <SkipLink />
          <SiteHeader shopName={shopName} categories={categories} menuBrands={menuBrands} preview={preview} />
          <main id="main" className="shop__main" tabIndex={-1}>
            <Outlet />
          </main>
          <SiteFooter shopName={shopName} hotline={hotline} year={year} newsletter={newsletter} />
          <RewardsButton widgetUrl={loyaltyWidgetUrl} />
          <Toasts />
          <Snackbar />
        </div>
      </PageShopperProvider>
    </I18nProvider>
  );
}

function SkipLink() {
  const t = useT();
  return (
    <a className="skip-link" href="#main">
      {t('layout.skipToContent')}
    </a>
  );
}
