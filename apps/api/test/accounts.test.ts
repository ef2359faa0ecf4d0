import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { createTestApp, TEST_REDIS_URL, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The per-address (IP) limit is tested in rate-limit.test.ts; here every call comes from one address.
  t = await createTestApp({ LOGIN_FAILURES_MAX: '5', AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token?: string, app = t.app) =>
  app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Json }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const post = (url: string, payload?: unknown, token?: string) => call('POST', url, payload ?? {}, token);
const get = (url: string, token?: string) => call('GET', url, undefined, token);

let seq = 0;
function person() {
  seq += 1;
  const tag = `${Date.now() % 100000}${seq}`;
  return {
    name: `Customer ${tag}`,
    email: `customer${tag}@example.com`,
    phone: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'correct horse battery',
  };
}

/** Sign-up's two steps: the details (a code is mailed), then the details again with the code. */
async function signUp(input: Json, app = t.app) {
  const first = await call('POST', '/api/customer/auth/signup', input, undefined, app);
  expect(first.statusCode, first.body).toBe(202);
  const [mail] = await listMessages(app.deps.db, { to: String(input.email).toLowerCase(), limit: 1 });
  return call('POST', '/api/customer/auth/signup', { ...input, code: codeIn(mail!.body) }, undefined, app);
}

async function register(input = person()) {
  const res = await signUp(input);
  expect(res.statusCode, res.body).toBe(201);
  return { ...input, token: res.json().data.token as string, id: res.json().data.user.id as number };
}

async function lastMessage(to: string) {
  const [message] = await listMessages(t.runtime.deps.db, { to, limit: 1 });
  expect(message, `a message to ${to}`).toBeDefined();
  return message!;
}
// The SMS starts with the code; the reset mail says 'code is N' (names and addresses may hold digits too).
const codeIn = (body: string) => /(?:^|code is )(\d{6})\b/.exec(body)![1]!;

describe('sign-up and sign-in', () => {
  it('registers with a lower-case e-mail in two steps, the mailed code, and answers data.token with the user', async () => {
    const who = person();
    const first = await post('/api/customer/auth/signup', { ...who, email: who.email.toUpperCase() });
    expect(first.json()).toEqual({
      code: 202,
      message_en: `Check your e-mail: we sent a code to ${who.email}. Enter it to finish creating your account.`,
      data: { email: who.email, resend_after: 30, expires_in_minutes: 10 },
    });
    // No account is made before the code comes back.
    expect((await post('/api/customer/auth', { email: who.email, password: who.password })).statusCode).toBe(
      400,
    );
    const mail = await lastMessage(who.email);
    expect(mail.subject).toMatch(/sign-up code/);
    const wrong = await post('/api/customer/auth/signup', {
      ...who,
      code: codeIn(mail.body) === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().message_en).toBe('The code is not correct. 4 tries left.');
    const res = await post('/api/customer/auth/signup', {
      ...who,
      email: who.email.toUpperCase(),
      code: codeIn(mail.body),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      code: 201,
      data: { user: { name: who.name, email: who.email, phone: who.phone, phone_verified: 0 } },
    });
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
    expect((await get('/api/customer/auth/session', body.data.token)).json().data.kind).toBe('customer');
    // The password is stored as argon2id, never as given.
    const row = await t.runtime.deps.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', who.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers a taken e-mail like a new one and mails its owner a reminder; a phone saved elsewhere never blocks', async () => {
    const first = await register();
    // The 30-second gap between two codes to one address is real; step past it in the database instead of waiting.
    await t.runtime.deps.db
      .updateTable('verification_codes')
      .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
      .where('target', '=', first.email)
      .execute();
    const again = { ...person(), email: first.email.toUpperCase() };
    const sameEmail = await post('/api/customer/auth/signup', again);
    expect(sameEmail.statusCode).toBe(202);
    expect(sameEmail.json().message_en).toBe(
      `Check your e-mail: we sent a code to ${first.email}. Enter it to finish creating your account.`,
    );
    const reminder = await lastMessage(first.email);
    expect(reminder.subject).toMatch(/already have/);
    expect(reminder.body).toMatch(/\/login/);
    const samePhone = await register({ ...person(), phone: first.phone });
    expect(samePhone.id).not.toBe(first.id);
  });

  it('checks the phone in the fixed order and words', async () => {
    const cases: Array<[unknown, string]> = [
      ['', 'Phone is required'],
      ['0101234567', 'Max phone length exceeded'],
      ['010123456789', 'Max phone length exceeded'],
      ['02012345678', 'Invalid phone number'],
      ['01a12345678', 'Invalid phone number'],
    ];
    for (const [phone, message] of cases) {
      const res = await post('/api/customer/auth/signup', { ...person(), phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().message_en).toBe(`phone: ${message}`);
    }
    for (const payload of [{}, { ...person(), email: 'nope' }, { ...person(), password: 'short' }, 'text']) {
      const res = await post('/api/customer/auth/signup', payload);
      expect(res.statusCode).toBe(typeof payload === 'string' ? 415 : 400);
      expect(res.json()).toMatchObject({ data: null });
    }
  });

  it('signs in with a new token every time and out again', async () => {
    const who = await register();
    const one = await post('/api/customer/auth', { email: who.email.toUpperCase(), password: who.password });
    const two = await post('/api/customer/auth', { email: who.email, password: who.password });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.user.email).toBe(who.email);
    expect(one.json().data.token).not.toBe(two.json().data.token);
    expect(one.json().data.token).not.toBe(who.token);

    const out = await post('/api/customer/auth/logout', {}, one.json().data.token);
    expect(out.statusCode).toBe(200);
    expect((await get('/api/customer/profile', one.json().data.token)).statusCode).toBe(401);
    expect((await get('/api/customer/profile', two.json().data.token)).statusCode).toBe(200);
  });

  it('does not say whether the e-mail or the password was wrong, and stops the sixth wrong password', async () => {
    const who = await register();
    const unknown = await post('/api/customer/auth', { email: 'nobody@example.com', password: 'whatever1' });
    const wrong = await post('/api/customer/auth', { email: who.email, password: 'wrong password' });
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().message_en).toBe(unknown.json().message_en);
    for (let i = 0; i < 4; i += 1)
      await post('/api/customer/auth', { email: who.email, password: 'wrong password' });
    const locked = await post('/api/customer/auth', { email: who.email, password: who.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);
    expect(locked.json().message_en).toMatch(/Too many wrong passwords.*reset your password/);
  });
});

describe('profile', () => {
  it('needs a customer token', async () => {
    expect((await get('/api/customer/profile')).statusCode).toBe(401);
    const guest = (await post('/api/customer/auth/guest')).json().data.token;
    expect((await get('/api/customer/profile', guest)).statusCode).toBe(401);
  });

  it('answers the phone state flags and changes name, e-mail and password', async () => {
    const who = person();
    const noPhone = await register({ ...who, phone: undefined as unknown as string });
    const res = await get('/api/customer/profile', noPhone.token);
    expect(res.json().data).toMatchObject({
      user: { phone: null, phone_verified: 0 },
      flags: { noPhoneData: true, notVerifiedPhone: false },
      addresses: [],
    });

    const renamed = await post(
      '/api/customer/profile/edit',
      { name: 'New Name', email: who.email },
      noPhone.token,
    );
    expect(renamed.json()).toMatchObject({ code: 200, data: { name: 'New Name', email: who.email } });
    const asked = await post(
      '/api/customer/profile/edit',
      { name: 'New Name', email: 'NEW-' + who.email, password: who.password },
      noPhone.token,
    );
    expect(asked.statusCode, asked.body).toBe(202);
    const code = codeIn((await lastMessage('new-' + who.email)).body);
    const edited = await post(
      '/api/customer/profile/edit',
      { name: 'New Name', email: 'new-' + who.email, code },
      noPhone.token,
    );
    expect(edited.json().data).toMatchObject({ name: 'New Name', email: 'new-' + who.email });

    const elsewhere = (
      await post('/api/customer/auth', { email: 'new-' + who.email, password: who.password })
    ).json().data.token;
    const wrongOld = await post(
      '/api/customer/profile/change_password',
      { old_password: 'not it at all', new_password: 'a brand new secret' },
      noPhone.token,
    );
    expect(wrongOld.statusCode).toBe(400);
    const changed = await post(
      '/api/customer/profile/change_password',
      { old_password: who.password, new_password: 'a brand new secret' },
      noPhone.token,
    );
    expect(changed.statusCode).toBe(200);
    expect((await get('/api/customer/profile', noPhone.token)).statusCode).toBe(200);
    expect((await get('/api/customer/profile', elsewhere)).statusCode).toBe(401);
    const relogin = await post('/api/customer/auth', {
      email: 'new-' + who.email,
      password: 'a brand new secret',
    });
    expect(relogin.statusCode).toBe(200);
  });
});

describe('phone verification', () => {
  it('saves the phone, sends a code by SMS and verifies it once', async () => {
    const who = await register({ ...person(), phone: undefined as unknown as string });
    const phone = person().phone;
    const saved = await post('/api/customer/profile/edit_phone', { phone }, who.token);
    expect(saved.json()).toMatchObject({ code: 200, data: { phone, phone_verified: 0 } });
    expect((await get('/api/customer/profile', who.token)).json().data.flags).toEqual({
      noPhoneData: false,
      notVerifiedPhone: true,
    });
    const check = await post('/api/customer/profile/check-phone-verified', {}, who.token);
    expect(check.statusCode).toBe(409);

    const sent = await post('/api/customer/profile/send_verification', {}, who.token);
    expect(sent.json()).toMatchObject({ code: 200, data: { phone, expires_in_minutes: 10 } });
    const sms = await lastMessage(phone);
    expect(sms.channel).toBe('sms');
    const code = codeIn(sms.body);

    const resentTooSoon = await post('/api/customer/profile/resend_verification', {}, who.token);
    expect(resentTooSoon.statusCode).toBe(429);
    expect(resentTooSoon.json().message_en).toMatch(/wait \d+ seconds/);

    const wrong = await post(
      '/api/customer/profile/verify_phone',
      { code: code === '000000' ? '111111' : '000000' },
      who.token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message_en).toBe('The code is not correct. 4 tries left.');
    const right = await post('/api/customer/profile/verify_phone', { verification_code: code }, who.token);
    expect(right.json()).toMatchObject({ code: 200, data: { phone, phone_verified: 1 } });
    expect((await post('/api/customer/profile/check-phone-verified', {}, who.token)).json()).toMatchObject({
      code: 200,
      data: { phone_verified: 1 },
    });
    expect((await get('/api/customer/profile', who.token)).json().data.flags).toEqual({
      noPhoneData: false,
      notVerifiedPhone: false,
    });
  });

  it('refuses an expired code, a reused code and burns a code at the fifth wrong try (415)', async () => {
    const who = await register();
    const { db } = t.runtime.deps;
    const newCode = async () => {
      // The 30-second gap between codes is real; step past it in the database instead of waiting.
      await db
        .updateTable('verification_codes')
        .set({ created_at: new Date(Date.now() - 60_000).toISOString() })
        .where('user_id', '=', who.id)
        .execute();
      expect((await post('/api/customer/profile/resend_verification', {}, who.token)).json().message_en).toBe(
        'Verification code was resent',
      );
      return codeIn((await lastMessage(who.phone)).body);
    };

    const expired = await newCode();
    await db
      .updateTable('verification_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', who.id)
      .execute();
    const late = await post('/api/customer/profile/verify_phone', { code: expired }, who.token);
    expect(late.statusCode).toBe(400);
    expect(late.json().message_en).toMatch(/expired/);

    const burnt = await newCode();
    const wrongCode = burnt === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await post('/api/customer/profile/verify_phone', { code: wrongCode }, who.token)).json());
    }
    expect(answers.slice(0, 4).map((a) => a.code)).toEqual([400, 400, 400, 400]);
    expect(answers[4]).toMatchObject({
      code: 415,
      message_en: expect.stringMatching(/Too many wrong codes/),
    });
    const sixth = await post('/api/customer/profile/verify_phone', { code: burnt }, who.token);
    expect(sixth.json().code).toBe(415);

    const good = await newCode();
    // Two requests with the right code at once: one verifies; the code can never be used twice.
    const [a, b] = await Promise.all([
      post('/api/customer/profile/verify_phone', { code: good }, who.token),
      post('/api/customer/profile/verify_phone', { code: good }, who.token),
    ]);
    expect([a.statusCode, b.statusCode]).toContain(200);
    await db.updateTable('users').set({ phone_verified: 0 }).where('id', '=', who.id).execute();
    const reused = await post('/api/customer/profile/verify_phone', { code: good }, who.token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message_en).toMatch(/not valid|already used/);
  });

  it('checks the code field and refuses a phone another account uses', async () => {
    const who = await register();
    const other = await register();
    for (const [payload, message] of [
      [{}, 'code: Code is required'],
      [{ code: '' }, 'code: Code is required'],
      [{ code: '12ab' }, 'code: Code must contain digits only'],
    ] as const) {
      const res = await post('/api/customer/profile/verify_phone', payload, who.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message_en).toBe(message);
    }
    // Saved but unverified elsewhere, a number is only a claim; verified elsewhere, it is taken.
    expect(
      (await post('/api/customer/profile/edit_phone', { phone: other.phone }, who.token)).statusCode,
    ).toBe(200);
    await t.runtime.deps.db
      .updateTable('users')
      .set({ phone_verified: 1 })
      .where('id', '=', other.id)
      .execute();
    const yours = await register();
    const taken = await post('/api/customer/profile/edit_phone', { phone: other.phone }, yours.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message_en).toBe('This phone number is already used by another account.');
    const bad = await post('/api/customer/profile/edit_phone', { phone: '0123' }, who.token);
    expect(bad.json().message_en).toBe('phone: Max phone length exceeded');
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address, and resets with the mailed code and link', async () => {
    const who = await register();
    const unknown = await post('/api/customer/auth/forget_password', { email: 'ghost@example.com' });
    const known = await post('/api/customer/auth/forget_password', { email: who.email.toUpperCase() });
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message_en).toBe(unknown.json().message_en);
    expect(await listMessages(t.runtime.deps.db, { to: 'ghost@example.com' })).toHaveLength(0);

    const mail = await lastMessage(who.email);
    expect(mail.channel).toBe('email');
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
    expect(link.pathname).toBe('/reset-password');
    const code = link.searchParams.get('code')!;
    expect(code).toBe(codeIn(mail.body));

    const wrong = await post('/api/customer/auth/validate_code', { email: who.email, code: '99999' });
    expect(wrong.statusCode).toBe(400);
    const valid = await post('/api/customer/auth/validate_code', { email: who.email, code });
    expect(valid.json()).toMatchObject({ code: 200, data: { valid: true } });
    const ghost = await post('/api/customer/auth/validate_code', { email: 'ghost@example.com', code });
    expect(ghost.statusCode).toBe(400);

    const reset = await post('/api/customer/auth/reset_password', {
      email: who.email,
      code,
      password: 'my new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.token).toMatch(/^[\w-]{40,}$/);
    expect((await get('/api/customer/profile', who.token)).statusCode).toBe(401);
    const again = await post('/api/customer/auth/reset_password', {
      email: who.email,
      code,
      password: 'another one!',
    });
    expect(again.statusCode).toBe(400);
    expect(
      (await post('/api/customer/auth', { email: who.email, password: 'my new password' })).statusCode,
    ).toBe(200);
  });
});

describe('address book', () => {
  const address = (over: Json = {}) => ({
    name: 'Mona Adel',
    phone: '01012345678',
    city_id: 101,
    street: '12 Abbas El Akkad',
    building: '4',
    floor: '3',
    apartment: '7',
    landmark: 'Next to the bank',
    ...over,
  });

  it('adds, changes, makes primary and removes addresses; the first is primary', async () => {
    const who = await register();
    const first = await post('/api/customer/profile/addresses', address(), who.token);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      is_primary: true,
      city_en: 'Nasr City',
      governorate_en: 'Cairo',
    });
    const second = await post(
      '/api/customer/profile/addresses',
      address({ city_id: 201, street: 'Tahrir St' }),
      who.token,
    );
    expect(second.json().data).toMatchObject({ is_primary: false, governorate_en: 'Giza' });

    const changed = await call(
      'PUT',
      `/api/customer/profile/addresses/${second.json().data.id}/`,
      address({ street: 'Changed' }),
      who.token,
    );
    expect(changed.json().data).toMatchObject({ street: 'Changed', city_id: 101 });

    const primary = await post(
      `/api/customer/profile/addresses/primary/${second.json().data.id}`,
      {},
      who.token,
    );
    expect(primary.json().data.map((a: Json) => [a.id, a.is_primary])).toEqual([
      [second.json().data.id, true],
      [first.json().data.id, false],
    ]);
    const removed = await post(
      `/api/customer/profile/addresses/remove/${second.json().data.id}`,
      {},
      who.token,
    );
    expect(removed.json()).toMatchObject({ message_en: 'Deleted successfully' });
    expect(removed.json().data).toEqual([
      expect.objectContaining({ id: first.json().data.id, is_primary: true }),
    ]);
  });

  it("answers 404 for another customer's address and 400 for bad fields", async () => {
    const owner = await register();
    const stranger = await register();
    const id = (await post('/api/customer/profile/addresses', address(), owner.token)).json().data.id;
    for (const res of [
      await call('PUT', `/api/customer/profile/addresses/${id}`, address(), stranger.token),
      await post(`/api/customer/profile/addresses/remove/${id}`, {}, stranger.token),
      await post(`/api/customer/profile/addresses/primary/${id}`, {}, stranger.token),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect((await get('/api/customer/profile/addresses', stranger.token)).json().data).toEqual([]);
    expect((await get('/api/customer/profile/addresses', owner.token)).json().data).toHaveLength(1);

    const badCity = await post('/api/customer/profile/addresses', address({ city_id: 99999 }), owner.token);
    expect(badCity.statusCode).toBe(400);
    const badPhone = await post('/api/customer/profile/addresses', address({ phone: '123' }), owner.token);
    expect(badPhone.json().message_en).toBe('phone: Max phone length exceeded');
    const noStreet = await post('/api/customer/profile/addresses', address({ street: '' }), owner.token);
    expect(noStreet.json().message_en).toBe('street: Street is required');
    expect((await post('/api/customer/profile/addresses/remove/abc', {}, owner.token)).statusCode).toBe(400);
  });

  it("lists Egypt's 27 governorates with their cities", async () => {
    const res = await get('/api/cities');
    expect(res.statusCode).toBe(200);
    const governorates = res.json().data;
    expect(governorates).toHaveLength(27);
    expect(governorates[0]).toMatchObject({ name_en: 'Cairo', name_ar: 'القاهرة' });
    expect(governorates.every((g: { cities: unknown[] }) => g.cities.length > 0)).toBe(true);
  });
});

describe('social sign-in against a local fake provider', () => {
  let provider: Server;
  let social: TestApp;
  const fbToken = 'fb-token-' + randomBytes(8).toString('hex');
  const googleToken = 'google-token-' + randomBytes(8).toString('hex');

  beforeAll(async () => {
    provider = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/fb/debug_token') {
        const valid =
          url.searchParams.get('input_token') === fbToken &&
          url.searchParams.get('access_token') === 'app1|secret1';
        return send(200, { data: { is_valid: valid, app_id: 'app1', user_id: 'fb-42' } });
      }
      if (url.pathname === '/fb/me')
        return send(200, { id: 'fb-42', name: 'Face Book', email: 'FB.User@Example.com' });
      if (url.pathname === '/google/tokeninfo') {
        if (url.searchParams.get('id_token') !== googleToken) return send(400, { error: 'invalid_token' });
        return send(200, {
          aud: 'client-1',
          sub: 'g-7',
          email: 'g.user@example.com',
          email_verified: 'true',
          name: 'Goo Gle',
          exp: String(Math.floor(Date.now() / 1000) + 600),
        });
      }
      send(404, {});
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    social = await createTestApp({
      FACEBOOK_APP_ID: 'app1',
      FACEBOOK_APP_SECRET: 'secret1',
      FACEBOOK_GRAPH_URL: `${base}/fb`,
      GOOGLE_CLIENT_ID: 'client-1',
      GOOGLE_TOKENINFO_URL: `${base}/google/tokeninfo`,
      AUTH_RATE_LIMIT_MAX: '10000',
    });
  });
  afterAll(async () => {
    await social?.close();
    provider?.close();
  });

  const socialPost = (url: string, payload: Json) => call('POST', url, payload, undefined, social.app);

  it('creates an account from Facebook, then signs the same person in through the older call', async () => {
    const first = await socialPost('/api/customer/auth/social', {
      provider: 'facebook',
      access_token: fbToken,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.user).toMatchObject({
      name: 'Face Book',
      email: 'fb.user@example.com',
      phone: null,
    });
    const legacy = await socialPost('/api/users/login-with-facebook/', { facebook_access_token: fbToken });
    expect(legacy.json().data.user.id).toBe(first.json().data.user.id);
    expect(legacy.json().data.token).not.toBe(first.json().data.token);
    const forged = await socialPost('/api/customer/auth/social', {
      provider: 'facebook',
      access_token: 'forged-token-123',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('links a Google sign-in to the account with the same confirmed e-mail', async () => {
    const signup = await signUp(
      { name: 'Goo Gle', email: 'g.user@example.com', password: 'long enough pw' },
      social.app,
    );
    expect(signup.statusCode).toBe(201);
    const google = await socialPost('/api/customer/auth/social', {
      provider: 'google',
      access_token: googleToken,
    });
    expect(google.json().data.user.id).toBe(signup.json().data.user.id);
    const wrong = await socialPost('/api/customer/auth/social', {
      provider: 'google',
      access_token: 'not-google-token',
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('says social sign-in is not available when the shop has no keys', async () => {
    const res = await post('/api/customer/auth/social', { provider: 'google', access_token: googleToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().message_en).toBe('Google sign-in is not available in this shop.');
  });

  it('tells the storefront which providers are on, with their public ids and authorization pages only', async () => {
    const on = await call('GET', '/api/customer/site/settings', undefined, undefined, social.app);
    expect(on.json().data.social_sign_in).toEqual({
      facebook: { app_id: 'app1', dialog_url: 'https://www.facebook.com/v19.0/dialog/oauth' },
      google: { client_id: 'client-1', auth_url: 'https://accounts.google.com/o/oauth2/v2/auth' },
    });
    expect(on.body).not.toContain('secret1');
    const off = await call('GET', '/api/customer/site/settings');
    expect(off.json().data.social_sign_in).toEqual({ facebook: null, google: null });
    // Facebook's tokens are checked with the app's secret: an id alone does not turn it on.
    const idOnly = await createTestApp({ FACEBOOK_APP_ID: 'app1' });
    try {
      const res = await idOnly.app.inject({ method: 'GET', url: '/api/customer/site/settings' });
      expect(res.json().data.social_sign_in.facebook).toBeNull();
    } finally {
      await idOnly.close();
    }
  });
});

describe('throttles shared through Redis', () => {
  it('counts wrong passwords of one account across two app instances', async () => {
    const namespace = `acct-test-${randomBytes(4).toString('hex')}`;
    const env = {
      AUTH_RATE_LIMIT_MAX: '10000',
      REDIS_URL: TEST_REDIS_URL,
      RATE_LIMIT_NAMESPACE: namespace,
      LOGIN_FAILURES_MAX: '3',
    };
    const a = await createTestApp(env);
    const b = await createTestApp(env);
    try {
      const creds = { name: 'Shared Throttle', email: 'shared@example.com', password: 'the real password' };
      for (const app of [a.app, b.app]) expect((await signUp(creds, app)).statusCode).toBe(201);
      const wrong = { email: creds.email, password: 'wrong password' };
      await call('POST', '/api/customer/auth', wrong, undefined, a.app);
      await call('POST', '/api/customer/auth', wrong, undefined, b.app);
      await call('POST', '/api/customer/auth', wrong, undefined, a.app);
      const blocked = await call(
        'POST',
        '/api/customer/auth',
        { ...wrong, password: creds.password },
        undefined,
        b.app,
      );
      expect(blocked.statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
