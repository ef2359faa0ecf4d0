import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { frameablePayUrl } from '#web/features/checkout/pay-url.ts';
import { customerOnly } from '#web/features/sign-in/route-guards.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import type { Route } from './+types/online-payment';
import { SLOT, withSlot } from '#web/features/checkout/slot.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';
import { useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, shopName, t('checkout.onlinePayment')) }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page's words come from the server; the payment address is checked in the browser, which knows its origin. */
export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, 'online-payment') };
}

/** Online payment: login required, opened with ?iframe={payment url}. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  customerOnly(request);
  const raw = new URL(request.url).searchParams.get('iframe');
  return { ...(await serverLoader()), src: frameablePayUrl(raw, window.location.origin) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="online-payment" aria-busy="true" />;
}

export default function OnlinePayment({ loaderData }: Route.ComponentProps) {
  const { src } = loaderData;
  const t = useT();
  const local = useLocalPath();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoaded(false);
  }, [src]);

  if (!src) {
    return (
      <div className="online-payment">
        <h1 className="checkout__title">{t('checkout.onlinePayment')}</h1>
        <p role="alert">{t('checkout.foreignLink')}</p>
        <Link className="button button--primary" to={local('/checkout')}>
          {t('checkout.backToCheckout')}
        </Link>
      </div>
    );
  }
  return (
    <div className="online-payment">
      <h1 className="checkout__title">{t('checkout.payTitle')}</h1>
      <p className="online-payment__lead">{t('checkout.payLead')}</p>
      {loaded ? null : (
        <p className="online-payment__loading" role="status">
          {t('checkout.openingPayment')}
        </p>
      )}
      <iframe
        className="online-payment__frame"
        title={t('checkout.cardPayment')}
        src={src}
        onLoad={() => setLoaded(true)}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p className="online-payment__help">
        {withSlot(
          t('checkout.changedMind', { link: SLOT }),
          <Link to={local('/profile#orders')}>{t('checkout.myOrders')}</Link>,
        )}
      </p>
    </div>
  );
}
