import type { Kysely, Selectable } from 'kysely';
import type { Database, VerificationCodeTable } from '#app/db/schema';

type Db = Kysely<Database>;
type Purpose = VerificationCodeTable['purpose'];
type NewCode = Pick<
  Selectable<VerificationCodeTable>,
  'purpose' | 'user_id' | 'target' | 'code_hash' | 'expires_at'
>;

/** A new code replaces every open one of the same purpose: only the latest code sent can be used. */
export async function replaceCode(db: Db, row: NewCode & { now: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ used_at: row.now })
      .where('user_id', '=', row.user_id)
      .where('purpose', '=', row.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('verification_codes')
      .values({
        purpose: row.purpose,
        user_id: row.user_id,
        target: row.target,
        code_hash: row.code_hash,
        expires_at: row.expires_at,
        used_at: null,
        created_at: row.now,
      })
      .execute();
  });
}

/** The latest code of that purpose, used or not. */
export function latestCode(db: Db, userId: number, purpose: Purpose) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'target', 'code_hash', 'attempts', 'expires_at', 'used_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong try; answers the tries made so far (guarded, so concurrent wrong tries all count). */
export async function countWrongTry(db: Db, id: number): Promise<number> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const row = await db
    .selectFrom('verification_codes')
    .select('attempts')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

/** Uses a code up; false when another request used it first (single use under concurrency). */
export async function useCode(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
