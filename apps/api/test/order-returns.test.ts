import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderReturn, CustomerOrderActions, OrderReturn } from '@shop/contract/order-returns';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { asCustomer, customerWithOrder, moveTo } from './support/customer-orders.ts';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Returns: a customer asks to return a delivered order of theirs within the shop's return window, once, with a
 * reason and an optional photo checked by its bytes; staff (support, manager, owner) accept or refuse it in the back
 * office, each decision an audit row; every step reaches the customer by e-mail and SMS.
 */
let t: TestApp;
let support: SignedStaff;
let manager: SignedStaff;
let owner: SignedStaff;
let photo: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  support = await signedInStaff(t, 'support');
  manager = await signedInStaff(t, 'manager');
  owner = await signedInStaff(t, 'owner');
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  photo = png.toString('base64');
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;

async function deliveredOrder() {
  const who = await customerWithOrder(t, 'cash');
  await moveTo(t, who.orderId, 'shipped', 'delivered');
  return who;
}

/** Puts the order's delivery `days` days back. */
async function deliveredDaysAgo(orderId: number, days: number) {
  await db()
    .updateTable('order_status_history')
    .set({ created_at: new Date(Date.now() - days * 24 * 3600_000).toISOString() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'delivered')
    .execute();
}

const ask = (token: string, orderId: number, body: object) =>
  asCustomer(t, token, 'POST', `/api/customer/orders/${orderId}/return`, body);

async function auditRows(orderId: number) {
  return db()
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', 'order.return')
    .where('entity_id', '=', String(orderId))
    .execute();
}

describe("the customer's return request", () => {
  it('takes a delivered order with a reason and a photo, tells the customer, and is refused a second time', async () => {
    const who = await deliveredOrder();
    const before = await asCustomer(t, who.token, 'GET', `/api/customer/orders/${who.orderId}/return`);
    const actions = before.json().data as CustomerOrderActions;
    expect(actions).toMatchObject({
      can_cancel: false,
      can_return: true,
      return_window_days: 14,
      request: null,
    });
    // The window ends at the end of a Cairo day, 14 or 15 days after now.
    const left = (Date.parse(actions.return_until!) - Date.now()) / (24 * 3600_000);
    expect(left).toBeGreaterThan(14);
    expect(left).toBeLessThanOrEqual(15);

    const res = await ask(who.token, who.orderId, { reason: '  The screen has a dead pixel  ', photo });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message_en).toBe(
      'We received your return request. We will tell you our decision by e-mail and SMS.',
    );
    const made = res.json().data as OrderReturn;
    expect(made).toMatchObject({
      order_id: who.orderId,
      status: 'requested',
      status_label: 'Return requested',
      reason: 'The screen has a dead pixel',
      has_photo: true,
      decided_at: null,
    });
    const email = (await listMessages(db(), { to: who.email }))[0]!;
    expect(email.subject).toBe(`Order ${made.order_number}: Return requested`);
    expect(email.body).toContain(`We received your request to return order ${made.order_number}.`);
    const sms = (await listMessages(db(), { to: who.phone }))[0]!;
    expect(sms.body).toContain(`We received your request to return order ${made.order_number}.`);

    const after = await asCustomer(t, who.token, 'GET', `/api/customer/orders/${who.orderId}/return`);
    expect(after.json().data).toMatchObject({ can_return: false, request: { status: 'requested' } });

    const twice = await ask(who.token, who.orderId, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message_en).toBe('You already asked to return this order.');
  });

  it('refuses an order that is not delivered, with words', async () => {
    const processing = await customerWithOrder(t, 'cash');
    const shipped = await customerWithOrder(t, 'cash');
    await moveTo(t, shipped.orderId, 'shipped');
    for (const who of [processing, shipped]) {
      const res = await ask(who.token, who.orderId, { reason: 'Changed my mind' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message_en).toBe('Only a delivered order can be returned.');
      const read = await asCustomer(t, who.token, 'GET', `/api/customer/orders/${who.orderId}/return`);
      expect(read.json().data).toMatchObject({ can_return: false, return_until: null, request: null });
    }
  });

  it('refuses outside the return window, and follows the window the owner sets', async () => {
    const who = await deliveredOrder();
    await deliveredDaysAgo(who.orderId, 20);
    const late = await ask(who.token, who.orderId, { reason: 'It stopped charging' });
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message_en).toMatch(
      /^The 14-day return window of this order ended on \d{1,2} \w+ \d{4}\. Please call us on \d+ if something is wrong with it\.$/,
    );
    const read = await asCustomer(t, who.token, 'GET', `/api/customer/orders/${who.orderId}/return`);
    expect(read.json().data.can_return).toBe(false);

    // Only an owner changes the window; a manager is refused.
    const read0 = (await asStaff(t, owner, 'GET', '/api/admin/settings')).json().data;
    const settings = { ...read0, message_en: read0.message_en ?? '', message_ar: read0.message_ar ?? '' };
    expect(read0.return_window_days).toBe(14);
    const byManager = await asStaff(t, manager, 'PUT', '/api/admin/settings', {
      ...settings,
      return_window_days: 30,
    });
    expect(byManager.statusCode).toBe(403);
    const wrong = await asStaff(t, owner, 'PUT', '/api/admin/settings', {
      ...settings,
      return_window_days: -1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Return window must be 0 days or more');
    const saved = await asStaff(t, owner, 'PUT', '/api/admin/settings', {
      ...settings,
      return_window_days: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.return_window_days).toBe(30);
    try {
      const inTime = await ask(who.token, who.orderId, { reason: 'It stopped charging' });
      expect(inTime.statusCode, inTime.body).toBe(201);
    } finally {
      await asStaff(t, owner, 'PUT', '/api/admin/settings', { ...settings, return_window_days: 14 });
    }
  });

  it("answers 404 for another customer's order and keeps its request untouched", async () => {
    const owner1 = await deliveredOrder();
    const stranger = await deliveredOrder();
    const res = await ask(stranger.token, owner1.orderId, { reason: 'Not mine' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message_en).toBe('This order was not found in your orders.');
    const read = await asCustomer(t, owner1.token, 'GET', `/api/customer/orders/${owner1.orderId}/return`);
    expect(read.json().data.request).toBeNull();
    const anon = await asCustomer(t, null, 'POST', `/api/customer/orders/${owner1.orderId}/return`, {
      reason: 'Not signed in',
    });
    expect(anon.statusCode).toBe(401);
  });

  it('wants a reason, and a photo that is really a picture of a sensible size', async () => {
    const who = await deliveredOrder();
    const empty = await ask(who.token, who.orderId, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Tell us why you want to return the order');
    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg> pretending to be a photo');
    const notPicture = await ask(who.token, who.orderId, {
      reason: 'Broken',
      photo: text.toString('base64'),
    });
    expect(notPicture.statusCode, notPicture.body).toBe(415);
    const garbled = await ask(who.token, who.orderId, { reason: 'Broken', photo: '***' });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message_en).toBe('The photo could not be read. Choose the file again.');
    const huge = Buffer.alloc(9 * 1024 * 1024, 0xff);
    const tooLarge = await ask(who.token, who.orderId, { reason: 'Broken', photo: huge.toString('base64') });
    expect([400, 413]).toContain(tooLarge.statusCode);
    expect(tooLarge.json().message_en).toMatch(/larger than 8 MB|too large/i);
    // Nothing refused was kept: the customer can still ask.
    const read = await asCustomer(t, who.token, 'GET', `/api/customer/orders/${who.orderId}/return`);
    expect(read.json().data).toMatchObject({ can_return: true, request: null });
  });
});

describe("staff's decision", () => {
  async function requested(withPhoto = false) {
    const who = await deliveredOrder();
    const res = await ask(who.token, who.orderId, {
      reason: 'Wrong colour',
      ...(withPhoto ? { photo } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return who;
  }

  it('support, managers and owners read the request and its private photo; customers and visitors cannot', async () => {
    const who = await requested(true);
    for (const member of [support, manager, owner]) {
      const res = await asStaff(t, member, 'GET', `/api/admin/orders/${who.orderId}/return`);
      expect(res.statusCode, res.body).toBe(200);
      const shown = res.json().data as AdminOrderReturn;
      expect(shown.request).toMatchObject({ status: 'requested', reason: 'Wrong colour', has_photo: true });
      expect(shown.photo_url).toBe(`/api/admin/orders/${who.orderId}/return/photo`);
      const picture = await asStaff(t, member, 'GET', shown.photo_url!);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.headers['cache-control']).toBe('private, no-store');
      expect(picture.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    expect((await asStaff(t, null, 'GET', `/api/admin/orders/${who.orderId}/return/photo`)).statusCode).toBe(
      401,
    );
    const asCustomerToo = await asCustomer(
      t,
      who.token,
      'GET',
      `/api/admin/orders/${who.orderId}/return/photo`,
    );
    expect(asCustomerToo.statusCode).toBe(401);
    // The photo is not in the public media store.
    expect((await t.app.inject({ method: 'GET', url: `/media/returns/${who.orderId}` })).statusCode).toBe(
      404,
    );

    const none = await deliveredOrder();
    const empty = await asStaff(t, support, 'GET', `/api/admin/orders/${none.orderId}/return`);
    expect(empty.json().data).toEqual({ request: null, photo_url: null });
    expect(
      (await asStaff(t, support, 'GET', `/api/admin/orders/${none.orderId}/return/photo`)).statusCode,
    ).toBe(404);
    expect((await asStaff(t, support, 'GET', '/api/admin/orders/999999/return')).statusCode).toBe(404);
  });

  it('each role may accept: the decision is audited, the customer is told, and it is decided once', async () => {
    for (const member of [support, manager, owner]) {
      const who = await requested();
      const noCsrf = await asStaff(
        t,
        { cookie: member.cookie },
        'POST',
        `/api/admin/orders/${who.orderId}/return`,
        {
          decision: 'accept',
        },
      );
      expect(noCsrf.statusCode).toBe(403);

      const res = await asStaff(t, member, 'POST', `/api/admin/orders/${who.orderId}/return`, {
        decision: 'accept',
        note: 'A courier will call you tomorrow.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message_en).toBe('Return accepted. The customer was told.');
      expect(res.json().data.request).toMatchObject({
        status: 'accepted',
        decision_note: 'A courier will call you tomorrow.',
      });
      const audit = await auditRows(who.orderId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ staff_id: member.id, entity_type: 'order' });
      expect(JSON.parse(audit[0]!.before!)).toEqual({ return_status: 'requested' });
      expect(JSON.parse(audit[0]!.after!)).toEqual({
        return_status: 'accepted',
        note: 'A courier will call you tomorrow.',
      });
      const email = (await listMessages(db(), { to: who.email }))[0]!;
      expect(email.subject).toMatch(/: Return accepted$/);
      expect(email.body).toContain('A courier will call you tomorrow.');
      expect((await listMessages(db(), { to: who.phone }))[0]!.body).toMatch(/was accepted/);

      // Accepting records the decision; the order itself stays delivered (a refund is its own step).
      const order = await asCustomer(t, who.token, 'GET', `/api/customer/orders/${who.orderId}`);
      expect(order.json().data.status).toBe('delivered');
      const seen = await asCustomer(t, who.token, 'GET', `/api/customer/orders/${who.orderId}/return`);
      expect(seen.json().data.request).toMatchObject({ status: 'accepted', status_label: 'Return accepted' });

      const again = await asStaff(t, member, 'POST', `/api/admin/orders/${who.orderId}/return`, {
        decision: 'refuse',
        note: 'Changed our mind',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message_en).toBe('This return request was already accepted.');
      expect(await auditRows(who.orderId)).toHaveLength(1);
    }
  });

  it('a refusal says why, and the customer reads it', async () => {
    const who = await requested();
    const bare = await asStaff(t, support, 'POST', `/api/admin/orders/${who.orderId}/return`, {
      decision: 'refuse',
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('Tell the customer why the return is refused');
    const wrong = await asStaff(t, support, 'POST', `/api/admin/orders/${who.orderId}/return`, {
      decision: 'maybe',
    });
    expect(wrong.statusCode).toBe(400);

    const res = await asStaff(t, support, 'POST', `/api/admin/orders/${who.orderId}/return`, {
      decision: 'refuse',
      note: 'The seal was broken after the return window.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message_en).toBe('Return refused. The customer was told.');
    const sms = (await listMessages(db(), { to: who.phone }))[0]!;
    expect(sms.body).toContain('was refused: The seal was broken after the return window.');
    const seen = await asCustomer(t, who.token, 'GET', `/api/customer/orders/${who.orderId}/return`);
    expect(seen.json().data.request).toMatchObject({
      status: 'refused',
      decision_note: 'The seal was broken after the return window.',
    });
  });

  it('answers 404 for deciding an order without a request, and 401 without a staff session', async () => {
    const who = await deliveredOrder();
    const res = await asStaff(t, support, 'POST', `/api/admin/orders/${who.orderId}/return`, {
      decision: 'accept',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message_en).toMatch(/^Order ISP-\d+ has no return request\.$/);
    const anon = await asStaff(t, null, 'POST', `/api/admin/orders/${who.orderId}/return`, {
      decision: 'accept',
    });
    expect(anon.statusCode).toBe(401);
    const customer = await asCustomer(t, who.token, 'POST', `/api/admin/orders/${who.orderId}/return`, {
      decision: 'accept',
    });
    expect(customer.statusCode).toBe(401);
  });
});
