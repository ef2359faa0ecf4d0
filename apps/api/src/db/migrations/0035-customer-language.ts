import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The language the shop writes to a customer in.
 *
 * - `users.language`: the customer's preferred language, `en` or `ar`; taken from the language the shopper used when
 *   they registered, changed in the profile. Every e-mail and SMS to the customer is written in it.
 * - `orders.language`: the language the order was placed in.
 * - `tickets.language`: the language a service request was sent in (it may come from a guest, who has no account):
 *   its confirmation and status SMS are written in it.
 *
 * Rows that exist already were all written in English, which is every column's default.
 */
export function customerLanguageMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['users', 'orders', 'tickets']) {
        await db.schema
          .alterTable(table)
          .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
          .execute();
        // SQLite cannot add a check constraint to an existing table; PostgreSQL keeps the two values itself.
        if (dialect === 'postgres') {
          await sql`alter table ${sql.table(table)} add constraint ${sql.ref(`${table}_language_known`)} check (language in ('en', 'ar'))`.execute(
            db,
          );
        }
      }
    },
  };
}
