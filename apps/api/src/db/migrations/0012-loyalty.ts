import type { Kysely, Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * The rewards ledger (ADR 0012): one row per change of a customer's points. An order earns once and is taken back
 * once: (order_id, reason) is unique, so a repeated status change never counts twice.
 */
export function loyaltyMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(dialect)(db.schema.createTable('loyalty_entries'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('points', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('loyalty_entries_order_reason', ['order_id', 'reason'])
        .execute();
      await db.schema
        .createIndex('loyalty_entries_user')
        .on('loyalty_entries')
        .columns(['user_id', 'id'])
        .execute();
    },
  };
}
