import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The back office's customer desk.
 *
 * - `users.blocked_at`, `blocked_reason`, `blocked_by`: an account the owner blocked (when, why, which staff member);
 *   empty for every other account. Nothing else of the customer's changes: carts, orders and rewards stay.
 * - Indexes for finding a customer by the start of their name (any case), phone or e-mail, so a search reads a slice
 *   of an index rather than every account. PostgreSQL compares these in byte order ("C"), as SQLite does, so the
 *   range a prefix stands for is the same on both and the index answers it whatever the database's own collation.
 */
export function customerDeskMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('blocked_at', 'text').execute();
      await db.schema.alterTable('users').addColumn('blocked_reason', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('blocked_by', 'integer', (c) => c.references('staff.id'))
        .execute();

      if (dialect === 'postgres') {
        await sql`create index users_name_search on users ((lower(name) collate "C"))`.execute(db);
        await sql`create index users_email_search on users ((email collate "C"))`.execute(db);
        await sql`create index users_phone_search on users ((phone collate "C"))`.execute(db);
      } else {
        await sql`create index users_name_search on users (lower(name))`.execute(db);
        // The unique index on e-mail already reads in byte order on SQLite.
        await sql`create index users_phone_search on users (phone)`.execute(db);
      }
    },
  };
}
