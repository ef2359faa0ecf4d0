import type { Kysely, Migration } from 'kysely';

/**
 * ADR 0037: the home page edited in the back office (a description of each ad's picture for people who cannot see it,
 * and the featured brands' own order, since their `sort_order` is the mega-menu's), and when a sweeper last took a
 * pending card refund, so two servers never both send it to the gateway again.
 */
export function homeContentMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('ads')
        .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('brands')
        .addColumn('featured_sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('order_refunds').addColumn('checked_at', 'text').execute();
    },
  };
}
