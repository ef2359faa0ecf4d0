import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, VerificationCodeTable } from '#app/db/schema';

type Db = Kysely<Database>;
type Purpose = VerificationCodeTable['purpose'];
type NewCode = Pick<
  Selectable<VerificationCodeTable>,
  'purpose' | 'user_id' | 'target' | 'code_hash' | 'expires_at'
>;

/** Whose codes: an account's, or an address's that has no account yet (sign-up). */
export type CodeOwner = { userId: number } | { address: string };

function ownedBy(owner: CodeOwner) {
  return (eb: ExpressionBuilder<Database, 'verification_codes'>) =>
    'userId' in owner
      ? eb('user_id', '=', owner.userId)
      : eb.and([eb('user_id', 'is', null), eb('target', '=', owner.address)]);
}

/** A new code replaces every open one of the same purpose: only the latest code sent can be used. */
export async function replaceCode(db: Db, owner: CodeOwner, row: NewCode & { now: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('verification_codes')
      .set({ used_at: row.now })
      .where(ownedBy(owner))
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

const codeColumns = ['id', 'target', 'code_hash', 'attempts', 'expires_at', 'used_at', 'created_at'] as const;

/** The latest code of that purpose, used or not. */
export function latestCode(db: Db, owner: CodeOwner, purpose: Purpose) {
  return db
    .selectFrom('verification_codes')
    .select(codeColumns)
    .where(ownedBy(owner))
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function codeById(db: Db, id: number) {
  return db.selectFrom('verification_codes').select(codeColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * Takes one of the code's tries before it is compared: one guarded statement, so however many requests bring a
 * guess at the same moment, on however many instances, at most `maxTries` of them ever get a row back to compare.
 * Nothing comes back for a code that is used, expired or out of tries.
 */
export function takeTry(db: Db, id: number, maxTries: number, now: string) {
  return db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['code_hash', 'attempts'])
    .executeTakeFirst();
}

/** A right code that is only checked, not used, gives its try back: only wrong codes count. */
export async function giveBackTry(db: Db, id: number): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .where('attempts', '>', 0)
    .execute();
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
