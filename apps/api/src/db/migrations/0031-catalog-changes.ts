import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * A log of what changed in the catalog, written by triggers so every writer (seed, import, back office, CLI, orders)
 * records it without knowing the log exists. Each server's search index reads the rows past the last it applied, and
 * reloads those products (ADR 0038). A row names the product; a row without one means that something every product
 * refers to changed (a brand, category, sub-category or attribute renamed, added or removed): the index is rebuilt.
 *
 * Only what search reads is logged: a variant's stock only when it runs out or comes back, so a sale costs one small
 * insert only when it empties a variant.
 */
export function catalogChangesMigration(dialect: DialectName): Migration {
  return { up: (db) => (dialect === 'postgres' ? upPostgres(db) : upSqlite(db)) };
}

/** Columns of products the index keeps; a change to any other (descriptions, pictures) is not logged. */
const PRODUCT_COLUMNS = [
  'name',
  'sku',
  'category_id',
  'sub_category_id',
  'brand_id',
  'price',
  'discount_price',
  'promo',
  'top',
  'active',
  'created_at',
];

/** Tables every product refers to by id: a change there rebuilds the index. */
const SHARED_TABLES = ['brands', 'categories', 'sub_categories', 'attributes', 'attribute_values'];

async function upSqlite(db: Kysely<unknown>) {
  await sql`create table catalog_changes (id integer primary key autoincrement, product_id integer)`.execute(
    db,
  );
  const log = (who: string) => sql.raw(`insert into catalog_changes (product_id) values (${who});`);
  const changed = sql.raw(PRODUCT_COLUMNS.map((c) => `old.${c} is not new.${c}`).join(' or '));
  await sql`create trigger catalog_changes_product_insert after insert on products begin ${log('new.id')} end`.execute(
    db,
  );
  await sql`create trigger catalog_changes_product_update after update on products when ${changed}
    begin ${log('new.id')} end`.execute(db);
  await sql`create trigger catalog_changes_product_delete after delete on products begin ${log('old.id')} end`.execute(
    db,
  );
  await sql`create trigger catalog_changes_variant_insert after insert on product_variants
    begin ${log('new.product_id')} end`.execute(db);
  await sql`create trigger catalog_changes_variant_delete after delete on product_variants
    begin ${log('old.product_id')} end`.execute(db);
  await sql`create trigger catalog_changes_variant_update after update on product_variants
    when (old.stock > 0) is not (new.stock > 0) or old.product_id is not new.product_id
      or old.color_id is not new.color_id or old.size_id is not new.size_id or old.mac_model_id is not new.mac_model_id
    begin ${log('new.product_id')} ${log('old.product_id')} end`.execute(db);
  for (const table of ['product_attribute_values', 'home_section_products']) {
    await sql`create trigger ${sql.raw(`catalog_changes_${table}_insert`)} after insert on ${sql.table(table)}
      begin ${log('new.product_id')} end`.execute(db);
    await sql`create trigger ${sql.raw(`catalog_changes_${table}_delete`)} after delete on ${sql.table(table)}
      begin ${log('old.product_id')} end`.execute(db);
    await sql`create trigger ${sql.raw(`catalog_changes_${table}_update`)} after update on ${sql.table(table)}
      begin ${log('new.product_id')} ${log('old.product_id')} end`.execute(db);
  }
  for (const table of SHARED_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`catalog_changes_${table}_${event}`)} after ${sql.raw(event)}
        on ${sql.table(table)} begin ${log('null')} end`.execute(db);
    }
  }
}

async function upPostgres(db: Kysely<unknown>) {
  await sql`create table catalog_changes (id bigserial primary key, product_id integer)`.execute(db);
  // One function per way of naming the product: the row's id, its product_id, or none.
  await sql`create function catalog_change_product() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then insert into catalog_changes (product_id) values (old.id); end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.id <> old.id) then
        insert into catalog_changes (product_id) values (new.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function catalog_change_product_row() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then insert into catalog_changes (product_id) values (old.product_id); end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.product_id <> old.product_id) then
        insert into catalog_changes (product_id) values (new.product_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create function catalog_change_shared() returns trigger language plpgsql as $$
    begin
      insert into catalog_changes (product_id) values (null);
      return null;
    end $$`.execute(db);
  const changed = sql.raw(PRODUCT_COLUMNS.map((c) => `old.${c} is distinct from new.${c}`).join(' or '));
  await sql`create trigger catalog_changes_product_write after insert or delete on products
    for each row execute function catalog_change_product()`.execute(db);
  await sql`create trigger catalog_changes_product_update after update on products
    for each row when (${changed}) execute function catalog_change_product()`.execute(db);
  await sql`create trigger catalog_changes_variant_write after insert or delete on product_variants
    for each row execute function catalog_change_product_row()`.execute(db);
  await sql`create trigger catalog_changes_variant_update after update on product_variants
    for each row when ((old.stock > 0) is distinct from (new.stock > 0) or old.product_id <> new.product_id
      or old.color_id is distinct from new.color_id or old.size_id is distinct from new.size_id
      or old.mac_model_id is distinct from new.mac_model_id)
    execute function catalog_change_product_row()`.execute(db);
  for (const table of ['product_attribute_values', 'home_section_products']) {
    await sql`create trigger ${sql.raw(`catalog_changes_${table}`)} after insert or update or delete
      on ${sql.table(table)} for each row execute function catalog_change_product_row()`.execute(db);
  }
  for (const table of SHARED_TABLES) {
    await sql`create trigger ${sql.raw(`catalog_changes_${table}`)} after insert or update or delete
      on ${sql.table(table)} for each row execute function catalog_change_shared()`.execute(db);
  }
}
