import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The back office finds products by words of their name. On PostgreSQL it asked the storefront's search table, whose
 * documents hold the SKU, brand and category words beside the name's: a prefix such as "bench" or "iphone" then
 * matched every generated SKU's word ("bench-4321") before the name-only weight threw them away (25-105 ms at 100,000
 * products to count matches that were 0 or 17), and the planner, with no useful statistics, walked the list's sort
 * index through all 100,000 products expecting those matches early (1.3-1.4 s). An index of the names' own words
 * answers such a word in under a millisecond, and ANALYZE gives the planner its words' frequencies. SQLite's text
 * index already has a name column of its own.
 */
export function productNameWordsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create index products_name_words on products using gin (to_tsvector('simple', name))`.execute(
        db,
      );
      // The words' frequencies are gathered by ANALYZE alone, which autovacuum runs only after many rows change:
      // without them the planner still walks every product for a rare word.
      await sql`analyze products`.execute(db);
    },
  };
}
