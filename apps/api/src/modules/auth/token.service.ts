import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CUSTOMER_BLOCKED } from '@shop/contract/admin-customers';
import { messages } from '@shop/contract/errors';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { findLiveSession, insertSession } from './session.repository.ts';

/** Who is calling: nobody, the shop's guest (local cart), or a signed-in customer. */
export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'guest'; sessionId: number }
  | { kind: 'customer'; sessionId: number; userId: number };

type Customer = Extract<Caller, { kind: 'customer' }>;

/**
 * The signed-in customer making a call; anyone else is asked to sign in (401). Customer routes declare
 * `config: { auth: 'customer' }` and the auth plugin applies this before their handler, so a handler calling it only
 * gets the customer's typed ids.
 */
export function customerOf(caller: Caller): Customer {
  if (caller.kind !== 'customer') throw new AppError('unauthorized', messages.signInRequired);
  return caller;
}

// Guests keep a token for as long as they keep the browser: ten years is as good as never expiring.
const GUEST_TTL_MS = 10 * 365 * 24 * 3600 * 1000;
const CUSTOMER_TTL_MS = 30 * 24 * 3600 * 1000;

/** Tokens are 256 random bits; only their SHA-256 is stored, so a database leak yields no usable token. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function issueToken(
  db: Kysely<Database>,
  kind: 'guest' | 'customer',
  userId: number | null,
): Promise<{ token: string; expires_at: string }> {
  const token = newToken();
  const expires_at = new Date(Date.now() + (kind === 'guest' ? GUEST_TTL_MS : CUSTOMER_TTL_MS)).toISOString();
  await insertSession(db, { token_hash: hashToken(token), kind, user_id: userId, expires_at });
  return { token, expires_at };
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** The token of an Authorization header: undefined without one, null for a header that is not "Bearer <token>". */
export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/** A customer token that is still live, with its expiry: what the session cookie's owner gets back. */
export async function liveCustomerToken(
  db: Kysely<Database>,
  token: string,
): Promise<{ token: string; expires_at: string; userId: number } | null> {
  const session = await findLiveSession(db, hashToken(token), new Date().toISOString());
  if (!session || session.kind !== 'customer' || session.user_id === null || session.blocked_at) return null;
  return { token, expires_at: session.expires_at, userId: session.user_id };
}

/**
 * Resolves a bearer token; null means the token is unknown or expired. Blocking an account ends its sessions, yet a
 * sign-in racing the block could leave one: a blocked customer's token is refused all the same (401, so the browser
 * drops it), with the words that say why.
 */
export async function resolveToken(db: Kysely<Database>, token: string): Promise<Caller | null> {
  const session = await findLiveSession(db, hashToken(token), new Date().toISOString());
  if (!session) return null;
  if (session.kind === 'customer' && session.blocked_at) throw new AppError('unauthorized', CUSTOMER_BLOCKED);
  if (session.kind === 'customer' && session.user_id !== null) {
    return { kind: 'customer', sessionId: session.id, userId: session.user_id };
  }
  return { kind: 'guest', sessionId: session.id };
}
