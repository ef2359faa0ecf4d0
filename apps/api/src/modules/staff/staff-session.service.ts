import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffRole } from '@shop/contract/admin';
import type { Database } from '#app/db/schema';
import type { Deps } from '#app/deps';
import * as repo from './staff.repository.ts';

/** What the staff services need of the app: the database, its dialect and the configuration. */
export type StaffDeps = Pick<Deps, 'db' | 'dialect' | 'config'>;

type Db = Kysely<Database>;

/** A session ends after 30 minutes without a call... */
export const STAFF_IDLE_MS = 30 * 60_000;
/** ...and 12 hours after sign-in whatever happens. */
export const STAFF_SESSION_MS = 12 * 3600_000;
/** How stale last_seen_at may be before a call writes it again: one write a minute at most, not one per call. */
export const STAFF_TOUCH_MS = 60_000;

/** The signed-in member making an /api/admin call. */
export interface StaffCaller {
  sessionId: number;
  staffId: number;
  role: StaffRole;
  csrfSecret: string;
  /** The shop requires a second factor and the member has none yet: only setting one up is allowed. */
  totpSetupRequired: boolean;
}

/** 256 random bits; only the SHA-256 is stored, so the database holds nothing that opens a session. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session: the cookie's token, the CSRF token its state-changing calls must send, and its latest end. */
export async function openStaffSession(
  db: Db,
  staffId: number,
  now = new Date(),
  options: { totpSetupRequired?: boolean } = {},
): Promise<{ token: string; csrfToken: string; expiresAt: string }> {
  const token = newSecret();
  const csrfToken = newSecret();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_MS).toISOString();
  const at = now.toISOString();
  // A sign-in is a good moment to forget sessions nobody can use any more.
  await repo.deleteDeadStaffSessions(db, at, new Date(now.getTime() - STAFF_IDLE_MS).toISOString());
  await repo.insertStaffSession(
    db,
    {
      token_hash: digest(token),
      staff_id: staffId,
      csrf_secret: csrfToken,
      expires_at: expiresAt,
      totp_setup_required: options.totpSetupRequired ? 1 : 0,
    },
    at,
  );
  return { token, csrfToken, expiresAt };
}

/**
 * The live session a cookie's token opens, or null. A session past its end or idle for 30 minutes is deleted on the
 * spot; a live one is marked as used when its last mark is a minute old or more (the idle timeout slides).
 */
export async function resolveStaffSession(
  db: Db,
  token: string,
  now = new Date(),
): Promise<(StaffCaller & { expiresAt: string }) | null> {
  const row = await repo.findStaffSession(db, digest(token));
  if (!row) return null;
  const at = now.getTime();
  const idle = at - Date.parse(row.last_seen_at) >= STAFF_IDLE_MS;
  if (idle || at >= Date.parse(row.expires_at) || row.disabled === 1) {
    await repo.deleteStaffSession(db, row.session_id);
    return null;
  }
  if (at - Date.parse(row.last_seen_at) >= STAFF_TOUCH_MS)
    await repo.touchStaffSession(db, row.session_id, now.toISOString());
  return {
    sessionId: row.session_id,
    staffId: row.staff_id,
    role: row.role,
    csrfSecret: row.csrf_secret,
    totpSetupRequired: row.totp_setup_required === 1,
    expiresAt: row.expires_at,
  };
}

/** Whether a request's CSRF header is the session's token (compared in constant time). */
export function csrfMatches(sent: string | string[] | undefined, secret: string): boolean {
  if (typeof sent !== 'string' || sent.length === 0) return false;
  return timingSafeEqual(Buffer.from(digest(sent)), Buffer.from(digest(secret)));
}

export const endStaffSession = (db: Db, sessionId: number) => repo.deleteStaffSession(db, sessionId);
