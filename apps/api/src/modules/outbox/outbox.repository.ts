import type { Kysely } from 'kysely';
import type { OutboxMessage } from '@shop/contract/outbox';
import type { Database, OutboxTable } from '#app/db/schema';

export async function enqueueMessage(
  db: Kysely<Database>,
  message: { channel: OutboxTable['channel']; recipient: string; subject?: string | null; body: string },
): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? null,
      body: message.body,
      created_at: new Date().toISOString(),
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listMessages(
  db: Kysely<Database>,
  filter: { to?: string | undefined; limit?: number } = {},
): Promise<OutboxMessage[]> {
  let query = db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient as to', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(filter.limit ?? 50);
  if (filter.to) query = query.where('recipient', '=', filter.to);
  return query.execute();
}
