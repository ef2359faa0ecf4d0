import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#app/env';
import { hashPassword } from '#app/modules/accounts/password';
import { insertUser } from '#app/modules/accounts/user.repository';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { openRuntime } from '#app/runtime';
import { makeTestCustomer } from './support/fixtures.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import {
  createTestApp,
  TEST_DATABASE_URL,
  TEST_DIALECT,
  TEST_REDIS_URL,
  withPgClient,
  type TestApp,
} from './support/test-app.ts';

/**
 * Abuse of the account calls: codes guessed in bursts, phone numbers held by someone else, sign-in with a provider
 * into an account someone else opened, accounts locked by strangers, e-mail changes with a stolen token, and sign-up
 * used to find out who has an account.
 */

let t: TestApp;
beforeAll(async () => {
  // Every call comes from one address here; the per-address limits have tests of their own.
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_IP_MAX: '100000',
    LOGIN_FAILURES_MAX: '5',
  });
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
const post = (url: string, payload: unknown = {}, token?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Json,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function lastMessage(to: string) {
  const [message] = await listMessages(t.runtime.deps.db, { to, limit: 1 });
  expect(message, `a message to ${to}`).toBeDefined();
  return message!;
}
const codeIn = (body: string) => /(?:^|code is )(\d{6})\b/.exec(body)![1]!;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

let seq = 0;
const handle = () => `abuse${Date.now() % 1_000_000}${(seq += 1)}`;
const randomPhone = () => `012${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A customer with a reset code mailed to them. */
async function withResetCode() {
  const who = await makeTestCustomer(t.runtime.deps.db, handle());
  expect((await post('/api/customer/auth/forget_password', { email: who.email })).statusCode).toBe(200);
  return { ...who, code: codeIn((await lastMessage(who.email)).body) };
}

async function attemptsOf(userId: number, purpose: string) {
  const row = await t.runtime.deps.db
    .selectFrom('verification_codes')
    .select('attempts')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose as 'reset')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return Number(row.attempts);
}

const notCorrect = (answers: Array<{ json(): Json }>) =>
  answers.filter((a) => String(a.json().message_en).startsWith('The code is not correct.')).length;

describe('five tries per code, whatever arrives at once', () => {
  it('compares exactly five of 100 wrong reset codes sent at once, and then refuses the right one', async () => {
    const who = await withResetCode();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        post('/api/customer/auth/reset_password', {
          email: who.email,
          code: otherThan(who.code),
          password: 'a guessed password',
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    // Four wrong answers say how many tries are left; the fifth burns the code, and the other 95 find it burnt.
    expect(notCorrect(answers)).toBe(4);
    expect(answers.filter((a) => a.json().code === 415)).toHaveLength(96);
    expect(await attemptsOf(who.userId, 'reset')).toBe(5);
    const right = await post('/api/customer/auth/reset_password', {
      email: who.email,
      code: who.code,
      password: 'the owner password',
    });
    expect(right.json()).toMatchObject({
      code: 415,
      message_en: expect.stringMatching(/Too many wrong codes/),
    });
  });

  it('lets exactly one of 20 right reset codes sent at once through, after four wrong ones', async () => {
    const who = await withResetCode();
    for (let i = 0; i < 4; i += 1) {
      const wrong = await post('/api/customer/auth/reset_password', {
        email: who.email,
        code: otherThan(who.code),
        password: 'a guessed password',
      });
      expect(wrong.json().message_en).toBe(
        `The code is not correct. ${4 - i} ${i === 3 ? 'try' : 'tries'} left.`,
      );
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('/api/customer/auth/reset_password', {
          email: who.email,
          code: who.code,
          password: `new password number ${i}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(19);
    expect(await attemptsOf(who.userId, 'reset')).toBe(5);
  });

  it('a burst of wrong and right codes together compares at most five, and uses the code at most once', async () => {
    const who = await withResetCode();
    const burst = [
      ...Array.from({ length: 15 }, () => otherThan(who.code)),
      ...Array.from({ length: 20 }, () => who.code),
    ];
    const answers = await Promise.all(
      burst.map((code) =>
        post('/api/customer/auth/reset_password', { email: who.email, code, password: 'a burst password' }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 200).length;
    expect(won).toBeLessThanOrEqual(1);
    expect(notCorrect(answers) + won).toBeLessThanOrEqual(5);
    expect(await attemptsOf(who.userId, 'reset')).toBeLessThanOrEqual(5);
  });

  it('counts phone codes the same way: 100 wrong at once burn the code after five', async () => {
    const who = await makeTestCustomer(t.runtime.deps.db, handle(), { phone: randomPhone() });
    const sent = await post('/api/customer/profile/send_verification', {}, who.token);
    expect(sent.statusCode, sent.body).toBe(200);
    const phone = sent.json().data.phone as string;
    const code = codeIn((await lastMessage(phone)).body);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        post('/api/customer/profile/verify_phone', { code: otherThan(code) }, who.token),
      ),
    );
    expect(notCorrect(answers)).toBe(4);
    expect(await attemptsOf(who.userId, 'phone')).toBe(5);
    const right = await post('/api/customer/profile/verify_phone', { code }, who.token);
    expect(right.json().code).toBe(415);
  });
});

describe('five tries per code across two app instances on one database', () => {
  let dir = '';
  let env: Record<string, string> = {};
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-codes-'));
    env = {
      REDIS_URL: TEST_REDIS_URL,
      RATE_LIMIT_NAMESPACE: `codes-${randomBytes(6).toString('hex')}`,
      AUTH_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_IP_MAX: '100000',
    };
    if (TEST_DIALECT === 'postgres') {
      const schema = `codes_${randomBytes(6).toString('hex')}`;
      await withPgClient((c) => c.query(`create schema ${schema}`));
      env = {
        ...env,
        DATABASE_URL: TEST_DATABASE_URL,
        DATABASE_SCHEMA: schema,
        MEDIA_DIR: join(dir, 'media'),
      };
    } else {
      env = { ...env, SQLITE_PATH: join(dir, 'shop.sqlite') };
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    if (env.DATABASE_SCHEMA) await withPgClient((c) => c.query(`drop schema ${env.DATABASE_SCHEMA} cascade`));
    rmSync(dir, { recursive: true, force: true });
  });

  it('100 wrong reset codes spread over both instances compare five, and the right code is refused', async () => {
    const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { seed: false });
    const who = await makeTestCustomer(runtime.deps.db, handle());
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const send = async (base: string, body: Json) => {
      const res = await fetch(
        `${base}/api/customer/auth/${body.password ? 'reset_password' : 'forget_password'}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        },
      );
      return { status: res.status, body: (await res.json()) as Json };
    };
    try {
      expect((await send(a, { email: who.email })).status).toBe(200);
      const [mail] = await listMessages(runtime.deps.db, { to: who.email, limit: 1 });
      const code = codeIn(mail!.body);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          send(i % 2 === 0 ? a : b, {
            email: who.email,
            code: otherThan(code),
            password: 'guessed password',
          }),
        ),
      );
      const compared = answers.filter((x) =>
        String(x.body.message_en).startsWith('The code is not correct.'),
      );
      // Every comparison counts one try on the code's row, so its count is how many guesses were compared.
      const row = await runtime.deps.db
        .selectFrom('verification_codes')
        .select('attempts')
        .where('user_id', '=', who.userId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      console.log(
        `account-abuse (${TEST_DIALECT}): 100 wrong codes over two instances, ${Number(row.attempts)} compared`,
      );
      expect(answers.filter((x) => x.status >= 500)).toEqual([]);
      expect(compared).toHaveLength(4);
      expect(Number(row.attempts)).toBe(5);
      const right = await send(b, { email: who.email, code, password: 'the owner password' });
      expect(right.body.code).toBe(415);
    } finally {
      await runtime.close();
    }
  }, 120_000);
});

/** Sign-up's two steps through the API; answers the final answer. */
async function signUp(input: Json, app = t.app) {
  const first = await app.inject({ method: 'POST', url: '/api/customer/auth/signup', payload: input });
  // (A shop that signed up in one step answers 201 here; the tests below then show what that let through.)
  if (first.statusCode === 201) return first;
  expect(first.statusCode, first.body).toBe(202);
  const [mail] = await listMessages(app.deps.db, { to: String(input.email), limit: 1 });
  return app.inject({
    method: 'POST',
    url: '/api/customer/auth/signup',
    payload: { ...input, code: codeIn(mail!.body) },
  });
}

function newPerson() {
  const h = handle();
  return {
    name: 'Mona Adel',
    email: `${h}@example.com`,
    phone: randomPhone(),
    password: 'mona safe password',
  };
}

async function registered(who = newPerson()) {
  const res = await signUp(who);
  expect(res.statusCode, res.body).toBe(201);
  return { ...who, token: res.json().data.token as string, id: res.json().data.user.id as number };
}

/** The 30-second gap between two codes is real; step past it in the database instead of waiting. */
async function pastResendGap(where: { userId?: number; target?: string }) {
  let query = t.runtime.deps.db
    .updateTable('verification_codes')
    .set({ created_at: new Date(Date.now() - 60_000).toISOString() });
  if (where.userId !== undefined) query = query.where('user_id', '=', where.userId);
  if (where.target !== undefined) query = query.where('target', '=', where.target);
  await query.execute();
}

describe('a phone number saved by someone else', () => {
  it('never blocks its owner at sign-up, in edit_phone or in verifying it, and proving it takes it from the squatter', async () => {
    const squatter = await registered({ ...newPerson(), phone: undefined as unknown as string });
    const victimPhone = randomPhone();
    const squat = await post('/api/customer/profile/edit_phone', { phone: victimPhone }, squatter.token);
    expect(squat.json()).toMatchObject({ code: 200, data: { phone: victimPhone, phone_verified: 0 } });

    // Sign-up with the number another account merely saved.
    const owner = await registered({ ...newPerson(), phone: victimPhone });
    expect(
      (await post('/api/customer/profile/edit_phone', { phone: victimPhone }, owner.token)).statusCode,
    ).toBe(200);
    // Someone else signs up and saves it too: still no refusal.
    const other = await registered({ ...newPerson(), phone: undefined as unknown as string });
    expect(
      (await post('/api/customer/profile/edit_phone', { phone: victimPhone }, other.token)).statusCode,
    ).toBe(200);

    // The owner proves the number: it is theirs, and every account that only saved it loses it in the same step.
    expect((await post('/api/customer/profile/send_verification', {}, owner.token)).statusCode).toBe(200);
    const code = codeIn((await lastMessage(victimPhone)).body);
    const verified = await post('/api/customer/profile/verify_phone', { code }, owner.token);
    expect(verified.json()).toMatchObject({ code: 200, data: { phone: victimPhone, phone_verified: 1 } });
    for (const loser of [squatter, other]) {
      const profile = await t.app.inject({
        method: 'GET',
        url: '/api/customer/profile',
        headers: { authorization: `Bearer ${loser.token}` },
      });
      expect(profile.json().data.user).toMatchObject({ phone: null, phone_verified: 0 });
      expect(profile.json().data.flags).toEqual({ noPhoneData: true, notVerifiedPhone: false });
    }

    // Now the number is verified, it is taken: saving it elsewhere is refused, and so is a code for it.
    const late = await post('/api/customer/profile/edit_phone', { phone: victimPhone }, squatter.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message_en).toBe('This phone number is already used by another account.');
  });

  it('a number saved at sign-up that someone verifies meanwhile cannot be verified a second time', async () => {
    const phone = randomPhone();
    const first = await registered({ ...newPerson(), phone });
    const second = await registered({ ...newPerson(), phone });
    expect((await post('/api/customer/profile/send_verification', {}, first.token)).statusCode).toBe(200);
    expect((await post('/api/customer/profile/send_verification', {}, second.token)).statusCode).toBe(200);
    const [toSecond, toFirst] = await listMessages(t.runtime.deps.db, { to: phone, limit: 2 });
    const ok = await post('/api/customer/profile/verify_phone', { code: codeIn(toFirst!.body) }, first.token);
    expect(ok.statusCode).toBe(200);
    const refused = await post(
      '/api/customer/profile/verify_phone',
      { code: codeIn(toSecond!.body) },
      second.token,
    );
    expect(refused.statusCode).toBe(400);
    const verifiedRows = await t.runtime.deps.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .where('phone_verified', '=', 1)
      .execute();
    expect(verifiedRows).toEqual([{ id: first.id }]);
  });
});

describe('sign-up does not tell who has an account', () => {
  it('answers an address with an account exactly as a new one, and mails its owner a reminder instead of a code', async () => {
    const owner = await registered();
    await pastResendGap({ target: owner.email });
    const fresh = newPerson();
    const attempt = (email: string) =>
      post('/api/customer/auth/signup', { ...newPerson(), email, phone: owner.phone });
    const [known, unknown] = [await attempt(owner.email), await attempt(fresh.email)];
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    const shape = (res: typeof known, email: string) =>
      JSON.stringify(res.json()).replaceAll(email, 'ADDRESS');
    expect(shape(known, owner.email)).toBe(shape(unknown, fresh.email));

    const reminder = await lastMessage(owner.email);
    expect(reminder.subject).toMatch(/You already have a .* account/);
    expect(reminder.body).toMatch(/sign in|Sign in/);
    expect(reminder.body).toMatch(/\/forget-password/);
    expect(reminder.body).not.toMatch(/\b\d{6}\b/);

    // Every code for the known address is wrong, as a wrong code for a new one is, up to the same 415.
    const wrongFor = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await post('/api/customer/auth/signup', {
          ...newPerson(),
          email,
          code: String(123450 + i),
        });
        answers.push(`${res.statusCode} ${res.json().code} ${res.json().message_en}`);
      }
      return answers;
    };
    const knownAnswers = await wrongFor(owner.email);
    expect(knownAnswers).toEqual(await wrongFor(fresh.email));
    expect(knownAnswers[0]).toBe('400 400 The code is not correct. 4 tries left.');
    expect(knownAnswers[5]).toMatch(/^400 415 Too many wrong codes/);

    // The owner's account is untouched: the password still signs in.
    const signIn = await post('/api/customer/auth', { email: owner.email, password: owner.password });
    expect(signIn.json().data.user.id).toBe(owner.id);
  });

  it('answers sign-up with a phone another account verified without refusing it', async () => {
    const owner = await registered();
    await t.runtime.deps.db
      .updateTable('users')
      .set({ phone_verified: 1 })
      .where('id', '=', owner.id)
      .execute();
    const res = await signUp({ ...newPerson(), phone: owner.phone });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user).toMatchObject({ phone: owner.phone, phone_verified: 0 });
  });
});

describe('changing the e-mail', () => {
  it('needs the current password and a code mailed to the new address, and tells the old address', async () => {
    const who = await registered();
    const newEmail = `moved-${handle()}@example.com`;
    const edit = (body: Json) => post('/api/customer/profile/edit', { name: who.name, ...body }, who.token);

    const tokenOnly = await edit({ email: newEmail });
    expect(tokenOnly.statusCode).toBe(400);
    expect(tokenOnly.json().message_en).toBe('password: Enter your current password to change your e-mail.');
    const wrong = await edit({ email: newEmail, password: 'not my password' });
    expect(wrong.json().message_en).toBe('password: The current password is not correct.');
    expect(await listMessages(t.runtime.deps.db, { to: newEmail })).toHaveLength(0);

    const asked = await edit({ email: newEmail, password: who.password });
    expect(asked.json()).toEqual({
      code: 202,
      message_en: `We sent a code to ${newEmail}. Enter it to change your e-mail.`,
      data: { email: newEmail, resend_after: 30, expires_in_minutes: 10 },
    });
    // Nothing changes until the code comes back.
    const profile = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/customer/profile',
          headers: { authorization: `Bearer ${who.token}` },
        })
      ).json().data.user;
    expect((await profile()).email).toBe(who.email);
    const code = codeIn((await lastMessage(newEmail)).body);
    expect((await edit({ email: newEmail, code: otherThan(code) })).json().message_en).toBe(
      'The code is not correct. 4 tries left.',
    );
    expect((await edit({ email: `other-${newEmail}`, code })).json().message_en).toBe(
      'This code was sent to another address. Request a new code.',
    );
    const done = await edit({ email: newEmail, code });
    expect(done.json()).toMatchObject({
      code: 200,
      message_en: 'Your details were saved.',
      data: { email: newEmail },
    });
    expect((await profile()).email).toBe(newEmail);

    const notice = await lastMessage(who.email);
    expect(notice.subject).toMatch(/e-mail was changed/);
    expect(notice.body).toContain(newEmail);
    // The old address heard of it before anything else could be sent to the new one.
    expect((await post('/api/customer/auth/forget_password', { email: newEmail })).statusCode).toBe(200);
    const [reset] = await listMessages(t.runtime.deps.db, { to: newEmail, limit: 1 });
    expect(reset!.id).toBeGreaterThan(notice.id);
    expect(
      (await post('/api/customer/auth', { email: newEmail, password: who.password })).json().data.user.id,
    ).toBe(who.id);
  });

  it('answers a taken address as any other and never moves the account onto it', async () => {
    const who = await registered();
    const other = await registered();
    const asked = await post(
      '/api/customer/profile/edit',
      { name: who.name, email: other.email, password: who.password },
      who.token,
    );
    expect(asked.statusCode).toBe(202);
    const note = await lastMessage(other.email);
    expect(note.body).not.toMatch(/\b\d{6}\b/);
    const guess = await post(
      '/api/customer/profile/edit',
      { name: who.name, email: other.email, code: '123456' },
      who.token,
    );
    expect(guess.json().message_en).toBe('The code is not correct. 4 tries left.');
  });
});

describe('sign-in that slows down rather than locks', () => {
  const deviceCookie = () => `shop_device=${t.app.signCookie(randomBytes(16).toString('base64url'))}`;
  const signIn = (email: string, password: string, options: { cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/auth',
      payload: { email, password },
      headers: options.cookie ? { cookie: options.cookie } : {},
      remoteAddress: options.ip ?? '10.0.0.1',
    });

  it("lets the owner in on a device that signed in before, whatever strangers' wrong passwords did", async () => {
    const who = await registered();
    const phone = deviceCookie();
    expect((await signIn(who.email, who.password, { cookie: phone })).statusCode).toBe(200);
    for (let i = 1; i <= 5; i += 1) {
      expect((await signIn(who.email, 'a stranger guess', { ip: `203.0.113.${i}` })).statusCode).toBe(400);
    }
    const stranger = await signIn(who.email, who.password, { ip: '203.0.113.6' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message_en).toMatch(/Too many wrong passwords for this account/);
    const owner = await signIn(who.email, who.password, { cookie: phone, ip: '198.51.100.7' });
    expect(owner.statusCode, owner.body).toBe(200);
    // A browser that never signed in here is not exempt, however it presents itself.
    expect((await signIn(who.email, who.password, { cookie: deviceCookie() })).statusCode).toBe(429);
  });

  it('a known device still has a limit of its own', async () => {
    const who = await registered();
    const phone = deviceCookie();
    expect((await signIn(who.email, who.password, { cookie: phone })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await signIn(who.email, 'my own typo', { cookie: phone })).statusCode).toBe(400);
    }
    expect((await signIn(who.email, who.password, { cookie: phone })).statusCode).toBe(429);
  });

  it('makes each further try wait a little longer, seconds rather than a 15-minute lock', async () => {
    const who = await registered();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let i = 0; i < 5; i += 1) expect((await signIn(who.email, 'wrong guess')).statusCode).toBe(400);
      const waits: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        const refused = await signIn(who.email, 'wrong guess');
        expect(refused.statusCode).toBe(429);
        const wait = Number(refused.headers['retry-after']);
        waits.push(wait);
        vi.setSystemTime(Date.now() + wait * 1000);
        expect((await signIn(who.email, 'wrong guess')).statusCode).toBe(400);
      }
      expect(waits).toEqual([5, 10, 20, 40]);
      // However many, a wait never exceeds five minutes; and the owner gets in once it is over.
      for (let round = 0; round < 6; round += 1) {
        const wait = Number((await signIn(who.email, 'wrong guess')).headers['retry-after']);
        expect(wait).toBeLessThanOrEqual(300);
        vi.setSystemTime(Date.now() + wait * 1000);
        await signIn(who.email, 'wrong guess');
      }
      const wait = Number((await signIn(who.email, who.password)).headers['retry-after']);
      expect(wait).toBe(300);
      vi.setSystemTime(Date.now() + wait * 1000);
      expect((await signIn(who.email, who.password)).statusCode).toBe(200);
      expect((await signIn(who.email, 'wrong again')).statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sign-in with a provider into an account someone else opened', () => {
  let provider: Server;
  let social: TestApp;
  const victimEmail = `victim-${randomBytes(4).toString('hex')}@example.com`;
  const googleToken = 'google-token-' + randomBytes(8).toString('hex');

  beforeAll(async () => {
    provider = createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      res.writeHead(url.searchParams.get('id_token') === googleToken ? 200 : 400, {
        'content-type': 'application/json',
      });
      res.end(
        JSON.stringify({
          aud: 'client-1',
          sub: 'g-victim',
          email: victimEmail,
          email_verified: 'true',
          name: 'Real Owner',
          exp: String(Math.floor(Date.now() / 1000) + 600),
        }),
      );
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    social = await createTestApp({
      GOOGLE_CLIENT_ID: 'client-1',
      GOOGLE_TOKENINFO_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/tokeninfo`,
      AUTH_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_IP_MAX: '100000',
    });
  });
  afterAll(async () => {
    await social?.close();
    provider?.close();
  });

  const send = (url: string, payload: Json, token?: string) =>
    social.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it("links only with the code mailed to the address, then ends the stranger's sessions and password", async () => {
    const { db } = social.runtime.deps;
    // An account someone opened with the victim's address and a password of their own, before addresses had to be
    // proven (a sign-up today needs the code mailed to the address).
    const attackerPassword = 'attacker password 1';
    await insertUser(db, {
      name: 'Not The Owner',
      email: victimEmail,
      phone: null,
      password_hash: await hashPassword(attackerPassword),
    });
    const attacker = await send('/api/customer/auth', { email: victimEmail, password: attackerPassword });
    expect(attacker.statusCode).toBe(200);
    const attackerToken = attacker.json().data.token as string;

    const google = { provider: 'google', access_token: googleToken };
    const first = await send('/api/customer/auth/social', google);
    expect(first.json()).toMatchObject({
      code: 202,
      message_en: expect.stringContaining(`enter the code we sent to ${victimEmail}`),
      data: { email: victimEmail, resend_after: 30 },
    });
    expect(first.json().data).not.toHaveProperty('token');
    const [mail] = await listMessages(db, { to: victimEmail, limit: 1 });
    const code = codeIn(mail!.body);
    // A second tap sends no second mail; the first code stands.
    expect((await send('/api/customer/auth/social', google)).statusCode).toBe(202);
    expect(await listMessages(db, { to: victimEmail })).toHaveLength(1);
    // Until the code comes back, nothing is linked: the attacker's token and password still work, for now.
    expect((await send('/api/customer/auth/social', { ...google, code: otherThan(code) })).statusCode).toBe(
      400,
    );
    expect(
      await db.selectFrom('user_identities').select('id').where('subject', '=', 'g-victim').execute(),
    ).toEqual([]);

    const linked = await send('/api/customer/auth/social', { ...google, code });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().message_en).toMatch(/earlier password was removed.*Forgot password/);
    const ownerToken = linked.json().data.token as string;

    // The stranger is out: the session ended, the password is gone.
    const profile = (token: string) =>
      social.app.inject({
        method: 'GET',
        url: '/api/customer/profile',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await profile(attackerToken)).statusCode).toBe(401);
    expect(
      (await send('/api/customer/auth', { email: victimEmail, password: attackerPassword })).statusCode,
    ).toBe(400);
    expect((await profile(ownerToken)).statusCode).toBe(200);
    // The owner signs in with Google from now on without a code, and may set a password by the reset.
    const again = await send('/api/customer/auth/social', google);
    expect(again.json()).toMatchObject({ code: 200, message_en: 'Welcome.' });
    expect(again.json().data.user.id).toBe(linked.json().data.user.id);
  });
});
