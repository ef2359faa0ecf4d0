import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 8, security: what belongs to one customer is invisible to another (404, never 403, so nothing is confirmed to
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

describe('text the database cannot store', () => {
  it('a NUL byte in a name or a street is a 400 with a message, never a 500', async () => {
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
    expect(address.statusCode, address.body).toBe(400);
    expect(address.json().message_en).toMatch(/characters|not valid/);
  });
});

describe('the log', () => {
  it('holds no password, code or token after sign-up, sign-in, codes and orders', async () => {
    const password = 'very secret password 9';
    const email = `logged-${Date.now()}@example.com`;
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/signup',
      payload: { name: 'Log Watcher', email, phone: '01055500009', password },
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
    for (const secret of [password, token, second, code!, owner.token]) expect(log).not.toContain(secret);
  });
});
