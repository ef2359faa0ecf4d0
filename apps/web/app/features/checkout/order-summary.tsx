import { formatEGP } from '@shop/contract/money';
import type { CheckoutSummary } from '@shop/contract/orders';
import { optionSummary } from '#web/features/cart/line-state.ts';
import { OrderTotals } from '#web/features/orders/order-totals.tsx';
import { plural } from '#web/lib/plural.ts';

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
  const count = summary.lines.reduce((sum, l) => sum + l.amount, 0);
  return (
    <aside className="checkout-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="checkout-summary__title">
        Your order <span className="checkout-summary__count">({plural(count, 'item', 'items')})</span>
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
                <span className="order-line__options">Qty {line.amount}</span>
              </span>
              <span className="order-line__amount">{formatEGP(line.line_total)}</span>
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
        {placing ? 'Placing your order…' : `Place order · ${formatEGP(summary.totals.total)}`}
      </button>
      <noscript>
        <p className="checkout-summary__no-script">
          Placing your order needs JavaScript. Turn it on in your browser to place it.
        </p>
      </noscript>
      <p className="checkout-summary__note">
        Prices, offers and delivery are confirmed by the shop when you place the order.
      </p>
    </aside>
  );
}
