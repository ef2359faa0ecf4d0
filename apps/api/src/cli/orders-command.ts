import { parseArgs } from 'node:util';
import { formatEGP } from '@shop/contract/money';
import { ORDER_STATUSES, orderNumber, orderStatusLabel, type OrderStatus } from '@shop/contract/orders';
import { AppError } from '#app/errors/app-error';
import { changeStatus, expireUnpaidOrders, TRANSITIONS } from '#app/modules/orders/order-status.service';
import { findOrderRow, listOrderRows, loadOrder } from '#app/modules/orders/order.repository';
import type { Runtime } from '#app/runtime';
import { block, line } from './terminal-text.ts';

export class OrdersUsageError extends Error {}

const isStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

function orderId(text: string | undefined): number {
  const match = /^(?:ISP-)?0*(\d+)$/i.exec(text ?? '');
  if (!match)
    throw new OrdersUsageError(`ID must be an order number such as 12 or ISP-000012 (got "${text ?? ''}").`);
  return Number(match[1]);
}

/** npm run shop -- orders list [--status S] [--limit N] | show ID | set-status ID STATUS [--note TEXT] */
export async function ordersCommand(runtime: Runtime, args: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    options: { status: { type: 'string' }, limit: { type: 'string' }, note: { type: 'string' } },
    allowPositionals: true,
  });
  const [action, ...rest] = positionals;
  const db = runtime.deps.db;
  // Whoever looks at orders sees unpaid ones that ran out of time as cancelled, as the server would.
  await expireUnpaidOrders(runtime.deps);

  if (action === 'list' && rest.length === 0) {
    if (values.status !== undefined && !isStatus(values.status)) {
      throw new OrdersUsageError(`--status is one of: ${ORDER_STATUSES.join(', ')}.`);
    }
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new OrdersUsageError('--limit is 1 to 1000.');
    const rows = await listOrderRows(db, { ...(values.status ? { status: values.status } : {}), limit });
    if (rows.length === 0)
      return values.status ? `No orders are ${orderStatusLabel[values.status]}.` : 'No orders yet.';
    return rows
      .map(
        (r) =>
          `${orderNumber(r.id)}  ${r.created_at.slice(0, 16).replace('T', ' ')}  ${orderStatusLabel[r.status].padEnd(15)}  ${formatEGP(r.total).padStart(12)}  ${r.payment_method.padEnd(5)}  ${line(r.email)}`,
      )
      .join('\n');
  }

  if (action === 'show' && rest.length === 1) {
    const row = await findOrderRow(db, orderId(rest[0]));
    if (!row) throw new AppError('not_found', `There is no order ${rest[0]}.`);
    const order = await loadOrder(db, row);
    const a = order.address;
    return [
      `${order.number}  ${order.status_label}  placed ${order.created_at}`,
      `Payment: ${order.payment_method.name_en}${order.plan ? `, ${order.plan.months} months at ${order.plan.interest_percent}%` : ''}`,
      `Deliver to: ${[a.name, a.phone, `${a.street} ${a.building}`, a.city_en, a.governorate_en].map(line).join(', ')}`,
      ...order.items.map(
        (i) =>
          `  ${i.amount} x ${line(i.name)}${i.options ? ` (${line(i.options)})` : ''} [${line(i.sku)}]  ${formatEGP(i.line_total)}`,
      ),
      `Subtotal ${formatEGP(order.totals.subtotal)}, discounts ${formatEGP(order.totals.discount + order.totals.method_discount + order.totals.promo_discount)}, installment fee ${formatEGP(order.totals.installment_fee)}, delivery ${formatEGP(order.totals.delivery_fee)}`,
      `Total ${formatEGP(order.totals.total)}${order.promo_code ? ` (promo ${line(order.promo_code)})` : ''}`,
      ...(order.notes ? [`Notes: ${block(order.notes, '       ')}`] : []),
      'History:',
      ...order.history.map(
        (h) => `  ${h.created_at}  ${h.status_label}${h.note ? ` — ${line(h.note)}` : ''}`,
      ),
    ].join('\n');
  }

  if (action === 'set-status' && rest.length === 2) {
    const id = orderId(rest[0]);
    const to = rest[1]!;
    if (!isStatus(to)) throw new OrdersUsageError(`STATUS is one of: ${ORDER_STATUSES.join(', ')}.`);
    const { changed, row } = await changeStatus(runtime.deps, id, to, {
      note: values.note ?? 'Changed by the shop',
      by: { staffId: null },
    });
    if (!changed) {
      const next = TRANSITIONS[row.status];
      throw new AppError(
        'conflict',
        `${orderNumber(id)} is ${orderStatusLabel[row.status]}; it can go to ${next.length ? next.join(', ') : 'no other status'}, not ${to}.`,
      );
    }
    return `${orderNumber(id)}: ${orderStatusLabel[to]}. The customer was told by e-mail and SMS.`;
  }

  throw new OrdersUsageError(
    'Use: orders list [--status S] [--limit N] | orders show ID | orders set-status ID STATUS [--note TEXT]',
  );
}
