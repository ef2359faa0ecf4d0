import { useCallback, useEffect, useState } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ServiceRequestForm } from '#web/features/service/service-request-form.tsx';
import {
  parseTab,
  rememberTab,
  ServicePanel,
  ServiceTabList,
  storedTab,
  type ServiceTab,
} from '#web/features/service/service-tabs.tsx';
import { SupportPanel } from '#web/features/service/support-panel.tsx';
import { TrackingForm, type TrackingPrefill } from '#web/features/service/tracking-form.tsx';
import { canonicalUrl, pageMeta, pageTitle } from '#web/lib/meta.ts';
import { useT, metaTranslate } from '#web/i18n/i18n.tsx';
import accountCss from '#web/styles/account.css?url';
import serviceCss from '#web/styles/service.css?url';
import type { Route } from './+types/service-centre';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: serviceCss },
];

export function loader({ request }: Route.LoaderArgs) {
  return { canonical: canonicalUrl(request), messages: pageMessages(request, 'service-centre') };
}

/** The tab lives in the query; changing it needs nothing from the server. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  return pageMeta({
    title: pageTitle(t, shopName, t('service.pageTitle')),
    description: t('service.description', { shop: shopName }),
    url: loaderData?.canonical,
    language: layout?.language,
  });
}

/**
 * The service centre (the /Maintenance address): support, hardware service, software service and
 * device tracking as tabs. The tab rides in ?tab= (the footer links to each) and is remembered for the session, so
 * /Maintenance without a tab reopens the last one.
 */
export default function ServiceCentre({ matches }: Route.ComponentProps) {
  const { hotline, shopName } = matches[1].loaderData;
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = parseTab(params.get('tab'));
  const active: ServiceTab = requested ?? 'support';
  const [prefill, setPrefill] = useState<TrackingPrefill | null>(null);

  const select = useCallback(
    (tab: ServiceTab) => setParams({ tab }, { replace: true, preventScrollReset: true }),
    [setParams],
  );

  useEffect(() => {
    if (requested) {
      rememberTab(requested);
      return;
    }
    const last = storedTab();
    if (last && last !== 'support') select(last);
  }, [requested, select]);

  const track = useCallback(
    (code: string, phone: string) => {
      setPrefill({ code, phone, at: Date.now() });
      select('tracking');
    },
    [select],
  );

  return (
    <div className="service-centre">
      <header className="service-centre__head">
        <h1 className="service-centre__title">{t('service.title')}</h1>
        <p className="service-centre__lead">{t('service.lead', { shop: shopName })}</p>
      </header>
      <ServiceTabList active={active} onSelect={select} />
      <ServicePanel tab="support" active={active}>
        <SupportPanel hotline={hotline} onSelect={select} />
      </ServicePanel>
      <ServicePanel tab="hardware" active={active}>
        <ServiceRequestForm kind="hardware" onTrack={track} />
      </ServicePanel>
      <ServicePanel tab="software" active={active}>
        <ServiceRequestForm kind="software" onTrack={track} />
      </ServicePanel>
      <ServicePanel tab="tracking" active={active}>
        <TrackingForm prefill={prefill} />
      </ServicePanel>
    </div>
  );
}
