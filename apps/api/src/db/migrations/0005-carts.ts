import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * Server carts (ADR 0007): a cart belongs to a signed-in customer or to one guest session, never both; a line is one
 * product variant with its amount, once per cart.
 */
export function cartsMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('carts'))
        .addColumn('user_id', 'integer', (c) => c.unique().references('users.id').onDelete('cascade'))
        .addColumn('guest_session_id', 'integer', (c) =>
          c.unique().references('sessions.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('carts_one_owner', sql`(user_id is null) <> (guest_session_id is null)`)
        .execute();

      await withId(db.schema.createTable('cart_lines'))
        .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('variant_id', 'integer', (c) =>
          c.notNull().references('product_variants.id').onDelete('cascade'),
        )
        .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount between 1 and 99`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('cart_lines_once', ['cart_id', 'variant_id'])
        .execute();
      await db.schema.createIndex('cart_lines_variant').on('cart_lines').column('variant_id').execute();
    },
  };
}
