import { formatEGP } from '@shop/contract/money';
import type { CheckoutSummary } from '@shop/contract/orders';
import { optionSummary } from '#web/features/cart/line-state.ts';
import { OrderTotals } from '#web/features/orders/order-totals.tsx';
import { isolate, useLanguage, useT } from '#web/i18n/i18n.tsx';

/** The order as the server priced it now, with the place-order button. */
export function OrderSummary({
  summary,
  placing,
  onPlace,
}: {
  summary: CheckoutSummary;
  placing: boolean;
  onPlace: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const price = (amount: number) => formatEGP(amount, language);
  const count = summary.lines.reduce((sum, l) => sum + l.amount, 0);
  return (
    <aside className="checkout-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="checkout-summary__title">
        {t('checkout.yourOrder')}{' '}
        <span className="checkout-summary__count">({t('checkout.itemCount', { count })})</span>
      </h2>
      <ul className="order-lines">
        {summary.lines.map((line) => {
          const options = optionSummary(line);
          return (
            <li key={line.id} className="order-line">
              {line.image ? (
                <img
                  className="order-line__image"
                  src={line.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
              ) : (
                <span className="order-line__image" aria-hidden="true" />
              )}
              <span className="order-line__name">
                {line.name}
                {options ? <span className="order-line__options">{options}</span> : null}
                <span className="order-line__options">{t('checkout.qty', { count: line.amount })}</span>
              </span>
              <span className="order-line__amount">
                <bdi>{price(line.line_total)}</bdi>
              </span>
            </li>
          );
        })}
      </ul>
      <OrderTotals
        totals={summary.totals}
        promoCode={summary.promo?.code ?? null}
        deliveryPending={summary.delivery === null}
      />
      {/* Placing the order is the page's script's work: a tap before it runs is kept and made once it does (ADR
          0024), and a browser that runs no script is told. */}
      <button
        type="button"
        className="button button--primary checkout-summary__place"
        disabled={placing}
        aria-busy={placing}
        onClick={onPlace}
        data-needs-js
      >
        {placing
          ? t('checkout.placing')
          : t('checkout.placeOrder', { total: isolate(price(summary.totals.total), language) })}
      </button>
      <noscript>
        <p className="checkout-summary__no-script">{t('checkout.noScript')}</p>
      </noscript>
      <p className="checkout-summary__note">{t('checkout.confirmNote')}</p>
    </aside>
  );
}
