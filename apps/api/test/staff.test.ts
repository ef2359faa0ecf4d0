import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE, staffMessages } from '@shop/contract/admin';
import { runShop } from '#app/cli/shop';
import { makeTestCustomer } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The back office's foundation: staff added by the operator command, set-password links, the staff session cookie and
 * its timeouts, CSRF, roles per route, the last owner, and the audit log.
 */
const ORIGIN = 'https://shop.example';
const PASSWORD = 'staff password 1234';
const logLines: string[] = [];
let t: TestApp;

type Method = 'GET' | 'POST' | 'PATCH';
interface Signed {
  id: number;
  email: string;
  cookie: string;
  csrf: string;
}

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_ORIGIN: ORIGIN, AUTH_RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'info' },
    { write: (line) => void logLines.push(line) },
  );
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;
const shop = (...argv: string[]) => runShop(argv, {}, t.runtime);

function admin(method: Method, url: string, who?: Partial<Signed> | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: {
      ...(who?.cookie ? { cookie: `${STAFF_COOKIE}=${who.cookie}` } : {}),
      ...(who?.csrf ? { [HEADER_CSRF]: who.csrf } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

/** The token in the set-password link the command printed. */
function linkToken(out: string): string {
  const match = /https:\/\/shop\.example\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out);
  expect(match, out).not.toBeNull();
  return match![1]!;
}

async function login(email: string, password = PASSWORD) {
  return t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
}

async function signIn(email: string): Promise<Signed> {
  const res = await login(email);
  expect(res.statusCode, res.body).toBe(200);
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE)!;
  return { id: res.json().data.staff.id, email, cookie: cookie.value, csrf: res.json().data.csrf_token };
}

/** A member added by the operator command, with a password set from their link, signed in. */
async function member(email: string, role: 'owner' | 'manager' | 'support'): Promise<Signed> {
  const added = await shop('staff', 'add', email, '--name', `Staff ${role}`, '--role', role);
  expect(added.code, added.out).toBe(0);
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/set-password',
    payload: { token: linkToken(added.out), password: PASSWORD },
  });
  expect(set.statusCode, set.body).toBe(200);
  return signIn(email);
}

async function sessionRow(cookieOwner: Signed) {
  return db()
    .selectFrom('staff_sessions')
    .selectAll()
    .where('staff_id', '=', cookieOwner.id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

let owner: Signed;
let oliviaLink = '';

describe('npm run shop -- staff', () => {
  it('adds a member, prints a one-time set-password link and mails it to them', async () => {
    const res = await shop('staff', 'add', 'Olivia@Example.com', '--name', 'Olivia Owner', '--role', 'owner');
    expect(res.code, res.out).toBe(0);
    expect(res.out).toMatch(/^Added Olivia Owner <olivia@example\.com> as owner\./);
    const token = linkToken(res.out);
    oliviaLink = token;
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'olivia@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.channel).toBe('email');
    expect(mail.body).toContain(`${ORIGIN}/admin/set-password?token=${token}`);
    // Only a digest of the token is stored.
    const stored = await db().selectFrom('staff_password_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const list = await shop('staff', 'list');
    expect(list.code).toBe(0);
    expect(list.out.split('\n')[0]).toMatch(/^EMAIL\s+NAME\s+ROLE\s+STATE\s+LAST SIGN-IN$/);
    expect(list.out).toMatch(/olivia@example\.com\s+Olivia Owner\s+owner\s+invited\s+never/);
  });

  it('refuses wrong arguments with the usage and exit code 2, and a second member with the same e-mail', async () => {
    for (const argv of [
      ['staff'],
      ['staff', 'add', 'x@example.com', '--name', 'X Person'],
      ['staff', 'add', 'x@example.com', '--name', 'X Person', '--role', 'boss'],
      ['staff', 'add', 'not-an-email', '--name', 'X Person', '--role', 'support'],
      ['staff', 'list', 'extra'],
      ['staff', 'disable'],
      ['staff', 'disable', 'nobody@example.com'],
      ['staff', 'add', 'x@example.com', '--name', 'X Person', '--role', 'support', '--colour', 'red'],
    ]) {
      const res = await shop(...argv);
      expect(res.code, `${argv.join(' ')}: ${res.out}`).toBe(2);
      expect(res.out).toContain('Usage: npm run shop -- <command>');
    }
    const role = await shop('staff', 'add', 'x@example.com', '--name', 'X Person', '--role', 'boss');
    expect(role.out).toMatch(/^role: Role is one of: owner, manager, support/);
    const again = await shop('staff', 'add', 'olivia@example.com', '--name', 'Olivia', '--role', 'support');
    expect(again).toEqual({ code: 1, out: 'olivia@example.com is already a staff member.' });
  });
});

describe('set-password links', () => {
  it('set the password once; the same link again is refused', async () => {
    const added = await shop('staff', 'add', 'sam@example.com', '--name', 'Sam Support', '--role', 'support');
    const token = linkToken(added.out);
    const set = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/set-password', payload: { token, password } });
    const short = await set('short');
    expect(short.statusCode).toBe(400);
    expect(short.json().message_en).toContain('Password must be at least 8 characters');
    const first = await set(PASSWORD);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      email: 'sam@example.com',
      password_set: true,
      role: 'support',
    });
    const second = await set('another password 99');
    expect(second.statusCode).toBe(400);
    expect(second.json().message_en).toBe(staffMessages.linkInvalid);
    // The first password stands.
    expect((await login('sam@example.com')).statusCode).toBe(200);
    expect((await login('sam@example.com', 'another password 99')).statusCode).toBe(400);
  });

  it('stop working after 24 hours', async () => {
    const added = await shop('staff', 'add', 'late@example.com', '--name', 'Late Comer', '--role', 'support');
    const token = linkToken(added.out);
    const row = await db()
      .selectFrom('staff_password_tokens')
      .innerJoin('staff', 'staff.id', 'staff_password_tokens.staff_id')
      .select([
        'staff_password_tokens.id',
        'staff_password_tokens.expires_at',
        'staff_password_tokens.created_at',
      ])
      .where('staff.email', '=', 'late@example.com')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(24 * 3600_000);
    await db()
      .updateTable('staff_password_tokens')
      .set({ expires_at: minutesAgo(1) })
      .where('id', '=', row.id)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/set-password',
      payload: { token, password: PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message_en).toBe(staffMessages.linkInvalid);
    // A member who never set a password is told what a wrong password is told.
    const noPassword = await login('late@example.com');
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message_en).toBe(staffMessages.wrongLogin);
  });
});

describe('staff sign-in', () => {
  it('sets an HttpOnly, SameSite=Strict, Secure cookie on Path=/ and answers the member and a CSRF token', async () => {
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/set-password',
      payload: { token: oliviaLink, password: PASSWORD },
    });
    expect(set.statusCode, set.body).toBe(200);

    const res = await login('OLIVIA@example.com');
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', secure: true, path: '/' });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(cookie!.maxAge)).toBeGreaterThan(12 * 3600 - 60);
    expect(Number(cookie!.maxAge)).toBeLessThanOrEqual(12 * 3600);
    const data = res.json().data;
    expect(data.staff).toMatchObject({ email: 'olivia@example.com', role: 'owner', disabled: false });
    expect(data.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    owner = { id: data.staff.id, email: 'olivia@example.com', cookie: cookie!.value, csrf: data.csrf_token };

    const me = await admin('GET', '/api/admin/auth/me', { cookie: owner.cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ staff: { email: 'olivia@example.com' }, csrf_token: owner.csrf });
    // The session is stored as a digest of the cookie's token.
    const row = await sessionRow(owner);
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toBe(owner.cookie);
    const list = await shop('staff', 'list');
    expect(list.out).toMatch(
      /olivia@example\.com\s+Olivia Owner\s+owner\s+active\s+\d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
  });

  it('slows down wrong passwords per address, apart from customers’ sign-in', async () => {
    const { email } = await makeTestCustomer(db(), 'slow');
    await member(email, 'support');
    const codes: number[] = [];
    for (let i = 0; i < 6; i += 1) codes.push((await login(email, 'wrong password 1')).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    const held = await login(email);
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
    // The customer with the same address is not held back by the staff tries.
    const shopper = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth',
      payload: { email, password: 'wrong password 1' },
    });
    expect(shopper.statusCode).toBe(400);
  });

  it('answers 401 without a session, for a made-up cookie, and for a customer’s bearer token', async () => {
    const none = await admin('GET', '/api/admin/auth/me');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 401, message_en: staffMessages.signInRequired, data: null });
    const forged = await admin('GET', '/api/admin/staff', { cookie: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(401);
    // A stale cookie is cleared.
    expect(forged.cookies.find((c) => c.name === STAFF_COOKIE)?.value).toBe('');
    const customer = await makeTestCustomer(db(), `bearer-${Date.now()}`);
    for (const [method, url] of [
      ['GET', '/api/admin/auth/me'],
      ['GET', '/api/admin/staff'],
      ['GET', '/api/admin/audit'],
      ['POST', '/api/admin/staff'],
    ] as Array<[Method, string]>) {
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${customer.token}` },
        ...(method === 'POST' ? { payload: { email: 'n@example.com', name: 'New One', role: 'owner' } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('never acts as a customer: the customer API ignores the staff cookie', async () => {
    for (const url of ['/api/customer/profile', '/api/customer/orders']) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: `${STAFF_COOKIE}=${owner.cookie}` },
      });
      expect(res.statusCode, url).toBe(401);
    }
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/session',
      headers: { cookie: `${STAFF_COOKIE}=${owner.cookie}` },
    });
    expect(session.statusCode).toBe(401);
  });

  it('keeps answering during maintenance', async () => {
    await t.runtime.deps.maintenance.set({ on: true, message_en: 'Stocktaking' });
    try {
      expect((await admin('GET', '/api/admin/auth/me', owner)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/customer/auth/session' })).statusCode).toBe(503);
    } finally {
      await t.runtime.deps.maintenance.set({ on: false });
    }
  });
});

describe('session timeouts', () => {
  it('end a session left idle for 30 minutes, and slide with use, marked at most once a minute', async () => {
    const who = await member(`idle-${Date.now()}@example.com`, 'support');
    const row = (await sessionRow(who))!;
    // Used 30 seconds ago: a call does not write the mark again.
    const recent = minutesAgo(0.5);
    await db().updateTable('staff_sessions').set({ last_seen_at: recent }).where('id', '=', row.id).execute();
    expect((await admin('GET', '/api/admin/auth/me', who)).statusCode).toBe(200);
    expect((await sessionRow(who))!.last_seen_at).toBe(recent);
    // Used 29 minutes ago: still live, and the call moves the mark to now.
    await db()
      .updateTable('staff_sessions')
      .set({ last_seen_at: minutesAgo(29) })
      .where('id', '=', row.id)
      .execute();
    expect((await admin('GET', '/api/admin/auth/me', who)).statusCode).toBe(200);
    const slid = (await sessionRow(who))!.last_seen_at;
    expect(Date.parse(slid)).toBeGreaterThan(Date.parse(minutesAgo(1)));
    // Unused for 30 minutes: over, and the row is gone.
    await db()
      .updateTable('staff_sessions')
      .set({ last_seen_at: minutesAgo(30) })
      .where('id', '=', row.id)
      .execute();
    const idle = await admin('GET', '/api/admin/auth/me', who);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().message_en).toBe(staffMessages.signInRequired);
    expect(
      await db().selectFrom('staff_sessions').select('id').where('id', '=', row.id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('end 12 hours after sign-in however busy', async () => {
    const who = await member(`busy-${Date.now()}@example.com`, 'support');
    const row = (await sessionRow(who))!;
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(12 * 3600_000);
    await db()
      .updateTable('staff_sessions')
      .set({ created_at: minutesAgo(12 * 60), expires_at: minutesAgo(0), last_seen_at: minutesAgo(0) })
      .where('id', '=', row.id)
      .execute();
    expect((await admin('GET', '/api/admin/auth/me', who)).statusCode).toBe(401);
  });

  it('end at sign-out', async () => {
    const who = await member(`leaving-${Date.now()}@example.com`, 'support');
    const out = await admin('POST', '/api/admin/auth/logout', who);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.cookies.find((c) => c.name === STAFF_COOKIE)?.value).toBe('');
    expect((await admin('GET', '/api/admin/auth/me', who)).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('refuses a change without the token or with a wrong one, and lets reads through without it', async () => {
    const invite = { email: `csrf-${Date.now()}@example.com`, name: 'Cee Surf', role: 'support' };
    for (const csrf of [undefined, 'x'.repeat(43), '']) {
      const res = await admin('POST', '/api/admin/staff', { cookie: owner.cookie, csrf }, invite);
      expect(res.statusCode, String(csrf)).toBe(403);
      expect(res.json()).toMatchObject({ code: 403, message_en: staffMessages.csrf, data: null });
    }
    // Another session's token does not fit this one.
    const other = await member(`csrf-other-${Date.now()}@example.com`, 'owner');
    const crossed = await admin(
      'POST',
      '/api/admin/staff',
      { cookie: owner.cookie, csrf: other.csrf },
      invite,
    );
    expect(crossed.statusCode).toBe(403);
    const logout = await admin('POST', '/api/admin/auth/logout', { cookie: owner.cookie });
    expect(logout.statusCode).toBe(403);
    expect((await admin('GET', '/api/admin/staff', { cookie: owner.cookie })).statusCode).toBe(200);
    const done = await admin('POST', '/api/admin/staff', owner, invite);
    expect(done.statusCode, done.body).toBe(201);
    // The other owner is not needed any more.
    expect((await admin('PATCH', `/api/admin/staff/${other.id}`, owner, { disabled: true })).statusCode).toBe(
      200,
    );
  });
});

describe('roles', () => {
  it('let each role make only its own calls (403 with a clear message otherwise)', async () => {
    const manager = await member(`manager-${Date.now()}@example.com`, 'manager');
    const support = await member(`support-${Date.now()}@example.com`, 'support');
    const invite = (n: string) => ({
      email: `${n}-${Date.now()}@example.com`,
      name: 'New Person',
      role: 'support',
    });
    const expected: Array<[string, Signed, Method, string, object | undefined, number]> = [
      ['owner', owner, 'GET', '/api/admin/staff', undefined, 200],
      ['owner', owner, 'GET', '/api/admin/audit', undefined, 200],
      ['owner', owner, 'POST', '/api/admin/staff', invite('o'), 201],
      ['owner', owner, 'PATCH', `/api/admin/staff/${support.id}`, { role: 'support' }, 200],
      ['manager', manager, 'GET', '/api/admin/staff', undefined, 200],
      ['manager', manager, 'GET', '/api/admin/audit', undefined, 200],
      ['manager', manager, 'POST', '/api/admin/staff', invite('m'), 403],
      ['manager', manager, 'PATCH', `/api/admin/staff/${support.id}`, { role: 'manager' }, 403],
      ['support', support, 'GET', '/api/admin/staff', undefined, 200],
      ['support', support, 'GET', '/api/admin/auth/me', undefined, 200],
      ['support', support, 'GET', '/api/admin/audit', undefined, 403],
      ['support', support, 'POST', '/api/admin/staff', invite('s'), 403],
      ['support', support, 'PATCH', `/api/admin/staff/${support.id}`, { role: 'owner' }, 403],
    ];
    for (const [role, who, method, url, payload, status] of expected) {
      const res = await admin(method, url, who, payload);
      expect(res.statusCode, `${role} ${method} ${url}: ${res.body}`).toBe(status);
    }
    const refused = await admin('POST', '/api/admin/staff', manager, invite('m2'));
    expect(refused.json().message_en).toBe('Only an owner can do this. Ask the shop owner if you need it.');
    const audit = await admin('GET', '/api/admin/audit', support);
    expect(audit.json().message_en).toBe(
      'Only an owner or a manager can do this. Ask the shop owner if you need it.',
    );
    // A new role applies from the next call.
    expect(
      (await admin('PATCH', `/api/admin/staff/${support.id}`, owner, { role: 'manager' })).statusCode,
    ).toBe(200);
    expect((await admin('GET', '/api/admin/audit', support)).statusCode).toBe(200);
  });
});

describe('a new set-password link', () => {
  it('is mailed by an owner; earlier links stop working; the new one sets the password and ends old sessions', async () => {
    const who = await member(`forgot-${Date.now()}@example.com`, 'support');
    const mails = () =>
      db().selectFrom('outbox').selectAll().where('recipient', '=', who.email).orderBy('id').execute();
    const before = (await mails()).length;

    const refused = await admin('POST', `/api/admin/staff/${who.id}/password-link`, who);
    expect(refused.statusCode).toBe(403);
    const unknown = await admin('POST', '/api/admin/staff/999999/password-link', owner);
    expect(unknown.statusCode).toBe(404);

    const first = await admin('POST', `/api/admin/staff/${who.id}/password-link`, owner);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message_en).toBe(`A new set-password link was mailed to ${who.email}.`);
    const second = await admin('POST', `/api/admin/staff/${who.id}/password-link`, owner);
    expect(second.statusCode).toBe(200);
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(2);
    const [older, newer] = sent.map((m) => linkToken(m.body));

    const use = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/set-password', payload: { token, password } });
    const stale = await use(older!, 'a forgotten password 1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message_en).toBe(staffMessages.linkInvalid);
    expect((await use(newer!, 'a remembered password 2')).statusCode).toBe(200);
    // The session from before the new password is over; the new password signs in.
    expect((await admin('GET', '/api/admin/auth/me', who)).statusCode).toBe(401);
    expect((await login(who.email, 'a remembered password 2')).statusCode).toBe(200);

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.password_link')
      .where('entity_id', '=', String(who.id))
      .execute();
    expect(audit.map((a) => a.staff_id)).toEqual([owner.id, owner.id]);

    // A disabled member gets none until turned back on.
    await admin('PATCH', `/api/admin/staff/${who.id}`, owner, { disabled: true });
    const off = await admin('POST', `/api/admin/staff/${who.id}/password-link`, owner);
    expect(off.statusCode).toBe(409);
    expect(off.json().message_en).toMatch(/is disabled\. Turn the account back on before sending a link\.$/);
  });
});

describe('disabling a member', () => {
  it('ends their session at once and keeps them from signing in', async () => {
    const who = await member(`off-${Date.now()}@example.com`, 'manager');
    const second = await signIn(who.email);
    expect((await admin('GET', '/api/admin/staff', who)).statusCode).toBe(200);
    const res = await admin('PATCH', `/api/admin/staff/${who.id}`, owner, { disabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ disabled: true });
    for (const session of [who, second])
      expect((await admin('GET', '/api/admin/staff', session)).statusCode).toBe(401);
    expect(
      await db().selectFrom('staff_sessions').select('id').where('staff_id', '=', who.id).execute(),
    ).toEqual([]);
    const again = await login(who.email);
    expect(again.statusCode).toBe(403);
    expect(again.json().message_en).toBe(staffMessages.disabled);
    // Turned back on, they sign in again.
    expect((await admin('PATCH', `/api/admin/staff/${who.id}`, owner, { disabled: false })).statusCode).toBe(
      200,
    );
    expect((await login(who.email)).statusCode).toBe(200);
  });

  it('by the operator command also ends their sessions', async () => {
    const who = await member(`cli-off-${Date.now()}@example.com`, 'support');
    const res = await shop('staff', 'disable', who.email.toUpperCase());
    expect(res).toEqual({ code: 0, out: `${who.email} is disabled and signed out everywhere.` });
    expect((await admin('GET', '/api/admin/staff', who)).statusCode).toBe(401);
    expect(await shop('staff', 'disable', who.email)).toEqual({
      code: 0,
      out: `${who.email} is already disabled; nothing changed.`,
    });
    expect((await shop('staff', 'list')).out).toMatch(
      new RegExp(`${who.email.replace('.', '\\.')}\\s+Staff support\\s+support\\s+disabled`),
    );
  });
});

describe('the last active owner', () => {
  it('cannot be demoted or disabled, by the API or the operator command', async () => {
    const owners = await db()
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'owner')
      .where('disabled', '=', 0)
      .execute();
    expect(owners.map((o) => o.id)).toEqual([owner.id]);
    for (const change of [{ role: 'manager' }, { disabled: true }, { role: 'support', disabled: true }]) {
      const res = await admin('PATCH', `/api/admin/staff/${owner.id}`, owner, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json().message_en).toBe(staffMessages.lastOwner);
    }
    expect(await shop('staff', 'disable', owner.email)).toEqual({ code: 1, out: staffMessages.lastOwner });
    expect((await admin('GET', '/api/admin/auth/me', owner)).json().data.staff).toMatchObject({
      role: 'owner',
      disabled: false,
    });
  });

  it('survives two owners disabling each other at the same moment', async () => {
    const second = await member(`owner2-${Date.now()}@example.com`, 'owner');
    const [a, b] = await Promise.all([
      admin('PATCH', `/api/admin/staff/${second.id}`, owner, { disabled: true }),
      admin('PATCH', `/api/admin/staff/${owner.id}`, second, { disabled: true }),
    ]);
    const statuses = [a.statusCode, b.statusCode];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409 || s === 401)).toHaveLength(1);
    const active = await db()
      .selectFrom('staff')
      .select('id')
      .where('role', '=', 'owner')
      .where('disabled', '=', 0)
      .execute();
    expect(active).toHaveLength(1);
    // Whoever is left carries on as the owner of the later tests.
    const survivor = active[0]!.id === owner.id ? owner : second;
    if (survivor !== owner) owner = survivor;
  });
});

describe('the audit log', () => {
  it('holds every change with who made it and the row before and after, newest first, a page at a time', async () => {
    const who = await member(`audited-${Date.now()}@example.com`, 'support');
    expect((await admin('PATCH', `/api/admin/staff/${who.id}`, owner, { role: 'manager' })).statusCode).toBe(
      200,
    );
    const page = await admin('GET', '/api/admin/audit?per_page=3', owner);
    expect(page.statusCode, page.body).toBe(200);
    const { entries, has_more } = page.json().data;
    expect(has_more).toBe(true);
    expect(entries).toHaveLength(3);
    expect(entries[0]).toMatchObject({
      staff: { id: owner.id, email: owner.email },
      action: 'staff.update',
      entity_type: 'staff',
      entity_id: String(who.id),
      before: { role: 'support', disabled: false, password_set: true, email: who.email },
      after: { role: 'manager', disabled: false, password_set: true, email: who.email },
    });
    expect(entries[1]).toMatchObject({
      staff: { id: who.id },
      action: 'staff.set_password',
      before: { password_set: false },
      after: { password_set: true },
    });
    expect(entries[2]).toMatchObject({
      staff: null,
      action: 'staff.create',
      before: null,
      after: { email: who.email, role: 'support', password_set: false },
    });
    expect(Date.parse(entries[0].at)).toBeGreaterThanOrEqual(Date.parse(entries[2].at));
    const next = (await admin('GET', '/api/admin/audit?per_page=3&page=2', owner)).json().data;
    expect(next.entries[0].id).toBeLessThan(entries[2].id);
    // No secret is ever kept in the log.
    const rows = await db().selectFrom('audit_log').select(['before', 'after']).execute();
    expect(JSON.stringify(rows)).not.toMatch(/argon2|password_hash|token/);
  });

  it('refuses a page that is not a whole number', async () => {
    const res = await admin('GET', '/api/admin/audit?page=0', owner);
    expect(res.statusCode).toBe(400);
  });
});

describe('the log', () => {
  it('holds no set-password token, staff cookie or CSRF token', async () => {
    const added = await shop(
      'staff',
      'add',
      `logged-${Date.now()}@example.com`,
      '--name',
      'Log Me',
      '--role',
      'support',
    );
    const token = linkToken(added.out);
    // The page a link opens is a request like any other; its address is logged without the token.
    await t.app.inject({ method: 'GET', url: `/admin/set-password?token=${token}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/set-password',
      payload: { token, password: PASSWORD },
    });
    const log = logLines.join('\n');
    expect(log).toContain('/admin/set-password?token=[redacted]');
    for (const secret of [token, owner.cookie, owner.csrf, PASSWORD]) expect(log).not.toContain(secret);
  });
});
