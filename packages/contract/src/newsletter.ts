import { publicFormFields } from './public-forms.ts';
import { z } from './zod.ts';

/** POST /newsletter: a subscription is an e-mail address only. Idempotent per address. */
export const newsletterRequest = z.object({
  email: z.email('must be an e-mail address').max(254, 'must be at most 254 characters'),
  ...publicFormFields,
});
export const newsletterResult = z.object({
  email: z.string(),
  /** False when the address was already subscribed: nothing changed and no second welcome mail was sent. */
  new_subscription: z.boolean(),
});

/** POST /newsletter/unsubscribe: the address and the token from the link in every newsletter mail. */
export const unsubscribeRequest = z.object({
  email: z.email('must be an e-mail address').max(254),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be the token from the unsubscribe link'),
});
export const unsubscribeResult = z.object({ email: z.string(), subscribed: z.literal(false) });

export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
