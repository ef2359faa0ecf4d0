import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { frameablePayUrl } from '#web/features/checkout/pay-url.ts';
import { customerOnly } from '#web/features/sign-in/route-guards.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import type { Route } from './+types/online-payment';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];

export function meta({ matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  return [
    ...pageMeta({ title: pageTitle(shopName, 'Online payment') }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** Online payment: login required, opened with ?iframe={payment url}. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  customerOnly(request);
  const raw = new URL(request.url).searchParams.get('iframe');
  return { src: frameablePayUrl(raw, window.location.origin) };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="online-payment" aria-busy="true" />;
}

export default function OnlinePayment({ loaderData }: Route.ComponentProps) {
  const { src } = loaderData;
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoaded(false);
  }, [src]);

  if (!src) {
    return (
      <div className="online-payment">
        <h1 className="checkout__title">Online payment</h1>
        <p role="alert">This payment link is not one the shop opened. Please start again from checkout.</p>
        <Link className="button button--primary" to="/checkout">
          Back to checkout
        </Link>
      </div>
    );
  }
  return (
    <div className="online-payment">
      <h1 className="checkout__title">Pay for your order</h1>
      <p className="online-payment__lead">
        Enter your card details below. The page is served by the payment gateway; the shop never sees your
        card.
      </p>
      {loaded ? null : (
        <p className="online-payment__loading" role="status">
          Opening the secure payment page…
        </p>
      )}
      <iframe
        className="online-payment__frame"
        title="Card payment"
        src={src}
        onLoad={() => setLoaded(true)}
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <p className="online-payment__help">
        Changed your mind? Your order waits for payment for a while;{' '}
        <Link to="/profile#orders">My orders</Link> shows it, and unpaid orders are cancelled automatically.
      </p>
    </div>
  );
}
