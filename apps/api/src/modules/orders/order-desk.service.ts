import type { z } from 'zod';
import type {
  AdminOrder,
  AdminOrderPage,
  adminOrderQuery,
  OrderStatusChangeRequest,
} from '@shop/contract/admin-orders';
import type { shipRequest } from '@shop/contract/admin-refunds';
import { orderNumber, orderStatusLabel, type OrderStatus } from '@shop/contract/orders';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { addDays, dayStart } from '#app/lib/shop-time';
import { recordAudit } from '#app/modules/audit/audit.service';
import { PAYMENT_METHODS } from '#app/modules/payments/payment-methods';
import * as desk from './order-desk.repository.ts';
import { changeStatus, expireUnpaidOrders, TRANSITIONS } from './order-status.service.ts';
import * as repo from './order.repository.ts';

type Db = CatalogDeps['db'];
type Query = z.output<typeof adminOrderQuery>;

const methodName = (code: string) => PAYMENT_METHODS.find((m) => m.code === code)?.name_en ?? code;

/** The list's filters as the repository reads them: Cairo days as UTC moments, the customer as e-mail or phone. */
export function orderFilter(query: Query): desk.OrderFilter {
  const filter: desk.OrderFilter = {};
  if (query.status) filter.status = query.status;
  if (query.payment_method) filter.paymentMethod = query.payment_method;
  if (query.from) filter.fromAt = dayStart(query.from).toISOString();
  if (query.to) filter.untilAt = dayStart(addDays(query.to, 1)).toISOString();
  if (query.governorate_id !== undefined) filter.governorateId = query.governorate_id;
  if (query.promo_code) filter.promoCode = query.promo_code.toUpperCase();
  if (query.customer) {
    if (query.customer.includes('@')) filter.email = query.customer.toLowerCase();
    else filter.phone = query.customer.replace(/[\s-]/g, '');
  }
  if (query.number) filter.id = Number(/\d+$/.exec(query.number)![0]);
  if (query.before !== undefined) filter.beforeId = query.before;
  return filter;
}

/** A page of orders, newest first, and where the next (older) page starts. */
export async function listOrders(deps: CatalogDeps, query: Query): Promise<AdminOrderPage> {
  // Unpaid orders past their time show as cancelled, as they would to the customer.
  await expireUnpaidOrders(deps);
  return pageOfOrders(deps.db, query);
}

async function pageOfOrders(db: Db, query: Query): Promise<AdminOrderPage> {
  const rows = await desk.findOrders(db, orderFilter(query), query.per_page + 1);
  const shown = rows.slice(0, query.per_page);
  return {
    orders: shown.map((r) => ({
      id: r.id,
      number: orderNumber(r.id),
      created_at: r.created_at,
      status: r.status,
      status_label: orderStatusLabel[r.status],
      payment_method: r.payment_method,
      payment_method_name: methodName(r.payment_method),
      total: r.total,
      promo_code: r.promo_code,
      governorate_en: r.governorate_en ?? '',
      customer: { id: r.user_id, name: r.user_name, email: r.user_email, phone: r.user_phone },
    })),
    next_before: rows.length > query.per_page ? shown[shown.length - 1]!.id : null,
  };
}

/** Every order matching the filter, newest first, a page at a time (for the CSV export). */
export async function* everyOrder(deps: CatalogDeps, query: Query) {
  await expireUnpaidOrders(deps);
  let before = query.before;
  for (;;) {
    const page = await pageOfOrders(deps.db, { ...query, per_page: 200, before });
    yield* page.orders;
    if (page.next_before === null) return;
    before = page.next_before;
    // SQLite answers synchronously and the CSV is written as it comes: without a turn of the event loop between
    // pages, a month's export (8,300 orders) held every other request for most of a second.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** One order with everything staff act on. */
export async function readOrder(db: Db, id: number): Promise<AdminOrder> {
  const row = await repo.findOrderRow(db, id);
  if (!row) throw new AppError('not_found', `There is no order ${orderNumber(id)}.`);
  const [order, history, notes, customer] = await Promise.all([
    repo.loadOrder(db, row),
    desk.historyWithStaff(db, id),
    desk.notesOf(db, id),
    desk.customerOf(db, row.user_id),
  ]);
  return {
    ...order,
    customer: customer ?? { id: row.user_id, name: '', email: '', phone: null },
    payment: { provider: row.pay_provider, reference: row.pay_reference },
    card_offer: row.card_offer,
    history: history.map((h) => ({
      status: h.status,
      status_label: orderStatusLabel[h.status],
      note: h.note,
      created_at: h.created_at,
      staff: h.staff_id === null ? null : { id: h.staff_id, name: h.staff_name ?? '' },
      notified: h.notified === 1,
    })),
    staff_notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      created_at: n.created_at,
      staff: n.staff_id === null ? null : { id: n.staff_id, name: n.staff_name ?? '' },
    })),
    next_statuses: [...TRANSITIONS[row.status]],
  };
}

/** Moves an order on by hand; a step the order's status does not allow is refused with where it may go. */
export async function moveOrder(
  deps: CatalogDeps,
  id: number,
  staffId: number,
  change: Required<OrderStatusChangeRequest>,
): Promise<AdminOrder> {
  // Shipping needs the courier and tracking number, and refunded is where a refund of everything leads (with its
  // money recorded); neither is a bare status change, which every role may make.
  if (change.status === 'shipped') {
    throw new AppError('bad_request', 'Ship the order with its courier and tracking number (Ship).');
  }
  if (change.status === 'refunded') {
    throw new AppError(
      'bad_request',
      'Refund the order with a refund, which records the money given back (Refund).',
    );
  }
  return changeByHand(deps, id, change.status, {
    note: change.note || 'Changed in the back office',
    by: { staffId },
    notify: change.notify,
  });
}

async function changeByHand(
  deps: CatalogDeps,
  id: number,
  to: OrderStatus,
  options: Parameters<typeof changeStatus>[3],
): Promise<AdminOrder> {
  await expireUnpaidOrders(deps);
  const { changed, row } = await changeStatus(deps, id, to, options);
  if (!changed) {
    const next = TRANSITIONS[row.status].map((s) => orderStatusLabel[s]);
    throw new AppError(
      'conflict',
      `${orderNumber(id)} is ${orderStatusLabel[row.status]}; it can go to ${next.length ? next.join(', ') : 'no other status'}, not ${orderStatusLabel[to]}.`,
    );
  }
  return readOrder(deps.db, id);
}

/** Ships an order with its courier and tracking number, which the customer's message names. */
export async function shipOrder(
  deps: CatalogDeps,
  id: number,
  staffId: number,
  ship: z.output<typeof shipRequest>,
): Promise<AdminOrder> {
  return changeByHand(deps, id, 'shipped', {
    note: ship.note || `Handed to ${ship.courier_name}`,
    by: { staffId },
    notify: ship.notify,
    shipment: { courier_name: ship.courier_name, tracking_number: ship.tracking_number },
  });
}

/** An internal note on the order, never shown to the customer. */
export async function addNote(db: Db, id: number, staffId: number, body: string): Promise<AdminOrder> {
  const row = await repo.findOrderRow(db, id);
  if (!row) throw new AppError('not_found', `There is no order ${orderNumber(id)}.`);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const noteId = await desk.insertNote(trx, { orderId: id, staffId, body, at });
    await recordAudit(
      trx,
      {
        staffId,
        action: 'order.note',
        entity: { type: 'order', id },
        before: null,
        after: { note_id: noteId, body },
      },
      at,
    );
  });
  return readOrder(db, id);
}
