import type { Kysely, Selectable, Transaction } from 'kysely';
import type { UserInfo } from '@shop/contract/account';
import type { Database, UserIdentityTable, UserTable } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;
type Provider = UserIdentityTable['provider'];

const columns = [
  'id',
  'name',
  'email',
  'phone',
  'phone_verified',
  'email_verified',
  'password_hash',
  'blocked_at',
  'language',
] as const;
export type UserRow = Pick<Selectable<UserTable>, (typeof columns)[number]>;

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    phone_verified: row.phone_verified === 1 ? 1 : 0,
  };
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(columns).where('email', '=', email).executeTakeFirst();
}

/** The account that verified this number, if any (others may have saved it unverified: a claim, not a hold). */
export function findVerifiedOwnerOfPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .select(columns)
    .where('phone', '=', phone)
    .where('phone_verified', '=', 1)
    .executeTakeFirst();
}

/**
 * The number is proven by this account: in one transaction every other account that merely saved it loses it, and
 * this one's becomes verified. False when this account's saved number is no longer `phone`. A concurrent proof by
 * another account makes the unique index on verified numbers refuse this one.
 */
export async function claimVerifiedPhone(
  db: Kysely<Database>,
  userId: number,
  phone: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ phone: null, phone_verified: 0 })
      .where('phone', '=', phone)
      .where('phone_verified', '=', 0)
      .where('id', '<>', userId)
      .execute();
    const result = await trx
      .updateTable('users')
      .set({ phone_verified: 1 })
      .where('id', '=', userId)
      .where('phone', '=', phone)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
}

export async function insertUser(
  db: Db,
  user: Pick<UserRow, 'name' | 'email' | 'phone' | 'password_hash'> & {
    email_verified?: number;
    language?: UserRow['language'];
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ email_verified: 0, ...user, phone_verified: 0, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      UserRow,
      'name' | 'email' | 'phone' | 'phone_verified' | 'email_verified' | 'password_hash' | 'language'
    >
  >,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function findIdentity(db: Db, provider: Provider, subject: string) {
  return db
    .selectFrom('user_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(
  db: Db,
  identity: Pick<Selectable<UserIdentityTable>, 'user_id' | 'provider' | 'subject'>,
): Promise<void> {
  await db
    .insertInto('user_identities')
    .values({ ...identity, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
    .execute();
}

/** Every Facebook or Google sign-in linked to the account except the one named. */
export async function deleteOtherIdentities(
  db: Db,
  userId: number,
  keep: { provider: Provider; subject: string },
): Promise<void> {
  await db
    .deleteFrom('user_identities')
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('provider', '<>', keep.provider), eb('subject', '<>', keep.subject)]))
    .execute();
}

/** Sign-out everywhere else: every customer session of the user except the one named. */
export async function deleteUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId).where('kind', '=', 'customer');
  if (exceptSessionId !== undefined) query = query.where('id', '<>', exceptSessionId);
  await query.execute();
}

/** True when a unique index refused the row (SQLite and PostgreSQL word it differently). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const e = error as { code?: string; message?: string; constraint?: string; detail?: string };
  if (e?.code === '23505') return `${e.constraint ?? ''} ${e.detail ?? ''}`.includes(column);
  return (
    typeof e?.message === 'string' &&
    /UNIQUE constraint failed/.test(e.message) &&
    e.message.includes(`.${column}`)
  );
}

export async function deleteSessionById(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
