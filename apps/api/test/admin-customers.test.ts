import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@shop/contract/admin';
import { CUSTOMER_BLOCKED, type AdminCustomer, type AdminCustomerPage } from '@shop/contract/admin-customers';
import { findCustomers } from '#app/modules/accounts/customer-desk.repository';
import { listCustomers, readSearch } from '#app/modules/accounts/customer-desk.service';
import { hashPassword } from '#app/modules/accounts/password';
import { issueToken } from '#app/modules/auth/token.service';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { addedAddressId, testAddress } from './support/customer-orders.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from './support/test-app.ts';

/**
 * The customer desk: finding a customer by name, phone (however it is typed) or e-mail a page at a time; one customer
 * with orders, addresses, rewards and phone state; sending a code or a reset message again under the storefront's
 * limits; the owner's block and unblock, which end the customer's sessions and refuse sign-in and checkout; the roles
 * of every call and the audit rows of every change.
 */
let t: TestApp;
let support: SignedStaff;
let manager: SignedStaff;
let owner: SignedStaff;
const PASSWORD = 'customer password 1234';
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  [support, manager, owner] = await Promise.all([
    signedInStaff(t, 'support'),
    signedInStaff(t, 'manager'),
    signedInStaff(t, 'owner'),
  ]);
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;
const unique = () => `${Date.now().toString(36)}${(seq += 1)}`;

function customerCall(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** A customer with a password, so they can sign in. */
async function customer(options: { name?: string; phone?: string | null; phoneVerified?: boolean } = {}) {
  const handle = `desk-${unique()}`;
  const made = await makeTestCustomer(db(), handle, {
    phone: options.phone ?? null,
    phoneVerified: options.phoneVerified ?? false,
  });
  await db()
    .updateTable('users')
    .set({ password_hash: await hashPassword(PASSWORD), ...(options.name ? { name: options.name } : {}) })
    .where('id', '=', made.userId)
    .execute();
  return made;
}

/** A phone number no other test uses. */
const freshPhone = () =>
  `0109${String((seq += 1)).padStart(3, '0')}${String(Date.now() % 10000).padStart(4, '0')}`;

const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/customer/auth', payload: { email, password: PASSWORD } });

async function list(query: string, who: SignedStaff = support): Promise<AdminCustomerPage> {
  const res = await asStaff(t, who, 'GET', `/api/admin/customers${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AdminCustomerPage;
}

async function read(id: number, who: SignedStaff = support): Promise<AdminCustomer> {
  const res = await asStaff(t, who, 'GET', `/api/admin/customers/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AdminCustomer;
}

const auditOf = (id: number) =>
  db()
    .selectFrom('audit_log')
    .select(['staff_id', 'action', 'before', 'after'])
    .where('entity_type', '=', 'customer')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('finding customers', () => {
  it('finds one customer however the phone is typed: 010..., +2010..., 2010..., 002010..., with spaces', async () => {
    const phone = freshPhone();
    const who = await customer({ phone, phoneVerified: true });
    const local = `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
    for (const typed of [
      phone,
      `+2${phone}`,
      `2${phone}`,
      `002${phone}`,
      local,
      `+20 ${phone.slice(1, 3)} ${phone.slice(3)}`,
    ]) {
      const page = await list(`?q=${encodeURIComponent(typed)}`);
      expect(page.search, typed).toEqual({ kind: 'phone', term: phone });
      expect(
        page.customers.map((c) => c.id),
        typed,
      ).toEqual([who.userId]);
      expect(page.customers[0]).toMatchObject({ phone, phone_verified: true, blocked: false });
    }
    // The start of a number finds every customer whose number starts so.
    const start = await list(`?q=${encodeURIComponent(`+20 ${phone.slice(1, 8)}`)}`);
    expect(start.customers.map((c) => c.id)).toContain(who.userId);
  });

  it('finds by the start of a name in any case, and by e-mail (whole or its start)', async () => {
    const tag = unique();
    const mona = await customer({ name: `Monaz${tag} Adel` });
    const other = await customer({ name: `Monaz${tag}a Other` });
    const byName = await list(`?q=${encodeURIComponent(`MONAZ${tag}`)}`);
    expect(byName.search.kind).toBe('name');
    expect(byName.customers.map((c) => c.id)).toEqual([other.userId, mona.userId]);
    expect((await list(`?q=${encodeURIComponent(`monaz${tag} a`)}`)).customers.map((c) => c.id)).toEqual([
      mona.userId,
    ]);
    // Not a substring search: the middle of a name finds nobody.
    expect((await list(`?q=${encodeURIComponent(`onaz${tag}`)}`)).customers).toEqual([]);

    const exact = await list(`?q=${encodeURIComponent(mona.email.toUpperCase())}`);
    expect(exact.search).toEqual({ kind: 'email', term: mona.email });
    expect(exact.customers.map((c) => c.id)).toEqual([mona.userId]);
    // Letters without an @ also match the start of an e-mail address.
    const handle = mona.email.split('@')[0]!;
    expect((await list(`?q=${handle}`)).customers.map((c) => c.id)).toEqual([mona.userId]);
  });

  it('pages newest first after an id, each customer once', async () => {
    const tag = unique();
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await customer({ name: `Pager${tag} ${i}` })).userId);
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const page: AdminCustomerPage = await list(
        `?q=pager${tag}&per_page=2${before === null ? '' : `&before=${before}`}`,
      );
      expect(page.customers.length).toBeLessThanOrEqual(2);
      seen.push(...page.customers.map((c) => c.id));
      before = page.next_before;
    } while (before !== null);
    expect(seen).toEqual([...made].reverse());

    const everyone = await list('?per_page=3');
    expect(everyone.search.kind).toBe('all');
    expect(everyone.customers).toHaveLength(3);
    expect(everyone.next_before).toBe(everyone.customers[2]!.id);
  });

  it('refuses a search it cannot read, with a message', async () => {
    const long = await asStaff(t, support, 'GET', `/api/admin/customers?q=${'a'.repeat(300)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message_en).toMatch(/at most 254/);
    const bad = await asStaff(t, support, 'GET', '/api/admin/customers?before=abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('one customer', () => {
  it('shows orders, full addresses, rewards, phone state, e-mail and the registration in Cairo time', async () => {
    const phone = freshPhone();
    const who = await customer({ phone, phoneVerified: false });
    await db()
      .updateTable('users')
      .set({ created_at: '2026-01-15T22:30:00.000Z' })
      .where('id', '=', who.userId)
      .execute();
    const address = await customerCall(
      'POST',
      '/api/customer/profile/addresses',
      who.token,
      testAddress(phone),
    );
    expect(address.statusCode, address.body).toBeLessThan(300);
    const addressId = addedAddressId(address);
    const made = await makeTestProduct(db(), `desk-item-${unique()}`, {}, [
      { price: 9_000, discount_price: 8_000, stock: 5 },
    ]);
    await customerCall('POST', '/api/customer/carts', who.token, {
      items: [{ id: made.variantIds[0]!, amount: 1 }],
      reset: true,
    });
    // Checkout wants a verified phone; this customer's is verified for the order, then not again for the page.
    await db().updateTable('users').set({ phone_verified: 1 }).where('id', '=', who.userId).execute();
    const placed = await customerCall('POST', '/api/customer/orders', who.token, {
      device_type: 1,
      notes: '',
      address_id: addressId,
      payment_method: 1,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json().data.order.id as number;
    await db().updateTable('users').set({ phone_verified: 0 }).where('id', '=', who.userId).execute();
    await db()
      .insertInto('loyalty_entries')
      .values({
        user_id: who.userId,
        order_id: orderId,
        points: 80,
        reason: 'earned',
        note: 'Delivered order',
        created_at: new Date().toISOString(),
      })
      .execute();

    const page = await read(who.userId);
    expect(page).toMatchObject({
      id: who.userId,
      email: who.email,
      phone,
      phone_verified: false,
      email_verified: false,
      registered_cairo: '16 Jan 2026, 00:30',
      blocked: false,
      block: null,
      orders_count: 1,
    });
    expect(page.orders).toEqual([
      expect.objectContaining({
        id: orderId,
        number: `ISP-${String(orderId).padStart(6, '0')}`,
        status: 'processing',
      }),
    ]);
    expect(page.addresses).toEqual([
      expect.objectContaining({
        floor: '3',
        apartment: '12',
        landmark: 'Behind City Stars',
        building: '7',
        city_en: expect.any(String),
        governorate_en: expect.any(String),
      }),
    ]);
    expect(page.rewards.balance).toBe(80);
    expect(page.rewards.entries).toEqual([
      expect.objectContaining({ points: 80, reason: 'earned', order_id: orderId }),
    ]);
  });

  it('answers 404 for an unknown customer on every call, and 400 for an id that is not one', async () => {
    const missing = 2_000_000_000;
    for (const [method, path, who] of [
      ['GET', '', support],
      ['POST', '/phone-code', support],
      ['POST', '/password-reset', support],
      ['POST', '/block', owner],
      ['POST', '/unblock', owner],
    ] as const) {
      const res = await asStaff(
        t,
        who,
        method,
        `/api/admin/customers/${missing}${path}`,
        path === '/block' ? { reason: 'Fraud' } : undefined,
      );
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json().message_en).toBe(`There is no customer ${missing}.`);
    }
    expect((await asStaff(t, support, 'GET', '/api/admin/customers/abc')).statusCode).toBe(400);
  });
});

describe('sending a code or a reset message again', () => {
  it('sends the phone code through the outbox under the storefront’s gap, and says so when it is too soon', async () => {
    const phone = freshPhone();
    const who = await customer({ phone });
    const sent = await asStaff(t, support, 'POST', `/api/admin/customers/${who.userId}/phone-code`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      data: { sent_to: phone },
      message_en: `A verification code was sent by SMS to ${phone}.`,
    });
    const sms = await listMessages(db(), { to: phone });
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toMatch(/\d{6} is your .* verification code/);

    // The customer's own request right after counts against the same gap.
    const own = await customerCall('POST', '/api/customer/profile/send_verification', who.token);
    expect(own.statusCode).toBe(429);
    const again = await asStaff(t, manager, 'POST', `/api/admin/customers/${who.userId}/phone-code`);
    expect(again.statusCode).toBe(429);
    expect(again.json().message_en).toMatch(/^Nothing was sent\. Please wait \d+ seconds/);
    expect(again.headers['retry-after']).toBeDefined();
    expect(await listMessages(db(), { to: phone })).toHaveLength(1);

    const audit = await auditOf(who.userId);
    expect(audit.map((a) => [a.staff_id, a.action, JSON.parse(a.after!)])).toEqual([
      [support.id, 'customer.phone_code', { sent_to: phone }],
    ]);
  });

  it('refuses a code for a verified phone or none, in words staff can pass on', async () => {
    const verified = await customer({ phone: freshPhone(), phoneVerified: true });
    const none = await customer({ phone: null });
    const a = await asStaff(t, support, 'POST', `/api/admin/customers/${verified.userId}/phone-code`);
    expect(a.statusCode).toBe(409);
    expect(a.json().message_en).toMatch(/is verified already/);
    const b = await asStaff(t, support, 'POST', `/api/admin/customers/${none.userId}/phone-code`);
    expect(b.statusCode).toBe(409);
    expect(b.json().message_en).toMatch(/has no phone number saved/);
  });

  it('mails a password reset through the outbox, five per window with the customer’s own requests', async () => {
    const who = await customer();
    const sent = await asStaff(t, support, 'POST', `/api/admin/customers/${who.userId}/password-reset`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message_en).toBe(`A password-reset message was sent to ${who.email}.`);
    const mail = await listMessages(db(), { to: who.email });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toMatch(/reset-password\?email=/);

    for (let i = 0; i < 4; i += 1) {
      const own = await t.app.inject({
        method: 'POST',
        url: '/api/customer/auth/forget_password',
        payload: { email: who.email },
      });
      expect(own.statusCode, own.body).toBe(200);
    }
    const limited = await asStaff(t, manager, 'POST', `/api/admin/customers/${who.userId}/password-reset`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message_en).toMatch(/^Nothing was sent\. Too many password reset requests/);
    expect(await listMessages(db(), { to: who.email })).toHaveLength(5);
    expect((await auditOf(who.userId)).map((a) => [a.staff_id, a.action])).toEqual([
      [support.id, 'customer.password_reset'],
    ]);
  });
});

describe('blocking', () => {
  it('owner blocks: sessions end, sign-in and checkout are refused, cart and orders stay; unblock restores sign-in', async () => {
    const who = await customer({ phone: freshPhone(), phoneVerified: true });
    const made = await makeTestProduct(db(), `block-item-${unique()}`, {}, [{ price: 5_000, stock: 5 }]);
    const cart = await customerCall('POST', '/api/customer/carts', who.token, {
      items: [{ id: made.variantIds[0]!, amount: 2 }],
      reset: true,
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const signedIn = await signIn(who.email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const secondToken = signedIn.json().data.token as string;

    const blocked = await asStaff(t, owner, 'POST', `/api/admin/customers/${who.userId}/block`, {
      reason: 'Chargebacks on three orders',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data).toMatchObject({
      blocked: true,
      block: { reason: 'Chargebacks on three orders', staff: { id: owner.id } },
    });

    for (const token of [who.token, secondToken]) {
      expect((await customerCall('GET', '/api/customer/profile', token)).statusCode).toBe(401);
      expect((await customerCall('POST', '/api/customer/orders', token, { address_id: 1 })).statusCode).toBe(
        401,
      );
    }
    const refused = await signIn(who.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_en).toBe(CUSTOMER_BLOCKED);
    // A wrong password is answered as for anyone: the block is told only to whoever knows the password.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth',
      payload: { email: who.email, password: 'not the password 99' },
    });
    expect(wrong.statusCode).toBe(400);

    // A session that slipped past the block (a sign-in racing it) is refused at once, saying why.
    const slipped = await issueToken(db(), 'customer', who.userId);
    const late = await customerCall('POST', '/api/customer/orders', slipped.token, { address_id: 1 });
    expect(late.statusCode).toBe(401);
    expect(late.json().message_en).toBe(CUSTOMER_BLOCKED);
    const cookie = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/session',
      cookies: { shop_session: slipped.token },
    });
    expect(cookie.statusCode).toBe(401);

    const lines = await db()
      .selectFrom('cart_lines as l')
      .innerJoin('carts as c', 'c.id', 'l.cart_id')
      .select('l.amount')
      .where('c.user_id', '=', who.userId)
      .execute();
    expect(lines.map((l) => l.amount)).toEqual([2]);

    const twice = await asStaff(t, owner, 'POST', `/api/admin/customers/${who.userId}/block`, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    const resend = await asStaff(t, support, 'POST', `/api/admin/customers/${who.userId}/password-reset`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message_en).toMatch(/blocked: unblock it/);
    expect((await list(`?q=${encodeURIComponent(who.email)}`)).customers[0]!.blocked).toBe(true);

    const unblocked = await asStaff(t, owner, 'POST', `/api/admin/customers/${who.userId}/unblock`);
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json().data).toMatchObject({ blocked: false, block: null });
    const back = await signIn(who.email);
    expect(back.statusCode, back.body).toBe(200);
    expect((await customerCall('GET', '/api/customer/profile', back.json().data.token)).statusCode).toBe(200);
    expect((await asStaff(t, owner, 'POST', `/api/admin/customers/${who.userId}/unblock`)).statusCode).toBe(
      409,
    );

    const audit = await auditOf(who.userId);
    expect(audit.map((a) => [a.staff_id, a.action, JSON.parse(a.before!), JSON.parse(a.after!)])).toEqual([
      [
        owner.id,
        'customer.block',
        { blocked: false },
        { blocked: true, reason: 'Chargebacks on three orders' },
      ],
      [
        owner.id,
        'customer.unblock',
        { blocked: true, reason: 'Chargebacks on three orders' },
        { blocked: false },
      ],
    ]);
  });

  it('refuses a password reset for a blocked account even with the right code', async () => {
    const who = await customer();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/forget_password',
      payload: { email: who.email },
    });
    expect(sent.statusCode).toBe(200);
    const code = /reset code is (\d{6})/.exec((await listMessages(db(), { to: who.email }))[0]!.body)![1]!;
    const blocked = await asStaff(t, owner, 'POST', `/api/admin/customers/${who.userId}/block`, {
      reason: 'Fraud',
    });
    expect(blocked.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/reset_password',
      payload: { email: who.email, code, password: 'a brand new password 1' },
    });
    expect(reset.statusCode, reset.body).toBe(403);
    expect(reset.json().message_en).toBe(CUSTOMER_BLOCKED);
  });

  it('wants a reason', async () => {
    const who = await customer();
    const res = await asStaff(t, owner, 'POST', `/api/admin/customers/${who.userId}/block`, { reason: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message_en).toMatch(/Write why the account is blocked/);
    expect((await read(who.userId)).blocked).toBe(false);
  });
});

describe('roles', () => {
  it('lets support and managers search, read and resend, and only the owner block or unblock', async () => {
    const who = await customer({ phone: freshPhone() });
    for (const staff of [support, manager, owner]) {
      expect((await asStaff(t, staff, 'GET', '/api/admin/customers?q=desk')).statusCode).toBe(200);
      expect((await asStaff(t, staff, 'GET', `/api/admin/customers/${who.userId}`)).statusCode).toBe(200);
    }
    for (const staff of [support, manager]) {
      for (const path of ['block', 'unblock']) {
        const res = await asStaff(t, staff, 'POST', `/api/admin/customers/${who.userId}/${path}`, {
          reason: 'Fraud',
        });
        expect(res.statusCode, `${path}`).toBe(403);
        expect(res.json().message_en).toMatch(/^Only an owner can do this/);
      }
    }
    expect((await read(who.userId)).blocked).toBe(false);
    expect(await auditOf(who.userId)).toEqual([]);
    // Resends for all three roles (the password reset's limit is per address, five per window).
    for (const staff of [support, manager, owner]) {
      const res = await asStaff(t, staff, 'POST', `/api/admin/customers/${who.userId}/password-reset`);
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('keeps the session, CSRF and customer-token rules of every back-office call', async () => {
    const who = await customer();
    const paths = [
      ['GET', '/api/admin/customers'],
      ['GET', `/api/admin/customers/${who.userId}`],
      ['POST', `/api/admin/customers/${who.userId}/phone-code`],
      ['POST', `/api/admin/customers/${who.userId}/password-reset`],
      ['POST', `/api/admin/customers/${who.userId}/block`],
      ['POST', `/api/admin/customers/${who.userId}/unblock`],
    ] as const;
    for (const [method, url] of paths) {
      const nobody = await asStaff(t, null, method, url, method === 'POST' ? { reason: 'Fraud' } : undefined);
      expect(nobody.statusCode, url).toBe(401);
      expect(nobody.json().message_en).toBe(staffMessages.signInRequired);
      const asCustomer = await customerCall(
        method,
        url,
        who.token,
        method === 'POST' ? { reason: 'Fraud' } : undefined,
      );
      expect(asCustomer.statusCode, url).toBe(401);
      if (method === 'POST') {
        const noCsrf = await asStaff(t, { cookie: owner.cookie }, method, url, { reason: 'Fraud' });
        expect(noCsrf.statusCode, url).toBe(403);
        expect(noCsrf.json().message_en).toBe(staffMessages.csrf);
      }
    }
    expect((await read(who.userId)).blocked).toBe(false);
  });

  it('reaches only the customer an id names: a customer id equal to a staff id touches no staff member', async () => {
    // Staff and customers are numbered apart; blocking the customer who shares the owner's number leaves the owner be.
    let shared = await db().selectFrom('users').select('id').where('id', '=', owner.id).executeTakeFirst();
    if (!shared) {
      await db()
        .insertInto('users')
        .values({
          id: owner.id,
          name: 'Shared Number',
          email: `shared-${unique()}@example.com`,
          phone: null,
          phone_verified: 0,
          password_hash: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      shared = { id: owner.id };
    }
    const res = await asStaff(t, owner, 'POST', `/api/admin/customers/${shared.id}/block`, {
      reason: 'Test',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await asStaff(t, owner, 'GET', '/api/admin/customers')).statusCode).toBe(200);
    expect((await asStaff(t, owner, 'POST', `/api/admin/customers/${shared.id}/unblock`)).statusCode).toBe(
      200,
    );
    // Fields the calls do not take change nothing: a resend cannot block, a block cannot name another blocker.
    const who = await customer({ phone: freshPhone() });
    const extra = await asStaff(t, support, 'POST', `/api/admin/customers/${who.userId}/phone-code`, {
      blocked: true,
      reason: 'x',
      user_id: shared.id,
    });
    expect(extra.statusCode, extra.body).toBe(200);
    expect((await read(who.userId)).blocked).toBe(false);
    const named = await asStaff(t, owner, 'POST', `/api/admin/customers/${who.userId}/block`, {
      reason: 'Fraud',
      staff_id: support.id,
      blocked_by: support.id,
    });
    expect(named.json().data.block.staff.id).toBe(owner.id);
  });
});

describe('at 100,000 customers', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp();
    const now = new Date().toISOString();
    const bdb = big.runtime.deps.db;
    const names = ['Ahmed', 'Mona', 'Omar', 'Sara', 'Youssef', 'Nour', 'Karim', 'Laila', 'Hassan', 'Mariam'];
    for (let start = 0; start < 100_000; start += 2_000) {
      const rows = Array.from({ length: 2_000 }, (_, k) => {
        const i = start + k;
        return {
          name: `${names[i % names.length]} ${i}`,
          email: `bulk${i}@example.com`,
          phone: `015${String(i).padStart(8, '0')}`,
          phone_verified: 0,
          password_hash: null,
          created_at: now,
        };
      });
      await bdb.insertInto('users').values(rows).execute();
    }
    await sql`analyze`.execute(bdb);
  }, 240_000);
  afterAll(async () => big?.close());

  async function plan(q: string): Promise<string> {
    const { db: bdb, dialect } = big.runtime.deps;
    const compiled = findCustomers(bdb, dialect, readSearch(q, dialect), { limit: 26 }).compile();
    const prefix = dialect === 'postgres' ? 'explain ' : 'explain query plan ';
    const result = await bdb.executeQuery<Record<string, string>>(
      CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
    );
    return result.rows.map((r) => r['QUERY PLAN'] ?? r.detail).join(' | ');
  }

  it('answers each kind of search from its index, in a few milliseconds', async () => {
    const index = (name: string) =>
      TEST_DIALECT === 'postgres' ? new RegExp(`Index.*${name}`) : new RegExp(`INDEX ${name}`);
    expect(await plan('+20 15 0004 2')).toMatch(index('users_phone_search'));
    expect(await plan('bulk4242@')).toMatch(
      TEST_DIALECT === 'postgres' ? index('users_email_search') : /INDEX sqlite_autoindex_users/,
    );
    const byName = await plan('youssef 42');
    expect(byName).toMatch(index('users_name_search'));
    expect(byName).not.toMatch(/SCAN users(?! USING)|Seq Scan/);

    for (const q of ['01500042000', '+20 150 0042', 'Youssef 4242', 'bulk99999@example.com', 'a']) {
      const started = performance.now();
      const page = await listCustomers(big.runtime.deps, { q, per_page: 25 });
      const took = performance.now() - started;
      expect(page.customers.length, q).toBeGreaterThan(0);
      expect(took, `${q}: ${took.toFixed(1)} ms`).toBeLessThan(250);
    }
  });
});
