import type { Kysely, Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/** Newsletter subscribers: one row per address (lower case); unsubscribing keeps the row with unsubscribed_at set. */
export function newsletterMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(dialect)(db.schema.createTable('newsletter_subscribers'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        // SHA-256 of the token in the unsubscribe link: the link works, a leaked table does not unsubscribe anyone.
        .addColumn('token_hash', 'text', (c) => c.notNull())
        .addColumn('subscribed_at', 'text', (c) => c.notNull())
        .addColumn('unsubscribed_at', 'text')
        .execute();
    },
  };
}
