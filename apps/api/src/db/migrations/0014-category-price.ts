import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Listings and searches within a category filtered by price (the shop's price slider) read the effective price,
 * coalesce(discount_price, price), for every product of the category. An index on that expression, carrying the
 * columns the facets and sorts read, answers them from the index alone. On PostgreSQL it turned a prefix search in
 * one category under a price ceiling from a scan of the whole text index into a walk of a few hundred index entries
 * (49 ms to 6 ms on 100,000 products); SQLite uses it for the same filters without text.
 */
export function categoryPriceMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`create index products_category_price on products
          (category_id, active, (coalesce(discount_price, price)))
          include (id, brand_id, sub_category_id, top, created_at, price, discount_price, promo)`.execute(db);
        return;
      }
      await sql`create index products_category_price on products
        (category_id, active, coalesce(discount_price, price), brand_id, sub_category_id, top, created_at,
         price, discount_price, promo)`.execute(db);
    },
  };
}
