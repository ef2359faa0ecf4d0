import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StaffMember, StaffRole } from '@shop/contract/admin';
import type { DialectName } from '#app/db/dialect';
import type { Database, StaffTable } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

const columns = [
  'id',
  'email',
  'name',
  'role',
  'password_hash',
  'disabled',
  'last_sign_in_at',
  'created_at',
  'totp_enabled_at',
] as const;
export type StaffRow = Pick<Selectable<StaffTable>, (typeof columns)[number]>;

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled === 1,
    password_set: row.password_hash !== null,
    last_sign_in_at: row.last_sign_in_at,
    created_at: row.created_at,
  };
}

export function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').select(columns).where('id', '=', id).executeTakeFirst();
}

export function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  return db.selectFrom('staff').select(columns).where('email', '=', email.toLowerCase()).executeTakeFirst();
}

export function listStaffRows(db: Db): Promise<StaffRow[]> {
  return db.selectFrom('staff').select(columns).orderBy('disabled').orderBy('email').execute();
}

export async function insertStaff(
  db: Db,
  member: { email: string; name: string; role: StaffRole },
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('staff')
    .values({ ...member, password_hash: null, totp_secret: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaffRow(
  db: Db,
  id: number,
  change: { role?: StaffRole; disabled?: number; password_hash?: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ ...change, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** A sign-in is not an edit of the member: updated_at stays. */
export async function updateStaffSignIn(db: Db, id: number, now: string): Promise<void> {
  await db.updateTable('staff').set({ last_sign_in_at: now }).where('id', '=', id).execute();
}

/**
 * The ids of the active owners. On PostgreSQL their rows stay locked until the transaction ends, so two owners
 * demoting or disabling each other at once are decided one after the other and one of them is refused (SQLite runs one
 * write transaction at a time anyway).
 */
export async function lockActiveOwners(trx: Transaction<Database>, dialect: DialectName): Promise<number[]> {
  const query = trx
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    // One order for every locker, so two of them never hold each other's rows (a deadlock).
    .orderBy('id');
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((r) => r.id);
}

export function isUniqueEmailViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string; constraint?: string; detail?: string };
  if (e?.code === '23505') return `${e.constraint ?? ''} ${e.detail ?? ''}`.includes('email');
  return typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed: staff.email');
}

// --- sessions ------------------------------------------------------------------------------------------------------

export async function insertStaffSession(
  db: Db,
  session: {
    token_hash: string;
    staff_id: number;
    csrf_secret: string;
    expires_at: string;
    totp_setup_required: number;
  },
  now: string,
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({ ...session, created_at: now, last_seen_at: now })
    .execute();
}

/** A session by its token's digest, with its member's role and state. */
export function findStaffSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.id as session_id',
      'staff_sessions.csrf_secret',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
      'staff_sessions.totp_setup_required',
      'staff.id as staff_id',
      'staff.role',
      'staff.disabled',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchStaffSession(db: Db, sessionId: number, now: string): Promise<void> {
  await db.updateTable('staff_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteStaffSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', sessionId).execute();
}

export async function deleteSessionsOfStaff(db: Db, staffId: number): Promise<number> {
  const result = await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions past their end or left idle since `idleSince`: nothing can use them any more. */
export async function deleteDeadStaffSessions(db: Db, now: string, idleSince: string): Promise<void> {
  await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .execute();
}

// --- set-password links --------------------------------------------------------------------------------------------

export async function insertPasswordToken(
  db: Db,
  token: { token_hash: string; staff_id: number; expires_at: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('staff_password_tokens')
    .values({ ...token, used_at: null, created_at: now })
    .execute();
}

/**
 * Uses a link's token up: one guarded update, so of two requests with the same token only one gets the member's id.
 * Undefined for a token that is unknown, used or expired.
 */
export async function usePasswordToken(db: Db, tokenHash: string, now: string): Promise<number | undefined> {
  const row = await db
    .updateTable('staff_password_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id;
}

/** A member's other links stop working once one was used (or a new one is made). */
export async function retirePasswordTokens(db: Db, staffId: number, now: string): Promise<void> {
  await db
    .updateTable('staff_password_tokens')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
}
