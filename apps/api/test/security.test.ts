import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shop/contract/errors';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Security: what belongs to one customer is invisible to another (404, never 403, so nothing is confirmed to
 * exist), and neither passwords, codes nor tokens reach the log.
 */
const logLines: string[] = [];
let t: TestApp;
let owner: {
  token: string;
  userId: number;
  email: string;
  phone: string;
  addressId: number;
  orderId: number;
};
let other: { token: string };

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => void logLines.push(line) });
  const db = t.runtime.deps.db;
  const phone = '01055500001';
  const a = await makeTestCustomer(db, `owner-${Date.now()}`, { phone, phoneVerified: true });
  const b = await makeTestCustomer(db, `other-${Date.now()}`, { phone: '01055500002', phoneVerified: true });
  const { variantIds } = await makeTestProduct(db, `secure-item-${Date.now()}`, {}, [
    { price: 5_000, discount_price: null, stock: 10 },
  ]);
  const address = await call('POST', '/api/customer/profile/addresses', a.token, {
    name: 'Owner',
    phone,
    city_id: 101,
    street: '1 Private Street',
  });
  const addressId = address.json().data.id as number;
  await call('POST', '/api/customer/carts', a.token, {
    items: [{ id: variantIds[0], amount: 1 }],
    reset: true,
  });
  const order = await call('POST', '/api/customer/orders', a.token, {
    device_type: 1,
    address_id: addressId,
    payment_method: 1,
  });
  expect(order.statusCode, order.body).toBe(200);
  await call('POST', '/api/customer/carts', a.token, {
    items: [{ id: variantIds[0], amount: 2 }],
    reset: true,
  });
  owner = { ...a, phone, addressId, orderId: order.json().data.order.id as number };
  other = b;
});
afterAll(async () => t?.close());

describe("one customer's things are another's 404", () => {
  it('orders', async () => {
    expect((await call('GET', `/api/customer/orders/${owner.orderId}`, owner.token)).statusCode).toBe(200);
    const res = await call('GET', `/api/customer/orders/${owner.orderId}`, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message_en).toBe('This order was not found in your orders.');
    const list = (await call('GET', '/api/customer/orders?page=1', other.token)).json().data;
    expect(list.count).toBe(0);
  });

  it('addresses: change, remove, make primary, price delivery to, or order to', async () => {
    const id = owner.addressId;
    const attempts = [
      await call('PUT', `/api/customer/profile/addresses/${id}/`, other.token, {
        name: 'Thief',
        phone: '01055500002',
        city_id: 101,
        street: 'Elsewhere',
      }),
      await call('POST', `/api/customer/profile/addresses/remove/${id}`, other.token, {}),
      await call('POST', `/api/customer/profile/addresses/primary/${id}`, other.token, {}),
      await call('POST', '/api/customer/orders/delivery_fees', other.token, { address_id: id }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const mine = (await call('GET', '/api/customer/profile/addresses', owner.token)).json().data as Array<{
      id: number;
      street: string;
    }>;
    expect(mine).toEqual([expect.objectContaining({ id, street: '1 Private Street' })]);
    expect((await call('GET', '/api/customer/profile/addresses', other.token)).json().data).toEqual([]);
  });

  it("profile and cart are always the caller's own", async () => {
    const profile = (await call('GET', '/api/customer/profile', other.token)).json().data;
    expect(profile.user.email).not.toBe(owner.email);
    expect(profile.addresses).toEqual([]);
    const cart = (await call('GET', '/api/customer/carts', other.token)).json().data;
    expect(cart.lines).toEqual([]);
    const ownerCart = (await call('GET', '/api/customer/carts', owner.token)).json().data;
    expect(ownerCart.lines.map((l: { amount: number }) => l.amount)).toEqual([2]);
  });

  it('service tickets are found only with their code and the right phone', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/tickets',
      payload: {
        kind: 'hardware',
        device: 'iPhone 15 Pro',
        serial_or_imei: 'F2LXK1ABCD',
        problem: 'The screen flickers after a fall.',
        name: 'Owner',
        phone: owner.phone,
      },
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    const code = created.json().data.code as string;
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/customer/tickets/track',
      payload: { code, phone: owner.phone },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/customer/tickets/track',
      payload: { code, phone: '01055500002' },
    });
    expect(theirs.statusCode).toBe(404);
  });
});

/** Customer routes, each with a body it accepts, so what answers is the sign-in rule rather than validation. */
const CUSTOMER_CALLS: Array<[Method, string, object?]> = [
  ['GET', '/api/customer/profile'],
  ['POST', '/api/customer/profile/edit', { name: 'Some One', email: 'some.one@example.com' }],
  ['POST', '/api/customer/profile/check-phone-verified'],
  ['POST', '/api/customer/profile/send_verification'],
  ['GET', '/api/customer/profile/addresses'],
  ['POST', '/api/customer/profile/addresses/primary/1'],
  ['GET', '/api/customer/carts'],
  ['POST', '/api/customer/carts', { items: [] }],
  ['POST', '/api/customer/carts/merge', { items: [] }],
  ['POST', '/api/customer/orders/delivery_fees', { city_id: 101 }],
  ['POST', '/api/customer/orders/summary', {}],
  ['GET', '/api/customer/orders'],
  ['GET', '/api/customer/orders/1'],
  ['POST', '/api/customer/loyalty/login'],
];

function callAs(method: Method, url: string, token: string | undefined, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** The customer row goes while a token of theirs is still stored (as when an account is removed mid-request). */
async function deleteUserKeepingSessions(userId: number): Promise<void> {
  const { db, dialect } = t.runtime.deps;
  if (dialect === 'sqlite') {
    await sql`pragma foreign_keys = off`.execute(db);
    await db.deleteFrom('users').where('id', '=', userId).execute();
    await sql`pragma foreign_keys = on`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    // Foreign keys are enforced by triggers, which the replica role skips for this transaction only.
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
}

describe('customer routes', () => {
  it('answer a guest and a caller without a token 401, asking them to sign in', async () => {
    const guest = (await t.app.inject({ method: 'POST', url: '/api/customer/auth/guest' })).json().data
      .token as string;
    for (const token of [undefined, guest]) {
      for (const [method, url, payload] of CUSTOMER_CALLS) {
        const res = await callAs(method, url, token, payload);
        expect(res.statusCode, `${method} ${url} ${token ? 'guest' : 'anonymous'}`).toBe(401);
        expect(res.json()).toMatchObject({ code: 401, message_en: messages.signInRequired, data: null });
      }
    }
  });

  it('answer 401 to a token whose customer is gone', async () => {
    const gone = await makeTestCustomer(t.runtime.deps.db, `gone-${Date.now()}`, {
      phone: '01055500003',
      phoneVerified: true,
    });
    const address = await call('POST', '/api/customer/profile/addresses', gone.token, {
      name: 'Gone',
      phone: '01055500003',
      city_id: 101,
      street: '3 Empty Street',
    });
    expect(address.statusCode, address.body).toBe(201);
    await deleteUserKeepingSessions(gone.userId);
    const session = await t.runtime.deps.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', gone.userId)
      .executeTakeFirst();
    expect(session).toBeDefined();
    for (const [method, url, payload] of [
      ['GET', '/api/customer/profile'],
      ['POST', '/api/customer/loyalty/login'],
      [
        'POST',
        '/api/customer/orders',
        { device_type: 1, address_id: address.json().data.id, payment_method: 1 },
      ],
    ] as Array<[Method, string, object?]>) {
      const res = await callAs(method, url, gone.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: null });
    }
  });
});

describe('text the database cannot store', () => {
  it('a NUL byte in a name or a street is removed on the way in, never stored and never a 500', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/signup',
      payload: { name: 'Nul\u0000Byte', email: `nul-${Date.now()}@example.com`, password: 'safe password 1' },
    });
    expect(signup.statusCode, signup.body).toBeLessThan(500);
    const address = await call('POST', '/api/customer/profile/addresses', owner.token, {
      name: 'Owner',
      phone: owner.phone,
      city_id: 101,
      street: 'Street\u0000 1',
    });
    expect(address.statusCode, address.body).toBe(201);
    const stored = await t.runtime.deps.db
      .selectFrom('addresses')
      .select('street')
      .where('user_id', '=', owner.userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(stored.street).toBe('Street 1');
  });
});

describe('the log', () => {
  it('holds no password, code or token after sign-up, sign-in, codes and orders', async () => {
    const password = 'very secret password 9';
    const email = `logged-${Date.now()}@example.com`;
    const details = { name: 'Log Watcher', email, phone: '01055500009', password };
    // Sign-up mails a code to the address; the same call with it makes the account.
    await t.app.inject({ method: 'POST', url: '/api/customer/auth/signup', payload: details });
    const mail = await t.runtime.deps.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const signupCode = /code is (\d{6})/.exec(mail.body)![1]!;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/signup',
      payload: { ...details, code: signupCode },
    });
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    const token = signup.json().data.token as string;
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth',
      payload: { email, password },
    });
    const second = login.json().data.token as string;
    // Tokens rotate at every sign-in.
    expect(second).not.toBe(token);
    await call('POST', '/api/customer/profile/send_verification', second, {});
    const sms = await t.runtime.deps.db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', '01055500009')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const code = /(\d{6})/.exec(sms?.body ?? '')?.[1];
    expect(code).toBeDefined();
    await call('POST', '/api/customer/profile/verify_phone', second, { code: code! });
    const log = logLines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [password, token, second, code!, signupCode, owner.token])
      expect(log).not.toContain(secret);
  });
});
