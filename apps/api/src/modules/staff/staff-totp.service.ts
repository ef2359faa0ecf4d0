import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  staffMessages,
  totpMessages,
  type StaffSession,
  type TotpChallenge,
  type TotpEnrolment,
  type TotpStatus,
} from '@shop/contract/admin';
import { AppError } from '#app/errors/app-error';
import type { SlowDown } from '#app/modules/accounts/account.throttles';
import { recordAudit } from '#app/modules/audit/audit.service';
import { digest, newSecret, openStaffSession, type StaffDeps } from './staff-session.service.ts';
import * as totpRepo from './staff-totp.repository.ts';
import * as repo from './staff.repository.ts';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.ts';
import { shopNow } from '#app/modules/site/shop-settings.service';

/** The second step of a sign-in must follow the password within five minutes. */
export const TOTP_CHALLENGE_MS = 5 * 60_000;
/** Recovery codes made when the factor is turned on; each works once in place of a code. */
export const RECOVERY_CODE_COUNT = 10;

const ENTITY = 'staff';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** xxxxx-xxxxx from an alphabet without look-alikes (no 0/o, 1/l/i): about 49 random bits each. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const recoveryDigest = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

async function loadState(db: StaffDeps['db'], staffId: number) {
  const row = await totpRepo.findTotpState(db, staffId);
  if (!row) throw new AppError('not_found', 'There is no staff member with this id.');
  return row;
}

export async function totpStatusOf(deps: StaffDeps, staffId: number): Promise<TotpStatus> {
  const [row, required, left] = await Promise.all([
    loadState(deps.db, staffId),
    totpRepo.isTotpRequired(deps.db),
    totpRepo.countRecoveryCodesLeft(deps.db, staffId),
  ]);
  const pending = row.totp_enabled_at === null && row.totp_secret !== null;
  return {
    enabled: row.totp_enabled_at !== null,
    pending,
    enrolment: pending ? await enrolmentOf(deps, row.email, row.totp_secret!) : null,
    required_for_all: required,
    recovery_codes_left: row.totp_enabled_at === null ? 0 : left,
  };
}

/**
 * Starts setting up an authenticator app: a new secret, kept until a first code confirms it (starting again replaces
 * it). Nothing changes for signing in until then.
 */
export async function startEnrolment(deps: StaffDeps, staffId: number): Promise<TotpEnrolment> {
  const row = await loadState(deps.db, staffId);
  if (row.totp_enabled_at !== null) throw new AppError('conflict', totpMessages.alreadyOn);
  const secret = newTotpSecret();
  await totpRepo.setTotp(
    deps.db,
    staffId,
    { totp_secret: secret, totp_enabled_at: null, totp_last_step: null },
    new Date().toISOString(),
  );
  return enrolmentOf(deps, row.email, secret);
}

/** The secret, its otpauth:// address, and that address as a QR code drawn on the server (SVG). */
async function enrolmentOf(deps: StaffDeps, email: string, secret: string): Promise<TotpEnrolment> {
  const uri = otpauthUri((await shopNow(deps)).shop_name, email, secret);
  const qr = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauth_uri: uri, qr_svg: qr };
}

/**
 * Confirms the app with its first code: the factor is on from the next sign-in, the member's sessions may do
 * everything again (when the shop requires a factor), and the recovery codes are answered, once.
 */
export async function confirmEnrolment(
  deps: StaffDeps,
  staffId: number,
  code: string,
): Promise<{ recovery_codes: string[] }> {
  const now = new Date();
  const at = now.toISOString();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction().execute(async (trx) => {
    const row = await loadState(trx, staffId);
    if (row.totp_enabled_at !== null) throw new AppError('conflict', totpMessages.alreadyOn);
    if (row.totp_secret === null) throw new AppError('conflict', totpMessages.notPending);
    const step = matchTotp(row.totp_secret, code, now.getTime(), null);
    if (step === null) throw new AppError('bad_request', totpMessages.wrongCode);
    await totpRepo.setTotp(
      trx,
      staffId,
      { totp_secret: row.totp_secret, totp_enabled_at: at, totp_last_step: step },
      at,
    );
    await totpRepo.replaceRecoveryCodes(trx, staffId, codes.map(recoveryDigest), at);
    await totpRepo.clearSetupRequired(trx, staffId);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'staff.totp_enable',
        entity: { type: ENTITY, id: staffId },
        before: { totp_enabled: false },
        after: { totp_enabled: true, recovery_codes: RECOVERY_CODE_COUNT },
      },
      at,
    );
  });
  return { recovery_codes: codes };
}

/** Turns the factor off with a current code; refused while the shop requires one of everybody. */
export async function disableTotp(deps: StaffDeps, staffId: number, code: string): Promise<void> {
  const now = new Date();
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const row = await loadState(trx, staffId);
    if (row.totp_enabled_at === null || row.totp_secret === null)
      throw new AppError('conflict', totpMessages.notOn);
    if (await totpRepo.isTotpRequired(trx))
      throw new AppError(
        'conflict',
        'The shop requires two-step sign-in for everyone, so it cannot be turned off. An owner can change that.',
      );
    const step = matchTotp(row.totp_secret, code, now.getTime(), row.totp_last_step);
    if (step === null) throw new AppError('bad_request', totpMessages.wrongCode);
    await totpRepo.setTotp(
      trx,
      staffId,
      { totp_secret: null, totp_enabled_at: null, totp_last_step: null },
      at,
    );
    await totpRepo.replaceRecoveryCodes(trx, staffId, [], at);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'staff.totp_disable',
        entity: { type: ENTITY, id: staffId },
        before: { totp_enabled: true },
        after: { totp_enabled: false },
      },
      at,
    );
  });
}

/**
 * Owners require a second factor of every member, or stop requiring it. A member without one who signs in while it is
 * required can only set one up; sessions already open keep going until they end.
 */
export async function setTotpPolicy(deps: StaffDeps, actorId: number, required: boolean): Promise<boolean> {
  const at = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const before = await totpRepo.isTotpRequired(trx);
    if (before === required) return;
    await totpRepo.writeTotpRequired(trx, required, at);
    await recordAudit(
      trx,
      {
        staffId: actorId,
        action: 'settings.update',
        entity: { type: 'site_setting', id: totpRepo.TOTP_REQUIRED_SETTING },
        before: { staff_totp_required: before },
        after: { staff_totp_required: required },
      },
      at,
    );
  });
  return required;
}

/** The right password of a member with a factor: a challenge for the second step instead of a session. */
export async function openChallenge(
  db: StaffDeps['db'],
  staffId: number,
  now = new Date(),
): Promise<TotpChallenge> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + TOTP_CHALLENGE_MS).toISOString();
  await totpRepo.insertChallenge(
    db,
    { token_hash: digest(token), staff_id: staffId, expires_at: expiresAt },
    now.toISOString(),
  );
  return { totp_challenge: token, expires_at: expiresAt };
}

/**
 * The second step: the challenge and a code (or a recovery code). Wrong codes slow the member down as wrong passwords
 * do (counted per member, apart from the password's count); a code works once; the challenge is finished by the
 * session it opens, so it opens one at most.
 */
export async function finishTotpLogin(
  deps: StaffDeps,
  throttle: SlowDown,
  input: { challenge: string; code: string },
): Promise<StaffSession & { token: string }> {
  const now = new Date();
  const at = now.toISOString();
  const challenge = await totpRepo.findChallenge(deps.db, digest(input.challenge), at);
  if (!challenge) throw new AppError('bad_request', totpMessages.challengeInvalid);
  const key = `staff:${challenge.staff_id}`;
  await throttle.take(key);
  const state = await loadState(deps.db, challenge.staff_id);
  if (state.totp_secret === null || state.totp_enabled_at === null)
    throw new AppError('bad_request', totpMessages.challengeInvalid);
  const accepted = /^\d{6}$/.test(input.code)
    ? await acceptCode(deps, challenge.staff_id, state.totp_secret, state.totp_last_step, input.code, now)
    : await totpRepo.useRecoveryCode(deps.db, challenge.staff_id, recoveryDigest(input.code), at);
  if (!accepted) throw new AppError('bad_request', totpMessages.wrongCode);
  await throttle.reset(key);
  if (!(await totpRepo.deleteChallenge(deps.db, challenge.id)))
    throw new AppError('bad_request', totpMessages.challengeInvalid);
  const row = await repo.findStaffById(deps.db, challenge.staff_id);
  if (!row) throw new AppError('bad_request', totpMessages.challengeInvalid);
  if (row.disabled === 1) throw new AppError('forbidden', staffMessages.disabled);
  const session = await openStaffSession(deps.db, row.id, now);
  await repo.updateStaffSignIn(deps.db, row.id, at);
  return {
    token: session.token,
    csrf_token: session.csrfToken,
    expires_at: session.expiresAt,
    staff: repo.toStaffMember({ ...row, last_sign_in_at: at }),
    totp_setup_required: false,
  };
}

async function acceptCode(
  deps: StaffDeps,
  staffId: number,
  secret: string,
  lastStep: number | null,
  code: string,
  now: Date,
): Promise<boolean> {
  const step = matchTotp(secret, code, now.getTime(), lastStep);
  return step !== null && (await totpRepo.useTotpStep(deps.db, staffId, step));
}

/** Whether a member signing in now without a factor may only set one up (the shop requires one of everybody). */
export async function setupRequiredFor(
  db: StaffDeps['db'],
  row: { totp_enabled_at?: string | null },
): Promise<boolean> {
  return !row.totp_enabled_at && (await totpRepo.isTotpRequired(db));
}
