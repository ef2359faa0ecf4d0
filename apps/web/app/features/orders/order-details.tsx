import { formatEGP } from '@shop/contract/money';
import type { Order } from '@shop/contract/orders';
import { streetLine } from '#web/features/account/address-form.tsx';
import { formatDateTime } from '#web/i18n/dates.ts';
import { useLanguage, useOptionalT } from '#web/i18n/i18n.tsx';
import { OrderTotals } from './order-totals.tsx';
import { ORDER_STATUS_KEY, SHOP_NOTE_KEY, useOrdersT } from './orders-text.ts';
import { placeLine } from '#web/i18n/place-names.ts';

/** A status as a coloured tag: green when it went well, red when it did not, amber while waiting. */
export function StatusTag({ order }: { order: Pick<Order, 'status' | 'status_label'> }) {
  const t = useOrdersT();
  const tone = ['paid', 'delivered', 'shipped', 'processing'].includes(order.status)
    ? 'good'
    : ['cancelled', 'payment_failed', 'refunded'].includes(order.status)
      ? 'bad'
      : 'wait';
  const key = ORDER_STATUS_KEY[order.status];
  return <span className={`status-tag status-tag--${tone}`}>{key ? t(key) : order.status_label}</span>;
}

/** One order: its lines, money, where it goes, how it is paid, and every status it went through. */
export function OrderDetails({ order, headingLevel = 2 }: { order: Order; headingLevel?: 2 | 3 }) {
  // Its headings sit one level under the page's or the section's own (a page's h1, the profile's h2 of orders).
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useOrdersT();
  // The shop's own messages (absent in the back office, which keeps English) for the address's words.
  const shopT = useOptionalT();
  const language = useLanguage();
  const price = (amount: number) => formatEGP(amount, language);
  const plan = order.plan;
  return (
    <div className="order-details">
      <ul className="order-lines" aria-label={t('orders.itemsOf', { number: order.number })}>
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
              <bdi>{item.name}</bdi>
              {item.options ? (
                <span className="order-line__options">
                  <bdi>{item.options}</bdi>
                </span>
              ) : null}
            </span>
            <span className="order-line__amount">
              × {item.amount}
              <span className="order-line__price">{price(item.line_total)}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="order-details__grid">
        <div>
          <Heading className="order-details__heading">{t('orders.delivery')}</Heading>
          <p className="order-details__text">
            {order.address.name} · <bdi dir="ltr">{order.address.phone}</bdi>
            <br />
            {streetLine(order.address, shopT ?? undefined)}
            <br />
            {placeLine(order.address, language)}
          </p>
          <Heading className="order-details__heading">{t('orders.payment')}</Heading>
          <p className="order-details__text">
            <bdi>{language === 'ar' ? order.payment_method.name_ar : order.payment_method.name_en}</bdi>
            {plan
              ? plan.interest_percent > 0
                ? t('orders.planWithInterest', { months: plan.months, percent: plan.interest_percent })
                : t('orders.plan', { months: plan.months })
              : ''}
          </p>
          {order.courier_name && order.tracking_number ? (
            <>
              <Heading className="order-details__heading">{t('orders.shipping')}</Heading>
              <dl className="order-details__text order-shipping">
                <dt>{t('orders.courier')}</dt>
                <dd>
                  <bdi>{order.courier_name}</bdi>
                </dd>
                <dt>{t('orders.trackingNumber')}</dt>
                <dd>
                  <bdi dir="ltr">{order.tracking_number}</bdi>
                </dd>
              </dl>
            </>
          ) : null}
          {order.notes ? (
            <>
              <Heading className="order-details__heading">{t('orders.notes')}</Heading>
              <p className="order-details__text">{order.notes}</p>
            </>
          ) : null}
        </div>
        <OrderTotals totals={order.totals} promoCode={order.promo_code} />
      </div>
      <Heading className="order-details__heading">{t('orders.history')}</Heading>
      <ol className="order-history">
        {order.history.map((entry, index) => {
          const shopNote = SHOP_NOTE_KEY[entry.note];
          return (
            <li key={`${entry.created_at}-${index}`} className="order-history__entry">
              <span className="order-history__status">
                {ORDER_STATUS_KEY[entry.status] ? t(ORDER_STATUS_KEY[entry.status]) : entry.status_label}
              </span>
              <time className="order-history__time" dateTime={entry.created_at}>
                {formatDateTime(entry.created_at, language)}
              </time>
              {entry.note ? (
                <span className="order-history__note">{shopNote ? t(shopNote) : entry.note}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
