import type { Kysely, Selectable } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import { LOYALTY_LANGUAGE, playerIdOf, pointsFor, type LoyaltyLogin } from '@shop/contract/loyalty';
import { orderNumber } from '@shop/contract/orders';
import type { Database, OrderTable } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { findCustomer, loadUser } from '#app/modules/accounts/account.service';
import {
  loyaltyNote,
  messageLanguage,
  pointsEarnedSms,
  type Language,
  type LoyaltyNoteKind,
} from '#app/modules/outbox/customer-messages';
import { sendSms } from '#app/modules/outbox/outbox.service';
import * as repo from './loyalty.repository.ts';

type Db = Kysely<Database>;

const HISTORY = 50;

/**
 * The loyalty login: only for a customer with a name, a phone and a verified phone. The built-in rewards panel shows
 * what it answers; a third-party widget would log in with the same settings. Entries' notes are written in `language`,
 * the language of the page that asks, from each entry's kind and order number.
 */
export async function loyaltyLogin(
  db: Db,
  userId: number,
  platform: string,
  language: Language = 'en',
): Promise<LoyaltyLogin> {
  const user = await loadUser(db, userId);
  if (!user.name.trim() || !user.phone || user.phone_verified !== 1) {
    throw new AppError('conflict', shopperMessage('rewardsNeedPhone'));
  }
  const [balance, entries] = await Promise.all([
    repo.balanceOf(db, userId),
    repo.recentEntries(db, userId, HISTORY),
  ]);
  return {
    platform,
    language: LOYALTY_LANGUAGE,
    player_id: playerIdOf(user.phone),
    name: user.name,
    balance,
    entries: entries.map((e) => ({
      id: e.id,
      points: e.points,
      reason: e.reason,
      note:
        e.note_kind && e.order_id !== null
          ? loyaltyNote(language, e.note_kind, orderNumber(e.order_id))
          : e.note,
      order_number: e.order_id === null ? null : orderNumber(e.order_id),
      created_at: e.created_at,
    })),
  };
}

/** An entry's note: its kind, which the panel renders in the reader's language, and the English text for the record. */
const noted = (kind: LoyaltyNoteKind, number: string) => ({
  note_kind: kind,
  note: loyaltyNote('en', kind, number),
});

/**
 * What the customer kept of an order's goods, in whole EGP: its total less delivery and what was refunded. Points
 * follow it: one per whole 100 EGP (ADR 0012), so a refund takes back the points of what went back.
 */
type PointsOrder = Pick<
  Selectable<OrderTable>,
  'id' | 'user_id' | 'total' | 'delivery_fee' | 'refunded_total'
>;
const keptPoints = (order: PointsOrder) =>
  pointsFor(Math.max(0, order.total - order.delivery_fee - order.refunded_total));

/**
 * A delivered order earns its points once (ADR 0012): one per whole 100 EGP of goods after discounts, the delivery fee
 * and anything refunded before delivery excluded. The customer hears about it by SMS.
 */
export async function earnForDeliveredOrder(db: Db, order: PointsOrder): Promise<void> {
  const points = keptPoints(order);
  if (points === 0) return;
  const number = orderNumber(order.id);
  const added = await repo.addEntry(db, {
    user_id: order.user_id,
    order_id: order.id,
    points,
    reason: 'earned',
    ...noted('delivered', number),
  });
  if (!added) return;
  const user = await findCustomer(db, order.user_id);
  if (user?.phone) {
    const balance = await repo.balanceOf(db, order.user_id);
    await sendSms(db, {
      to: user.phone,
      body: pointsEarnedSms(messageLanguage(user.language), { points, number, balance }),
    });
  }
}

/** A refunded order gives back whatever points it still holds, once. */
export async function reverseForRefundedOrder(db: Db, orderId: number): Promise<void> {
  const earned = await repo.earnedFor(db, orderId);
  if (!earned) return;
  const held = await repo.heldFor(db, orderId);
  if (held <= 0) return;
  await repo.addEntry(db, {
    user_id: earned.user_id,
    order_id: orderId,
    points: -held,
    reason: 'reversed',
    ...noted('order_refunded', orderNumber(orderId)),
  });
}

/**
 * A refund (whole or part) takes back the points of what went back, once per refund: the order keeps the points of
 * the goods the customer kept (`order.refunded_total` already counts this refund). Nothing before the order earned
 * its points: delivery then earns only on what was kept. Answers the points taken back.
 */
export async function takeBackForRefund(db: Db, order: PointsOrder, refundId: number): Promise<number> {
  const earned = await repo.earnedFor(db, order.id);
  if (!earned) return 0;
  const excess = (await repo.heldFor(db, order.id)) - keptPoints(order);
  if (excess <= 0) return 0;
  const added = await repo.addEntry(db, {
    user_id: earned.user_id,
    order_id: order.id,
    points: -excess,
    reason: 'reversed',
    refund_id: refundId,
    ...noted(order.refunded_total >= order.total ? 'refunded' : 'part_refunded', orderNumber(order.id)),
  });
  return added ? excess : 0;
}
