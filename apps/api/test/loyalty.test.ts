import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyLogin } from '@shop/contract/loyalty';
import { changeStatus } from '#app/modules/orders/order-status.service';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOYALTY_PLATFORM: 'ispot-test' });
});
afterAll(async () => t?.close());

let seq = 0;
const login = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/loyalty/login',
    headers: { authorization: `Bearer ${token}` },
  });

/** A customer who placed a cash order of one item at `price` (delivery 60 EGP to Nasr City). */
async function customerWithOrder(price: number) {
  seq += 1;
  const phone = `0102${String(seq).padStart(7, '0')}`;
  const who = await makeTestCustomer(t.runtime.deps.db, `loyal${seq}-${Date.now()}`, {
    phone,
    phoneVerified: true,
  });
  const auth = { authorization: `Bearer ${who.token}` };
  const { variantIds } = await makeTestProduct(t.runtime.deps.db, `loyalty-item-${seq}`, {}, [
    { price, discount_price: null, stock: 5 },
  ]);
  const address = await t.app.inject({
    method: 'POST',
    url: '/api/customer/profile/addresses',
    headers: auth,
    payload: { name: 'Mona Adel', phone, city_id: 101, street: '12 Abbas El Akkad' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/customer/carts',
    headers: auth,
    payload: { items: [{ id: variantIds[0], amount: 1 }], reset: true },
  });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/customer/orders',
    headers: auth,
    payload: { device_type: 1, address_id: address.json().data.id, payment_method: 1 },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { ...who, phone, orderId: placed.json().data.order.id as number };
}

describe('rewards', () => {
  it("logs in with the platform, language en and '+2' + phone, starting at 0 points", async () => {
    const who = await customerWithOrder(1_000);
    const res = await login(who.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as LoyaltyLogin;
    expect(data).toMatchObject({
      platform: 'ispot-test',
      language: 'en',
      player_id: `+2${who.phone}`,
      balance: 0,
      entries: [],
    });
  });

  it('refuses a customer whose phone is not verified (409) and a guest (401)', async () => {
    const unverified = await makeTestCustomer(t.runtime.deps.db, `unverified-${Date.now()}`, {
      phone: '01099999999',
      phoneVerified: false,
    });
    const res = await login(unverified.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message_en).toBe('Verify your phone number to use your rewards.');
    const guest = await t.app.inject({ method: 'POST', url: '/api/customer/loyalty/login' });
    expect(guest.statusCode).toBe(401);
  });

  it('a delivered order earns one point per whole 100 EGP of goods, once, and a refund takes them back', async () => {
    const who = await customerWithOrder(12_345);
    const db = t.runtime.deps.db;
    // Not yet delivered: nothing earned.
    await changeStatus(t.runtime.deps, who.orderId, 'shipped', { note: 'Handed to the courier' });
    expect((await login(who.token)).json().data.balance).toBe(0);

    await changeStatus(t.runtime.deps, who.orderId, 'delivered', { note: 'Delivered' });
    // A repeated change (a second operator click) is refused and earns nothing more.
    await changeStatus(t.runtime.deps, who.orderId, 'delivered', { note: 'Delivered again' });
    let data = (await login(who.token)).json().data as LoyaltyLogin;
    expect(data.balance).toBe(123);
    expect(data.entries).toEqual([
      expect.objectContaining({
        points: 123,
        reason: 'earned',
        order_number: `ISP-${String(who.orderId).padStart(6, '0')}`,
      }),
    ]);
    const sms = await listMessages(db, { to: who.phone, limit: 5 });
    expect(sms.some((m) => m.body.includes('You earned 123 reward points'))).toBe(true);

    await changeStatus(t.runtime.deps, who.orderId, 'refunded', { note: 'Returned within 14 days' });
    data = (await login(who.token)).json().data as LoyaltyLogin;
    expect(data.balance).toBe(0);
    expect(data.entries.map((e) => [e.points, e.reason])).toEqual([
      [-123, 'reversed'],
      [123, 'earned'],
    ]);
  });

  it('a cancelled order never earns', async () => {
    const who = await customerWithOrder(50_000);
    await changeStatus(t.runtime.deps, who.orderId, 'cancelled', { note: 'Customer changed their mind' });
    expect((await login(who.token)).json().data.balance).toBe(0);
  });
});
