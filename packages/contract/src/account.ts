import { messages } from './errors.ts';
import { isOneLine, latinDigits } from './text.ts';
import { z } from './zod.ts';

/**
 * Accounts, profile, addresses and phone verification. The phone and code rules and their messages are fixed word
 * for word (see `messages` in errors.ts); every payload follows the contract's snake_case style.
 */

// --- field rules, shared by the API and the storefront's forms ----------------------------------------------------

const PHONE_LENGTH = 11;
export const CODE_LENGTH = 6;

/**
 * Phone: required, exactly 11 characters, digits only starting with 01 (checked in that order). Arabic-Indic digits
 * count as digits (٠١٠… is 010…).
 */
export const phoneField = z
  .string({ error: messages.phoneRequired })
  .trim()
  .overwrite(latinDigits)
  .min(1, { error: messages.phoneRequired, abort: true })
  .length(PHONE_LENGTH, { error: messages.phoneLength, abort: true })
  .regex(/^01\d{9}$/, messages.phoneInvalid);

/** A verification or reset code: required, digits only. The server's codes have six digits. */
export const codeField = z
  .string({ error: messages.codeRequired })
  .trim()
  .overwrite(latinDigits)
  .min(1, { error: messages.codeRequired, abort: true })
  .regex(/^\d{1,12}$/, 'Code must contain digits only');

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required', abort: true })
  .min(2, 'Name must be at least 2 characters')
  .max(100, 'Name must be at most 100 characters')
  .refine(isOneLine, 'Name must be one line, without line breaks');

// --- the user ----------------------------------------------------------------------------------------------------

/** What the storefront keeps in local storage about the signed-in customer, plus the id. */
export const userInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** 1 = verified. */
  phone_verified: z.union([z.literal(0), z.literal(1)]),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Auth responses carry the new customer token as data.token. */
export const authResult = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: userInfo,
});
export type AuthResult = z.infer<typeof authResult>;

// --- auth calls ----------------------------------------------------------------------------------------------------

/**
 * Sign-up has two steps. Without `code` the shop mails a code to the address and answers 202 with `codeSentTo`
 * (the same answer whether or not the address already has an account; if it has, the mail says so instead of
 * carrying a code). The same fields again with the mailed `code` make the account and answer 201 with a token.
 */
export const signupRequest = z.object({
  name: nameField,
  email: emailField,
  /** Optional at sign-up; without it the profile is flagged noPhoneData and the phone dialog asks for it. */
  phone: phoneField.optional(),
  password: passwordField,
  code: codeField.optional(),
});

/** 202: a code was mailed to `email`; the same call again with it finishes (sign-up, linking a sign-in, e-mail change). */
export const codeSentTo = z.object({
  email: z.string(),
  /** Seconds before another code may be requested. */
  resend_after: z.number().int(),
  expires_in_minutes: z.number().int(),
});
export type CodeSentTo = z.infer<typeof codeSentTo>;

export const loginRequest = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});

export const forgetPasswordRequest = z.object({ email: emailField });

/** POST /auth/validate_code {code, email}: checks a reset code without using it up. */
export const validateCodeRequest = z.object({ email: emailField, code: codeField });
export const validateCodeResult = z.object({ email: z.string(), valid: z.literal(true) });

export const resetPasswordRequest = z.object({
  email: emailField,
  code: codeField,
  password: passwordField,
});

const socialProvider = z.enum(['facebook', 'google']);
/**
 * A provider's sign-in into an account whose e-mail was never proven (made with a password) is linked only once the
 * owner enters the code then mailed to the address (202 `codeSentTo`): the same call again with `code` links it.
 */
export const socialLoginRequest = z.object({
  provider: socialProvider,
  /** Facebook: the user access token. Google: the ID token from Google Identity Services. */
  access_token: z.string().min(10).max(4096),
  code: codeField.optional(),
});
/** The older Facebook call: POST /api/users/login-with-facebook/. */
export const facebookLoginRequest = z.object({
  facebook_access_token: z.string().min(10).max(4096),
  code: codeField.optional(),
});

// --- profile -----------------------------------------------------------------------------------------------------

/**
 * Name and e-mail. A new e-mail needs the current `password`; the shop then mails a code to the new address and
 * answers 202 `codeSentTo`, and the e-mail changes when the same call comes again with that `code`.
 */
export const editProfileRequest = z.object({
  name: nameField,
  email: emailField,
  password: z.string().max(128, 'Password must be at most 128 characters').optional(),
  code: codeField.optional(),
});

export const changePasswordRequest = z
  .object({
    old_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(128),
    new_password: passwordField,
  })
  .refine((v) => v.old_password !== v.new_password, {
    path: ['new_password'],
    message: 'The new password must differ from the current one',
  });

/** The phone calls: save the phone (answers the user), and verify it with {code} or the dialog's {verification_code}. */
export const editPhoneRequest = z.object({ phone: phoneField });
export const verifyPhoneRequest = z
  .object({ code: codeField.optional(), verification_code: codeField.optional() })
  .refine((v) => v.code !== undefined || v.verification_code !== undefined, {
    path: ['code'],
    message: messages.codeRequired,
  })
  .transform((v) => ({ code: (v.code ?? v.verification_code) as string }));

/** POST /profile/send_verification and /profile/resend_verification answer where the code went. */
export const codeSent = z.object({
  phone: z.string(),
  /** Seconds before another code may be requested. */
  resend_after: z.number().int(),
  expires_in_minutes: z.number().int(),
});

// --- cities and addresses ----------------------------------------------------------------------------------------

const city = z.object({ id: z.number().int(), name_en: z.string(), name_ar: z.string() });
const governorate = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  cities: z.array(city),
});
export type Governorate = z.infer<typeof governorate>;
/** GET /api/cities: Egypt's 27 governorates, each with its cities. */
export const citiesResult = z.array(governorate);

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, `${label} must be one line, without line breaks`);
const optionalLine = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isOneLine, `${label} must be one line, without line breaks`)
    .optional()
    .default('');

export const addressInput = z.object({
  /** Who receives the parcel. */
  name: nameField,
  phone: phoneField,
  city_id: z.coerce.number({ error: 'City is required' }).int().positive('City is required'),
  street: line('Street', 200),
  building: optionalLine('Building', 50),
  floor: optionalLine('Floor', 20),
  apartment: optionalLine('Apartment', 20),
  landmark: optionalLine('Landmark', 200),
});
export type AddressInput = z.input<typeof addressInput>;

export const address = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  city_id: z.number().int(),
  city_en: z.string(),
  /** The city's and the governorate's Arabic names, for Arabic pages. */
  city_ar: z.string(),
  governorate_id: z.number().int(),
  governorate_en: z.string(),
  governorate_ar: z.string(),
  street: z.string(),
  building: z.string(),
  floor: z.string(),
  apartment: z.string(),
  landmark: z.string(),
  is_primary: z.boolean(),
});
export type Address = z.infer<typeof address>;
export const addressList = z.array(address);

/** GET /profile/: the user, the phone state flags of section 4 and the address book. */
export const profile = z.object({
  user: userInfo,
  /** No phone: the page is flagged noPhoneData. Phone present but unverified: notVerifiedPhone. */
  flags: z.object({ noPhoneData: z.boolean(), notVerifiedPhone: z.boolean() }),
  addresses: addressList,
});
export type Profile = z.infer<typeof profile>;

/** The phone state of section 4, one rule for the API and the storefront. */
export function phoneFlags(user: Pick<UserInfo, 'phone' | 'phone_verified'>) {
  return { noPhoneData: !user.phone, notVerifiedPhone: Boolean(user.phone) && user.phone_verified !== 1 };
}
