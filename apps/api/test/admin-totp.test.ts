import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_COOKIE, staffMessages, totpMessages } from '@shop/contract/admin';
import { base32Encode, hotp, totpCode } from '#app/modules/staff/totp';
import {
  adminCall,
  addStaffMember,
  signedFrom,
  staffLogin,
  staffMember,
  type SignedStaff,
} from './support/staff-members.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Two-step sign-in for staff: setting up an authenticator app, the code after the password, codes and recovery codes
 * that work once, the slow-down on wrong codes, turning it off, and owners requiring it of everybody.
 */
let t: TestApp;
const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t?.close());

const STEP_MS = 30_000;

/** Sets up an authenticator for a signed-in member; answers the secret and the recovery codes. */
async function enrol(who: SignedStaff): Promise<{ secret: string; recovery: string[]; at: number }> {
  const started = await adminCall(t, 'POST', '/api/admin/auth/totp/enrol', who);
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json().data;
  const at = Date.now();
  const confirmed = await adminCall(t, 'POST', '/api/admin/auth/totp/confirm', who, {
    code: totpCode(secret, at),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, recovery: confirmed.json().data.recovery_codes, at };
}

async function challengeFor(email: string): Promise<string> {
  const res = await staffLogin(t, email);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined();
  return res.json().data.totp_challenge;
}

const secondStep = (challenge: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/auth/login/totp', payload: { challenge, code } });

/** Codes are used once: a later sign-in in the same half-minute would be refused, as if the clock had moved on. */
const forgetLastStep = (id: number) =>
  db().updateTable('staff').set({ totp_last_step: null }).where('id', '=', id).execute();

describe('the code algorithm', () => {
  it('gives RFC 6238’s SHA-1 test vectors (6 digits)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(secret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(totpCode(secret, 59_000)).toBe('287082');
    expect(totpCode(secret, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(secret, 1_234_567_890_000)).toBe('005924');
    expect(totpCode(secret, 20_000_000_000_000)).toBe('353130');
    // RFC 4226's HOTP vectors for counters 0 and 9.
    expect(hotp(Buffer.from('12345678901234567890'), 0)).toBe('755224');
    expect(hotp(Buffer.from('12345678901234567890'), 9)).toBe('520489');
  });
});

describe('setting up an authenticator', () => {
  it('answers a secret, its otpauth address and a QR code, and turns on with the first right code', async () => {
    const owner = await staffMember(t, 'totp-owner@example.com', 'owner');
    const before = await adminCall(t, 'GET', '/api/admin/auth/totp', owner);
    expect(before.json().data).toEqual({
      enabled: false,
      pending: false,
      enrolment: null,
      required_for_all: false,
      recovery_codes_left: 0,
    });

    const noCsrf = await adminCall(t, 'POST', '/api/admin/auth/totp/enrol', owner, undefined, {
      csrf: false,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message_en).toBe(staffMessages.csrf);

    const started = await adminCall(t, 'POST', '/api/admin/auth/totp/enrol', owner);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauth_uri, qr_svg } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(
      /^otpauth:\/\/totp\/[^:]+:totp-owner%40example\.com\?secret=[A-Z2-7]{32}&issuer=/,
    );
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(qr_svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    // A page reloaded mid-way reads the same secret again while it waits for its first code.
    const waiting = (await adminCall(t, 'GET', '/api/admin/auth/totp', owner)).json().data;
    expect(waiting).toMatchObject({ pending: true, enrolment: { secret, otpauth_uri } });

    // Not yet on: the password alone still signs in.
    const plain = await staffLogin(t, owner.email);
    expect(plain.json().data.staff.email).toBe(owner.email);

    for (const [code, message] of [
      ['12345', 'The code is the 6 digits your authenticator app shows'],
      ['abcdef', 'The code is the 6 digits your authenticator app shows'],
    ] as const) {
      const res = await adminCall(t, 'POST', '/api/admin/auth/totp/confirm', owner, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message_en).toContain(message);
    }
    const wrongCode = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await adminCall(t, 'POST', '/api/admin/auth/totp/confirm', owner, { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message_en).toBe(totpMessages.wrongCode);

    // Spaces as the apps show them ("123 456") are fine.
    const code = totpCode(secret);
    const confirmed = await adminCall(t, 'POST', '/api/admin/auth/totp/confirm', owner, {
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const recovery: string[] = confirmed.json().data.recovery_codes;
    expect(recovery).toHaveLength(10);
    for (const r of recovery) expect(r).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(recovery).size).toBe(10);
    // Only digests are kept.
    const stored = await db().selectFrom('staff_recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(recovery[0]);

    const status = await adminCall(t, 'GET', '/api/admin/auth/totp', owner);
    expect(status.json().data).toMatchObject({
      enabled: true,
      pending: false,
      enrolment: null,
      recovery_codes_left: 10,
    });
    const again = await adminCall(t, 'POST', '/api/admin/auth/totp/enrol', owner);
    expect(again.statusCode).toBe(409);
    expect(again.json().message_en).toBe(totpMessages.alreadyOn);

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.totp_enable')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ staff_id: owner.id, entity_type: 'staff', entity_id: String(owner.id) });
    expect(audit.after).not.toContain(recovery[0]);
    expect(audit.after).not.toContain(secret);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password; a code and a recovery code each work once', async () => {
    const who = await staffMember(t, 'totp-signin@example.com', 'manager');
    const { secret, recovery, at } = await enrol(who);

    const challenge = await challengeFor(who.email);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A wrong password is still a wrong password: no challenge.
    const wrongPassword = await staffLogin(t, who.email, 'not the password 1');
    expect(wrongPassword.statusCode).toBe(400);

    // The code that confirmed the app was used already.
    const reused = await secondStep(challenge, totpCode(secret, at));
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message_en).toBe(totpMessages.wrongCode);
    // The next half-minute's code (accepted a step early: a phone's clock may run ahead).
    const next = totpCode(secret, at + STEP_MS);
    const ok = await secondStep(challenge, next);
    expect(ok.statusCode, ok.body).toBe(200);
    const signed = signedFrom(ok);
    expect((await adminCall(t, 'GET', '/api/admin/auth/me', signed)).statusCode).toBe(200);
    // The challenge is finished, and the code is used.
    expect((await secondStep(challenge, next)).json().message_en).toBe(totpMessages.challengeInvalid);
    const another = await challengeFor(who.email);
    expect((await secondStep(another, next)).json().message_en).toBe(totpMessages.wrongCode);

    // A recovery code, typed in capitals without its hyphen, works once.
    const viaRecovery = await secondStep(another, recovery[0]!.replace('-', '').toUpperCase());
    expect(viaRecovery.statusCode, viaRecovery.body).toBe(200);
    const third = await challengeFor(who.email);
    const usedRecovery = await secondStep(third, recovery[0]!);
    expect(usedRecovery.statusCode).toBe(400);
    expect((await adminCall(t, 'GET', '/api/admin/auth/totp', signed)).json().data.recovery_codes_left).toBe(
      9,
    );
  });

  it('refuses made-up, finished and expired challenges, and a code that is not one', async () => {
    const who = await staffMember(t, 'totp-expired@example.com', 'support');
    const { secret } = await enrol(who);
    await forgetLastStep(who.id);
    const madeUp = await secondStep('x'.repeat(43), totpCode(secret));
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message_en).toBe(totpMessages.challengeInvalid);

    const challenge = await challengeFor(who.email);
    await db()
      .updateTable('staff_login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await secondStep(challenge, totpCode(secret));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message_en).toBe(totpMessages.challengeInvalid);

    const fresh = await challengeFor(who.email);
    const notACode = await secondStep(fresh, '12');
    expect(notACode.statusCode).toBe(400);
    expect(notACode.json().message_en).toContain('Enter the 6 digits your authenticator app shows');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login/totp',
      payload: { challenge: fresh },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message_en).toContain('Code is required');
  });

  it('slows down wrong codes per member, as wrong passwords are', async () => {
    const who = await staffMember(t, 'totp-slow@example.com', 'support');
    const { secret } = await enrol(who);
    const challenge = await challengeFor(who.email);
    const wrong = String((Number(totpCode(secret, Date.now() + STEP_MS)) + 7) % 1_000_000).padStart(6, '0');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await secondStep(challenge, wrong)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    const held = await secondStep(challenge, totpCode(secret, Date.now() + STEP_MS));
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    expect(held.json().message_en).toMatch(/^Too many wrong codes for this staff account\. Try again in/);
  });
});

describe('turning the second factor off', () => {
  it('needs a current code, and writes an audit row', async () => {
    const who = await staffMember(t, 'totp-off@example.com', 'manager');
    const { secret } = await enrol(who);
    await forgetLastStep(who.id);
    const noCode = await adminCall(t, 'POST', '/api/admin/auth/totp/disable', who, {});
    expect(noCode.statusCode).toBe(400);
    const wrong = String((Number(totpCode(secret)) + 3) % 1_000_000).padStart(6, '0');
    const refused = await adminCall(t, 'POST', '/api/admin/auth/totp/disable', who, { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message_en).toBe(totpMessages.wrongCode);
    const off = await adminCall(t, 'POST', '/api/admin/auth/totp/disable', who, { code: totpCode(secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect((await adminCall(t, 'GET', '/api/admin/auth/totp', who)).json().data).toMatchObject({
      enabled: false,
      pending: false,
      recovery_codes_left: 0,
    });
    // The password alone signs in again.
    expect((await staffLogin(t, who.email)).json().data.staff.email).toBe(who.email);
    const again = await adminCall(t, 'POST', '/api/admin/auth/totp/disable', who, { code: totpCode(secret) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_en).toBe(totpMessages.notOn);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['staff_id', 'before', 'after'])
      .where('action', '=', 'staff.totp_disable')
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBe(who.id);
    expect(JSON.parse(audit.after!)).toEqual({ totp_enabled: false });
  });
});

describe('owners requiring a second factor', () => {
  it('lets only owners decide; a member without one can then only set it up', async () => {
    const owner = await staffMember(t, 'policy-owner@example.com', 'owner');
    const manager = await staffMember(t, 'policy-manager@example.com', 'manager');
    const refused = await adminCall(t, 'PUT', '/api/admin/auth/totp/policy', manager, { required: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_en).toBe('Only an owner can do this. Ask the shop owner if you need it.');
    const invalid = await adminCall(t, 'PUT', '/api/admin/auth/totp/policy', owner, { required: 'yes' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message_en).toContain('Required is true or false');

    const on = await adminCall(t, 'PUT', '/api/admin/auth/totp/policy', owner, { required: true });
    expect(on.statusCode, on.body).toBe(200);
    const setting = await db()
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', 'staff_totp_required')
      .executeTakeFirstOrThrow();
    expect(setting.value).toBe('1');
    expect(
      await db().selectFrom('audit_log').select('id').where('action', '=', 'settings.update').execute(),
    ).toHaveLength(1);

    await addStaffMember(t, 'policy-new@example.com', 'support');
    const res = await staffLogin(t, 'policy-new@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.totp_setup_required).toBe(true);
    const fresh = signedFrom(res);
    const blocked = await adminCall(t, 'GET', '/api/admin/staff', fresh);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message_en).toBe(totpMessages.setupRequired);
    const me = await adminCall(t, 'GET', '/api/admin/auth/me', fresh);
    expect(me.json().data.totp_setup_required).toBe(true);
    expect((await adminCall(t, 'GET', '/api/admin/auth/totp', fresh)).json().data.required_for_all).toBe(
      true,
    );

    const { secret } = await enrol(fresh);
    expect((await adminCall(t, 'GET', '/api/admin/staff', fresh)).statusCode).toBe(200);
    expect((await adminCall(t, 'GET', '/api/admin/auth/me', fresh)).json().data.totp_setup_required).toBe(
      false,
    );
    await forgetLastStep(fresh.id);
    const keep = await adminCall(t, 'POST', '/api/admin/auth/totp/disable', fresh, {
      code: totpCode(secret),
    });
    expect(keep.statusCode).toBe(409);
    expect(keep.json().message_en).toMatch(/requires two-step sign-in for everyone/);

    const off = await adminCall(t, 'PUT', '/api/admin/auth/totp/policy', owner, { required: false });
    expect(off.statusCode).toBe(200);
    const plain = await staffLogin(t, manager.email);
    expect(plain.json().data.totp_setup_required).toBe(false);
  });
});
