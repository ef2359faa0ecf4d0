import { useState } from 'react';
import { Link } from 'react-router';
import { formatEGP } from '@shop/contract/money';
import { orderPage } from '@shop/contract/orders';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { useLanguage, useLocalPath, useT } from '#web/i18n/i18n.tsx';
import { MY_ORDERS_PATH, ORDER_PAGES_PARAM, orderPath, type OrdersShown } from './order-pages.ts';
import { OrderDetails, StatusTag } from './order-details.tsx';
import { formatDateTime } from '#web/i18n/dates.ts';
import { InvoiceLink } from './invoice-link.tsx';

/** The API's next-page url (page-url?page=n form), as a path on our own origin. */
function pathOf(next: string): string {
  const url = new URL(next, window.location.origin);
  return url.pathname + url.search;
}

/**
 * The customer's orders, newest first, each opening to its details and history and leading to its own page (where it
 * is cancelled or returned). On My orders the server renders the first pages; "Show more" is a link to the same list
 * with one page more, which the script turns into reading just that page. The profile shows only the latest few
 * (`latest`) and leads to My orders for the rest.
 */
export function MyOrders({
  initial,
  latest,
  headingLevel = 2,
}: {
  initial: OrdersShown;
  latest?: number;
  /** The level of each order's headings: 3 under the profile's own heading of orders. */
  headingLevel?: 2 | 3;
}) {
  const [shown, setShown] = useState(initial);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();

  if (!shown.ok) return <p role="alert">{shown.message}</p>;
  if (shown.orders.length === 0) return <p className="my-orders__empty">{t('orders.empty')}</p>;

  const more = async () => {
    if (!shown.next) return;
    setBusy(true);
    const result = await requestApi(browserFetch, pathOf(shown.next), orderPage);
    setBusy(false);
    if (!result.ok) {
      setShown({ ok: false, message: result.message });
      return;
    }
    const page = result.body.data;
    setShown({
      ok: true,
      orders: [...shown.orders, ...page.results],
      count: page.count,
      pages: shown.pages + 1,
      next: page.next,
    });
  };

  const listed = latest === undefined ? shown.orders : shown.orders.slice(0, latest);
  return (
    <>
      <ul className="my-orders" aria-label={t('orders.title')}>
        {listed.map((order) => (
          <li key={order.id} className="my-order">
            <details>
              <summary className="my-order__summary">
                <span className="my-order__number">
                  <bdi>{order.number}</bdi>
                </span>
                <time className="my-order__date" dateTime={order.created_at}>
                  {formatDateTime(order.created_at, language)}
                </time>
                <StatusTag order={order} />
                <span className="my-order__total">{formatEGP(order.totals.total, language)}</span>
              </summary>
              {/* The text stays short (the number is just above); screen readers hear the number too. */}
              <Link
                className="my-order__open"
                to={local(orderPath(order.number))}
                aria-label={t('orders.openOf', { number: order.number })}
              >
                {t('orders.open')}
              </Link>
              <OrderDetails order={order} headingLevel={headingLevel} />
            </details>
            <InvoiceLink order={order} />
          </li>
        ))}
      </ul>
      {latest !== undefined ? (
        <Link className="button button--secondary" to={local(MY_ORDERS_PATH)}>
          {t('orders.all', { count: shown.count })}
        </Link>
      ) : shown.next ? (
        <a
          className="button button--secondary"
          href={`?${ORDER_PAGES_PARAM}=${shown.pages + 1}`}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (!busy) void more();
          }}
        >
          {t('orders.more', { count: shown.count - shown.orders.length })}
        </a>
      ) : null}
    </>
  );
}
