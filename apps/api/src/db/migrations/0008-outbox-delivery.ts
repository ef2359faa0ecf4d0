import type { Kysely, Migration } from 'kysely';

/**
 * Delivery bookkeeping for the outbox once SMTP or an SMS gateway is configured: each message is claimed for a lease
 * (so two instances never send it at once), retried with backoff, and ends sent or failed.
 */
export function outboxDeliveryMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('outbox')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('claimed_until', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('failed_at', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
      await db.schema
        .createIndex('outbox_pending')
        .on('outbox')
        .columns(['sent_at', 'failed_at', 'id'])
        .execute();
    },
  };
}
