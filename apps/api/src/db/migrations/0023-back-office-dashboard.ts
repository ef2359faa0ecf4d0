import type { Kysely, Migration } from 'kysely';
import { idColumn, type DialectName } from '../dialect.ts';

/**
 * The back office's second factor, its dashboard and the taxonomy editor:
 *
 * - `staff.totp_enabled_at`: set once a member confirmed their authenticator app with a first code (`totp_secret`
 *   alone is an enrolment not finished yet); `staff.totp_last_step`: the 30-second step of the last code accepted, so
 *   a code seen over someone's shoulder cannot be used a second time.
 * - `staff_recovery_codes`: a SHA-256 of each one-time recovery code, used once.
 * - `staff_login_challenges`: the second step of a sign-in, between the right password and the code: a SHA-256 of
 *   the challenge's random token, valid five minutes, used once.
 * - `staff_sessions.totp_setup_required`: a session opened while owners require a second factor by a member without
 *   one; it can only set the factor up (or sign out) until it is confirmed.
 * - `brands.active`, `category_groups.active`: staff turn brands and groups off as they do categories.
 * - Indexes the dashboard's counts read through: orders by when they were placed, failed messages, variants by stock.
 */
export function backOfficeDashboardMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('staff').addColumn('totp_enabled_at', 'text').execute();
      await db.schema.alterTable('staff').addColumn('totp_last_step', 'integer').execute();
      await db.schema
        .alterTable('staff_sessions')
        .addColumn('totp_setup_required', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(db.schema.createTable('staff_recovery_codes'))
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_recovery_codes_staff')
        .on('staff_recovery_codes')
        .column('staff_id')
        .execute();

      await withId(db.schema.createTable('staff_login_challenges'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable('brands')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('category_groups')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      // Covering: the 30 days of orders are counted and summed from the index alone, never the table's rows.
      await db.schema
        .createIndex('orders_created')
        .on('orders')
        .columns(['created_at', 'status', 'payment_method', 'total'])
        .execute();
      await db.schema.createIndex('outbox_failed').on('outbox').column('failed_at').execute();
      await db.schema
        .createIndex('product_variants_low_stock')
        .on('product_variants')
        .column('stock')
        .execute();
    },
  };
}
