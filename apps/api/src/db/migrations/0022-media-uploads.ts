import type { Kysely, Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * Uploaded pictures (ADR 0029): one row per distinct upload, named by the SHA-256 of its bytes, so the same file
 * uploaded twice is stored once. `image` is the re-encoded original's address (what catalog rows point at); `variants`
 * lists the WebP and AVIF files written so far, space-separated, and `ready_at` is set once all exist, so a restart
 * can finish an upload whose variants were cut short.
 */
export function mediaUploadsMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('media_uploads'))
        .addColumn('hash', 'text', (c) => c.notNull().unique())
        .addColumn('image', 'text', (c) => c.notNull().unique())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('variants', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ready_at', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('staff.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
