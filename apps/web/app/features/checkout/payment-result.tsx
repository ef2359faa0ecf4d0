import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatEGP } from '@shop/contract/money';
import { order as orderSchema, type Order } from '@shop/contract/orders';
import { refreshCart } from '#web/features/cart/cart-store.ts';
import { OrderDetails, StatusTag } from '#web/features/orders/order-details.tsx';
import { isSignedIn } from '#web/lib/stored-session.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { isolate, useLanguage, useLocalPath, useT } from '#web/i18n/i18n.tsx';

/** How long the page waits for a gateway's callback before saying the payment is still being confirmed. */
const CONFIRM_POLLS = 10;
const CONFIRM_POLL_MS = 2000;

/** A message already in Arabic has Arabic letters. */
const ARABIC_LETTER = /[\u0600-\u06ff]/;

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
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const say = useFormMessage();
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

  /**
   * Why the order is not shown, in the page's language: the API's refusal in Arabic from the shared catalogue, or,
   * should an answer come without one, the page's own words rather than English on an Arabic page.
   */
  const explain = (message: string) => {
    const said = say(message) ?? message;
    return language === 'ar' && !ARABIC_LETTER.test(said) ? t('checkout.orderNotShown') : said;
  };

  if (view.kind === 'none') {
    const failed = response === 'failed';
    return (
      <div className={`payment-result payment-result--${failed ? 'bad' : 'good'}`}>
        <h1 className="payment-result__title">
          {failed ? t('checkout.paymentFailed') : t('checkout.thankYou')}
        </h1>
        {view.message ? <p role="alert">{explain(view.message)}</p> : null}
        <p className="payment-result__lead">{t('checkout.ordersInAccount')}</p>
        <div className="payment-result__actions">
          <Link className="button button--primary" to={local('/profile#orders')}>
            {t('checkout.myOrders')}
          </Link>
          <Link className="button button--secondary" to={local('/')}>
            {t('checkout.continueShopping')}
          </Link>
        </div>
      </div>
    );
  }

  const { order, waiting } = view;
  const good = ['paid', 'processing', 'shipped', 'delivered'].includes(order.status);
  const pending = order.status === 'pending_payment';
  const number = isolate(order.number, language);
  const title = good
    ? t('checkout.confirmed', { number })
    : pending
      ? t('checkout.confirming', { number })
      : order.status === 'payment_failed'
        ? t('checkout.paymentFailed')
        : t('checkout.orderStatus', { number, status: order.status_label });
  return (
    <div className={`payment-result payment-result--${good ? 'good' : pending ? 'wait' : 'bad'}`}>
      <h1 className="payment-result__title" aria-live="polite">
        {title}
      </h1>
      <p className="payment-result__lead">
        <StatusTag order={order} />{' '}
        {t('checkout.resultTotal', { amount: isolate(formatEGP(order.totals.total, language), language) })}
        {good ? t('checkout.sentConfirmation') : null}
        {pending ? (waiting ? t('checkout.takesSeconds') : t('checkout.bankNotYet')) : null}
        {order.status === 'payment_failed' ? t('checkout.nothingCharged') : null}
      </p>
      <div className="payment-result__actions">
        {order.status === 'payment_failed' ? (
          <>
            <Link className="button button--primary" to={local('/checkout')}>
              {t('checkout.tryAgain')}
            </Link>
            <Link className="button button--secondary" to={local('/shopping-cart')}>
              {t('checkout.viewCart')}
            </Link>
          </>
        ) : (
          <>
            <Link className="button button--primary" to={local('/profile#orders')}>
              {t('checkout.myOrders')}
            </Link>
            <Link className="button button--secondary" to={local('/')}>
              {t('checkout.continueShopping')}
            </Link>
          </>
        )}
      </div>
      <OrderDetails order={order} />
    </div>
  );
}
