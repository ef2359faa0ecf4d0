import { sql, type Kysely, type Migration } from 'kysely';
import { flag } from '../dialect.ts';

/**
 * Prices and promotions the back office edits:
 *
 * - promo codes may be limited to some categories, brands or products (comma-separated ids; empty means every
 *   product), and remember when they were made and last changed;
 * - payment offers carry their method and percentage (they were constants of the code) and can be switched off; an
 *   offer with an empty card list is one any payment of its method earns (valU's);
 * - installment plans move from the code into a table with their months, interest, a minimum order and the products
 *   they cover. The demo plans keep their ids (31 to 33), which clients and saved orders already name.
 */
export const promotionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const now = new Date().toISOString();
    // One column per statement: SQLite adds one at a time.
    for (const column of ['category_ids', 'brand_ids', 'product_ids']) {
      await db.schema
        .alterTable('promo_codes')
        .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    }
    await db.schema.alterTable('promo_codes').addColumn('created_at', 'text').execute();
    await db.schema.alterTable('promo_codes').addColumn('updated_at', 'text').execute();

    await db.schema
      .alterTable('payment_offers')
      .addColumn('method_code', 'text', (c) => c.notNull().defaultTo('card'))
      .execute();
    await db.schema.alterTable('payment_offers').addColumn('percent', 'integer', flag).execute();
    await db.schema
      .alterTable('payment_offers')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await sql`update payment_offers set percent = 10 where name_en = 'Save 10% with CIB cards'`.execute(db);
    await db
      .insertInto('payment_offers' as never)
      .values({
        name_en: '5% off with Valu',
        card_bins: '',
        method_code: 'valu',
        percent: 5,
        updated_at: now,
      } as never)
      .execute();

    // Plain integer ids: the demo's are kept and new ones follow the largest (the service picks them).
    await db.schema
      .createTable('installment_plans')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('method_code', 'text', (c) => c.notNull())
      .addColumn('months', 'integer', (c) => c.notNull())
      .addColumn('interest_percent', 'integer', flag)
      .addColumn('min_amount', 'integer', flag)
      // Comma-separated product ids the plan is offered for; empty means every product.
      .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    for (const [id, months, interest] of [
      [31, 6, 0],
      [32, 12, 8],
      [33, 24, 18],
    ] as const) {
      await db
        .insertInto('installment_plans' as never)
        .values({ id, method_code: 'valu', months, interest_percent: interest, updated_at: now } as never)
        .execute();
    }
  },
};
