import { formatEGP } from '@shop/contract/money';
import type { OrderTotals as Totals } from '@shop/contract/orders';

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
  const rows: [string, string, string?][] = [['Subtotal', formatEGP(totals.subtotal)]];
  if (totals.discount > 0) rows.push(['Product discounts', `−${formatEGP(totals.discount)}`, 'saving']);
  if (totals.method_discount > 0)
    rows.push(['Payment method offer', `−${formatEGP(totals.method_discount)}`, 'saving']);
  if (totals.promo_discount > 0)
    rows.push([
      promoCode ? `Promo ${promoCode}` : 'Promo code',
      `−${formatEGP(totals.promo_discount)}`,
      'saving',
    ]);
  if (totals.installment_fee > 0) rows.push(['Installment interest', formatEGP(totals.installment_fee)]);
  rows.push([
    'Delivery',
    deliveryPending
      ? 'Chosen with the address'
      : totals.delivery_fee === 0
        ? 'Free'
        : formatEGP(totals.delivery_fee),
  ]);
  return (
    <dl className="order-totals">
      {rows.map(([label, value, tone]) => (
        <div key={label} className={`order-totals__row${tone ? ` order-totals__row--${tone}` : ''}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="order-totals__row order-totals__row--total">
        <dt>{deliveryPending ? 'Total before delivery' : 'Total'}</dt>
        <dd>{formatEGP(totals.total)}</dd>
      </div>
    </dl>
  );
}
