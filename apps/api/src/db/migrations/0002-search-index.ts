import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * The product search index, kept in step with products by triggers so every writer (seed, import, CLI, API) updates
 * it without knowing it exists. SQLite: an FTS5 table with prefix indexes for 1-3 characters (autocomplete on short
 * prefixes stays cheap). PostgreSQL: a tsvector per product with a GIN index, name weighted above the rest.
 * What is indexed: the product name, its SKU, and its brand, category and sub-category names.
 */
export function searchIndexMigration(dialect: DialectName): Migration {
  return { up: (db) => (dialect === 'postgres' ? upPostgres(db) : upSqlite(db)) };
}

const keywordsOf = (p: string) =>
  sql.raw(`${p}.sku
  || ' ' || coalesce((select b.name from brands b where b.id = ${p}.brand_id), '')
  || ' ' || coalesce((select c.name from categories c where c.id = ${p}.category_id), '')
  || ' ' || coalesce((select s.name from sub_categories s where s.id = ${p}.sub_category_id), '')`);

async function upSqlite(db: Kysely<unknown>) {
  await sql`create virtual table product_search using fts5(
    name, keywords, tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'
  )`.execute(db);
  await sql`create trigger products_search_insert after insert on products begin
    insert into product_search(rowid, name, keywords) values (new.id, new.name, ${keywordsOf('new')});
  end`.execute(db);
  await sql`create trigger products_search_update after update of name, sku, brand_id, category_id, sub_category_id
    on products begin
    delete from product_search where rowid = old.id;
    insert into product_search(rowid, name, keywords) values (new.id, new.name, ${keywordsOf('new')});
  end`.execute(db);
  await sql`create trigger products_search_delete after delete on products begin
    delete from product_search where rowid = old.id;
  end`.execute(db);
  await sql`insert into product_search(rowid, name, keywords) select p.id, p.name, ${keywordsOf('p')} from products p`.execute(
    db,
  );
}

async function upPostgres(db: Kysely<unknown>) {
  await sql`create table product_search (
    product_id integer primary key references products(id) on delete cascade,
    document tsvector not null
  )`.execute(db);
  await sql`create index product_search_document on product_search using gin (document)`.execute(db);
  await sql`create function product_search_refresh() returns trigger language plpgsql as $$
    begin
      insert into product_search (product_id, document)
      values (new.id, setweight(to_tsvector('simple', new.name), 'A') || setweight(to_tsvector('simple', ${keywordsOf('new')}), 'B'))
      on conflict (product_id) do update set document = excluded.document;
      return new;
    end $$`.execute(db);
  await sql`create trigger products_search_refresh after insert or update of name, sku, brand_id, category_id, sub_category_id
    on products for each row execute function product_search_refresh()`.execute(db);
  await sql`insert into product_search (product_id, document)
    select p.id, setweight(to_tsvector('simple', p.name), 'A') || setweight(to_tsvector('simple', ${keywordsOf('p')}), 'B')
    from products p`.execute(db);
}
