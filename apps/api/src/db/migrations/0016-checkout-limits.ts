import type { Kysely, Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * The card numbers the demo's CIB offer covers: six-digit prefixes (BINs) and one range of eight-digit prefixes,
 * comma-separated. They look like CIB's but are the demo's own; a real shop writes its bank's list here.
 */
export const DEMO_CIB_CARD_BINS =
  '409765, 455712, 468912, 485455, 512937, 530418, 542187, 557314, 50780300-50780399';

/**
 * Checkout limits against one shopper holding or draining stock, and card offers that need a card of their bank:
 *
 * - orders remember the device they were placed from (the signed device cookie), so unpaid online orders can be
 *   counted per device as well as per account;
 * - payment offers that only some cards earn (a bank's cards) list the card number prefixes they cover; an order
 *   priced with such an offer remembers the offer and the prefix the customer gave, and is paid only by a card the
 *   offer covers.
 */
export function checkoutLimitsMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite adds one at a time.
      await db.schema.alterTable('orders').addColumn('device_id', 'text').execute();
      await db.schema.alterTable('orders').addColumn('card_offer', 'text').execute();
      await db.schema.alterTable('orders').addColumn('card_bin', 'text').execute();
      await db.schema
        .createIndex('orders_device_status')
        .on('orders')
        .columns(['device_id', 'status'])
        .execute();

      await withId(db.schema.createTable('payment_offers'))
        // The offer as products and payment methods name it (payment_methods_discount_name_en).
        .addColumn('name_en', 'text', (c) => c.notNull().unique())
        // Comma-separated 6 to 8 digit card prefixes, or ranges of them (51293700-51293799).
        .addColumn('card_bins', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db
        .insertInto('payment_offers' as never)
        .values({
          name_en: 'Save 10% with CIB cards',
          card_bins: DEMO_CIB_CARD_BINS,
          updated_at: new Date().toISOString(),
        } as never)
        .execute();
    },
  };
}
