import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { usePageAnalytics } from '#web/features/analytics/page-views.ts';
import { LoadingBar } from '#web/features/layout/loading-bar.tsx';
import { EARLY_TAPS_SCRIPT } from '#web/lib/early-taps.ts';
import { directionOf, languageOfPath } from '@shop/contract/languages';
import { useNonce } from '#web/lib/nonce.ts';
import { ArabicFontPreload } from '#web/i18n/arabic-font.tsx';
import stylesHref from './styles/shell.css?url';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The address says the language: Arabic pages (/ar/...) read right to left.
  const language = languageOfPath(useLocation().pathname);
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <meta name="format-detection" content="telephone=no" />
        {/* First in the page: a tap on a button that needs JavaScript before hydration is kept for after it. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }}
        />
        <Meta />
        <ArabicFontPreload language={language} />
        <Links nonce={nonce} />
        {/* The data layer a tag manager reads; page views are pushed to it on every navigation. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: 'window.dataLayer=window.dataLayer||[];' }}
        />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // A plain signal that the page is interactive, for browser tests and for styles that need JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  usePageAnalytics();
  return (
    <>
      <LoadingBar />
      <Outlet />
    </>
  );
}

export function meta() {
  return [{ title: 'Premium reseller' }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="standalone">
      <PageProblem error={error} />
    </main>
  );
}
