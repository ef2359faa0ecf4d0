import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { AuthResult, CodeSentTo, UserInfo } from '@shop/contract/account';
import { CUSTOMER_BLOCKED } from '@shop/contract/admin-customers';
import type { Database } from '#app/db/schema';
import type { Config } from '#app/env';
import { AppError } from '#app/errors/app-error';
import { verifySocialToken } from '#app/integrations/social/social-verifier';
import { issueToken } from '#app/modules/auth/token.service';
import { sendEmail } from '#app/modules/outbox/outbox.service';
import {
  addressInUseMail as inUseMail,
  alreadyRegisteredMail as registeredMail,
  emailChangedMail as changedMail,
  linkCodeMail as linkMail,
  messageLanguage,
  newEmailCodeMail as emailCodeMail,
  signupCodeMail as codeMail,
} from '#app/modules/outbox/customer-messages';
import type { Language } from '@shop/contract/languages';
import type { AccountThrottles } from './account.throttles.ts';
import {
  assertMaySend,
  checkCode,
  issueCode,
  latestCode,
  RESEND_AFTER_SECONDS,
  secondsUntilResend,
} from './code.service.ts';
import { forgetDevices, isKnownDevice, rememberDevice } from './device.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import * as users from './user.repository.ts';

type Db = Kysely<Database>;

const EMAIL_TAKEN = shopperMessage('emailTaken');
export const PHONE_TAKEN = shopperMessage('phoneTaken');
const WRONG_LOGIN = shopperMessage('wrongLogin');
const ELSEWHERE = shopperMessage('codeSentElsewhereAddress');

/** What the mails need to know about the shop. */
export interface MailContext {
  shopName: string;
  /** The shop's public origin, for links. */
  origin: string;
  hotline: string;
  ttlMinutes: number;
  /** The language of the request (its Accept-Language): a new account prefers it, and mails before one exist use it. */
  language?: Language;
}

/** A call that either finished, or mailed a code that the same call must bring back to finish. */
export type Pending<T> = { done: true; result: T } | { done: false; sent: CodeSentTo };

/** Every sign-in gets a new token (never an old one); the device that signed in is remembered by the account. */
async function signIn(db: Db, user: users.UserRow, deviceId: string | null): Promise<AuthResult> {
  // Every way in (password, Facebook, Google) ends here: a blocked account is told so, only after it proved itself.
  if (user.blocked_at) throw new AppError('forbidden', CUSTOMER_BLOCKED);
  const issued = await issueToken(db, 'customer', user.id);
  if (deviceId) await rememberDevice(db, user.id, deviceId);
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

const codeSent = (email: string, ttlMinutes: number): CodeSentTo => ({
  email,
  resend_after: RESEND_AFTER_SECONDS,
  expires_in_minutes: ttlMinutes,
});

/**
 * Sign-up. Step one (no code) answers the same whether or not the address has an account, so sign-up cannot be used
 * to find out who shops here: a new address is mailed a code; an address with an account is mailed a reminder to sign
 * in or reset the password instead, and a code is stored for it that no entry matches, so the second step answers
 * every code for it as wrong, exactly as it would a wrong code. Step two (the code) makes the account, with its
 * e-mail proven; a phone given is saved unverified, whoever else has saved it.
 */
export async function signup(
  db: Db,
  throttles: AccountThrottles,
  input: {
    name: string;
    email: string;
    phone?: string | undefined;
    password: string;
    code?: string | undefined;
  },
  context: MailContext & { deviceId: string | null },
): Promise<Pending<AuthResult>> {
  const owner = { address: input.email };
  if (input.code === undefined) {
    await assertMaySend(db, owner, 'signup');
    await throttles.signup.hit(input.email);
    const existing = await users.findUserByEmail(db, input.email);
    const code = await issueCode(db, {
      purpose: 'signup',
      owner,
      target: input.email,
      ttlMinutes: context.ttlMinutes,
      deliverable: !existing,
    });
    await sendEmail(
      db,
      existing ? alreadyRegisteredMail(input.email, context) : signupCodeMail(input, code, context),
    );
    return { done: false, sent: codeSent(input.email, context.ttlMinutes) };
  }
  await checkCode(db, { purpose: 'signup', owner, code: input.code, use: true });
  const password_hash = await hashPassword(input.password);
  const id = await users
    .insertUser(db, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      password_hash,
      email_verified: 1,
      language: messageLanguage(context.language),
    })
    .catch(explainConflict);
  return { done: true, result: await signIn(db, await loadUser(db, id), context.deviceId) };
}

// Mails to an address nobody has proven yet carry nothing the requester typed (no name), only the shop's words.
function signupCodeMail(input: { email: string }, code: string, context: MailContext) {
  return {
    to: input.email,
    ...codeMail(messageLanguage(context.language), {
      code,
      shopName: context.shopName,
      ttlMinutes: context.ttlMinutes,
    }),
  };
}

function alreadyRegisteredMail(email: string, context: MailContext) {
  return { to: email, ...registeredMail(messageLanguage(context.language), context) };
}

/**
 * Password sign-in. Wrong passwords for an account slow its sign-in down (see AccountThrottles.login) rather than
 * lock it; a device that signed in to the account before counts on a key of its own, so strangers' tries never keep
 * the owner out on their own phone or computer.
 */
export async function login(
  db: Db,
  throttles: AccountThrottles,
  input: { email: string; password: string },
  deviceId: string | null,
): Promise<AuthResult> {
  const user = await users.findUserByEmail(db, input.email);
  const known = user !== undefined && deviceId !== null && (await isKnownDevice(db, user.id, deviceId));
  const key = known ? `${input.email}\n${deviceId}` : input.email;
  await throttles.login.take(key);
  if (!(await verifyPassword(user?.password_hash ?? null, input.password)) || !user) {
    throw new AppError('bad_request', WRONG_LOGIN);
  }
  await throttles.login.reset(key);
  return signIn(db, user, deviceId);
}

type Provider = 'facebook' | 'google';
const providerName: Record<Provider, string> = { facebook: 'Facebook', google: 'Google' };

/**
 * Facebook or Google: a known identity signs in. Otherwise, an account with the provider's confirmed e-mail is
 * linked when its e-mail was proven (or it is made, without a password; one can be set through forget-password).
 * An account whose e-mail was never proven may have been opened by someone else with that address: it is linked only
 * when the code mailed to the address comes back, and then its other sessions end, its unproven password and other
 * linked sign-ins are removed, and its e-mail counts as proven.
 */
export async function socialLogin(
  db: Db,
  config: Config,
  throttles: AccountThrottles,
  input: { provider: Provider; access_token: string; code?: string | undefined },
  context: MailContext & { deviceId: string | null },
): Promise<Pending<{ auth: AuthResult; message: string }>> {
  const welcome = (auth: AuthResult, message = shopperMessage('welcome')) => ({
    done: true as const,
    result: { auth, message },
  });
  const profile = await verifySocialToken(config, input.provider, input.access_token);
  const known = await users.findIdentity(db, input.provider, profile.subject);
  if (known) return welcome(await signIn(db, await loadUser(db, known.user_id), context.deviceId));
  if (!profile.email) {
    throw new AppError('bad_request', shopperMessage('providerNoEmail'));
  }
  const identity = { provider: input.provider, subject: profile.subject };
  const existing = await users.findUserByEmail(db, profile.email);
  if (!existing) {
    const userId = await users
      .insertUser(db, {
        name: profile.name.slice(0, 100),
        email: profile.email,
        phone: null,
        password_hash: null,
        email_verified: 1,
        language: messageLanguage(context.language),
      })
      .catch(explainConflict);
    await users.insertIdentity(db, { user_id: userId, ...identity });
    return welcome(await signIn(db, await loadUser(db, userId), context.deviceId));
  }
  if (existing.email_verified === 1) {
    await users.insertIdentity(db, { user_id: existing.id, ...identity });
    return welcome(await signIn(db, existing, context.deviceId));
  }

  const owner = { userId: existing.id };
  const target = `${input.provider}:${profile.subject}`;
  if (input.code === undefined) {
    // A second tap within the resend gap: the code just mailed for this same sign-in still stands.
    const pending = await latestCode(db, owner, 'link');
    const standing =
      pending?.used_at === null &&
      pending.target === target &&
      (await secondsUntilResend(db, owner, 'link')) > 0;
    if (!standing) {
      await assertMaySend(db, owner, 'link');
      await throttles.codeSend.hit(String(existing.id));
      const code = await issueCode(db, { purpose: 'link', owner, target, ttlMinutes: context.ttlMinutes });
      await sendEmail(db, linkCodeMail(existing, providerName[input.provider], code, context));
    }
    return { done: false, sent: codeSent(existing.email, context.ttlMinutes) };
  }
  await checkCode(db, {
    purpose: 'link',
    owner,
    code: input.code,
    use: true,
    target,
    elsewhere: shopperMessage('codeSentElsewhereSignIn'),
  });
  await db.transaction().execute(async (trx) => {
    await users.insertIdentity(trx, { user_id: existing.id, ...identity });
    await users.deleteOtherIdentities(trx, existing.id, identity);
    await users.updateUser(trx, existing.id, { email_verified: 1, password_hash: null });
    await users.deleteUserSessions(trx, existing.id);
    await forgetDevices(trx, existing.id);
  });
  await throttles.login.reset(existing.email);
  const auth = await signIn(db, await loadUser(db, existing.id), context.deviceId);
  return welcome(
    auth,
    existing.password_hash
      ? shopperMessage('welcomeLinked', { provider: providerName[input.provider] })
      : shopperMessage('welcome'),
  );
}

function linkCodeMail(user: users.UserRow, provider: string, code: string, context: MailContext) {
  return {
    to: user.email,
    ...linkMail(messageLanguage(user.language), {
      name: user.name,
      provider,
      code,
      shopName: context.shopName,
      origin: context.origin,
      ttlMinutes: context.ttlMinutes,
    }),
  };
}

/**
 * Name and e-mail. The name is saved at once. A new e-mail needs the current password (a stolen token is not
 * enough), then a code mailed to the new address (a mistyped or someone else's address is never taken on); when the
 * code comes back the e-mail changes and the old address is told, in the same transaction, so it hears of it before
 * any password reset can go to the new one.
 */
export async function editProfile(
  db: Db,
  throttles: AccountThrottles,
  userId: number,
  input: { name: string; email: string; password?: string | undefined; code?: string | undefined },
  context: MailContext,
): Promise<Pending<UserInfo>> {
  const user = await loadUser(db, userId);
  if (input.email === user.email) {
    await users.updateUser(db, userId, { name: input.name });
    return { done: true, result: users.toUserInfo(await loadUser(db, userId)) };
  }
  const owner = { userId };
  if (input.code !== undefined) {
    await checkCode(db, {
      purpose: 'email',
      owner,
      code: input.code,
      use: true,
      target: input.email,
      elsewhere: ELSEWHERE,
    });
    await db
      .transaction()
      .execute(async (trx) => {
        await users.updateUser(trx, userId, { name: input.name, email: input.email, email_verified: 1 });
        await sendEmail(trx, emailChangedMail(user, input.email, context));
      })
      .catch(explainConflict);
    return { done: true, result: users.toUserInfo(await loadUser(db, userId)) };
  }

  if (!user.password_hash) {
    throw new AppError('bad_request', shopperMessage('noPasswordChangeEmail'));
  }
  if (!input.password) {
    throw new AppError('bad_request', shopperMessage('passwordNeededForEmail'));
  }
  await throttles.login.take(user.email);
  if (!(await verifyPassword(user.password_hash, input.password))) {
    throw new AppError('bad_request', shopperMessage('currentPasswordWrongField'));
  }
  await throttles.login.reset(user.email);
  await assertMaySend(db, owner, 'email');
  await throttles.codeSend.hit(String(userId));
  // An address another account uses is never said to be taken: the code stored for it matches nothing, and that
  // address is told someone tried, so only its owner learns it has an account here.
  const taken = await users.findUserByEmail(db, input.email);
  const code = await issueCode(db, {
    purpose: 'email',
    owner,
    target: input.email,
    ttlMinutes: context.ttlMinutes,
    deliverable: !taken,
  });
  await sendEmail(
    db,
    taken
      ? addressInUseMail(input.email, context, messageLanguage(taken.language))
      : newEmailCodeMail(input.email, code, context, messageLanguage(user.language)),
  );
  return { done: false, sent: codeSent(input.email, context.ttlMinutes) };
}

function newEmailCodeMail(email: string, code: string, context: MailContext, language: Language) {
  return {
    to: email,
    ...emailCodeMail(language, { code, shopName: context.shopName, ttlMinutes: context.ttlMinutes }),
  };
}

function addressInUseMail(email: string, context: MailContext, language: Language) {
  return { to: email, ...inUseMail(language, context) };
}

function emailChangedMail(user: users.UserRow, email: string, context: MailContext) {
  return {
    to: user.email,
    ...changedMail(messageLanguage(user.language), {
      name: user.name,
      from: user.email,
      to: email,
      shopName: context.shopName,
      hotline: context.hotline,
    }),
  };
}

/** A changed password signs the account out everywhere except here; the other devices are forgotten. */
export async function changePassword(
  db: Db,
  throttles: AccountThrottles,
  caller: { userId: number; sessionId: number },
  input: { old_password: string; new_password: string },
  deviceId: string | null,
): Promise<UserInfo> {
  const user = await loadUser(db, caller.userId);
  if (!user.password_hash) {
    throw new AppError('bad_request', shopperMessage('noPassword'));
  }
  await throttles.login.take(user.email);
  if (!(await verifyPassword(user.password_hash, input.old_password))) {
    throw new AppError('bad_request', shopperMessage('currentPasswordWrong'));
  }
  await throttles.login.reset(user.email);
  await users.updateUser(db, user.id, { password_hash: await hashPassword(input.new_password) });
  await users.deleteUserSessions(db, user.id, caller.sessionId);
  await forgetDevices(db, user.id, deviceId);
  return users.toUserInfo(user);
}
