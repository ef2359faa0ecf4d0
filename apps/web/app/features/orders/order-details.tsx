import type { Order } from '@shop/contract/orders';
import { streetLine } from '#web/features/account/address-form.tsx';
import { OrderTotals } from './order-totals.tsx';
import { plural } from '#web/lib/plural.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Cairo',
});

/** When something happened, in Cairo time (the shop's and its customers'). */
export function formatWhen(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** A status as a coloured tag: green when it went well, red when it did not, amber while waiting. */
export function StatusTag({ order }: { order: Pick<Order, 'status' | 'status_label'> }) {
  const tone = ['paid', 'delivered', 'shipped', 'processing'].includes(order.status)
    ? 'good'
    : ['cancelled', 'payment_failed', 'refunded'].includes(order.status)
      ? 'bad'
      : 'wait';
  return <span className={`status-tag status-tag--${tone}`}>{order.status_label}</span>;
}

/** One order: its lines, money, where it goes, how it is paid, and every status it went through. */
export function OrderDetails({ order }: { order: Order }) {
  return (
    <div className="order-details">
      <ul className="order-lines" aria-label={`Items of order ${order.number}`}>
        {order.items.map((item) => (
          <li key={item.variant_id} className="order-line">
            {item.image ? (
              <img
                className="order-line__image"
                src={item.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
            ) : (
              <span className="order-line__image" aria-hidden="true" />
            )}
            <span className="order-line__name">
              {item.name}
              {item.options ? <span className="order-line__options">{item.options}</span> : null}
            </span>
            <span className="order-line__amount">× {item.amount}</span>
          </li>
        ))}
      </ul>
      <div className="order-details__grid">
        <div>
          <h4 className="order-details__heading">Delivery</h4>
          <p className="order-details__text">
            {order.address.name} · {order.address.phone}
            <br />
            {streetLine(order.address)}
            <br />
            {order.address.city_en}, {order.address.governorate_en}
          </p>
          <h4 className="order-details__heading">Payment</h4>
          <p className="order-details__text">
            {order.payment_method.name_en}
            {order.plan
              ? `, ${plural(order.plan.months, 'month', 'months')}${order.plan.interest_percent > 0 ? ` at ${order.plan.interest_percent}%` : ''}`
              : ''}
          </p>
          {order.notes ? (
            <>
              <h4 className="order-details__heading">Notes</h4>
              <p className="order-details__text">{order.notes}</p>
            </>
          ) : null}
        </div>
        <OrderTotals totals={order.totals} promoCode={order.promo_code} />
      </div>
      <h4 className="order-details__heading">Status history</h4>
      <ol className="order-history">
        {order.history.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`} className="order-history__entry">
            <span className="order-history__status">{entry.status_label}</span>
            <time className="order-history__time" dateTime={entry.created_at}>
              {formatWhen(entry.created_at)}
            </time>
            {entry.note ? <span className="order-history__note">{entry.note}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
