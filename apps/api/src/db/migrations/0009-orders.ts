import { sql, type Kysely, type Migration } from 'kysely';
import { flag, idColumn, type DialectName } from '../dialect.ts';
import { DELIVERY_FEE_BY_GOVERNORATE, STANDING_PROMO_CODES } from '../reference/checkout-reference.ts';

/**
 * Orders (ADR 0011): orders with a snapshot of their lines, address and totals, the status history, promo
 * codes with a guarded use counter, payment events (each provider event recorded once) and delivery fees per
 * governorate, which are reference data like the governorates themselves.
 */
export function ordersMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('governorates')
        .addColumn('delivery_fee', 'integer', (c) => c.notNull().defaultTo(100))
        .execute();
      for (const [id, fee] of DELIVERY_FEE_BY_GOVERNORATE) {
        await sql`update governorates set delivery_fee = ${fee} where id = ${id}`.execute(db);
      }

      await withId(db.schema.createTable('promo_codes'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'fixed')`))
        .addColumn('value', 'integer', (c) => c.notNull())
        .addColumn('max_discount', 'integer')
        .addColumn('min_amount', 'integer', flag)
        .addColumn('payment_method', 'text')
        .addColumn('starts_at', 'text')
        .addColumn('ends_at', 'text')
        .addColumn('max_uses', 'integer')
        .addColumn('uses', 'integer', flag)
        .addColumn('max_uses_per_customer', 'integer')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      for (const promo of STANDING_PROMO_CODES) {
        await db
          .insertInto('promo_codes' as never)
          .values(promo as never)
          .execute();
      }

      await withId(db.schema.createTable('orders'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_method', 'text', (c) => c.notNull())
        .addColumn('plan_id', 'integer')
        .addColumn('plan_months', 'integer')
        .addColumn('plan_interest', 'integer')
        .addColumn('address_json', 'text', (c) => c.notNull())
        .addColumn('subtotal', 'integer', (c) => c.notNull())
        .addColumn('discount', 'integer', (c) => c.notNull())
        .addColumn('method_discount', 'integer', (c) => c.notNull())
        .addColumn('promo_discount', 'integer', (c) => c.notNull())
        .addColumn('installment_fee', 'integer', (c) => c.notNull())
        .addColumn('delivery_fee', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('promo_code_id', 'integer', (c) => c.references('promo_codes.id'))
        .addColumn('promo_code', 'text')
        .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('device_type', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('idempotency_key', 'text')
        .addColumn('pay_provider', 'text')
        .addColumn('pay_reference', 'text')
        .addColumn('pay_url', 'text')
        .addColumn('pay_before', 'text')
        .addColumn('stock_released', 'integer', flag)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('orders_idempotency_once', ['user_id', 'idempotency_key'])
        .execute();
      await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('orders_status').on('orders').columns(['status', 'pay_before']).execute();
      await db.schema.createIndex('orders_pay_reference').on('orders').column('pay_reference').execute();

      await withId(db.schema.createTable('order_items'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('variant_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('line_total', 'integer', (c) => c.notNull())
        // 1 when stock was taken for this line (pre-orders are sold ahead of stock and take none).
        .addColumn('reserved', 'integer', flag)
        .execute();
      await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();

      await withId(db.schema.createTable('order_status_history'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_status_history_order')
        .on('order_status_history')
        .column('order_id')
        .execute();

      await withId(db.schema.createTable('payment_events'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payment_events_once', ['provider', 'event_id'])
        .execute();
    },
  };
}
