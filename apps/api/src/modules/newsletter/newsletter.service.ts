import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { Kysely } from 'kysely';
import { NEWSLETTER_UNSUBSCRIBE_PATH } from '@shop/contract/newsletter';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { newsletterWelcomeMail, shopPath, type Language } from '#app/modules/outbox/customer-messages';
import { sendEmail } from '#app/modules/outbox/outbox.service';
import * as repo from './newsletter.repository.ts';

type Db = Kysely<Database>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The unsubscribe page in the subscriber's language (`/ar/...` for Arabic). */
function unsubscribeLink(origin: string, email: string, token: string, language: Language): string {
  const query = new URLSearchParams({ email, token });
  return `${origin}${shopPath(NEWSLETTER_UNSUBSCRIBE_PATH, language)}?${query.toString()}`;
}

/**
 * Subscribes an address (compared in lower case). Idempotent: an address already subscribed changes nothing and
 * gets no second mail; a new or returning subscriber gets a welcome mail whose unsubscribe link carries a fresh token,
 * written in the language of the page that subscribed (stored with the subscriber).
 */
export async function subscribe(
  db: Db,
  input: { email: string; origin: string; shopName: string; language?: Language },
): Promise<{ email: string; new_subscription: boolean }> {
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(24).toString('base64url');
  const language = input.language ?? 'en';
  const row = { email, token_hash: sha256(token), language, at: new Date().toISOString() };
  const created = (await repo.insertSubscriber(db, row)) || (await repo.resubscribe(db, row));
  if (created) {
    await sendEmail(db, {
      to: email,
      ...newsletterWelcomeMail(language, {
        shopName: input.shopName,
        unsubscribeLink: unsubscribeLink(input.origin, email, token, language),
      }),
    });
  }
  return { email, new_subscription: created };
}

/** Unsubscribes with the link's token; a wrong token is a 404, the same as an unknown address. */
export async function unsubscribe(db: Db, input: { email: string; token: string }) {
  const email = input.email.trim().toLowerCase();
  const subscriber = await repo.findSubscriber(db, email);
  const given = Buffer.from(sha256(input.token), 'hex');
  const stored = subscriber ? Buffer.from(subscriber.token_hash, 'hex') : Buffer.alloc(given.length);
  if (!subscriber || stored.length !== given.length || !timingSafeEqual(stored, given)) {
    throw new AppError('not_found', shopperMessage('unsubscribeLinkInvalid'));
  }
  await repo.markUnsubscribed(db, subscriber.id, new Date().toISOString());
  return { email, subscribed: false as const };
}
