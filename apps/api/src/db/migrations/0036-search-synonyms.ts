import { readFileSync } from 'node:fs';
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The Arabic names search understands (ايفون for iPhone, ماك بوك for MacBook) move from a file read at start-up into
 * a table the staff edit from the back office. Each row: the Arabic spellings shoppers type and the catalog words they
 * stand for, each list comma-separated. The table starts with the file's entries.
 *
 * A change writes a row with product 0 to the catalog's change log (migration 0031), by trigger, so every server
 * reads the new list at its next poll: it swaps the list in, without rebuilding its index.
 */
export function searchSynonymsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const id =
        dialect === 'postgres' ? sql`id serial primary key` : sql`id integer primary key autoincrement`;
      await sql`create table search_synonyms (
        ${id},
        spellings text not null,
        words text not null,
        updated_at text not null
      )`.execute(db);
      const file = JSON.parse(
        readFileSync(new URL('../../modules/search/search-synonyms.json', import.meta.url), 'utf8'),
      ) as { synonyms: Array<{ ar: string[]; en: string[] }> };
      const at = new Date().toISOString();
      for (const entry of file.synonyms)
        await sql`insert into search_synonyms (spellings, words, updated_at)
          values (${entry.ar.join(', ')}, ${entry.en.join(', ')}, ${at})`.execute(db);
      if (dialect === 'postgres') {
        await sql`create function catalog_change_synonyms() returns trigger language plpgsql as $$
          begin
            insert into catalog_changes (product_id) values (0);
            return null;
          end $$`.execute(db);
        await sql`create trigger catalog_changes_search_synonyms after insert or update or delete
          on search_synonyms for each row execute function catalog_change_synonyms()`.execute(db);
      } else {
        for (const event of ['insert', 'update', 'delete'])
          await sql`create trigger ${sql.raw(`catalog_changes_search_synonyms_${event}`)} after ${sql.raw(event)}
            on search_synonyms begin insert into catalog_changes (product_id) values (0); end`.execute(db);
      }
    },
  };
}
