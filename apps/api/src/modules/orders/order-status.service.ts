import type { Kysely, Selectable } from 'kysely';
import { orderNumber, type OrderStatus } from '@shop/contract/orders';
import type { Database, OrderItemTable } from '#app/db/schema';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { findCustomer } from '#app/modules/accounts/account.service';
import { recordAudit } from '#app/modules/audit/audit.service';
import { mergeGuestCart } from '#app/modules/cart/cart.service';
import { afterStockChange, returnStock } from '#app/modules/catalog/stock.service';
import { earnForDeliveredOrder, reverseForRefundedOrder } from '#app/modules/loyalty/loyalty.service';
import { sendEmailAndSms } from '#app/modules/outbox/outbox.service';
import { messageLanguage, orderNews, tellsCustomer } from '#app/modules/outbox/customer-messages';
import * as repo from './order.repository.ts';
import { returnPromoUse } from './promo.service.ts';

type Db = Kysely<Database>;

/** Where each status may go next. Cancelled, failed and refunded orders are final. */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'payment_failed', 'cancelled'],
  paid: ['processing', 'cancelled', 'refunded'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['refunded'],
  cancelled: [],
  payment_failed: [],
  refunded: [],
};

/** Entering these gives reserved stock and the promo use back, once, unless the parcel already left. */
const RELEASES_STOCK: readonly OrderStatus[] = ['cancelled', 'payment_failed', 'refunded'];
const LEFT_THE_SHOP: readonly OrderStatus[] = ['shipped', 'delivered'];

async function releaseReservation(trx: Db, row: repo.OrderRow): Promise<number[]> {
  if (!(await repo.markStockReleased(trx, row.id))) return [];
  const items = await repo.loadItems(trx, row.id);
  // Units already refunded had their stock returned by their refund.
  for (const item of items) {
    const left = item.amount - item.refunded_quantity;
    if (item.reserved === 1 && left > 0) await returnStock(trx, item.variant_id, left);
  }
  if (row.promo_code_id !== null) await returnPromoUse(trx, row.promo_code_id);
  return items.filter((i) => i.reserved === 1).map((i) => i.product_id);
}

/** The courier and tracking number staff give when they ship an order. */
export interface Shipment {
  courier_name: string;
  tracking_number: string;
}

/** Who moved an order by hand: a staff member, or null for an operator command on the server. */
export interface ManualChange {
  staffId: number | null;
}

/**
 * Moves an order to `to` if the current status allows it, recording why. Stock and the promo use go back when an
 * order that never left the shop is cancelled, fails or is refunded. The customer hears about it through the outbox
 * unless `notify` is false (staff correcting a mistaken change). A change made by hand (`by`) names who made it in
 * the history and is written to the audit log in the same transaction.
 * Answers false when the order was not in an allowed status (nothing changed).
 */
export async function changeStatus(
  deps: CatalogDeps,
  orderId: number,
  to: OrderStatus,
  options: {
    note: string;
    from?: readonly OrderStatus[];
    now?: Date;
    by?: ManualChange;
    notify?: boolean;
    /** Who carries the parcel: stored with the move to shipped, and named in the customer's message. */
    shipment?: Shipment;
  },
): Promise<{ changed: boolean; row: repo.OrderRow }> {
  const { db } = deps;
  const at = (options.now ?? new Date()).toISOString();
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await repo.findOrderRow(trx, orderId);
    if (!row) throw new AppError('not_found', `There is no order ${orderId}.`);
    const allowedFrom = options.from ?? (Object.keys(TRANSITIONS) as OrderStatus[]);
    if (!allowedFrom.includes(row.status) || !TRANSITIONS[row.status].includes(to)) {
      return { changed: false, row, released: [] as number[] };
    }
    if (!(await repo.moveStatus(trx, orderId, row.status, to, at))) {
      return { changed: false, row, released: [] as number[] };
    }
    const shipment = to === 'shipped' ? options.shipment : undefined;
    if (shipment) await repo.setShipment(trx, orderId, shipment);
    const notify = options.notify ?? true;
    await repo.addHistory(trx, orderId, to, options.note, at, {
      staffId: options.by?.staffId ?? null,
      notified: notify,
    });
    if (options.by) {
      await recordAudit(
        trx,
        {
          staffId: options.by.staffId,
          action: 'order.status',
          entity: { type: 'order', id: orderId },
          before: { status: row.status },
          after: { status: to, note: options.note, customer_told: notify, ...shipment },
        },
        at,
      );
    }
    const wasShipped = await trx
      .selectFrom('order_status_history')
      .select('id')
      .where('order_id', '=', orderId)
      .where('status', 'in', LEFT_THE_SHOP)
      .executeTakeFirst();
    const released = RELEASES_STOCK.includes(to) && !wasShipped ? await releaseReservation(trx, row) : [];
    return { changed: true, row: { ...row, ...shipment, status: to, updated_at: at }, released };
  });
  if (outcome.changed) {
    if (outcome.released.length > 0) await afterStockChange(deps, outcome.released);
    if (to === 'payment_failed') await returnLinesToCart(db, outcome.row);
    if (to === 'delivered') await earnForDeliveredOrder(db, outcome.row);
    if (to === 'refunded') await reverseForRefundedOrder(db, orderId);
    if (options.notify ?? true) await tellCustomer(db, outcome.row);
  }
  return { changed: outcome.changed, row: outcome.row };
}

/**
 * A payment that did not go through leaves the customer where they were: the order's lines go back into their cart
 * (capped by what is left, as a merge is), so trying again or paying cash on delivery is one step away.
 */
async function returnLinesToCart(db: Db, row: repo.OrderRow): Promise<void> {
  const items = await repo.loadItems(db, row.id);
  await mergeGuestCart(
    db,
    items.map((i) => ({ id: i.variant_id, amount: i.amount })),
    row.user_id,
  );
}

/** Unpaid online orders past their time are cancelled, and their stock goes back on sale. */
export async function expireUnpaidOrders(deps: CatalogDeps, now = new Date()): Promise<number> {
  const overdue = await repo.overdueUnpaid(deps.db, now.toISOString());
  let expired = 0;
  for (const { id } of overdue) {
    const { changed } = await changeStatus(deps, id, 'cancelled', {
      note: 'Not paid in time',
      from: ['pending_payment'],
      now,
    });
    if (changed) expired += 1;
  }
  return expired;
}

/** The order confirmation and later news, by e-mail and SMS through the outbox. */
export async function tellCustomer(
  db: Db,
  row: repo.OrderRow,
  /** What the caller has just read or written (placing the order): the customer and the order's lines. */
  known: {
    customer?: Awaited<ReturnType<typeof findCustomer>>;
    items?: Array<Pick<Selectable<OrderItemTable>, 'amount' | 'name' | 'options' | 'line_total'>>;
  } = {},
): Promise<void> {
  if (!tellsCustomer(row.status)) return;
  const user = known.customer ?? (await findCustomer(db, row.user_id));
  if (!user) return;
  const items = known.items ?? (await repo.loadItems(db, row.id));
  // Written in the customer's preferred language, whichever language the order was placed in.
  const news = orderNews(messageLanguage(user.language), {
    name: user.name,
    number: orderNumber(row.id),
    status: row.status,
    courier: row.courier_name,
    tracking: row.tracking_number,
    lines: items,
    deliveryFee: row.delivery_fee,
    total: row.total,
  });
  if (!news) return;
  await sendEmailAndSms(
    db,
    { to: user.email, ...news.email },
    user.phone ? { to: user.phone, body: news.sms } : null,
  );
}
