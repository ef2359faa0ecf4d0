import type { Kysely } from 'kysely';
import type { AuthResult, UserInfo } from '@shop/contract/account';
import type { Database } from '#app/db/schema';
import type { Config } from '#app/env';
import { AppError } from '#app/errors/app-error';
import { verifySocialToken } from '#app/integrations/social/social-verifier';
import { issueToken } from '#app/modules/auth/token.service';
import type { AccountThrottles } from './account.throttles.ts';
import { hashPassword, verifyPassword } from './password.ts';
import * as users from './user.repository.ts';

type Db = Kysely<Database>;

const EMAIL_TAKEN = 'This e-mail is already registered. Sign in or reset your password.';
export const PHONE_TAKEN = 'This phone number is already used by another account.';
const WRONG_LOGIN = 'The e-mail or password is not correct.';

/** Every sign-in gets a new token (never an old one). */
async function signIn(db: Db, user: users.UserRow): Promise<AuthResult> {
  const issued = await issueToken(db, 'customer', user.id);
  return { ...issued, user: users.toUserInfo(user) };
}

/** A customer by id, or undefined (other domains use this, never the users table). */
export const findCustomer = (db: Db, userId: number) => users.findUserById(db, userId);

export async function loadUser(db: Db, userId: number): Promise<users.UserRow> {
  const user = await users.findUserById(db, userId);
  // A session whose user is gone is as good as an expired token.
  if (!user) throw new AppError('unauthorized');
  return user;
}

/** Maps the unique indexes on e-mail and phone to the messages a person can act on. */
function explainConflict(error: unknown): never {
  if (users.isUniqueViolation(error, 'email')) throw new AppError('conflict', EMAIL_TAKEN);
  if (users.isUniqueViolation(error, 'phone')) throw new AppError('conflict', PHONE_TAKEN);
  throw error;
}

export async function signup(
  db: Db,
  input: { name: string; email: string; phone?: string | undefined; password: string },
): Promise<AuthResult> {
  if (await users.findUserByEmail(db, input.email)) throw new AppError('conflict', EMAIL_TAKEN);
  if (input.phone && (await users.findUserByPhone(db, input.phone)))
    throw new AppError('conflict', PHONE_TAKEN);
  const password_hash = await hashPassword(input.password);
  const id = await users
    .insertUser(db, { name: input.name, email: input.email, phone: input.phone ?? null, password_hash })
    .catch(explainConflict);
  return signIn(db, await loadUser(db, id));
}

export async function login(
  db: Db,
  throttles: AccountThrottles,
  input: { email: string; password: string },
): Promise<AuthResult> {
  await throttles.login.assertOpen(input.email);
  const user = await users.findUserByEmail(db, input.email);
  if (!(await verifyPassword(user?.password_hash ?? null, input.password)) || !user) {
    await throttles.login.hit(input.email);
    throw new AppError('bad_request', WRONG_LOGIN);
  }
  await throttles.login.reset(input.email);
  return signIn(db, user);
}

/**
 * Facebook or Google: a known identity signs in; otherwise an account with the provider's confirmed e-mail is linked,
 * or a new account (without a password; one can be set through forget-password) is created.
 */
export async function socialLogin(
  db: Db,
  config: Config,
  input: { provider: 'facebook' | 'google'; access_token: string },
): Promise<AuthResult> {
  const profile = await verifySocialToken(config, input.provider, input.access_token);
  const known = await users.findIdentity(db, input.provider, profile.subject);
  if (known) return signIn(db, await loadUser(db, known.user_id));
  if (!profile.email) {
    throw new AppError(
      'bad_request',
      'Your account with this provider has no confirmed e-mail address. Register with your e-mail instead.',
    );
  }
  const existing = await users.findUserByEmail(db, profile.email);
  const userId =
    existing?.id ??
    (await users
      .insertUser(db, {
        name: profile.name.slice(0, 100),
        email: profile.email,
        phone: null,
        password_hash: null,
      })
      .catch(explainConflict));
  await users.insertIdentity(db, { user_id: userId, provider: input.provider, subject: profile.subject });
  return signIn(db, await loadUser(db, userId));
}

export async function editProfile(
  db: Db,
  userId: number,
  input: { name: string; email: string },
): Promise<UserInfo> {
  const owner = await users.findUserByEmail(db, input.email);
  if (owner && owner.id !== userId) throw new AppError('conflict', EMAIL_TAKEN);
  await users.updateUser(db, userId, { name: input.name, email: input.email }).catch(explainConflict);
  return users.toUserInfo(await loadUser(db, userId));
}

/** A changed password signs the account out everywhere except here. */
export async function changePassword(
  db: Db,
  throttles: AccountThrottles,
  caller: { userId: number; sessionId: number },
  input: { old_password: string; new_password: string },
): Promise<UserInfo> {
  const user = await loadUser(db, caller.userId);
  await throttles.login.assertOpen(user.email);
  if (!user.password_hash) {
    throw new AppError('bad_request', 'This account has no password yet. Use "Forgot password" to set one.');
  }
  if (!(await verifyPassword(user.password_hash, input.old_password))) {
    await throttles.login.hit(user.email);
    throw new AppError('bad_request', 'The current password is not correct.');
  }
  await users.updateUser(db, user.id, { password_hash: await hashPassword(input.new_password) });
  await users.deleteUserSessions(db, user.id, caller.sessionId);
  return users.toUserInfo(user);
}
