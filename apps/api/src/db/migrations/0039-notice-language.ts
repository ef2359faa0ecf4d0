import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The language of the shop's other notices to shoppers (ADR 0043), and what a rewards entry says.
 *
 * - `stock_notifications.language`: the language of the page a shopper asked "tell me when it is back" from; the
 *   back-in-stock mail is written in it.
 * - `newsletter_subscribers.language`: the language of the page that subscribed; the welcome mail is written in it,
 *   and a returning subscriber's new subscription replaces it.
 * - `loyalty_entries.note_kind`: what the entry's note says, as a kind (`delivered`, `order_refunded`, `refunded`,
 *   `part_refunded`) with the order's number, so the rewards panel writes it in the page's language when it is read.
 *   The English `note` stays as it was written; rows written before this migration get their kind from it. A null
 *   kind shows the note as written.
 *
 * Rows that exist already were all written in English, which is the language columns' default.
 */
export function noticeLanguageMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['stock_notifications', 'newsletter_subscribers']) {
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
      await db.schema.alterTable('loyalty_entries').addColumn('note_kind', 'text').execute();
      await sql`update loyalty_entries set note_kind = case
          when reason = 'earned' then 'delivered'
          when refund_id = 0 then 'order_refunded'
          when note like '%: part refunded' then 'part_refunded'
          else 'refunded'
        end
        where order_id is not null`.execute(db);
    },
  };
}
