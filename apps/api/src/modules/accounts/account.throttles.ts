import type { Deps } from '#app/deps';
import { createThrottle, type Throttle } from '#app/lib/throttle';

export interface AccountThrottles {
  /** Wrong passwords per account (sign-in, change password). */
  login: Throttle;
  /** Codes sent per account, on top of the 30-second gap between two codes. */
  codeSend: Throttle;
  /** Password-reset requests per e-mail address, whether or not an account has it. */
  reset: Throttle;
}

/** Per-account limits, whichever addresses the tries come from; the per-address (IP) limits are route options. */
export function createAccountThrottles(deps: Pick<Deps, 'config' | 'redis'>): AccountThrottles {
  const windowMs = deps.config.ACCOUNT_THROTTLE_WINDOW_MS;
  const store = { namespace: deps.config.RATE_LIMIT_NAMESPACE, redis: deps.redis };
  return {
    login: createThrottle(store, {
      name: 'login',
      attempts: deps.config.LOGIN_FAILURES_MAX,
      windowMs,
      message: 'Too many wrong passwords for this account. Try again in {wait}, or reset your password.',
    }),
    codeSend: createThrottle(store, {
      name: 'code-send',
      attempts: 5,
      windowMs,
      message: 'Too many codes were requested for this account. Try again in {wait}.',
    }),
    reset: createThrottle(store, {
      name: 'reset',
      attempts: 5,
      windowMs,
      message: 'Too many password reset requests for this address. Try again in {wait}.',
    }),
  };
}
