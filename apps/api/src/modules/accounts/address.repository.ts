import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Address } from '@shop/contract/account';
import type { AddressTable, Database } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What a customer writes into an address; the owner, the primary flag and the dates are the shop's. */
export type AddressFields = Pick<
  Selectable<AddressTable>,
  'name' | 'phone' | 'city_id' | 'street' | 'building' | 'floor' | 'apartment' | 'landmark'
>;

/** A customer's addresses with their city and governorate; always filtered by owner. */
function addressRows(db: Db, userId: number) {
  return db
    .selectFrom('addresses as a')
    .innerJoin('cities as c', 'c.id', 'a.city_id')
    .innerJoin('governorates as g', 'g.id', 'c.governorate_id')
    .select([
      'a.id',
      'a.name',
      'a.phone',
      'a.city_id',
      'c.name_en as city_en',
      'c.name_ar as city_ar',
      'g.id as governorate_id',
      'g.name_en as governorate_en',
      'g.name_ar as governorate_ar',
      'a.street',
      'a.building',
      'a.floor',
      'a.apartment',
      'a.landmark',
      'a.is_primary',
    ])
    .where('a.user_id', '=', userId);
}

/** A customer's addresses, primary first, then newest first. */
export async function listAddresses(db: Db, userId: number, onlyId?: number): Promise<Address[]> {
  let query = addressRows(db, userId).orderBy('a.is_primary', 'desc').orderBy('a.id', 'desc');
  if (onlyId !== undefined) query = query.where('a.id', '=', onlyId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, is_primary: row.is_primary === 1 }));
}

/** One of the customer's addresses and its governorate's delivery fee, in one read (checkout needs both). */
export async function findAddressWithFee(
  db: Db,
  userId: number,
  id: number,
): Promise<{ address: Address; fee: number } | undefined> {
  const row = await addressRows(db, userId)
    .select('g.delivery_fee')
    .where('a.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { delivery_fee, ...address } = row;
  return { address: { ...address, is_primary: address.is_primary === 1 }, fee: Number(delivery_fee) };
}

/** Address-book writes of one customer take turns (a row lock on PostgreSQL; SQLite writes already do). */
export async function lockAddressBook(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('id', '=', userId)
    .execute();
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function cityExists(db: Db, cityId: number): Promise<boolean> {
  return (
    (await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst()) !== undefined
  );
}

export async function insertAddress(
  db: Db,
  userId: number,
  fields: AddressFields,
  primary: boolean,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('addresses')
    .values({ ...fields, user_id: userId, is_primary: primary ? 1 : 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes only the owner's row; false when the id is not theirs. */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  fields: AddressFields,
): Promise<boolean> {
  const result = await db
    .updateTable('addresses')
    .set({ ...fields, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('addresses')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Makes one address the primary: the old primary is cleared first, so the one-primary index always holds. */
export async function setPrimary(db: Db, userId: number, id: number): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_primary: 0 })
    .where('user_id', '=', userId)
    .where('is_primary', '=', 1)
    .execute();
  await db
    .updateTable('addresses')
    .set({ is_primary: 1 })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .execute();
}

export async function newestAddressId(db: Db, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

export async function hasPrimary(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', userId)
    .where('is_primary', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Egypt's governorates with their cities, in the order shown to shoppers. */
export async function listGovernorates(db: Db) {
  const [governorates, cities] = await Promise.all([
    db.selectFrom('governorates').select(['id', 'name_en', 'name_ar']).orderBy('sort_order').execute(),
    db
      .selectFrom('cities')
      .select(['id', 'governorate_id', 'name_en', 'name_ar'])
      .orderBy('governorate_id')
      .orderBy('sort_order')
      .execute(),
  ]);
  return governorates.map((g) => ({
    ...g,
    cities: cities
      .filter((c) => c.governorate_id === g.id)
      .map(({ id, name_en, name_ar }) => ({ id, name_en, name_ar })),
  }));
}
