import { formatEGP } from '@shop/contract/money';
import type { OrderTotals as Totals } from '@shop/contract/orders';
import { useLanguage } from '#web/i18n/i18n.tsx';
import { useOrdersT } from './orders-text.ts';

/**
 * The rows of an order's money, as the server computed them: only the ones that apply are shown. Before checkout
 * has an address (`deliveryPending`) the delivery fee is not known yet, so it is not called free.
 */
export function OrderTotals({
  totals,
  promoCode,
  deliveryPending = false,
}: {
  totals: Totals;
  promoCode?: string | null;
  deliveryPending?: boolean;
}) {
  const t = useOrdersT();
  const language = useLanguage();
  const price = (amount: number) => formatEGP(amount, language);
  const rows: [string, string, string?][] = [[t('orders.totals.subtotal'), price(totals.subtotal)]];
  if (totals.discount > 0) rows.push([t('orders.totals.discount'), `−${price(totals.discount)}`, 'saving']);
  if (totals.method_discount > 0)
    rows.push([t('orders.totals.methodOffer'), `−${price(totals.method_discount)}`, 'saving']);
  if (totals.promo_discount > 0)
    rows.push([
      promoCode ? t('orders.totals.promoNamed', { code: promoCode }) : t('orders.totals.promo'),
      `−${price(totals.promo_discount)}`,
      'saving',
    ]);
  if (totals.installment_fee > 0) rows.push([t('orders.totals.interest'), price(totals.installment_fee)]);
  rows.push([
    t('orders.totals.delivery'),
    deliveryPending
      ? t('orders.totals.deliveryPending')
      : totals.delivery_fee === 0
        ? t('orders.totals.free')
        : price(totals.delivery_fee),
  ]);
  return (
    <dl className="order-totals">
      {rows.map(([label, value, tone]) => (
        <div key={label} className={`order-totals__row${tone ? ` order-totals__row--${tone}` : ''}`}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
      <div className="order-totals__row order-totals__row--total">
        <dt>{deliveryPending ? t('orders.totals.totalBeforeDelivery') : t('orders.totals.total')}</dt>
        <dd>
          <bdi>{price(totals.total)}</bdi>
        </dd>
      </div>
    </dl>
  );
}
