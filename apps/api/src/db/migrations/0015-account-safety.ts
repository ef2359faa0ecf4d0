import { sql, type Kysely, type Migration } from 'kysely';
import { flag, idColumn, type DialectName } from '../dialect.ts';

const PURPOSES = sql`purpose in ('phone', 'reset', 'signup', 'link', 'email')`;

/**
 * Accounts that strangers cannot squat, take over or lock:
 *
 * - `users.email_verified`: 1 once the address was proven (a code mailed to it was entered, or a provider vouched for
 *   it when it made the account). Accounts made before count as unproven.
 * - A phone number is unique only among verified numbers: saving a number is a claim, proving it with a code owns it.
 * - Codes also serve sign-up (no account yet: `user_id` is empty and `target` is the address), linking a Facebook or
 *   Google sign-in to an account (`link`) and changing the e-mail (`email`).
 * - `account_devices`: the devices (a digest of their device cookie) that signed in to an account; they pass the
 *   per-account sign-in slow-down that strangers' wrong passwords cause.
 */
export function accountSafetyMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('email_verified', 'integer', flag).execute();

      await db.schema.dropIndex('users_phone_once').execute();
      await sql`create unique index users_verified_phone_once on users (phone) where phone_verified = 1`.execute(
        db,
      );

      if (dialect === 'postgres') {
        await sql`alter table verification_codes drop constraint verification_codes_purpose_check`.execute(
          db,
        );
        await sql`alter table verification_codes add constraint verification_codes_purpose_check check (${PURPOSES})`.execute(
          db,
        );
        await sql`alter table verification_codes alter column user_id drop not null`.execute(db);
      } else {
        // SQLite changes a column's constraints only by copying the table.
        await withId(db.schema.createTable('verification_codes_next'))
          .addColumn('purpose', 'text', (c) => c.notNull().check(PURPOSES))
          .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
          .addColumn('target', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', flag)
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .addColumn('used_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await sql`insert into verification_codes_next
          (id, purpose, user_id, target, code_hash, attempts, expires_at, used_at, created_at)
          select id, purpose, user_id, target, code_hash, attempts, expires_at, used_at, created_at
          from verification_codes`.execute(db);
        await db.schema.dropTable('verification_codes').execute();
        await sql`alter table verification_codes_next rename to verification_codes`.execute(db);
        await db.schema
          .createIndex('verification_codes_user')
          .on('verification_codes')
          .columns(['user_id', 'purpose'])
          .execute();
      }
      // Sign-up codes are found by the address they went to.
      await db.schema
        .createIndex('verification_codes_target')
        .on('verification_codes')
        .columns(['purpose', 'target'])
        .execute();

      await withId(db.schema.createTable('account_devices'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('device_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('account_devices_once', ['user_id', 'device_hash'])
        .execute();
    },
  };
}
