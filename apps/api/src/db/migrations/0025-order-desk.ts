import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * The back office's order desk.
 *
 * - `orders.governorate_id`: the delivery address's governorate, copied out of the address snapshot so the order list
 *   can filter by it with an index (orders placed before this migration are filled in from their snapshot).
 * - `order_status_history.staff_id`: who moved the order (empty for the shop itself, the customer or a command run on
 *   the server); `notified` 0 when staff chose not to tell the customer about the change.
 * - `order_notes`: staff's internal notes on an order, never shown to the customer.
 * - Indexes for the list: newest first by status, by payment method, by governorate and by promo code, so each filter
 *   reads a slice of an index rather than every order (a range of days reads the dashboard's `orders_created`).
 */
export function orderDeskMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('governorate_id', 'integer').execute();
      const governorate =
        dialect === 'postgres'
          ? sql`cast(cast(address_json as json) ->> 'governorate_id' as integer)`
          : sql`cast(json_extract(address_json, '$.governorate_id') as integer)`;
      await sql`update orders set governorate_id = ${governorate}`.execute(db);

      await db.schema.alterTable('order_status_history').addColumn('staff_id', 'integer').execute();
      await db.schema
        .alterTable('order_status_history')
        .addColumn('notified', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await withId(db.schema.createTable('order_notes'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_notes_order').on('order_notes').column('order_id').execute();

      await db.schema.createIndex('orders_status_id').on('orders').columns(['status', 'id']).execute();
      await db.schema
        .createIndex('orders_method_id')
        .on('orders')
        .columns(['payment_method', 'id'])
        .execute();
      await db.schema
        .createIndex('orders_governorate_id')
        .on('orders')
        .columns(['governorate_id', 'id'])
        .execute();
      await db.schema.createIndex('orders_promo_id').on('orders').columns(['promo_code', 'id']).execute();
    },
  };
}
