import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { AuthResult } from '@shop/contract/account';
import { CUSTOMER_BLOCKED } from '@shop/contract/admin-customers';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { sendEmail } from '#app/modules/outbox/outbox.service';
import { messageLanguage, passwordResetMail, shopPath } from '#app/modules/outbox/customer-messages';
import { issueToken } from '#app/modules/auth/token.service';
import type { AccountThrottles } from './account.throttles.ts';
import { checkCode, issueCode } from './code.service.ts';
import { forgetDevices, rememberDevice } from './device.repository.ts';
import { hashPassword } from './password.ts';
import * as users from './user.repository.ts';

type Db = Kysely<Database>;

/** The same answer whether or not an account has this address, so the call cannot be used to find customers. */
export const RESET_SENT = shopperMessage('resetSent');

const RESET_PATH = '/reset-password';

export async function forgetPassword(
  db: Db,
  throttles: AccountThrottles,
  input: { email: string; origin: string; shopName: string; ttlMinutes: number },
): Promise<void> {
  await throttles.reset.hit(input.email);
  const user = await users.findUserByEmail(db, input.email);
  if (!user) return;
  const code = await issueCode(db, {
    purpose: 'reset',
    owner: { userId: user.id },
    target: user.email,
    ttlMinutes: input.ttlMinutes,
  });
  const language = messageLanguage(user.language);
  // The link opens the reset page in the customer's language.
  const link = `${input.origin}${shopPath(RESET_PATH, language)}?${new URLSearchParams({ email: user.email, code })}`;
  await sendEmail(db, {
    to: user.email,
    ...passwordResetMail(language, {
      name: user.name,
      code,
      link,
      shopName: input.shopName,
      ttlMinutes: input.ttlMinutes,
    }),
  });
}

/** POST /auth/validate_code: is this reset code right? Counts a try when it is not; does not use it up. */
export async function validateResetCode(db: Db, input: { email: string; code: string }): Promise<void> {
  const user = await users.findUserByEmail(db, input.email);
  await checkCode(db, {
    purpose: 'reset',
    owner: user ? { userId: user.id } : undefined,
    code: input.code,
    use: false,
  });
}

/**
 * Sets the new password, signs the account out everywhere and signs this browser in with a new token. The mailed code
 * proves the address, so the account's e-mail counts as proven from now on; the devices that signed in before are
 * forgotten with their sessions.
 */
export async function resetPassword(
  db: Db,
  throttles: AccountThrottles,
  input: { email: string; code: string; password: string },
  deviceId: string | null,
): Promise<AuthResult> {
  const user = await users.findUserByEmail(db, input.email);
  await checkCode(db, {
    purpose: 'reset',
    owner: user ? { userId: user.id } : undefined,
    code: input.code,
    use: true,
  });
  if (!user) throw new Error('unreachable: checkCode refuses a missing user');
  if (user.blocked_at) throw new AppError('forbidden', CUSTOMER_BLOCKED);
  await users.updateUser(db, user.id, {
    password_hash: await hashPassword(input.password),
    email_verified: 1,
  });
  await users.deleteUserSessions(db, user.id);
  await forgetDevices(db, user.id);
  await throttles.login.reset(user.email);
  const issued = await issueToken(db, 'customer', user.id);
  if (deviceId) await rememberDevice(db, user.id, deviceId);
  return { ...issued, user: users.toUserInfo(user) };
}
