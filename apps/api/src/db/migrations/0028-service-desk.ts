import type { Kysely, Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * The back office's service desk.
 *
 * - `ticket_status_history.staff_id`: who moved the ticket (empty for the customer opening it and for a command run
 *   on the server).
 * - `ticket_notes`: staff's internal notes on a ticket, never shown to the customer.
 * - `contact_messages.handled_at/handled_by`, `leads.handled_at/handled_by`: the inbox's "handled" state, with who.
 * - Indexes for the lists: tickets by phone and by the day they were opened; the inbox newest first; the outbox by
 *   channel; the audit trail by staff member and by object, newest first.
 */
export function serviceDeskMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('ticket_status_history').addColumn('staff_id', 'integer').execute();

      await withId(db.schema.createTable('ticket_notes'))
        .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ticket_notes_ticket').on('ticket_notes').column('ticket_id').execute();

      for (const table of ['contact_messages', 'leads']) {
        await db.schema.alterTable(table).addColumn('handled_at', 'text').execute();
        await db.schema.alterTable(table).addColumn('handled_by', 'integer').execute();
        await db.schema.createIndex(`${table}_newest`).on(table).columns(['created_at', 'id']).execute();
      }

      await db.schema.createIndex('tickets_phone').on('tickets').columns(['phone', 'id']).execute();
      await db.schema.createIndex('tickets_created').on('tickets').column('created_at').execute();
      await db.schema.createIndex('outbox_channel').on('outbox').columns(['channel', 'id']).execute();
      await db.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'id']).execute();
      await db.schema
        .createIndex('audit_log_entity')
        .on('audit_log')
        .columns(['entity_type', 'entity_id', 'id'])
        .execute();
    },
  };
}
