import { z } from './zod.ts';

/** POST /auth/guest: the built-in guest token, separate from a customer token, with a very distant expiry. */
export const guestToken = z.object({
  token: z.string(),
  kind: z.literal('guest'),
  expires_at: z.string(),
});

export const sessionInfo = z.object({ kind: z.enum(['anonymous', 'guest', 'customer']) });
