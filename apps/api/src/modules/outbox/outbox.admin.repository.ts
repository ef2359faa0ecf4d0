import type { Kysely } from 'kysely';
import type { Database, OutboxTable } from '#app/db/schema';

type Db = Kysely<Database>;

export interface MessageFilter {
  channel?: OutboxTable['channel'];
  state?: 'pending' | 'sent' | 'failed';
  recipient?: string;
  beforeId?: number;
  id?: number;
}

const COLUMNS = [
  'id',
  'channel',
  'recipient',
  'subject',
  'created_at',
  'sent_at',
  'failed_at',
  'attempts',
  'last_error',
] as const;

/** Outbox messages newest first, `limit` of them, the page after an id; never their bodies. */
export function findMessages(db: Db, filter: MessageFilter, limit: number) {
  let query = db.selectFrom('outbox').select(COLUMNS).orderBy('id', 'desc').limit(limit);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  if (filter.channel) query = query.where('channel', '=', filter.channel);
  if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
  if (filter.state === 'sent') query = query.where('sent_at', 'is not', null);
  if (filter.state === 'failed') query = query.where('failed_at', 'is not', null);
  if (filter.state === 'pending') query = query.where('sent_at', 'is', null).where('failed_at', 'is', null);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return query.execute();
}

/**
 * Puts a failed message back in the dispatcher's queue as a new one: due now, unclaimed, its attempts counted from
 * nought, so the dispatcher's own rules (retry delays, the attempt limit) apply to it afresh. Only while it is still
 * failed: true when this call requeued it.
 */
export async function requeueFailed(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ failed_at: null, next_attempt_at: null, claimed_until: null, attempts: 0 })
    .where('id', '=', id)
    .where('failed_at', 'is not', null)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
