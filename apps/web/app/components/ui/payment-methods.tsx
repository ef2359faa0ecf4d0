import paymentMethods from '#web/assets/payment-methods.svg?url&no-inline';
import { useT } from '#web/i18n/i18n.tsx';

/**
 * The accepted payment methods as one image. Simple drawn marks in each network's colours, not copies of their
 * logos, so nothing is fetched from elsewhere and nothing needs a licence. A file (app/assets) rather than inline
 * SVG: it never changes, so it needs no script and nothing to hydrate.
 */
export function PaymentMethods() {
  const t = useT();
  return (
    <img
      className="payment-methods"
      src={paymentMethods}
      alt={t('footer.weAccept')}
      width={352}
      height={40}
      loading="lazy"
      decoding="async"
    />
  );
}
