import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderPage } from '@shop/contract/admin-orders';
import { runShop } from '#app/cli/shop';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { addedAddressId, testAddress } from './support/customer-orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The order desk: the filtered list (newest first, pages after an id), one order with the whole address and who moved
 * it, status changes along the allowed steps with or without telling the customer, internal notes, the CSV export,
 * and the session, CSRF and customer-token rules every back-office call keeps.
 */
let t: TestApp;
let support: SignedStaff;
let manager: SignedStaff;
const CAIRO_CITY = 101; // Nasr City, Cairo
const ALEX_CITY = 301;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  support = await signedInStaff(t, 'support');
  manager = await signedInStaff(t, 'manager');
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;

async function customerCall(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** A customer who placed one order: cash (processing at once) or card (waiting for payment). */
async function placedOrder(options: { city: number; method: 1 | 2; promo?: string }) {
  seq += 1;
  const phone = `0102${String(seq).padStart(7, '0')}`;
  const who = await makeTestCustomer(db(), `desk${seq}-${Date.now()}`, { phone, phoneVerified: true });
  const made = await makeTestProduct(db(), `desk-item-${seq}-${Date.now()}`, {}, [
    { price: 9_000, discount_price: 8_000, stock: 5 },
  ]);
  const address = await customerCall('POST', '/api/customer/profile/addresses', who.token, {
    ...testAddress(phone),
    city_id: options.city,
  });
  expect(address.statusCode, address.body).toBeLessThan(300);
  const addressId = addedAddressId(address);
  const cart = await customerCall('POST', '/api/customer/carts', who.token, {
    items: [{ id: made.variantIds[0]!, amount: 1 }],
    reset: true,
  });
  expect(cart.statusCode, cart.body).toBe(200);
  const placed = await customerCall('POST', '/api/customer/orders', who.token, {
    device_type: 1,
    notes: '',
    address_id: addressId,
    payment_method: options.method,
    ...(options.promo ? { promo: options.promo } : {}),
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { ...who, phone, orderId: placed.json().data.order.id as number };
}

const list = async (query: string, who: SignedStaff = support) => {
  const res = await asStaff(t, who, 'GET', `/api/admin/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AdminOrderPage;
};

let cash: Awaited<ReturnType<typeof placedOrder>>;
let card: Awaited<ReturnType<typeof placedOrder>>;

describe('the order list', () => {
  beforeAll(async () => {
    cash = await placedOrder({ city: CAIRO_CITY, method: 1, promo: 'WELCOME10' });
    card = await placedOrder({ city: ALEX_CITY, method: 2 });
  });

  it('lists orders newest first with their customer, and filters by each field', async () => {
    const all = await list('');
    const ids = all.orders.map((o) => o.id);
    expect(ids.indexOf(card.orderId)).toBeLessThan(ids.indexOf(cash.orderId));
    const row = all.orders.find((o) => o.id === cash.orderId)!;
    expect(row).toMatchObject({
      status: 'processing',
      payment_method: 'cod',
      payment_method_name: 'Cash on delivery',
      promo_code: 'WELCOME10',
      governorate_en: 'Cairo',
      customer: { email: cash.email, phone: cash.phone },
    });

    const only = async (query: string) => (await list(query)).orders.map((o) => o.id);
    expect(await only('?status=processing')).toContain(cash.orderId);
    expect(await only('?status=processing')).not.toContain(card.orderId);
    expect(await only('?payment_method=card')).toEqual([card.orderId]);
    expect(await only('?governorate_id=3')).toEqual([card.orderId]);
    expect(await only('?promo_code=welcome10')).toEqual([cash.orderId]);
    expect(await only(`?customer=${encodeURIComponent(cash.email.toUpperCase())}`)).toEqual([cash.orderId]);
    expect(await only(`?customer=${card.phone}`)).toEqual([card.orderId]);
    expect(await only(`?number=ISP-${String(cash.orderId).padStart(6, '0')}`)).toEqual([cash.orderId]);
    // Today in Cairo holds both; tomorrow holds neither.
    const cairoToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${cairoToday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(await only(`?from=${cairoToday}&to=${cairoToday}`)).toEqual(
      expect.arrayContaining([cash.orderId, card.orderId]),
    );
    expect(await only(`?from=${tomorrow}`)).toEqual([]);
    // Empty fields of a submitted filter form mean "any".
    expect(await only('?status=&payment_method=&from=&to=&governorate_id=&customer=&number=')).toEqual(ids);
  });

  it('pages after an id, so older orders follow without repeats', async () => {
    const first = await list('?per_page=1');
    expect(first.orders).toHaveLength(1);
    expect(first.next_before).toBe(first.orders[0]!.id);
    const second = await list(`?per_page=1&before=${first.next_before}`);
    expect(second.orders[0]!.id).toBeLessThan(first.orders[0]!.id);
  });

  it('refuses filters it cannot read, saying which and why', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?from=27-11-2026', /From is a date such as 2026-11-27/],
      ['?from=2026-11-27&to=2026-11-01', /To must not be before From/],
      ['?status=lost', /Status is one of/],
      ['?number=abc', /Order number is a number/],
    ];
    for (const [query, message] of cases) {
      const res = await asStaff(t, support, 'GET', `/api/admin/orders${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message_en).toMatch(message);
    }
  });

  it('exports what is filtered as CSV with a header row', async () => {
    const res = await asStaff(t, support, 'GET', '/api/admin/orders/export.csv?payment_method=card');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'number,placed_at,status,payment_method,total_egp,promo_code,governorate,customer_name,customer_email,customer_phone',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`ISP-${String(card.orderId).padStart(6, '0')}`);
    expect(lines[1]).toContain(card.email);
  });
});

describe('one order', () => {
  it('shows the whole delivery address, the customer, the payment and where the order may go', async () => {
    const res = await asStaff(t, support, 'GET', `/api/admin/orders/${cash.orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data as AdminOrder;
    expect(order.address).toMatchObject({
      street: '12 Abbas El Akkad Street',
      building: '7',
      floor: '3',
      apartment: '12',
      landmark: 'Behind City Stars',
      city_en: 'Nasr City',
      governorate_en: 'Cairo',
    });
    expect(order.customer).toMatchObject({ email: cash.email, phone: cash.phone });
    expect(order.history).toEqual([
      expect.objectContaining({ status: 'processing', staff: null, notified: true }),
    ]);
    expect(order.next_statuses).toEqual(['shipped', 'cancelled']);

    const missing = await asStaff(t, support, 'GET', '/api/admin/orders/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message_en).toBe('There is no order ISP-999999.');
  });

  it('moves an order along its steps, names who did it, tells the customer, and refuses a jump', async () => {
    const before = (await listMessages(db(), { to: cash.email })).length;
    const shipped = await asStaff(t, support, 'POST', `/api/admin/orders/${cash.orderId}/ship`, {
      courier_name: 'Bosta',
      tracking_number: 'BST-1',
      note: 'Handed to the courier',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().message_en).toMatch(/^ISP-\d+ is now Shipped\.$/);
    const order = shipped.json().data as AdminOrder;
    expect(order.history.at(-1)).toMatchObject({
      status: 'shipped',
      note: 'Handed to the courier',
      staff: { id: support.id, name: 'Staff support' },
      notified: true,
    });
    expect((await listMessages(db(), { to: cash.email })).length).toBe(before + 1);

    const back = await asStaff(t, support, 'POST', `/api/admin/orders/${cash.orderId}/status`, {
      status: 'processing',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message_en).toMatch(/is Shipped; it can go to Delivered, not Processing\.$/);

    // A correction made quietly: no message to the customer, and the history says so.
    const quiet = await asStaff(t, manager, 'POST', `/api/admin/orders/${cash.orderId}/status`, {
      status: 'delivered',
      notify: false,
    });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect((quiet.json().data as AdminOrder).history.at(-1)).toMatchObject({
      status: 'delivered',
      notified: false,
    });
    expect((await listMessages(db(), { to: cash.email })).length).toBe(before + 1);

    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_type', '=', 'order')
      .where('entity_id', '=', String(cash.orderId))
      .orderBy('id')
      .execute();
    expect(
      audit.map((a) => [a.staff_id, a.action, JSON.parse(a.before!).status, JSON.parse(a.after!).status]),
    ).toEqual([
      [support.id, 'order.status', 'processing', 'shipped'],
      [manager.id, 'order.status', 'shipped', 'delivered'],
    ]);
  });

  it('keeps staff notes inside the back office', async () => {
    const empty = await asStaff(t, support, 'POST', `/api/admin/orders/${card.orderId}/notes`, {
      body: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message_en).toMatch(/Write the note/);
    const noted = await asStaff(t, support, 'POST', `/api/admin/orders/${card.orderId}/notes`, {
      body: 'Customer asked to deliver after 5 pm',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect((noted.json().data as AdminOrder).staff_notes).toEqual([
      expect.objectContaining({
        body: 'Customer asked to deliver after 5 pm',
        staff: { id: support.id, name: 'Staff support' },
      }),
    ]);
    const customerView = await customerCall('GET', `/api/customer/orders/${card.orderId}`, card.token);
    expect(customerView.statusCode, customerView.body).toBe(200);
    expect(customerView.body).not.toContain('after 5 pm');
  });

  it('writes what an operator command does to the history and the audit log, as the operator', async () => {
    const moved = await runShop(['orders', 'set-status', String(card.orderId), 'cancelled'], {}, t.runtime);
    expect(moved.code, moved.out).toBe(0);
    const order = (await asStaff(t, support, 'GET', `/api/admin/orders/${card.orderId}`)).json()
      .data as AdminOrder;
    expect(order.history.at(-1)).toMatchObject({ status: 'cancelled', staff: null });
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', String(card.orderId))
      .where('action', '=', 'order.status')
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBeNull();
  });
});

describe('who may call the order desk', () => {
  it('needs a staff session, refuses a customer token and a change without the CSRF token', async () => {
    expect((await asStaff(t, null, 'GET', '/api/admin/orders')).statusCode).toBe(401);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: { authorization: `Bearer ${cash.token}` },
    });
    expect(customer.statusCode).toBe(401);
    const noCsrf = await asStaff(
      t,
      { cookie: support.cookie },
      'POST',
      `/api/admin/orders/${cash.orderId}/notes`,
      {
        body: 'no token',
      },
    );
    expect(noCsrf.statusCode).toBe(403);
  });
});
