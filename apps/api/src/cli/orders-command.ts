import { parseArgs } from 'node:util';
import { formatEGP } from '@shop/contract/money';
import { ORDER_STATUSES, orderNumber, orderStatusLabel, type OrderStatus } from '@shop/contract/orders';
import { AppError } from '#app/errors/app-error';
import { readRefunds, refundOrder } from '#app/modules/orders/order-refunds.service';
import { changeStatus, expireUnpaidOrders, TRANSITIONS } from '#app/modules/orders/order-status.service';
import { findOrderRow, listOrderRows, loadItems, loadOrder } from '#app/modules/orders/order.repository';
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

/**
 * npm run shop -- orders list [--status S] [--limit N] | show ID
 *   | set-status ID STATUS [--note TEXT] [--courier NAME --tracking NUMBER]
 *   | refund ID [--line SKU:QTY ...] [--amount EGP] [--reason TEXT]
 */
export async function ordersCommand(runtime: Runtime, args: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    options: {
      status: { type: 'string' },
      limit: { type: 'string' },
      note: { type: 'string' },
      courier: { type: 'string' },
      tracking: { type: 'string' },
      line: { type: 'string', multiple: true },
      amount: { type: 'string' },
      reason: { type: 'string' },
    },
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
      ...(order.courier_name && order.tracking_number
        ? [`Shipped with ${line(order.courier_name)}, tracking number ${line(order.tracking_number)}`]
        : []),
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
    const courier = values.courier?.trim();
    const tracking = values.tracking?.trim();
    if ((courier || tracking) && !(courier && tracking && to === 'shipped')) {
      throw new OrdersUsageError('--courier and --tracking go together, with the status shipped.');
    }
    const { changed, row } = await changeStatus(runtime.deps, id, to, {
      note: values.note ?? 'Changed by the shop',
      by: { staffId: null },
      ...(courier && tracking ? { shipment: { courier_name: courier, tracking_number: tracking } } : {}),
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

  if (action === 'refund' && rest.length === 1) return refundCommand(runtime, orderId(rest[0]), values);

  throw new OrdersUsageError(
    'Use: orders list [--status S] [--limit N] | orders show ID | orders set-status ID STATUS [--note TEXT] [--courier NAME --tracking NUMBER] | orders refund ID [--line SKU:QTY ...] [--amount EGP] [--reason TEXT]',
  );
}

/**
 * orders refund ID [--line SKU:QTY ...] [--amount EGP] [--reason TEXT]: the back office's refund, made by the operator
 * (audited without a member). Lines are named by the SKU the order shows; without --line the rest of the order is
 * refunded. The amount is the shop's rule, as in the back office; --amount only confirms it. A card order's money goes
 * back to the card when its gateway can be reached, otherwise in cash.
 */
async function refundCommand(
  runtime: Runtime,
  id: number,
  values: { line?: string[] | undefined; amount?: string | undefined; reason?: string | undefined },
): Promise<string> {
  const { deps } = runtime;
  const number = orderNumber(id);
  const row = await findOrderRow(deps.db, id);
  if (!row) throw new AppError('not_found', `There is no order ${number}.`);
  const items = await loadItems(deps.db, id);

  const lines: Array<{ item_id: number; quantity: number }> = [];
  for (const text of values.line ?? []) {
    const match = /^(.+):(\d{1,6})$/.exec(text.trim());
    if (!match || Number(match[2]) < 1)
      throw new OrdersUsageError(
        `--line is SKU:QTY with a quantity of 1 or more, such as APL-IP17-256-BLK:1 (got "${line(text)}").`,
      );
    const sku = match[1]!.trim();
    const item = items.find((i) => i.sku.toLowerCase() === sku.toLowerCase());
    if (!item)
      throw new OrdersUsageError(
        `${number} has no line with SKU ${line(sku)}. Its lines: ${items.map((i) => line(i.sku)).join(', ')}.`,
      );
    if (lines.some((l) => l.item_id === item.id))
      throw new OrdersUsageError(`${line(sku)} is given twice; give its quantity once.`);
    lines.push({ item_id: item.id, quantity: Number(match[2]) });
  }

  let expected: number | undefined;
  if (values.amount !== undefined) {
    const text = values.amount
      .replace(/,/g, '')
      .replace(/\s*EGP$/i, '')
      .trim();
    if (!/^\d{1,9}$/.test(text) || Number(text) < 1)
      throw new OrdersUsageError(
        `--amount is a whole number of EGP, such as 4000 (got "${line(values.amount)}").`,
      );
    expected = Number(text);
  }
  const reason = values.reason?.trim() ?? '';
  if (reason.length > 500) throw new OrdersUsageError('--reason is at most 500 characters.');

  const before = await readRefunds(deps, id);
  if (!before.can_refund)
    throw new AppError('conflict', before.blocked_reason ?? `${number} cannot be refunded.`);
  const method = before.methods.includes('card') ? 'card' : 'cash';
  const after = await refundOrder(
    deps,
    id,
    null,
    lines.length > 0
      ? { scope: 'lines', lines, method, note: reason }
      : { scope: 'whole', lines: [], method, note: reason },
    expected,
  );
  const made = after.refunds.at(-1)!;
  const how =
    made.method === 'card'
      ? `to the card${made.gateway_reference ? ` (${made.provider} reference ${line(made.gateway_reference)})` : ''}`
      : 'in cash';
  const what = made.whole_order
    ? 'the whole order'
    : made.lines.map((l) => `${l.quantity} x ${line(l.name)}`).join(', ');
  return [
    `${number}: refunded ${formatEGP(made.amount)} ${how} for ${what}.`,
    `Refunded ${formatEGP(after.refunded)} of ${formatEGP(after.paid)}. The customer was told by e-mail and SMS.`,
  ].join('\n');
}
