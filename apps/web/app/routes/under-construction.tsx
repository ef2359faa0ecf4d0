import { useEffect, useSyncExternalStore } from 'react';
import { data, redirect, useRevalidator } from 'react-router';
import { messages } from '@shop/contract/errors';
import { siteSettings } from '@shop/contract/site';
import { ToolIcon } from '#web/components/ui/icons.tsx';
import { ShopLogo } from '#web/components/ui/shop-logo.tsx';
import type { LoadFailure } from '#web/lib/api-client.ts';
import { serverApi } from '#web/lib/api.server.ts';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import type { Route } from './+types/under-construction';
import { messagesFor } from '#web/i18n/messages.server.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const result = await serverApi({ context, request }).request('/api/customer/site/settings', siteSettings);
  if (!result.ok) throw data<LoadFailure>({ message: result.message }, { status: 503 });
  const settings = result.body.data;
  // A later answer without maintenance returns the shopper home.
  if (!settings.maintenance) throw redirect('/');
  return {
    shopName: settings.shop_name,
    messageEn: settings.message_en?.trim() || null,
    messageAr: settings.message_ar?.trim() || null,
    // The page stands outside the shop layout, so it carries its one sentence of its own in both languages.
    note: { en: plainMessage('en', 'construction.note'), ar: plainMessage('ar', 'construction.note') },
  };
}

function plainMessage(language: 'en' | 'ar', key: 'construction.note'): string {
  const message = messagesFor(language)[key];
  return typeof message === 'string' ? message : '';
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.messageEn || messages.underConstructionTitle },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The stored language, kept in local storage. */
const LANGUAGE_KEY = 'language';

function storedLanguage(): string {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY) ?? 'en';
  } catch {
    return 'en';
  }
}

function subscribeLanguage(listener: () => void) {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

const RECHECK_MS = 60_000;

export default function UnderConstruction({ loaderData }: Route.ComponentProps) {
  const { shopName, messageEn, messageAr, note } = loaderData;
  const language = useSyncExternalStore(subscribeLanguage, storedLanguage, () => 'en');
  const arabic = language === 'ar' && messageAr !== null;
  const message = (arabic ? messageAr : messageEn) ?? messages.underConstructionPage;
  const revalidator = useRevalidator();

  // Re-asking the loader sends the shopper home as soon as maintenance ends.
  useEffect(() => {
    const timer = window.setInterval(() => void revalidator.revalidate(), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [revalidator]);

  return (
    <main className="standalone">
      <div className="construction">
        <ShopLogo name={shopName} height={32} />
        <span className="construction__icon">
          <ToolIcon size={40} />
        </span>
        <h1 className="construction__message" lang={arabic ? 'ar' : 'en'} dir={arabic ? 'rtl' : 'ltr'}>
          {message}
        </h1>
        <p className="construction__note" lang={arabic ? 'ar' : 'en'} dir={arabic ? 'rtl' : 'ltr'}>
          {arabic ? note.ar : note.en}
        </p>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="standalone">
      <PageProblem error={error} />
    </main>
  );
}
