import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The site setting that makes a second factor everybody's duty ('1'), kept with the shop's other settings. */
export const TOTP_REQUIRED_SETTING = 'staff_totp_required';

export function findTotpState(db: Db, staffId: number) {
  return db
    .selectFrom('staff')
    .select(['id', 'email', 'totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', staffId)
    .executeTakeFirst();
}

export async function setTotp(
  db: Db,
  staffId: number,
  change: { totp_secret: string | null; totp_enabled_at: string | null; totp_last_step: number | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('staff')
    .set({ ...change, updated_at: now })
    .where('id', '=', staffId)
    .execute();
}

/**
 * Marks a code's step as used: one guarded update, so of two sign-ins sending the same code at once only one passes.
 * False when a code of this step (or a later one) was used already.
 */
export async function useTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function isTotpRequired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', TOTP_REQUIRED_SETTING)
    .executeTakeFirst();
  return row?.value === '1';
}

export async function writeTotpRequired(db: Db, required: boolean, now: string): Promise<void> {
  const value = required ? '1' : '0';
  await db
    .insertInto('site_settings')
    .values({ key: TOTP_REQUIRED_SETTING, value, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

// --- recovery codes ------------------------------------------------------------------------------------------------

export async function replaceRecoveryCodes(
  db: Db,
  staffId: number,
  hashes: string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, used_at: null, created_at: now })))
    .execute();
}

/** Uses a recovery code up (one guarded update: it works once); false for a code that is unknown or used. */
export async function useRecoveryCode(
  db: Db,
  staffId: number,
  codeHash: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countRecoveryCodesLeft(db: Db, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// --- sign-in challenges --------------------------------------------------------------------------------------------

export async function insertChallenge(
  db: Db,
  challenge: { token_hash: string; staff_id: number; expires_at: string },
  now: string,
): Promise<void> {
  // A new challenge is a good moment to forget the ones nobody can finish any more.
  await db.deleteFrom('staff_login_challenges').where('expires_at', '<=', now).execute();
  await db
    .insertInto('staff_login_challenges')
    .values({ ...challenge, created_at: now })
    .execute();
}

/** The member a live challenge is for, or undefined (unknown, expired or finished). */
export async function findChallenge(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('staff_login_challenges')
    .select(['id', 'staff_id'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Finishes a challenge; false when another request finished it first. */
export async function deleteChallenge(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('staff_login_challenges').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** A member who set up a second factor can use every session of theirs again. */
export async function clearSetupRequired(db: Db, staffId: number): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ totp_setup_required: 0 })
    .where('staff_id', '=', staffId)
    .execute();
}
