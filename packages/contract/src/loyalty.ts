import { z } from './zod.ts';

/**
 * Rewards (ADR 0012). The widget logs in once the customer has a name, a phone and a verified phone, with a
 * platform name, the fixed language en and the player id '+2' + phone.
 */
export const LOYALTY_LANGUAGE = 'en';
const LOYALTY_PHONE_PREFIX = '+2';
/** Points earned per whole 100 EGP of a delivered order's goods (the delivery fee does not earn). */
export const EGP_PER_POINT = 100;

const loyaltyEntry = z.object({
  id: z.number().int(),
  points: z.number().int(),
  reason: z.enum(['earned', 'reversed']),
  note: z.string(),
  order_number: z.string().nullable(),
  created_at: z.string(),
});

export const loyaltyLogin = z.object({
  platform: z.string(),
  language: z.literal(LOYALTY_LANGUAGE),
  player_id: z.string(),
  name: z.string(),
  balance: z.number().int(),
  /** The newest changes first, at most 50. */
  entries: z.array(loyaltyEntry),
});
export type LoyaltyLogin = z.infer<typeof loyaltyLogin>;

/** The player id of a phone: '+2' then the Egyptian number (01xxxxxxxxx -> +201xxxxxxxxx). */
export function playerIdOf(phone: string): string {
  return `${LOYALTY_PHONE_PREFIX}${phone}`;
}

/** Points for an order's goods: one per whole EGP_PER_POINT. */
export function pointsFor(goodsTotal: number): number {
  return Math.max(0, Math.floor(goodsTotal / EGP_PER_POINT));
}
