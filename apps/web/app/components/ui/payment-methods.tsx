import paymentMethods from '#web/assets/payment-methods.svg?url&no-inline';

/**
 * The accepted payment methods as one image. Simple drawn marks in each network's colours, not copies of their
 * logos, so nothing is fetched from elsewhere and nothing needs a licence. A file (app/assets) rather than inline
 * SVG: it never changes, so it needs no script and nothing to hydrate.
 */
export const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Meeza', 'valU', 'Cash on delivery'] as const;

export function PaymentMethods() {
  return (
    <img
      className="payment-methods"
      src={paymentMethods}
      alt={`We accept ${PAYMENT_METHODS.join(', ')}`}
      width={352}
      height={40}
      loading="lazy"
      decoding="async"
    />
  );
}
