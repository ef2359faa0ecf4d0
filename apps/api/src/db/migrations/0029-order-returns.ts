import type { Kysely, Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * Customers' return requests (ADR 0033): one per order, with the reason, an optional photo kept in the database (it is
 * private: only staff read it, through the back office, never from the public media store), and staff's decision.
 */
export function orderReturnsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(dialect)(db.schema.createTable('order_returns'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().unique().references('orders.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('photo', dialect === 'postgres' ? 'bytea' : 'blob')
        .addColumn('photo_type', 'text')
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('decided_at', 'text')
        .addColumn('decided_by', 'integer', (c) => c.references('staff.id'))
        .addColumn('decision_note', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
