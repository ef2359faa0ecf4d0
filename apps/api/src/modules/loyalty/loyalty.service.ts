import type { Kysely, Selectable } from 'kysely';
import { LOYALTY_LANGUAGE, playerIdOf, pointsFor, type LoyaltyLogin } from '@shop/contract/loyalty';
import { orderNumber } from '@shop/contract/orders';
import type { Database, OrderTable } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { findCustomer, loadUser } from '#app/modules/accounts/account.service';
import { sendSms } from '#app/modules/outbox/outbox.service';
import * as repo from './loyalty.repository.ts';

type Db = Kysely<Database>;

const HISTORY = 50;

/**
 * The loyalty login: only for a customer with a name, a phone and a verified phone. The built-in rewards panel shows
 * what it answers; a third-party widget would log in with the same settings.
 */
export async function loyaltyLogin(db: Db, userId: number, platform: string): Promise<LoyaltyLogin> {
  const user = await loadUser(db, userId);
  if (!user.name.trim() || !user.phone || user.phone_verified !== 1) {
    throw new AppError('conflict', 'Verify your phone number to use your rewards.');
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
      note: e.note,
      order_number: e.order_id === null ? null : orderNumber(e.order_id),
      created_at: e.created_at,
    })),
  };
}

/**
 * A delivered order earns its points once (ADR 0012): one per whole 100 EGP of goods after discounts, the delivery fee
 * excluded. The customer hears about it by SMS.
 */
export async function earnForDeliveredOrder(
  db: Db,
  order: Pick<Selectable<OrderTable>, 'id' | 'user_id' | 'total' | 'delivery_fee'>,
): Promise<void> {
  const points = pointsFor(order.total - order.delivery_fee);
  if (points === 0) return;
  const number = orderNumber(order.id);
  const added = await repo.addEntry(db, {
    user_id: order.user_id,
    order_id: order.id,
    points,
    reason: 'earned',
    note: `Order ${number} delivered`,
  });
  if (!added) return;
  const user = await findCustomer(db, order.user_id);
  if (user?.phone) {
    const balance = await repo.balanceOf(db, order.user_id);
    await sendSms(db, {
      to: user.phone,
      body: `You earned ${points} reward points for order ${number}. Your balance is ${balance} points.`,
    });
  }
}

/** A refunded order gives back the points it earned, once. */
export async function reverseForRefundedOrder(db: Db, orderId: number): Promise<void> {
  const earned = await repo.earnedFor(db, orderId);
  if (!earned) return;
  await repo.addEntry(db, {
    user_id: earned.user_id,
    order_id: orderId,
    points: -earned.points,
    reason: 'reversed',
    note: `Order ${orderNumber(orderId)} refunded`,
  });
}
