import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatEGP } from '@shop/contract/money';
import { order as orderSchema, type Order } from '@shop/contract/orders';
import { refreshCart } from '#web/features/cart/cart-store.ts';
import { OrderDetails, StatusTag } from '#web/features/orders/order-details.tsx';
import { isSignedIn } from '#web/lib/stored-session.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';

/** How long the page waits for a gateway's callback before saying the payment is still being confirmed. */
const CONFIRM_POLLS = 10;
const CONFIRM_POLL_MS = 2000;

type View = { kind: 'order'; order: Order; waiting: boolean } | { kind: 'none'; message: string | null };

/**
 * The checkout's result (a return carrying ?response=): the order as the server had it when the page was rendered,
 * so the result shows without JavaScript too. A gateway may send the customer back before its callback arrives, so
 * once the page runs a pending payment is asked about again for a while.
 */
export function PaymentResult({
  response,
  orderId,
  order: rendered,
  message,
}: {
  response: string;
  orderId: number | null;
  order: Order | null;
  message: string | null;
}) {
  const [view, setView] = useState<View>(
    rendered
      ? { kind: 'order', order: rendered, waiting: rendered.status === 'pending_payment' }
      : { kind: 'none', message },
  );
  const pendingAtFirst = rendered?.status === 'pending_payment';

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The cart changed: emptied by the order, or refilled when the payment failed.
    void refreshCart();
    // Only a payment still pending may change; the browser asks with its own stored session.
    if (orderId === null || !pendingAtFirst || !isSignedIn()) return;
    const poll = async (left: number) => {
      const result = await requestApi(browserFetch, `/api/customer/orders/${orderId}`, orderSchema);
      if (stopped) return;
      if (!result.ok) {
        setView({ kind: 'none', message: result.message });
        return;
      }
      const waiting = result.body.data.status === 'pending_payment';
      setView({ kind: 'order', order: result.body.data, waiting: waiting && left > 0 });
      if (waiting && left > 0) timer = setTimeout(() => void poll(left - 1), CONFIRM_POLL_MS);
      else if (!waiting) void refreshCart();
    };
    timer = setTimeout(() => void poll(CONFIRM_POLLS - 1), CONFIRM_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [orderId, pendingAtFirst]);

  if (view.kind === 'none') {
    const failed = response === 'failed';
    return (
      <div className={`payment-result payment-result--${failed ? 'bad' : 'good'}`}>
        <h1 className="payment-result__title">
          {failed ? 'Your payment did not go through' : 'Thank you for your order'}
        </h1>
        {view.message ? <p role="alert">{view.message}</p> : null}
        <p className="payment-result__lead">Your orders and their status are in your account.</p>
        <div className="payment-result__actions">
          <Link className="button button--primary" to="/profile#orders">
            My orders
          </Link>
          <Link className="button button--secondary" to="/">
            Continue shopping
          </Link>
        </div>
      </div>
    );
  }

  const { order, waiting } = view;
  const good = ['paid', 'processing', 'shipped', 'delivered'].includes(order.status);
  const pending = order.status === 'pending_payment';
  const title = good
    ? `Thank you! Your order ${order.number} is confirmed`
    : pending
      ? `We are confirming the payment of order ${order.number}`
      : order.status === 'payment_failed'
        ? 'Your payment did not go through'
        : `Order ${order.number}: ${order.status_label}`;
  return (
    <div className={`payment-result payment-result--${good ? 'good' : pending ? 'wait' : 'bad'}`}>
      <h1 className="payment-result__title" aria-live="polite">
        {title}
      </h1>
      <p className="payment-result__lead">
        <StatusTag order={order} /> Total {formatEGP(order.totals.total)}
        {good ? ' · We sent the confirmation by e-mail and SMS.' : null}
        {pending
          ? waiting
            ? ' · This takes a few seconds…'
            : ' · The bank has not confirmed it yet. We will tell you by e-mail and SMS as soon as it does.'
          : null}
        {order.status === 'payment_failed'
          ? ' · Nothing was charged, and your items are back in your cart. You can try again or pay cash on delivery.'
          : null}
      </p>
      <div className="payment-result__actions">
        {order.status === 'payment_failed' ? (
          <>
            <Link className="button button--primary" to="/checkout">
              Try again
            </Link>
            <Link className="button button--secondary" to="/shopping-cart">
              View cart
            </Link>
          </>
        ) : (
          <>
            <Link className="button button--primary" to="/profile#orders">
              My orders
            </Link>
            <Link className="button button--secondary" to="/">
              Continue shopping
            </Link>
          </>
        )}
      </div>
      <OrderDetails order={order} />
    </div>
  );
}
