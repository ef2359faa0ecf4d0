import type { Deps } from '#app/deps';
import { shopperMessages } from '@shop/contract/shopper-messages';
import { createThrottle } from '#app/lib/throttle';

/** Who is trying a promo code: the account, and the browser's device id when it sent its device cookie. */
export interface PromoActor {
  userId: number;
  deviceId: string | null;
}

/**
 * Promo codes tried per account and per device (PROMO_FAILURES_MAX per PROMO_FAILURES_WINDOW_MS), so codes cannot be
 * found by guessing. Every check takes one try before the code is looked at, so requests sent all at once cannot get
 * more answers than the tries left; a code that applies gives its try back, so a shopper checking a good code again
 * and again (the summary does on every change) is never held back. With REDIS_URL the tries are counted once for
 * every app instance.
 */
export interface PromoGuard {
  /** Takes one try for the account and the device; throws 429 when either has none left. */
  take(actor: PromoActor): Promise<void>;
  /** The code applied: the try is given back. */
  giveBack(actor: PromoActor): Promise<void>;
}

const keysOf = (actor: PromoActor) => [
  `user:${actor.userId}`,
  ...(actor.deviceId ? [`device:${actor.deviceId}`] : []),
];

export function createPromoGuard(deps: Pick<Deps, 'config' | 'redis'>): PromoGuard {
  const throttle = createThrottle(
    { namespace: deps.config.RATE_LIMIT_NAMESPACE, redis: deps.redis },
    {
      name: 'promo',
      attempts: deps.config.PROMO_FAILURES_MAX,
      windowMs: deps.config.PROMO_FAILURES_WINDOW_MS,
      message: shopperMessages.tooManyPromoTries.en,
    },
  );
  return {
    async take(actor) {
      for (const key of keysOf(actor)) await throttle.hit(key);
    },
    async giveBack(actor) {
      await Promise.all(keysOf(actor).map((key) => throttle.refund(key)));
    },
  };
}
