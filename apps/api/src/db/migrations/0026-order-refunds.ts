import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * Shipping details and refunds.
 *
 * - `orders.courier_name`, `orders.tracking_number`: given by staff when the order is shipped, shown to the customer.
 * - `orders.refunded_total` and `order_items.refunded_quantity`: what has been refunded so far (whole EGP, units),
 *   raised with a conditional update (`... WHERE refunded_total + n <= total`) so two refunds sent at once can never
 *   give back more than was paid, or more units than were bought.
 * - `order_refunds`: one row a refund (amount, cash or card, the gateway's reference, who, when), `order_refund_lines`
 *   its lines and quantities.
 * - `loyalty_entries.refund_id`: a part refund takes back points once per refund, so the "once per order and reason"
 *   rule becomes "once per order, reason and refund" (0 for entries that belong to no refund). SQLite cannot drop
 *   a table constraint, so there the table is copied into one without it.
 */
export function orderRefundsMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('courier_name', 'text').execute();
      await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('refunded_total', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('order_items')
        .addColumn('refunded_quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('order_refunds'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('provider', 'text')
        .addColumn('gateway_reference', 'text')
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('whole_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_refunds_order')
        .on('order_refunds')
        .columns(['order_id', 'id'])
        .execute();
      await withId(db.schema.createTable('order_refund_lines'))
        .addColumn('refund_id', 'integer', (c) =>
          c.notNull().references('order_refunds.id').onDelete('cascade'),
        )
        .addColumn('order_item_id', 'integer', (c) =>
          c.notNull().references('order_items.id').onDelete('cascade'),
        )
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .execute();
      await db.schema
        .createIndex('order_refund_lines_refund')
        .on('order_refund_lines')
        .column('refund_id')
        .execute();

      if (dialect === 'postgres') {
        await sql`alter table loyalty_entries drop constraint loyalty_entries_order_reason`.execute(db);
        await db.schema
          .alterTable('loyalty_entries')
          .addColumn('refund_id', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      } else {
        await sql`create table loyalty_entries_next (
          id integer primary key autoincrement,
          user_id integer not null references users (id) on delete cascade,
          order_id integer references orders (id) on delete set null,
          points integer not null,
          reason text not null,
          note text not null,
          created_at text not null,
          refund_id integer not null default 0
        )`.execute(db);
        await sql`insert into loyalty_entries_next (id, user_id, order_id, points, reason, note, created_at, refund_id)
          select id, user_id, order_id, points, reason, note, created_at, 0 from loyalty_entries`.execute(db);
        await sql`drop table loyalty_entries`.execute(db);
        await sql`alter table loyalty_entries_next rename to loyalty_entries`.execute(db);
        await db.schema
          .createIndex('loyalty_entries_user')
          .on('loyalty_entries')
          .columns(['user_id', 'id'])
          .execute();
      }
      await db.schema
        .createIndex('loyalty_entries_order_reason_refund')
        .on('loyalty_entries')
        .columns(['order_id', 'reason', 'refund_id'])
        .unique()
        .execute();
    },
  };
}
