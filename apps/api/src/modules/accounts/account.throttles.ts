import { createHash } from 'node:crypto';
import { shopperMessages } from '@shop/contract/shopper-messages';
import type { Redis } from 'ioredis';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { createThrottle, waitWords, type Throttle } from '#app/lib/throttle';

/**
 * Sign-in tries per account that slow down rather than lock: the first LOGIN_FAILURES_MAX tries in a row that do not
 * end in a sign-in pass at once; after that each try must wait for the previous one, 5 seconds, then 10, 20 and so on
 * up to 5 minutes (429 with Retry-After until then). A stranger's wrong passwords thus cost the owner a short wait at
 * most, never a lock, and a device that signed in to the account before passes on a count of its own.
 */
export interface SlowDown {
  /** Takes one try for the key, before the password is compared; throws 429 while the key must wait. */
  take(key: string): Promise<void>;
  /** Forgets the key's tries (after a right password). */
  reset(key: string): Promise<void>;
}

export const SLOW_DOWN_FIRST_MS = 5_000;
export const SLOW_DOWN_LONGEST_MS = 5 * 60_000;

export interface AccountThrottles {
  /** Password tries per account (sign-in, change password, the password asked to change the e-mail). */
  login: SlowDown;
  /** Codes sent per account, on top of the 30-second gap between two codes. */
  codeSend: Throttle;
  /** Password-reset requests per e-mail address, whether or not an account has it. */
  reset: Throttle;
  /** Sign-up codes per e-mail address, whether or not an account has it. */
  signup: Throttle;
}

// One statement in Redis, so instances and concurrent requests never take more tries than allowed between two
// waits. KEYS[1]: the key; ARGV: now, allowed tries, first wait, longest wait, window (ms). Answers the ms to wait
// (0: the try was taken).
const TAKE = `
local next = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
local now = tonumber(ARGV[1])
if now < next then return next - now end
local tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
local allowed = tonumber(ARGV[2])
local keep = tonumber(ARGV[5])
if tries >= allowed then
  local wait = math.min(tonumber(ARGV[3]) * 2 ^ (tries - allowed), tonumber(ARGV[4]))
  redis.call('HSET', KEYS[1], 'next', now + wait)
  if wait > keep then keep = wait end
end
redis.call('PEXPIRE', KEYS[1], keep)
return 0
`;

export function createSlowDown(
  store: { namespace: string; redis: Redis | null },
  options: { name: string; allowed: number; windowMs: number; message: string },
): SlowDown {
  const digest = (key: string) =>
    createHash('sha256').update(key.toLowerCase()).digest('base64url').slice(0, 22);
  const redisKey = (key: string) => `${store.namespace}:acct:${options.name}:${digest(key)}`;
  // Without Redis, or while it is out of reach, this process counts on its own (the counts of one app, not global).
  const local = new Map<string, { tries: number; next: number; until: number }>();

  function takeLocally(key: string, now: number): number {
    const k = digest(key);
    let entry = local.get(k);
    if (!entry || entry.until <= now) entry = { tries: 0, next: 0, until: 0 };
    if (now < entry.next) return entry.next - now;
    entry.tries += 1;
    let keep = options.windowMs;
    if (entry.tries >= options.allowed) {
      const wait = Math.min(SLOW_DOWN_FIRST_MS * 2 ** (entry.tries - options.allowed), SLOW_DOWN_LONGEST_MS);
      entry.next = now + wait;
      keep = Math.max(keep, wait);
    }
    entry.until = now + keep;
    local.set(k, entry);
    if (local.size > 10_000) {
      for (const [old, e] of local) if (e.until <= now) local.delete(old);
    }
    return 0;
  }

  return {
    async take(key) {
      const now = Date.now();
      let waitMs: number;
      try {
        if (!store.redis) throw new Error('no redis');
        waitMs = Number(
          await store.redis.eval(
            TAKE,
            1,
            redisKey(key),
            now,
            options.allowed,
            SLOW_DOWN_FIRST_MS,
            SLOW_DOWN_LONGEST_MS,
            options.windowMs,
          ),
        );
      } catch {
        waitMs = takeLocally(key, now);
      }
      if (waitMs > 0) {
        throw new AppError('rate_limited', options.message.replace('{wait}', waitWords(waitMs)), {
          headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
        });
      }
    },
    async reset(key) {
      local.delete(digest(key));
      await store.redis?.del(redisKey(key)).catch(() => 0);
    },
  };
}

/** Per-account limits, whichever addresses the tries come from; the per-address (IP) limits are route options. */
export function createAccountThrottles(deps: Pick<Deps, 'config' | 'redis'>): AccountThrottles {
  const windowMs = deps.config.ACCOUNT_THROTTLE_WINDOW_MS;
  const store = { namespace: deps.config.RATE_LIMIT_NAMESPACE, redis: deps.redis };
  return {
    login: createSlowDown(store, {
      name: 'login-slow',
      allowed: deps.config.LOGIN_FAILURES_MAX,
      windowMs,
      message: shopperMessages.tooManyWrongPasswords.en,
    }),
    codeSend: createThrottle(store, {
      name: 'code-send',
      attempts: 5,
      windowMs,
      message: shopperMessages.tooManyCodes.en,
    }),
    reset: createThrottle(store, {
      name: 'reset',
      attempts: 5,
      windowMs,
      message: shopperMessages.tooManyResets.en,
    }),
    signup: createThrottle(store, {
      name: 'signup',
      attempts: 5,
      windowMs,
      message: shopperMessages.tooManySignUpCodes.en,
    }),
  };
}
