import {
  SET_PASSWORD_PATH,
  staffMessages,
  staffRoleLabel,
  type StaffLoginAnswer,
  type StaffMember,
  type StaffRole,
  type StaffSession,
} from '@shop/contract/admin';
import { AppError } from '#app/errors/app-error';
import { publicOrigin } from '#app/http/origin';
import type { SlowDown } from '#app/modules/accounts/account.throttles';
import { hashPassword, verifyPassword } from '#app/modules/accounts/password';
import { recordAudit } from '#app/modules/audit/audit.service';
import { sendEmail } from '#app/modules/outbox/outbox.service';
import { digest, newSecret, openStaffSession, type StaffDeps } from './staff-session.service.ts';
import { openChallenge, setupRequiredFor } from './staff-totp.service.ts';
import * as repo from './staff.repository.ts';
import { shopNow } from '#app/modules/site/shop-settings.service';

/** A set-password link works for 24 hours, once. */
export const PASSWORD_LINK_MS = 24 * 3600_000;

const ENTITY = 'staff';

/** What the audit log keeps of a member: what a person reads back, never the password hash. */
function snapshot(row: repo.StaffRow): Record<string, unknown> {
  return {
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled === 1,
    password_set: row.password_hash !== null,
  };
}

async function loadMember(db: StaffDeps['db'], id: number): Promise<repo.StaffRow> {
  const row = await repo.findStaffById(db, id);
  if (!row) throw new AppError('not_found', 'There is no staff member with this id.');
  return row;
}

export async function listStaff(db: StaffDeps['db']): Promise<StaffMember[]> {
  return (await repo.listStaffRows(db)).map(repo.toStaffMember);
}

export const findStaffByEmail = (db: StaffDeps['db'], email: string) => repo.findStaffByEmail(db, email);

/**
 * Adds a member without a password and mails them a one-time set-password link, which is also answered (the operator
 * command prints it). `actorId` is the owner who invited them, or null for an operator command.
 */
export async function addStaff(
  deps: StaffDeps,
  input: { email: string; name: string; role: StaffRole },
  actorId: number | null,
): Promise<{ member: StaffMember; link: string }> {
  const now = new Date();
  const at = now.toISOString();
  const token = newSecret();
  const link = `${publicOrigin(deps.config)}${SET_PASSWORD_PATH}?token=${token}`;
  const member = await deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertStaff(trx, input, at).catch((error: unknown) => {
      if (repo.isUniqueEmailViolation(error))
        throw new AppError('conflict', `${input.email} is already a staff member.`);
      throw error;
    });
    await repo.insertPasswordToken(
      trx,
      {
        token_hash: digest(token),
        staff_id: id,
        expires_at: new Date(now.getTime() + PASSWORD_LINK_MS).toISOString(),
      },
      at,
    );
    const row = await loadMember(trx, id);
    await recordAudit(
      trx,
      {
        staffId: actorId,
        action: 'staff.create',
        entity: { type: ENTITY, id },
        before: null,
        after: snapshot(row),
      },
      at,
    );
    await sendEmail(trx, inviteMail(row, link, (await shopNow({ db: trx, config: deps.config })).shop_name));
    return repo.toStaffMember(row);
  });
  return { member, link };
}

/**
 * A new set-password link for a member who lost theirs or forgot their password (owner only): valid 24 hours, once,
 * mailed to them like an invitation. Links sent before it stop working, and so do the member's sessions when the
 * password is then set. A disabled member gets none: turn them back on first.
 */
export async function sendPasswordLink(
  deps: StaffDeps,
  id: number,
  actorId: number | null,
): Promise<{ member: StaffMember; link: string }> {
  const now = new Date();
  const at = now.toISOString();
  const token = newSecret();
  const link = `${publicOrigin(deps.config)}${SET_PASSWORD_PATH}?token=${token}`;
  const member = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findStaffById(trx, id);
    if (!row) throw new AppError('not_found', 'There is no such staff member.');
    if (row.disabled === 1)
      throw new AppError(
        'conflict',
        `${row.name} is disabled. Turn the account back on before sending a link.`,
      );
    await repo.retirePasswordTokens(trx, id, at);
    await repo.insertPasswordToken(
      trx,
      {
        token_hash: digest(token),
        staff_id: id,
        expires_at: new Date(now.getTime() + PASSWORD_LINK_MS).toISOString(),
      },
      at,
    );
    await recordAudit(
      trx,
      {
        staffId: actorId,
        action: 'staff.password_link',
        entity: { type: ENTITY, id },
        before: null,
        after: null,
      },
      at,
    );
    await sendEmail(
      trx,
      passwordLinkMail(row, link, (await shopNow({ db: trx, config: deps.config })).shop_name),
    );
    return repo.toStaffMember(row);
  });
  return { member, link };
}

function passwordLinkMail(row: repo.StaffRow, link: string, shopName: string) {
  return {
    to: row.email,
    subject: `Set your ${shopName} back-office password`,
    body: [
      `Hello ${row.name},`,
      '',
      `A shop owner sent you a new link to set your ${shopName} back-office password.`,
      'It works once, within 24 hours; links sent to you before it no longer work:',
      link,
      '',
      'If you did not ask for it, tell the shop owner.',
    ].join('\n'),
  };
}

function inviteMail(row: repo.StaffRow, link: string, shopName: string) {
  return {
    to: row.email,
    subject: `Your ${shopName} back-office account`,
    body: [
      `Hello ${row.name},`,
      '',
      `You were added to the ${shopName} back office as ${staffRoleLabel[row.role]}.`,
      'Set your password with this link; it works once, within 24 hours:',
      link,
      '',
      'If you did not expect this, ignore this message: nobody can sign in as you without the link.',
    ].join('\n'),
  };
}

/**
 * Changes a member's role or turns them off or on. The shop always keeps one active owner: demoting or disabling the
 * last one is refused. A member who is disabled is signed out everywhere at once; a new role applies from their next
 * call, since each call reads the role afresh.
 */
export async function updateStaff(
  deps: StaffDeps,
  id: number,
  change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
  actorId: number | null,
): Promise<StaffMember> {
  return deps.db.transaction().execute(async (trx) => {
    const owners = await repo.lockActiveOwners(trx, deps.dialect);
    const before = await loadMember(trx, id);
    const role = change.role ?? before.role;
    const disabled = change.disabled ?? before.disabled === 1;
    if (role === before.role && disabled === (before.disabled === 1)) return repo.toStaffMember(before);
    const staysActiveOwner = role === 'owner' && !disabled;
    if (owners.includes(id) && !staysActiveOwner && owners.length === 1)
      throw new AppError('conflict', staffMessages.lastOwner);
    const at = new Date().toISOString();
    await repo.updateStaffRow(trx, id, { role, disabled: disabled ? 1 : 0 }, at);
    if (disabled) await repo.deleteSessionsOfStaff(trx, id);
    const after = await loadMember(trx, id);
    await recordAudit(
      trx,
      {
        staffId: actorId,
        action: 'staff.update',
        entity: { type: ENTITY, id },
        before: snapshot(before),
        after: snapshot(after),
      },
      at,
    );
    return repo.toStaffMember(after);
  });
}

/** What an owner is told after a change: what now holds. */
export function updateMessage(
  member: StaffMember,
  change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
): string {
  if (change.disabled === true) return `${member.name} is disabled and signed out everywhere.`;
  if (change.disabled === false) return `${member.name} can sign in again.`;
  return `${member.name}'s role is now ${staffRoleLabel[member.role]}.`;
}

/**
 * Sets a member's password with the token of their link. The token is used up in the same transaction that stores the
 * password, so it works once even when sent twice at the same moment; the member's other links stop working and any
 * session of theirs ends.
 */
export async function setPassword(
  deps: StaffDeps,
  input: { token: string; password: string },
): Promise<StaffMember> {
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const staffId = await repo.usePasswordToken(trx, digest(input.token), at);
    if (staffId === undefined) throw new AppError('bad_request', staffMessages.linkInvalid);
    const before = await loadMember(trx, staffId);
    if (before.disabled === 1) throw new AppError('forbidden', staffMessages.disabled);
    await repo.updateStaffRow(trx, staffId, { password_hash: passwordHash }, at);
    await repo.retirePasswordTokens(trx, staffId, at);
    await repo.deleteSessionsOfStaff(trx, staffId);
    const after = await loadMember(trx, staffId);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'staff.set_password',
        entity: { type: ENTITY, id: staffId },
        before: snapshot(before),
        after: snapshot(after),
      },
      at,
    );
    return repo.toStaffMember(after);
  });
}

/**
 * Staff sign-in: wrong passwords slow an address down as customers' do (its own key space), a member without a
 * password yet is told the same as a wrong password, and a disabled member who knows the password is told plainly
 * that the account is off (403). A member with a second factor gets a challenge for the code instead of a session
 * (staff-totp.service.ts); one without it, while the shop requires one, a session that can only set it up.
 */
export async function staffLogin(
  deps: StaffDeps,
  throttle: SlowDown,
  input: { email: string; password: string },
): Promise<StaffLoginAnswer & { token?: string }> {
  const row = await repo.findStaffByEmail(deps.db, input.email);
  await throttle.take(input.email);
  if (!(await verifyPassword(row?.password_hash ?? null, input.password)) || !row)
    throw new AppError('bad_request', staffMessages.wrongLogin);
  await throttle.reset(input.email);
  if (row.disabled === 1) throw new AppError('forbidden', staffMessages.disabled);
  const now = new Date();
  if (row.totp_enabled_at !== null) return openChallenge(deps.db, row.id, now);
  const totpSetupRequired = await setupRequiredFor(deps.db, row);
  const session = await openStaffSession(deps.db, row.id, now, { totpSetupRequired });
  await repo.updateStaffSignIn(deps.db, row.id, now.toISOString());
  return {
    token: session.token,
    csrf_token: session.csrfToken,
    expires_at: session.expiresAt,
    staff: repo.toStaffMember({ ...row, last_sign_in_at: now.toISOString() }),
    totp_setup_required: totpSetupRequired,
  };
}

/** The signed-in member and their session's CSRF token (GET /api/admin/auth/me). */
export async function currentStaff(
  db: StaffDeps['db'],
  caller: { staffId: number; csrfSecret: string; expiresAt: string; totpSetupRequired: boolean },
): Promise<StaffSession> {
  const row = await repo.findStaffById(db, caller.staffId);
  if (!row) throw new AppError('unauthorized', staffMessages.signInRequired);
  return {
    staff: repo.toStaffMember(row),
    csrf_token: caller.csrfSecret,
    expires_at: caller.expiresAt,
    totp_setup_required: caller.totpSetupRequired,
  };
}
