import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_LENGTH } from '@shop/contract/account';
import { ResponseCode } from '@shop/contract/envelope';
import type { Database, VerificationCodeTable } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import * as repo from './code.repository.ts';

type Db = Kysely<Database>;
type Purpose = VerificationCodeTable['purpose'];

/** Codes are six digits, single use, valid CODE_TTL_MINUTES (10), with at most five tries. */
const MAX_CODE_TRIES = 5;
/** A shopper waits this long between two codes, so a phone cannot be flooded with messages. */
export const RESEND_AFTER_SECONDS = 30;

function digest(purpose: Purpose, userId: number, code: string): Buffer {
  return createHash('sha256').update(`${purpose}:${userId}:${code}`).digest();
}

export async function issueCode(
  db: Db,
  input: { purpose: Purpose; userId: number; target: string; ttlMinutes: number },
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const now = new Date();
  await repo.replaceCode(db, {
    purpose: input.purpose,
    user_id: input.userId,
    target: input.target,
    code_hash: digest(input.purpose, input.userId, code).toString('hex'),
    expires_at: new Date(now.getTime() + input.ttlMinutes * 60_000).toISOString(),
    now: now.toISOString(),
  });
  return code;
}

/** Seconds until another code may be sent (0 when one may be sent now). */
export async function secondsUntilResend(db: Db, userId: number, purpose: Purpose): Promise<number> {
  const latest = await repo.latestCode(db, userId, purpose);
  if (!latest) return 0;
  const elapsed = (Date.now() - Date.parse(latest.created_at)) / 1000;
  return Math.max(0, Math.ceil(RESEND_AFTER_SECONDS - elapsed));
}

const tooManyTries = () =>
  new AppError('bad_request', 'Too many wrong codes. Request a new code and try again.', {
    code: ResponseCode.rejected,
  });

/**
 * Checks a code against the latest one sent for that purpose. A wrong code counts a try; the fifth wrong try burns
 * the code (answered with body code 415, on which the phone dialog closes). With `use`, a right code is
 * used up, once, even when two requests bring it at the same moment.
 */
export async function checkCode(
  db: Db,
  input: { purpose: Purpose; userId: number | undefined; code: string; use: boolean; target?: string },
): Promise<void> {
  const latest =
    input.userId === undefined ? undefined : await repo.latestCode(db, input.userId, input.purpose);
  if (!latest || input.userId === undefined || latest.used_at !== null) {
    throw new AppError('bad_request', 'This code is not valid. Request a new code.');
  }
  if (input.target !== undefined && latest.target !== input.target) {
    throw new AppError('bad_request', 'This code was sent to another number. Request a new code.');
  }
  if (latest.attempts >= MAX_CODE_TRIES) throw tooManyTries();
  if (Date.parse(latest.expires_at) <= Date.now()) {
    throw new AppError('bad_request', 'This code has expired. Request a new code.');
  }
  const given = digest(input.purpose, input.userId, input.code);
  const stored = Buffer.from(latest.code_hash, 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
    const tries = await repo.countWrongTry(db, latest.id);
    if (tries >= MAX_CODE_TRIES) throw tooManyTries();
    const left = MAX_CODE_TRIES - tries;
    throw new AppError(
      'bad_request',
      `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    );
  }
  if (input.use && !(await repo.useCode(db, latest.id, new Date().toISOString()))) {
    throw new AppError('bad_request', 'This code was already used. Request a new code.');
  }
}
