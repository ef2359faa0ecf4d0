import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { UserInfo } from '@shop/contract/account';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { sendSms } from '#app/modules/outbox/outbox.service';
import { loadUser, PHONE_TAKEN } from './account.service.ts';
import type { AccountThrottles } from './account.throttles.ts';
import { assertMaySend, checkCode, issueCode, RESEND_AFTER_SECONDS } from './code.service.ts';
import { messageLanguage, phoneCodeSms } from '#app/modules/outbox/customer-messages';
import * as users from './user.repository.ts';

type Db = Kysely<Database>;

const phoneTaken = (error: unknown) => {
  throw users.isUniqueViolation(error, 'phone') ? new AppError('conflict', PHONE_TAKEN) : error;
};

/** 409 when another account verified this number (a number only saved elsewhere is a claim and never blocks). */
async function assertNotVerifiedElsewhere(db: Db, userId: number, phone: string): Promise<void> {
  const owner = await users.findVerifiedOwnerOfPhone(db, phone);
  if (owner && owner.id !== userId) throw new AppError('conflict', PHONE_TAKEN);
}

/**
 * The verify/save phone call: stores the phone unverified (unless it is the verified one already) and answers the
 * user. Only a verified number belongs to an account: one that others merely saved can be saved here too, and the
 * account that proves it with a code keeps it.
 */
export async function savePhone(db: Db, userId: number, phone: string): Promise<UserInfo> {
  const user = await loadUser(db, userId);
  if (user.phone === phone) return users.toUserInfo(user);
  await assertNotVerifiedElsewhere(db, userId, phone);
  await users.updateUser(db, userId, { phone, phone_verified: 0 }).catch(phoneTaken);
  return users.toUserInfo(await loadUser(db, userId));
}

/** Sends a new code by SMS to the saved phone: one every 30 seconds, five per window per account. */
export async function sendPhoneCode(
  db: Db,
  throttles: AccountThrottles,
  input: { userId: number; shopName: string; ttlMinutes: number },
) {
  const user = await loadUser(db, input.userId);
  if (!user.phone) throw new AppError('bad_request', shopperMessage('addPhoneFirst'));
  if (user.phone_verified === 1) throw new AppError('conflict', shopperMessage('phoneAlreadyVerified'));
  await assertNotVerifiedElsewhere(db, user.id, user.phone);
  await assertMaySend(db, { userId: user.id }, 'phone');
  await throttles.codeSend.hit(String(user.id));
  const code = await issueCode(db, {
    purpose: 'phone',
    owner: { userId: user.id },
    target: user.phone,
    ttlMinutes: input.ttlMinutes,
  });
  await sendSms(db, {
    to: user.phone,
    body: phoneCodeSms(messageLanguage(user.language), {
      code,
      shopName: input.shopName,
      ttlMinutes: input.ttlMinutes,
    }),
  });
  return { phone: user.phone, resend_after: RESEND_AFTER_SECONDS, expires_in_minutes: input.ttlMinutes };
}

/**
 * A right code for the saved phone marks it verified; the code is used up. In the same transaction every other
 * account that saved the number unverified loses it: the number belongs to whoever proves it.
 */
export async function verifyPhone(db: Db, userId: number, code: string): Promise<UserInfo> {
  const user = await loadUser(db, userId);
  if (!user.phone) throw new AppError('bad_request', shopperMessage('addPhoneFirst'));
  if (user.phone_verified === 1) return users.toUserInfo(user);
  await assertNotVerifiedElsewhere(db, userId, user.phone);
  await checkCode(db, { purpose: 'phone', owner: { userId }, code, use: true, target: user.phone });
  const claimed = await users.claimVerifiedPhone(db, userId, user.phone).catch(phoneTaken);
  if (!claimed) throw new AppError('bad_request', shopperMessage('codeSentElsewherePhone'));
  return users.toUserInfo(await loadUser(db, userId));
}

/** The verification-status check: 200 with the user when verified; otherwise 409, and the dialog opens. */
export async function assertPhoneVerified(db: Db, userId: number): Promise<UserInfo> {
  const user = await loadUser(db, userId);
  if (!user.phone) throw new AppError('conflict', shopperMessage('addAndVerifyPhone'));
  if (user.phone_verified !== 1) throw new AppError('conflict', shopperMessage('phoneNotVerified'));
  return users.toUserInfo(user);
}
