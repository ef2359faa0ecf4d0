import { useCallback, useEffect, useState } from 'react';
import { formatEGP } from '@shop/contract/money';
import { orderPage, type Order } from '@shop/contract/orders';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { formatWhen, OrderDetails, StatusTag } from './order-details.tsx';

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; orders: Order[]; count: number; next: string | null; more: boolean };

/** The API's next-page url (page-url?page=n form), as a path on our own origin. */
function pathOf(next: string): string {
  const url = new URL(next, window.location.origin);
  return url.pathname + url.search;
}

/** The profile's orders, newest first, ten at a time (GET /orders?page=n), each opening to its details and history. */
export function MyOrders() {
  const [view, setView] = useState<View>({ kind: 'loading' });

  const load = useCallback(async (path: string, before: Order[]) => {
    const result = await requestApi(browserFetch, path, orderPage);
    if (!result.ok) {
      setView({ kind: 'failed', message: result.message });
      return;
    }
    const page = result.body.data;
    setView({
      kind: 'ready',
      orders: [...before, ...page.results],
      count: page.count,
      next: page.next,
      more: false,
    });
  }, []);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load('/api/customer/orders?page=1', []);
  }, [load]);

  if (view.kind === 'loading') return <p role="status">Loading your orders…</p>;
  if (view.kind === 'failed') return <p role="alert">{view.message}</p>;
  if (view.orders.length === 0) return <p className="my-orders__empty">You have not placed an order yet.</p>;

  return (
    <>
      <ul className="my-orders" aria-label="My orders">
        {view.orders.map((order) => (
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
      {view.next ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={view.more}
          onClick={() => {
            setView({ ...view, more: true });
            void load(pathOf(view.next!), view.orders);
          }}
        >
          Show more orders ({view.count - view.orders.length} more)
        </button>
      ) : null}
    </>
  );
}
