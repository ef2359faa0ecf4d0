import { emailField, nameField, passwordField } from './account.ts';
import { z } from './zod.ts';

/**
 * The back office (staff console) under /api/admin. Staff sign in with e-mail and password and get the HttpOnly
 * `shop_staff` cookie (SameSite=Strict); every call after that authenticates with that cookie only, and every call
 * that changes something also sends the session's CSRF token in the `x-csrf-token` header.
 */

/** Every back-office call's path starts with this. */
export const ADMIN_API_PREFIX = '/api/admin/';
/** The staff session's cookie; never a customer's, and a customer's bearer token never opens /api/admin. */
export const STAFF_COOKIE = 'shop_staff';
/** The header a state-changing /api/admin call carries the session's CSRF token in. */
export const HEADER_CSRF = 'x-csrf-token';
/** Where a set-password link leads (PUBLIC_ORIGIN + this + ?token=...). */
export const SET_PASSWORD_PATH = '/admin/set-password';

export const STAFF_ROLES = ['owner', 'manager', 'support'] as const;
export const staffRole = z.enum(STAFF_ROLES, { error: 'Role is one of: owner, manager, support' });
export type StaffRole = z.infer<typeof staffRole>;

export const staffRoleLabel: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  support: 'Support',
};

/** Messages shown word for word by the API and the staff pages. */
export const staffMessages = {
  signInRequired: 'Please sign in to the back office to continue.',
  csrf: "The page's security token is missing or out of date. Reload the page and try again.",
  wrongLogin: 'The e-mail or password is not correct.',
  disabled: 'This staff account is disabled. Ask the shop owner to turn it back on.',
  linkInvalid:
    'This link is not valid any more: it was used already or is older than 24 hours. Ask the shop owner for a new one.',
  lastOwner: 'The shop must keep at least one active owner. Make someone else an owner first.',
} as const;

/** A staff member as the back office shows them. */
export const staffMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRole,
  disabled: z.boolean(),
  /** False until the member has set a password through their link. */
  password_set: z.boolean(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

/** The signed-in member and the token their state-changing calls send in `x-csrf-token`. */
export const staffSession = z.object({
  staff: staffMember,
  csrf_token: z.string(),
  /** When the session ends at the latest (12 hours after sign-in); it ends sooner after 30 minutes unused. */
  expires_at: z.string(),
  /** True while the shop requires a second factor and this member has none: the session may only set one up. */
  totp_setup_required: z.boolean(),
});
export type StaffSession = z.infer<typeof staffSession>;

// --- second factor (TOTP) ------------------------------------------------------------------------------------------

/** Messages of the second factor, word for word in the API and the pages. */
export const totpMessages = {
  wrongCode: 'That code is not correct. Enter the 6-digit code your authenticator app shows now.',
  challengeInvalid: 'This sign-in took too long or was finished already. Sign in with your password again.',
  setupRequired:
    'The shop requires two-step sign-in. Set it up on your account page before anything else: /admin/account',
  notPending: 'Start the set-up first: there is no authenticator waiting for its first code.',
  alreadyOn: 'Two-step sign-in is already on for your account.',
  notOn: 'Two-step sign-in is not on for your account.',
} as const;

/** A 6-digit code from an authenticator app (spaces allowed as the apps show them). */
export const totpCodeField = z
  .string({ error: 'Code is required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The code is the 6 digits your authenticator app shows'));

/** The second step of a sign-in: a 6-digit code, or one of the recovery codes shown at set-up (xxxxx-xxxxx). */
export const totpOrRecoveryCode = z
  .string({ error: 'Code is required' })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Code is required')
      .regex(
        /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/,
        'Enter the 6 digits your authenticator app shows, or one of your recovery codes',
      ),
  );

/** The right password of a member with a second factor: the challenge the code is sent with, valid five minutes. */
export const totpChallenge = z.object({ totp_challenge: z.string(), expires_at: z.string() });
export type TotpChallenge = z.infer<typeof totpChallenge>;

/** What a sign-in with the right password answers: the session, or the second step first. */
export const staffLoginAnswer = z.union([staffSession, totpChallenge]);
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswer>;

export const totpLoginRequest = z.object({
  challenge: z.string({ error: 'Sign in with your password again' }).min(1).max(200),
  code: totpOrRecoveryCode,
});

/** A new secret to add to an authenticator app: by hand, by its otpauth:// address, or by the QR code (SVG). */
export const totpEnrolment = z.object({ secret: z.string(), otpauth_uri: z.string(), qr_svg: z.string() });
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

/** The signed-in member's second factor, and whether owners require one of everybody. */
export const totpStatus = z.object({
  enabled: z.boolean(),
  /** A secret was made but not confirmed with a first code yet. */
  pending: z.boolean(),
  /** While pending, the secret again (a page reloaded mid-way); never once the factor is on. */
  enrolment: totpEnrolment.nullable(),
  required_for_all: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatus>;

export const totpCodeRequest = z.object({ code: totpCodeField });

/** Shown once, when the factor is turned on: each works once in place of a code. */
export const totpRecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });

export const totpPolicyRequest = z.object({
  required: z.boolean({ error: 'Required is true or false' }),
});

export const staffLoginRequest = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});

/** The token from a set-password link and the new password (the same rules as customers' passwords). */
export const setPasswordRequest = z.object({
  token: z
    .string({ error: 'The link has no token' })
    .trim()
    .min(1, { error: 'The link has no token', abort: true })
    .max(200, 'The link is not valid'),
  password: passwordField,
});

export const inviteStaffRequest = z.object({ email: emailField, name: nameField, role: staffRole });

export const updateStaffRequest = z
  .object({ role: staffRole.optional(), disabled: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.disabled !== undefined, {
    error: 'Send a role, disabled, or both',
  });

export const staffIdParams = z.object({
  id: z.coerce
    .number({ error: 'The staff id is a whole number' })
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const staffList = z.object({ staff: z.array(staffMember) });

/** One change: who made it (null: an operator command on the server), what, and the row before and after. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const AUDIT_PAGE_SIZE = 50;

export const auditQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int()
    .min(1, 'page must be 1 or more')
    .max(100_000)
    .default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});

/** Newest first. */
export const auditPage = z.object({
  entries: z.array(auditEntry),
  page: z.number().int(),
  per_page: z.number().int(),
  has_more: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPage>;
