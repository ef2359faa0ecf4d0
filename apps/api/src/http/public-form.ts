import { HONEYPOT_FIELD } from '@shop/contract/public-forms';
import type { Config } from '#app/env';

/**
 * The rate limit of public forms (per client IP, shared through Redis when configured): the same budget as sign-in
 * and code calls, AUTH_RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_MS. Put it in a route's `config`.
 */
export function publicFormLimit(config: Config) {
  return { rateLimit: { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: config.RATE_LIMIT_WINDOW_MS } };
}

/**
 * True when the hidden honeypot field was filled in: a bot. The handler then answers exactly as on success and stores
 * nothing, so the bot learns nothing.
 */
export function filledByBot(body: object): boolean {
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}
