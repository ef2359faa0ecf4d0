import { createHash } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '#app/errors/app-error';

/**
 * Counters per account or per address (an e-mail, a user id), on top of the per-IP limits of the rate-limit plugin.
 * With REDIS_URL the counters are shared by every app instance; if Redis is out of reach, an in-process counter
 * stands in (the insurance limiter) so throttling never simply switches off.
 */
export interface Throttle {
  /** Throws 429 when the key has used up its attempts. */
  assertOpen(key: string): Promise<void>;
  /** Counts one attempt; throws 429 when this attempt was one too many. */
  hit(key: string): Promise<void>;
  /** Forgets the key's attempts (after a successful sign-in, say). */
  reset(key: string): Promise<void>;
  /** Gives back one attempt counted by hit, when it turned out to be no failure (a promo code that applied, say). */
  refund(key: string): Promise<void>;
}

export interface ThrottleOptions {
  /** Appears in Redis keys: `<namespace>:acct:<name>:<hash of the key>`. */
  name: string;
  attempts: number;
  windowMs: number;
  /** The refusal shown to people; `{wait}` becomes "N minutes" or "N seconds". */
  message: string;
}

/** A wait in words for a refusal: "N seconds" under a minute and a half, else "N minutes". */
export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function createThrottle(
  /** Where the counters live: Redis keys under `namespace` (RATE_LIMIT_NAMESPACE), or this process without Redis. */
  store: { namespace: string; redis: Redis | null },
  options: ThrottleOptions,
): Throttle {
  const base = {
    points: options.attempts,
    duration: Math.max(1, Math.ceil(options.windowMs / 1000)),
    keyPrefix: `${store.namespace}:acct:${options.name}`,
  };
  const memory = new RateLimiterMemory(base);
  const limiter: RateLimiterAbstract = store.redis
    ? new RateLimiterRedis({
        ...base,
        storeClient: store.redis,
        insuranceLimiter: memory,
        rejectIfRedisNotReady: true,
      })
    : memory;
  // Keys are e-mail addresses and phone numbers: only a digest of them is stored.
  const keyOf = (key: string) =>
    createHash('sha256').update(key.toLowerCase()).digest('base64url').slice(0, 22);

  function refuse(msBeforeNext: number): never {
    const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
    throw new AppError('rate_limited', options.message.replace('{wait}', waitWords(msBeforeNext)), {
      headers: { 'retry-after': String(seconds) },
    });
  }

  return {
    async assertOpen(key) {
      const state = await limiter.get(keyOf(key)).catch(() => null);
      if (state && state.consumedPoints >= options.attempts) refuse(state.msBeforeNext);
    },
    async hit(key) {
      try {
        await limiter.consume(keyOf(key));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) refuse(rejection.msBeforeNext);
        // A store error with no insurance left: count nothing rather than fail the request.
      }
    },
    async reset(key) {
      await limiter.delete(keyOf(key)).catch(() => false);
    },
    async refund(key) {
      await limiter.reward(keyOf(key), 1).catch(() => undefined);
    },
  };
}
