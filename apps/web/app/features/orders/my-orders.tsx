import { useState } from 'react';
import { formatEGP } from '@shop/contract/money';
import { orderPage } from '@shop/contract/orders';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { ORDER_PAGES_PARAM, type OrdersShown } from './order-pages.ts';
import { formatWhen, OrderDetails, StatusTag } from './order-details.tsx';

/** The API's next-page url (page-url?page=n form), as a path on our own origin. */
function pathOf(next: string): string {
  const url = new URL(next, window.location.origin);
  return url.pathname + url.search;
}

/**
 * The profile's orders, newest first, each opening to its details and history. The server renders the first pages;
 * "Show more" is a link to the same profile with one page more, which the script turns into reading just that page.
 */
export function MyOrders({ initial }: { initial: OrdersShown }) {
  const [shown, setShown] = useState(initial);
  const [busy, setBusy] = useState(false);

  if (!shown.ok) return <p role="alert">{shown.message}</p>;
  if (shown.orders.length === 0) return <p className="my-orders__empty">You have not placed an order yet.</p>;

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

  return (
    <>
      <ul className="my-orders" aria-label="My orders">
        {shown.orders.map((order) => (
          <li key={order.id} className="my-order">
            <details>
              <summary className="my-order__summary">
                <span className="my-order__number">{order.number}</span>
                <time className="my-order__date" dateTime={order.created_at}>
                  {formatWhen(order.created_at)}
                </time>
                <StatusTag order={order} />
                <span className="my-order__total">{formatEGP(order.totals.total)}</span>
              </summary>
              <OrderDetails order={order} />
            </details>
          </li>
        ))}
      </ul>
      {shown.next ? (
        <a
          className="button button--secondary"
          href={`?${ORDER_PAGES_PARAM}=${shown.pages + 1}#orders`}
          aria-disabled={busy || undefined}
          onClick={(event) => {
            event.preventDefault();
            if (!busy) void more();
          }}
        >
          Show more orders ({shown.count - shown.orders.length} more)
        </a>
      ) : null}
    </>
  );
}
