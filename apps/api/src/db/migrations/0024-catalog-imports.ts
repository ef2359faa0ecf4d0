import type { Kysely, Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * Catalog imports started from the back office. The import runs in the background of the instance that took the
 * upload; its progress and its report live here, so the page that polls it may reach any instance, and a finished
 * import's report can be read back later.
 *
 * - `state`: 'running' until the end; then 'done' (with `result`, the summary and the rejected rows as JSON text) or
 *   'failed' (with `error`, why nothing or not everything was imported). A running row whose `updated_at` stops moving
 *   belongs to an instance that went away.
 * - `done` / `total`: products written so far out of the file's products.
 */
export function catalogImportsMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('catalog_imports'))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('result', 'text')
        .addColumn('error', 'text')
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
    },
  };
}
