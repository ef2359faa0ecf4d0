import type { Order } from '@shop/contract/orders';
import { useT } from '#web/i18n/i18n.tsx';

/** The order's invoice as PDF, opened by the session cookie (routes/order-invoice.tsx), so a plain link will do. */
export function InvoiceLink({ order }: { order: Pick<Order, 'id' | 'number'> }) {
  const t = useT();
  return (
    <a className="my-order__invoice" href={`/orders/${order.id}/invoice.pdf`}>
      {t('orders.invoice')}
      <span className="visually-hidden">{t('orders.invoiceOf', { number: order.number })}</span>
    </a>
  );
}
