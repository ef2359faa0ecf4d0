import { sql, type Kysely } from 'kysely';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

export interface SubscriberFilter {
  /** Part of the address, in lower case (addresses are kept so). */
  contains?: string;
  subscribed?: boolean;
  beforeId?: number;
}

/**
 * Subscribers newest first, `limit` of them, the page after an id. The search is a plain substring (instr/strpos):
 * a % or _ typed in it means itself, as a LIKE pattern would not.
 */
export function findSubscribers(db: Db, dialect: DialectName, filter: SubscriberFilter, limit: number) {
  let query = db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'subscribed_at', 'unsubscribed_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (filter.contains) {
    const found =
      dialect === 'postgres'
        ? sql<boolean>`strpos(email, ${filter.contains}) > 0`
        : sql<boolean>`instr(email, ${filter.contains}) > 0`;
    query = query.where(found);
  }
  if (filter.subscribed !== undefined)
    query = query.where('unsubscribed_at', filter.subscribed ? 'is' : 'is not', null);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return query.execute();
}
