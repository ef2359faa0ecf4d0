import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * Content: pages and service articles with sanitised rich text, FAQs, the shop's stores, and what the public
 * forms record (contact messages and enterprise leads). The rows themselves come from the content seed and the
 * operator's `content import`, not from here.
 */
export function contentMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('content_pages'))
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('page', 'article', 'faq-group')`))
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('title_ar', 'text')
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('body_html', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // Slugs keep their spelling in links (Trade-in), but a hand-typed lower-case address should still find them.
      await db.schema
        .createIndex('content_pages_slug_lower')
        .on('content_pages')
        .expression(sql`lower(slug)`)
        .execute();

      await withId(db.schema.createTable('faqs'))
        .addColumn('question', 'text', (c) => c.notNull().unique())
        .addColumn('answer_html', 'text', (c) => c.notNull())
        .addColumn('topic', 'text', (c) => c.notNull().defaultTo('General'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('stores'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('opening_hours', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('map_url', 'text', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('stores_city').on('stores').columns(['city_id', 'sort']).execute();

      await withId(db.schema.createTable('contact_messages'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('leads'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('education', 'business')`))
        .addColumn('organisation', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('interest', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('leads_kind').on('leads').columns(['kind', 'created_at']).execute();
    },
  };
}
