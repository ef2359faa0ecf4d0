import type { Kysely, Selectable } from 'kysely';
import type { Database, NewsletterSubscriberTable } from '#app/db/schema';

type Db = Kysely<Database>;
/** A subscription as written: the address, its token's hash, the language it was made in, and when. */
type Subscription = Pick<Selectable<NewsletterSubscriberTable>, 'email' | 'token_hash' | 'language'> & {
  at: string;
};

export function findSubscriber(db: Db, email: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'token_hash', 'unsubscribed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Inserts the address, or does nothing when a concurrent request inserted it first; true when this call did. */
export async function insertSubscriber(db: Db, row: Subscription) {
  const inserted = await db
    .insertInto('newsletter_subscribers')
    .values({
      email: row.email,
      token_hash: row.token_hash,
      language: row.language,
      subscribed_at: row.at,
      unsubscribed_at: null,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Subscribes a former subscriber again with a new token, in the language of this subscription; true when the row was
 * unsubscribed until now.
 */
export async function resubscribe(db: Db, row: Subscription) {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ token_hash: row.token_hash, language: row.language, subscribed_at: row.at, unsubscribed_at: null })
    .where('email', '=', row.email)
    .where('unsubscribed_at', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markUnsubscribed(db: Db, id: number, at: string) {
  await db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: at })
    .where('id', '=', id)
    .where('unsubscribed_at', 'is', null)
    .execute();
}
