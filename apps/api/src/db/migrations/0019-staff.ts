import { sql, type Kysely, type Migration } from 'kysely';
import { flag, idColumn, type DialectName } from '../dialect.ts';

/**
 * The back office (ADR 0028): staff members, their sessions, their one-time set-password links, and the audit log.
 *
 * - `staff`: one row per member, e-mail unique (stored in lower case). `password_hash` stays empty until the member
 *   sets a password through a link; `disabled` 1 keeps the member out. `totp_secret` is kept for a second factor.
 * - `staff_sessions`: a SHA-256 of the cookie's random token (never the token), the CSRF secret that state-changing
 *   calls must echo, when it started and when it was last used (the idle timeout), and when it ends at the latest.
 * - `staff_password_tokens`: a SHA-256 of each link's token, valid until `expires_at` and used once (`used_at`).
 * - `audit_log`: who changed what, and the row before and after as JSON text; `staff_id` is empty for an operator
 *   command run on the server.
 */
export function staffMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('staff'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager', 'support')`))
        .addColumn('password_hash', 'text')
        .addColumn('disabled', 'integer', flag)
        .addColumn('totp_secret', 'text')
        .addColumn('last_sign_in_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('staff_sessions'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('csrf_secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

      await withId(db.schema.createTable('staff_password_tokens'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('audit_log'))
        .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
    },
  };
}
