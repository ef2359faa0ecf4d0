import { sql, type Kysely, type Migration } from 'kysely';
import { flag, idColumn, type DialectName } from '../dialect.ts';
import { EGYPT_GOVERNORATES } from '../reference/egypt-cities.ts';

/**
 * Accounts: one account per phone, verification and reset codes, social identities, the address book and
 * Egypt's governorates and cities, which are reference data every database needs, so they are written here.
 */
export function accountsMigration(dialect: DialectName): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('users_phone_once').on('users').column('phone').unique().execute();

      // Codes are stored as SHA-256 only; a row is used up (used_at) or burnt after five wrong tries.
      await withId(db.schema.createTable('verification_codes'))
        .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('phone', 'reset')`))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', flag)
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('verification_codes_user')
        .on('verification_codes')
        .columns(['user_id', 'purpose'])
        .execute();

      await withId(db.schema.createTable('user_identities'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('user_identities_once', ['provider', 'subject'])
        .execute();

      await db.schema
        .createTable('governorates')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name_en', 'text', (c) => c.notNull().unique())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', flag)
        .execute();
      await db.schema
        .createTable('cities')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('governorate_id', 'integer', (c) => c.notNull().references('governorates.id'))
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('name_ar', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', flag)
        .addUniqueConstraint('cities_once', ['governorate_id', 'name_en'])
        .execute();

      // Stable ids (governorate n, city n*100+k) so addresses and exports never depend on insertion order.
      const governorates = EGYPT_GOVERNORATES.map((g, i) => ({
        id: i + 1,
        name_en: g.en,
        name_ar: g.ar,
        sort_order: i,
      }));
      const cities = EGYPT_GOVERNORATES.flatMap((g, i) =>
        g.cities.map(([en, ar], k) => ({
          id: (i + 1) * 100 + k + 1,
          governorate_id: i + 1,
          name_en: en,
          name_ar: ar,
          sort_order: k,
        })),
      );
      const raw = db as Kysely<{
        governorates: (typeof governorates)[number];
        cities: (typeof cities)[number];
      }>;
      await raw.insertInto('governorates').values(governorates).execute();
      await raw.insertInto('cities').values(cities).execute();

      await withId(db.schema.createTable('addresses'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('city_id', 'integer', (c) => c.notNull().references('cities.id'))
        .addColumn('street', 'text', (c) => c.notNull())
        .addColumn('building', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('floor', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('apartment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('landmark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_primary', 'integer', flag)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();
      // At most one primary address per customer, enforced by the database, not only by the service.
      await sql`create unique index addresses_one_primary on addresses (user_id) where is_primary = 1`.execute(
        db,
      );
    },
  };
}
