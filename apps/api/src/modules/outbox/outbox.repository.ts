import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { OutboxMessage } from '@shop/contract/outbox';
import type { DialectName } from '#app/db/dialect';
import type { Database, OutboxTable } from '#app/db/schema';

type NewMessage = Pick<Insertable<OutboxTable>, 'channel' | 'recipient' | 'subject' | 'body'>;

function outboxRow(message: NewMessage, createdAt: string) {
  return {
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject ?? null,
    body: message.body,
    created_at: createdAt,
    sent_at: null,
  };
}

export async function enqueueMessage(db: Kysely<Database>, message: NewMessage): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values(outboxRow(message, new Date().toISOString()))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Several messages in one statement (an order's e-mail and SMS: one round trip inside its transaction). */
export async function enqueueMessages(db: Kysely<Database>, messages: NewMessage[]): Promise<void> {
  if (messages.length === 0) return;
  const now = new Date().toISOString();
  await db
    .insertInto('outbox')
    .values(messages.map((message) => outboxRow(message, now)))
    .execute();
}

export async function listMessages(
  db: Kysely<Database>,
  filter: { to?: string | undefined; limit?: number } = {},
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('outbox')
    .select([
      'id',
      'channel',
      'recipient as to',
      'subject',
      'body',
      'created_at',
      'sent_at',
      'failed_at',
      'attempts',
      'last_error',
    ])
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 50);
  if (filter.to) query = query.where('recipient', '=', filter.to);
  const rows = await query.execute();
  return rows.map(({ sent_at, failed_at, ...row }) => ({
    ...row,
    attempts: Number(row.attempts),
    status: sent_at ? 'sent' : failed_at ? 'failed' : 'pending',
    sent_at,
  }));
}

export type ClaimedMessage = Pick<
  Selectable<OutboxTable>,
  'id' | 'channel' | 'recipient' | 'subject' | 'body' | 'attempts'
>;

/**
 * Takes up to `limit` due messages of the given channels for this dispatcher until `leaseUntil`, counting the attempt.
 * The conditions are checked again in the UPDATE itself and PostgreSQL skips rows another instance has locked, so two
 * instances never hold one message at once; a message whose lease lapsed (its sender died) becomes due again.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  dialect: DialectName,
  options: { channels: OutboxTable['channel'][]; now: string; leaseUntil: string; limit: number },
): Promise<ClaimedMessage[]> {
  const { channels, now, leaseUntil, limit } = options;
  if (channels.length === 0) return [];
  const due = <Q extends SelectQueryBuilder<Database, 'outbox', object>>(q: Q) =>
    q
      .where('channel', 'in', channels)
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]));
  const candidates = due(db.selectFrom('outbox').select('id'))
    .orderBy('id')
    .limit(limit)
    .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked());
  return db
    .updateTable('outbox')
    .set((eb) => ({ claimed_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', candidates)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returning(['id', 'channel', 'recipient', 'subject', 'body', 'attempts'])
    .execute();
}

export async function markSent(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: at, claimed_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markRetry(
  db: Kysely<Database>,
  id: number,
  next: { at: string; error: string },
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ next_attempt_at: next.at, claimed_until: null, last_error: next.error })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Kysely<Database>, id: number, failure: { at: string; error: string }) {
  await db
    .updateTable('outbox')
    .set({ failed_at: failure.at, claimed_until: null, last_error: failure.error })
    .where('id', '=', id)
    .execute();
}

/** Messages that waited longer than the cut-off are given up: a code or link that old would only confuse. */
export async function expireStaleMessages(
  db: Kysely<Database>,
  options: { channels: OutboxTable['channel'][]; createdBefore: string; now: string },
): Promise<number> {
  if (options.channels.length === 0) return 0;
  const result = await db
    .updateTable('outbox')
    .set({ failed_at: options.now, last_error: 'not delivered in time' })
    .where('channel', 'in', options.channels)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('created_at', '<', options.createdBefore)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', options.now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
