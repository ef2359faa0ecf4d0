import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Indexes for related products and compare suggestions (ADR 0039).
 *
 * Similar products and suggestions read sellable products of one sub-category or category outward from the price a
 * shopper pays, coalesce(discount_price, price): with the equality columns first and that price next, each side is
 * a short range read in price order that stops at its limit, whatever the size of the catalogue, and the columns
 * the reads filter on or return ride along so no product row (with its descriptions) is read.
 *
 * Accessories that name a model ("Case for iPhone 17 Pro") are found by the words of their names. Scanning every
 * accessory's name with LIKE took 12 ms on 100,000 products; a word index of the accessories' names answers in well
 * under one. SQLite: an FTS5 table of the names of products in the accessories category (id 7), kept by triggers
 * like the search index, so every writer keeps it without knowing it exists. PostgreSQL: a partial GIN index on the
 * names' words over the same rows.
 */
export function relatedProductsMigration(dialect: DialectName): Migration {
  return { up: (db) => (dialect === 'postgres' ? upPostgres(db) : upSqlite(db)) };
}

async function upSqlite(db: Kysely<unknown>) {
  await sql`create index products_related_sub_category on products
    (sub_category_id, active, available_soon, coalesce(discount_price, price), stock_total, brand_id,
     category_id)`.execute(db);
  await sql`create index products_related_category on products
    (category_id, active, available_soon, coalesce(discount_price, price), stock_total, brand_id,
     sub_category_id)`.execute(db);

  await sql`create virtual table accessory_names using fts5(
    name, tokenize = 'unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger products_accessory_names_insert after insert on products when new.category_id = 7 begin
    insert into accessory_names(rowid, name) values (new.id, new.name);
  end`.execute(db);
  await sql`create trigger products_accessory_names_update after update of name, category_id on products begin
    delete from accessory_names where rowid = old.id;
    insert into accessory_names(rowid, name) select new.id, new.name where new.category_id = 7;
  end`.execute(db);
  await sql`create trigger products_accessory_names_delete after delete on products when old.category_id = 7 begin
    delete from accessory_names where rowid = old.id;
  end`.execute(db);
  await sql`insert into accessory_names(rowid, name) select id, name from products where category_id = 7`.execute(
    db,
  );
}

async function upPostgres(db: Kysely<unknown>) {
  await sql`create index products_related_sub_category on products
    (sub_category_id, active, available_soon, (coalesce(discount_price, price)))
    include (id, stock_total, brand_id, category_id)`.execute(db);
  await sql`create index products_related_category on products
    (category_id, active, available_soon, (coalesce(discount_price, price)))
    include (id, stock_total, brand_id, sub_category_id)`.execute(db);
  await sql`create index products_accessory_names on products
    using gin (to_tsvector('simple', name)) where category_id = 7`.execute(db);
}
