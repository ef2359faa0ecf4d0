import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

/**
 * Arabic beside English in the catalog and the content: each shopper-facing text column gets a nullable twin named
 * after it with `_ar` (`name_ar`, `long_description_ar`, `body_html_ar`, ...). Arabic pages read the twin and fall
 * back to the English column when the twin is empty, so a catalog is never half-blank while it is being translated.
 * `content_pages.title_ar` exists since the content store began.
 *
 * The catalog's change log (migration 0031) also records a product whose Arabic name changes, so an index that reads
 * Arabic names learns of it as it does of English ones.
 */
export const ARABIC_COLUMNS: Record<string, readonly string[]> = {
  brands: ['name_ar'],
  categories: ['name_ar'],
  category_groups: ['name_ar'],
  sub_categories: ['name_ar'],
  products: ['name_ar', 'details_ar', 'long_description_ar', 'meta_description_ar', 'seo_title_ar'],
  attributes: ['name_ar'],
  attribute_values: ['value_ar'],
  option_values: ['name_ar'],
  home_sections: ['title_ar'],
  ads: ['title_ar', 'subtitle_ar', 'cta_ar', 'alt_ar'],
  content_pages: ['summary_ar', 'body_html_ar'],
  faqs: ['topic_ar', 'question_ar', 'answer_html_ar'],
  stores: ['name_ar', 'address_ar', 'opening_hours_ar'],
};

/** The product columns migration 0031 logs, and now the Arabic name. */
const PRODUCT_COLUMNS = [
  'name',
  'name_ar',
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

export function arabicCatalogMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [table, columns] of Object.entries(ARABIC_COLUMNS)) {
        for (const column of columns) {
          await db.schema.alterTable(table).addColumn(column, 'text').execute();
        }
      }
      if (dialect === 'postgres') {
        const changed = sql.raw(
          PRODUCT_COLUMNS.map((c) => `old.${c} is distinct from new.${c}`).join(' or '),
        );
        await sql`drop trigger catalog_changes_product_update on products`.execute(db);
        await sql`create trigger catalog_changes_product_update after update on products
          for each row when (${changed}) execute function catalog_change_product()`.execute(db);
      } else {
        const changed = sql.raw(PRODUCT_COLUMNS.map((c) => `old.${c} is not new.${c}`).join(' or '));
        await sql`drop trigger catalog_changes_product_update`.execute(db);
        await sql`create trigger catalog_changes_product_update after update on products when ${changed}
          begin insert into catalog_changes (product_id) values (new.id); end`.execute(db);
      }
    },
  };
}
