import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * Service tickets (the service centre): hardware and software requests with a unique tracking code, and the
 * history of their statuses, which Track Your Device shows to whoever has both the code and the phone.
 */
export function ticketsMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('tickets'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('hardware', 'software')`))
        .addColumn('device', 'text', (c) => c.notNull())
        .addColumn('serial_or_imei', 'text', (c) => c.notNull())
        .addColumn('problem', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tickets_status').on('tickets').columns(['status', 'id']).execute();

      await withId(db.schema.createTable('ticket_status_history'))
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('ticket_status_history_ticket')
        .on('ticket_status_history')
        .column('ticket_id')
        .execute();
    },
  };
}
