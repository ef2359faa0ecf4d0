import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { Kysely } from 'kysely';
import { CODE_LENGTH } from '@shop/contract/account';
import { ResponseCode } from '@shop/contract/envelope';
import type { Database, VerificationCodeTable } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import * as repo from './code.repository.ts';

type Db = Kysely<Database>;
type Purpose = VerificationCodeTable['purpose'];
export type { CodeOwner } from './code.repository.ts';

/** Codes are six digits, single use, valid CODE_TTL_MINUTES (10), with at most five tries. */
export const MAX_CODE_TRIES = 5;
/** A shopper waits this long between two codes, so a phone or a mailbox cannot be flooded with messages. */
export const RESEND_AFTER_SECONDS = 30;

const ownerKey = (owner: repo.CodeOwner) => ('userId' in owner ? String(owner.userId) : owner.address);

function digest(purpose: Purpose, owner: repo.CodeOwner, code: string): Buffer {
  return createHash('sha256')
    .update(`${purpose}:${ownerKey(owner)}:${code}`)
    .digest();
}

/**
 * Stores a new code (replacing the open ones) and answers it, to be sent to `target`. An undeliverable code is
 * stored with a digest no code matches: the caller sends something else, yet every later try is answered exactly as
 * for a code that was sent (sign-up for an address that already has an account, so nobody learns that it has one).
 */
export async function issueCode(
  db: Db,
  input: {
    purpose: Purpose;
    owner: repo.CodeOwner;
    target: string;
    ttlMinutes: number;
    deliverable?: boolean;
  },
): Promise<string> {
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const now = new Date();
  const hash =
    input.deliverable === false
      ? createHash('sha256').update(randomBytes(32)).digest()
      : digest(input.purpose, input.owner, code);
  await repo.replaceCode(db, input.owner, {
    purpose: input.purpose,
    user_id: 'userId' in input.owner ? input.owner.userId : null,
    target: input.target,
    code_hash: hash.toString('hex'),
    expires_at: new Date(now.getTime() + input.ttlMinutes * 60_000).toISOString(),
    now: now.toISOString(),
  });
  return code;
}

/** Seconds until another code may be sent (0 when one may be sent now). */
export async function secondsUntilResend(db: Db, owner: repo.CodeOwner, purpose: Purpose): Promise<number> {
  const latest = await repo.latestCode(db, owner, purpose);
  if (!latest) return 0;
  const elapsed = (Date.now() - Date.parse(latest.created_at)) / 1000;
  return Math.max(0, Math.ceil(RESEND_AFTER_SECONDS - elapsed));
}

/** The latest code of that purpose, for callers that decide whether to send another one. */
export const latestCode = repo.latestCode;

/** 429 "Please wait N seconds ..." while the latest code is younger than RESEND_AFTER_SECONDS. */
export async function assertMaySend(db: Db, owner: repo.CodeOwner, purpose: Purpose): Promise<void> {
  const wait = await secondsUntilResend(db, owner, purpose);
  if (wait > 0) {
    throw new AppError('rate_limited', shopperMessage('codeWaitSeconds', { seconds: wait }), {
      headers: { 'retry-after': String(wait) },
    });
  }
}

const tooManyTries = () =>
  new AppError('bad_request', shopperMessage('tooManyWrongCodes'), {
    code: ResponseCode.rejected,
  });
const notValid = () => new AppError('bad_request', shopperMessage('codeNotValid'));
const expired = () => new AppError('bad_request', shopperMessage('codeExpired'));
const alreadyUsed = () => new AppError('bad_request', shopperMessage('codeUsed'));

/** Why a code can no longer be tried (the state another request may have just changed). */
function refusal(row: { attempts: number; expires_at: string; used_at: string | null }): AppError {
  if (row.used_at !== null) return alreadyUsed();
  if (row.attempts >= MAX_CODE_TRIES) return tooManyTries();
  if (Date.parse(row.expires_at) <= Date.now()) return expired();
  return notValid();
}

/**
 * Checks a code against the latest one sent for that purpose. Each comparison first takes one of the code's five
 * tries with a guarded update, so guesses sent together (to one instance or several) are compared five times at most;
 * the fifth wrong try burns the code (answered with body code 415, on which the phone dialog closes). With `use`, a
 * right code is used up by a second guarded update, once, even when two requests bring it at the same moment; a right
 * code only checked (`use: false`) gives its try back.
 */
export async function checkCode(
  db: Db,
  input: {
    purpose: Purpose;
    owner: repo.CodeOwner | undefined;
    code: string;
    use: boolean;
    /** Where the code must have been sent (the saved phone, the new address, the identity being linked). */
    target?: string;
    /** The refusal when it was sent elsewhere. */
    elsewhere?: string;
  },
): Promise<void> {
  const latest =
    input.owner === undefined ? undefined : await repo.latestCode(db, input.owner, input.purpose);
  if (!latest || !input.owner || latest.used_at !== null) throw notValid();
  if (input.target !== undefined && latest.target !== input.target) {
    throw new AppError('bad_request', input.elsewhere ?? shopperMessage('codeSentElsewherePhone'));
  }
  if (latest.attempts >= MAX_CODE_TRIES) throw tooManyTries();
  if (Date.parse(latest.expires_at) <= Date.now()) throw expired();

  const taken = await repo.takeTry(db, latest.id, MAX_CODE_TRIES, new Date().toISOString());
  if (!taken) {
    const now = await repo.codeById(db, latest.id);
    throw now ? refusal(now) : notValid();
  }
  const given = digest(input.purpose, input.owner, input.code);
  const stored = Buffer.from(taken.code_hash, 'hex');
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
    const tries = Number(taken.attempts);
    if (tries >= MAX_CODE_TRIES) throw tooManyTries();
    const left = MAX_CODE_TRIES - tries;
    throw new AppError(
      'bad_request',
      left === 1 ? shopperMessage('codeWrongOneTry') : shopperMessage('codeWrongTries', { left }),
    );
  }
  if (!input.use) {
    await repo.giveBackTry(db, latest.id);
    return;
  }
  if (!(await repo.useCode(db, latest.id, new Date().toISOString()))) throw alreadyUsed();
}
