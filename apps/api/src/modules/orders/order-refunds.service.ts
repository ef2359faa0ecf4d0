import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { type OrderRefunds, type RefundMethod, type refundRequest } from '@shop/contract/admin-refunds';
import { formatEGP } from '@shop/contract/money';
import { orderNumber, type OrderStatus } from '@shop/contract/orders';
import type { Database } from '#app/db/schema';
import type { CatalogDeps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { findCustomer } from '#app/modules/accounts/account.service';
import { recordAudit } from '#app/modules/audit/audit.service';
import { afterStockChange, returnStock } from '#app/modules/catalog/stock.service';
import { takeBackForRefund } from '#app/modules/loyalty/loyalty.service';
import { sendEmailAndSms } from '#app/modules/outbox/outbox.service';
import { messageLanguage, refundNews } from '#app/modules/outbox/customer-messages';
import { refundGatewayFor } from '#app/modules/payments/card-gateways';
import * as refunds from './order-refunds.repository.ts';
import * as repo from './order.repository.ts';

type Db = Kysely<Database>;
type Item = Awaited<ReturnType<typeof repo.loadItems>>[number];
type Take = Array<{ item: Item; quantity: number }>;

/** Statuses a wholly refunded order leaves for `refunded`; a cancelled or failed one keeps its status. */
const BECOMES_REFUNDED: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

/**
 * What the shop received for the order: a card order's total once the gateway reported it paid (even if the order
 * was cancelled or failed afterwards: that money must go back), a cash order's total once it was delivered.
 */
async function paymentOf(db: Db, row: repo.OrderRow) {
  if (row.pay_provider) {
    const transaction = row.pay_reference
      ? await refunds.paidTransaction(db, row.id, row.pay_provider)
      : null;
    return { paid: transaction ? row.total : 0, card: transaction !== null, transaction };
  }
  const delivered = row.status === 'delivered' || (await refunds.everWas(db, row.id, 'delivered'));
  return { paid: delivered ? row.total : 0, card: false, transaction: null };
}

/**
 * What refunding these units gives back: the goods' share of what was paid (the total less delivery, so discounts,
 * promo codes and installment interest are shared out by line value), rounded down per line. The refund that leaves
 * no unit unrefunded gives back all that remains, delivery and rounding included, so refunding every item is
 * refunding the whole order.
 */
export function refundAmount(
  order: { total: number; delivery_fee: number; refunded_total: number },
  items: ReadonlyArray<Pick<Item, 'id' | 'line_total' | 'amount' | 'refunded_quantity'>>,
  take: ReadonlyMap<number, number>,
): number {
  const remaining = order.total - order.refunded_total;
  if (items.every((i) => i.refunded_quantity + (take.get(i.id) ?? 0) >= i.amount)) return remaining;
  const goodsPaid = Math.max(0, order.total - order.delivery_fee);
  const goods = items.reduce((sum, i) => sum + i.line_total, 0);
  if (goods === 0) return 0;
  let share = 0;
  for (const i of items) {
    const q = take.get(i.id) ?? 0;
    if (q > 0) share += Math.floor((goodsPaid * i.line_total * q) / (goods * i.amount));
  }
  return Math.min(share, remaining);
}

async function orderRow(db: Db, id: number) {
  const row = await repo.findOrderRow(db, id);
  if (!row) throw new AppError('not_found', `There is no order ${orderNumber(id)}.`);
  return row;
}

/** The order's refunds and what may still be refunded, as the refund form needs them. */
export async function readRefunds(deps: CatalogDeps, id: number): Promise<OrderRefunds> {
  const { db } = deps;
  const row = await orderRow(db, id);
  const [payment, items, made] = await Promise.all([
    paymentOf(db, row),
    repo.loadItems(db, id),
    refunds.refundsOf(db, id),
  ]);
  const left = payment.paid - row.refunded_total;
  const number = orderNumber(id);
  const blocked =
    payment.paid === 0
      ? row.pay_provider
        ? `${number} has not been paid: there is nothing to refund.`
        : `${number} is paid on delivery: it can be refunded once it is delivered.`
      : left <= 0
        ? `${number} is refunded in full.`
        : null;
  const goodsPaid = Math.max(0, row.total - row.delivery_fee);
  const goods = items.reduce((sum, i) => sum + i.line_total, 0);
  const methods: RefundMethod[] =
    payment.card && refundGatewayFor(deps, row.pay_provider!) ? ['cash', 'card'] : ['cash'];
  return {
    order_id: id,
    paid: payment.paid,
    refunded: made.refunds.filter((r) => r.state === 'done').reduce((sum, r) => sum + r.amount, 0),
    can_refund: blocked === null,
    methods,
    blocked_reason: blocked,
    lines: items.map((i) => ({
      item_id: i.id,
      variant_id: i.variant_id,
      name: i.name,
      options: i.options,
      amount: i.amount,
      refunded_quantity: i.refunded_quantity,
      unit_refund: goods === 0 ? 0 : Math.floor((goodsPaid * i.line_total) / (goods * i.amount)),
    })),
    refunds: made.refunds.map((r) => ({
      id: r.id,
      amount: r.amount,
      method: r.method,
      provider: r.provider,
      gateway_reference: r.gateway_reference,
      state: r.state,
      whole_order: r.whole_order === 1,
      note: r.note,
      lines: made.lines
        .filter((l) => l.refund_id === r.id)
        .map((l) => ({ item_id: l.order_item_id, name: l.name, quantity: l.quantity })),
      staff: r.staff_id === null ? null : { id: r.staff_id, name: r.staff_name ?? '' },
      created_at: r.created_at,
    })),
  };
}

/** The units a request refunds, checked against the order's lines and what is left of each. */
function unitsToRefund(number: string, items: Item[], request: z.output<typeof refundRequest>): Take {
  if (request.scope === 'whole') {
    return items
      .filter((i) => i.amount > i.refunded_quantity)
      .map((item) => ({ item, quantity: item.amount - item.refunded_quantity }));
  }
  const take: Take = [];
  for (const line of request.lines) {
    if (line.quantity === 0) continue;
    const item = items.find((i) => i.id === line.item_id);
    if (!item) throw new AppError('bad_request', `Line ${line.item_id} is not a line of ${number}.`);
    if (take.some((t) => t.item.id === item.id)) {
      throw new AppError('bad_request', `${item.name} is listed twice; give its quantity once.`);
    }
    const left = item.amount - item.refunded_quantity;
    if (line.quantity > left) {
      throw new AppError(
        'conflict',
        left === 0
          ? `${item.name} is already refunded in full.`
          : `Only ${left} of ${item.name} can still be refunded, not ${line.quantity}.`,
      );
    }
    take.push({ item, quantity: line.quantity });
  }
  return take;
}

interface Reserved {
  refundId: number;
  row: repo.OrderRow;
  amount: number;
  take: Take;
  transaction: string | null;
}

/**
 * Refunds the whole order or some units of its lines, in cash or through the gateway that took the payment.
 *
 * 1. In one transaction the amount and units are counted as refunded with conditional updates (never past the
 *    order's total or a line's units, so a second refund sent at the same moment is refused), and the refund is
 *    written: done for cash, pending for a card.
 * 2. A card refund then asks the gateway, outside any transaction (no lock is held while the network answers). A
 *    refusal marks it failed and gives the counted amount and units back; the error says why.
 * 3. Once the money went back, one transaction returns the refunded units' stock, moves a wholly refunded order
 *    to refunded and writes the audit row; then the points of what went back are taken back and the customer is
 *    told by e-mail and SMS.
 */
export async function refundOrder(
  deps: CatalogDeps,
  id: number,
  /** The member refunding, or null for the operator's command. */
  staffId: number | null,
  request: z.output<typeof refundRequest>,
  /**
   * The amount the operator expects to give back: if the shop's amount for these units differs, nothing is refunded
   * and the error names the shop's amount. The amount is always the shop's own; this only confirms it.
   */
  expectedAmount?: number,
): Promise<OrderRefunds> {
  const { db } = deps;
  const number = orderNumber(id);
  const at = new Date().toISOString();
  const reserved: Reserved = await db.transaction().execute(async (trx) => {
    const row = await orderRow(trx, id);
    const payment = await paymentOf(trx, row);
    if (payment.paid === 0) {
      throw new AppError(
        'conflict',
        row.pay_provider
          ? `${number} has not been paid: there is nothing to refund.`
          : `${number} is paid on delivery: it can be refunded once it is delivered.`,
      );
    }
    if (request.method === 'card') {
      if (!payment.card)
        throw new AppError('bad_request', `${number} was not paid by card: refund it in cash.`);
      if (!refundGatewayFor(deps, row.pay_provider!)) {
        throw new AppError(
          'conflict',
          `${number} was paid through ${row.pay_provider}, which this shop is not set up to reach now: refund it in cash.`,
        );
      }
    }
    const items = await repo.loadItems(trx, id);
    const take = unitsToRefund(number, items, request);
    const amount = refundAmount(row, items, new Map(take.map((t) => [t.item.id, t.quantity])));
    const left = row.total - row.refunded_total;
    if (left <= 0) throw new AppError('conflict', `${number} is refunded in full.`);
    if (amount <= 0) {
      throw new AppError(
        'conflict',
        `These items of ${number} were free: there is no money to give back for them.`,
      );
    }
    if (expectedAmount !== undefined && expectedAmount !== amount) {
      throw new AppError(
        'conflict',
        `Refunding ${request.scope === 'whole' ? 'the rest of the order' : 'these items'} of ${number} gives back ${formatEGP(amount)}, not ${formatEGP(expectedAmount)}. Nothing was refunded; run it again with --amount ${amount}, or without --amount.`,
      );
    }
    if (!(await refunds.addRefundedAmount(trx, id, amount))) {
      // Another refund was counted between the read and this update (two sent at once).
      throw new AppError(
        'conflict',
        `Another refund of ${number} was made meanwhile; reload the order to see what is left to refund.`,
      );
    }
    for (const t of take) {
      if (!(await refunds.addRefundedUnits(trx, t.item.id, id, t.quantity))) {
        throw new AppError(
          'conflict',
          `${t.item.name} of ${number} was refunded meanwhile; reload the order.`,
        );
      }
    }
    const card = request.method === 'card';
    const refundId = await refunds.insertRefund(
      trx,
      {
        order_id: id,
        amount,
        method: request.method,
        provider: card ? row.pay_provider : null,
        gateway_reference: null,
        state: card ? 'pending' : 'done',
        whole_order: request.scope === 'whole' ? 1 : 0,
        note: request.note,
        staff_id: staffId,
        created_at: at,
      },
      take.map((t) => ({ itemId: t.item.id, quantity: t.quantity })),
    );
    const done: Reserved = { refundId, row, amount, take, transaction: payment.transaction };
    if (!card) await settle(trx, done, staffId, request, null, at);
    return done;
  });

  if (request.method === 'card') {
    const gateway = refundGatewayFor(deps, reserved.row.pay_provider!)!;
    let reference: string;
    try {
      ({ reference } = await gateway.refund!({
        reference: reserved.row.pay_reference ?? '',
        transactionId: reserved.transaction ?? '',
        amount: reserved.amount,
      }));
    } catch (error) {
      await db.transaction().execute((trx) =>
        refunds.releaseRefund(trx, {
          id: reserved.refundId,
          orderId: id,
          amount: reserved.amount,
          lines: reserved.take.map((t) => ({ itemId: t.item.id, quantity: t.quantity })),
        }),
      );
      if (error instanceof AppError) throw error;
      throw new AppError(
        'unavailable',
        'The card refund could not be made. Nothing was refunded; try again.',
      );
    }
    // Settled meanwhile by the sweeper (which also told the customer): nothing more to do here.
    if (!(await completeCardRefund(db, reserved, staffId, request, reference, at)))
      return readRefunds(deps, id);
  }

  await afterRefund(deps, reserved, request.method);
  return readRefunds(deps, id);
}

/**
 * A card refund's money went back: in one transaction it is marked done (only if still pending, so the request that
 * sent it and the sweeper never both settle it) and settled. False when it was settled meanwhile.
 */
async function completeCardRefund(
  db: Db,
  reserved: Reserved,
  staffId: number | null,
  request: RefundWords,
  reference: string,
  at: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await refunds.markRefundDone(trx, reserved.refundId, reference))) return false;
    const row = await orderRow(trx, reserved.row.id);
    await settle(
      trx,
      { ...reserved, row: { ...row, refunded_total: row.refunded_total - reserved.amount } },
      staffId,
      request,
      reference,
      at,
    );
    return true;
  });
}

/** After a refund is settled: shoppers waiting for returned stock, the points taken back, the customer told. */
async function afterRefund(deps: CatalogDeps, reserved: Reserved, method: RefundMethod): Promise<void> {
  const after = await orderRow(deps.db, reserved.row.id);
  const returned =
    reserved.row.stock_released === 0 ? reserved.take.filter((t) => t.item.reserved === 1) : [];
  if (returned.length > 0)
    await afterStockChange(
      deps,
      returned.map((t) => t.item.product_id),
    );
  const points = await takeBackForRefund(deps.db, after, reserved.refundId);
  await tellCustomerOfRefund(deps.db, after, reserved, method, points);
}

/**
 * How long a card refund may wait for its gateway before the sweeper asks the gateway itself: well past the gateway
 * call's own timeout (10 s), so the request that sent it has ended one way or the other.
 */
export const PENDING_REFUND_GRACE_MS = 2 * 60_000;

export type SweptRefund = {
  refund_id: number;
  order_id: number;
  outcome: 'done' | 'failed' | 'unknown';
  why: string;
};

/**
 * Settles card refunds left pending (the gateway call failed in a way nobody recorded, or the process died between
 * counting the refund and the gateway's answer), on the outbox's rhythm. For each, oldest first:
 *
 * - a gateway that keeps books (Paymob) is asked what it refunded of the paid transaction; if that covers the card
 *   refunds already done plus this one, the money went back and the refund is settled as done, as if the gateway had
 *   answered;
 * - if the books show it did not happen (or the gateway keeps none: the sandbox), the refund staff decided is sent
 *   again; its answer settles it done, a refusal marks it failed and gives the counted amount and units back;
 * - books showing part of it, or a gateway that cannot be reached, leave it pending for the next round, and say why.
 */
export async function settlePendingRefunds(deps: CatalogDeps, now = Date.now()): Promise<SweptRefund[]> {
  const { db } = deps;
  const staleBefore = new Date(now - PENDING_REFUND_GRACE_MS).toISOString();
  const stale = await refunds.stalePendingRefunds(db, staleBefore);
  const swept: SweptRefund[] = [];
  for (const pending of stale) {
    // Several servers sweep on the same minute: the one whose claim lands asks the gateway, the others move on.
    if (!(await refunds.claimForCheck(db, pending.id, new Date(now).toISOString(), staleBefore))) continue;
    const note = async (outcome: SweptRefund['outcome'], why: string) => {
      swept.push({ refund_id: pending.id, order_id: pending.order_id, outcome, why });
      // Nothing was sent: the next round may ask again at once.
      if (outcome === 'unknown') await refunds.releaseCheck(db, pending.id);
    };
    const row = await orderRow(db, pending.order_id);
    const provider = pending.provider ?? '';
    const gateway = refundGatewayFor(deps, provider);
    if (!gateway?.refund) {
      await note('unknown', `${provider || 'Its gateway'} cannot be reached by this shop now.`);
      continue;
    }
    const transaction = await refunds.paidTransaction(db, row.id, provider);
    const items = await repo.loadItems(db, row.id);
    const lines = await refunds.refundLines(db, pending.id);
    const take: Take = lines.flatMap((l) => {
      const item = items.find((i) => i.id === l.order_item_id);
      return item ? [{ item, quantity: l.quantity }] : [];
    });
    const reserved: Reserved = {
      refundId: pending.id,
      row: { ...row, refunded_total: row.refunded_total - pending.amount },
      amount: pending.amount,
      take,
      transaction,
    };
    const words: RefundWords = { method: 'card', note: pending.note };
    const at = new Date(now).toISOString();

    if (gateway.refundedOf) {
      let atGateway: number;
      try {
        atGateway = await gateway.refundedOf(transaction ?? '');
      } catch (error) {
        await note('unknown', error instanceof Error ? error.message : 'The gateway could not be asked.');
        continue;
      }
      const done = await refunds.doneCardRefunds(db, row.id, provider);
      if (atGateway >= done + pending.amount) {
        const reference = `${provider} books, transaction ${transaction ?? ''}`;
        if (await completeCardRefund(db, reserved, pending.staff_id, words, reference, at)) {
          await afterRefund(deps, reserved, 'card');
          await note('done', `${provider} had refunded it.`);
        }
        continue;
      }
      if (atGateway > done) {
        await note(
          'unknown',
          `${provider} shows ${formatEGP(atGateway - done)} refunded that the shop cannot match to this refund of ${formatEGP(pending.amount)}: check it in ${provider}'s dashboard.`,
        );
        continue;
      }
    }

    let reference: string;
    try {
      ({ reference } = await gateway.refund({
        reference: row.pay_reference ?? '',
        transactionId: transaction ?? '',
        amount: pending.amount,
      }));
    } catch (error) {
      const released = await db.transaction().execute(async (trx) => {
        if (
          !(await refunds.releaseRefund(trx, {
            id: pending.id,
            orderId: row.id,
            amount: pending.amount,
            lines: take.map((t) => ({ itemId: t.item.id, quantity: t.quantity })),
          }))
        )
          return false;
        await recordAudit(
          trx,
          {
            staffId: null,
            action: 'order.refund_failed',
            entity: { type: 'order', id: row.id },
            before: { refund_id: pending.id, state: 'pending', amount: pending.amount },
            after: {
              refund_id: pending.id,
              state: 'failed',
              why: error instanceof Error ? error.message : 'The gateway refused it.',
            },
          },
          at,
        );
        return true;
      });
      if (released) await note('failed', error instanceof Error ? error.message : 'The gateway refused it.');
      continue;
    }
    if (await completeCardRefund(db, reserved, pending.staff_id, words, reference, at)) {
      await afterRefund(deps, reserved, 'card');
      await note('done', `Sent to ${provider} again, which refunded it.`);
    }
  }
  return swept;
}

/**
 * The refund's effects once the money went back, in its transaction: stock of the refunded units (unless the order's
 * stock already went back when it was cancelled), a wholly refunded order moved to refunded with a history entry, and
 * the audit row. `reserved.row` is the order as it was before this refund was counted.
 */
/** What the refund's history entry and audit row say of it. */
type RefundWords = { method: RefundMethod; note: string };

async function settle(
  trx: Db,
  reserved: Reserved,
  staffId: number | null,
  request: RefundWords,
  reference: string | null,
  at: string,
): Promise<void> {
  const { row, take, amount } = reserved;
  if (row.stock_released === 0) {
    for (const t of take) if (t.item.reserved === 1) await returnStock(trx, t.item.variant_id, t.quantity);
  }
  const refundedTotal = row.refunded_total + amount;
  let status = row.status;
  if (refundedTotal >= row.total && BECOMES_REFUNDED.includes(row.status)) {
    if (await refunds.moveToRefunded(trx, row.id, row.status, at)) {
      status = 'refunded';
      await repo.addHistory(trx, row.id, 'refunded', request.note || `Refunded ${formatEGP(amount)}`, at, {
        staffId,
        notified: true,
      });
    }
  }
  await recordAudit(
    trx,
    {
      staffId,
      action: 'order.refund',
      entity: { type: 'order', id: row.id },
      before: { status: row.status, refunded_total: row.refunded_total },
      after: {
        status,
        refunded_total: refundedTotal,
        refund_id: reserved.refundId,
        amount,
        method: request.method,
        gateway_reference: reference,
        lines: take.map((t) => ({ item_id: t.item.id, name: t.item.name, quantity: t.quantity })),
        note: request.note,
      },
    },
    at,
  );
}

async function tellCustomerOfRefund(
  db: Db,
  row: repo.OrderRow,
  reserved: Reserved,
  method: RefundMethod,
  points: number,
): Promise<void> {
  const user = await findCustomer(db, row.user_id);
  if (!user) return;
  const news = refundNews(messageLanguage(user.language), {
    name: user.name,
    number: orderNumber(row.id),
    amount: reserved.amount,
    refundedTotal: row.refunded_total,
    total: row.total,
    method,
    points,
    lines: reserved.take.map((t) => ({ quantity: t.quantity, name: t.item.name, options: t.item.options })),
  });
  await sendEmailAndSms(
    db,
    { to: user.email, ...news.email },
    user.phone ? { to: user.phone, body: news.sms } : null,
  );
}
