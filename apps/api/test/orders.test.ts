import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, PlaceOrderResult } from '@shop/contract/orders';
import { ordersCommand } from '#app/cli/orders-command';
import { signSandboxBody } from '#app/integrations/payments/sandbox-gateway';
import { expireUnpaidOrders } from '#app/modules/orders/order-status.service';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;
const CAIRO_CITY = 101; // Nasr City, Cairo (delivery 60 EGP)
const ALEX_CITY = 301;
/** The first digits of a card of the demo CIB offer, and a card number of it the sandbox pays with. */
const CIB_BIN = '455712';
const CIB_CARD = '4557+1200+0000+4242';
let seq = 0;

async function call(
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Json = {},
) {
  return t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Json }),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string>),
    },
  });
}

/** A signed-in customer with a verified phone, an address in the given city, and the given cart. */
async function shopper(
  cart: Array<{ id: number; amount: number }>,
  options: { city?: number; verified?: boolean } = {},
) {
  seq += 1;
  const phone = `0101${String(seq).padStart(7, '0')}`;
  const who = await makeTestCustomer(t.runtime.deps.db, `buyer${seq}-${Date.now()}`, {
    phone,
    phoneVerified: options.verified ?? true,
  });
  const address = await call('POST', '/api/customer/profile/addresses', who.token, {
    name: 'Mona Adel',
    phone,
    city_id: options.city ?? CAIRO_CITY,
    street: '12 Abbas El Akkad',
  });
  expect(address.statusCode, address.body).toBeLessThan(300);
  const addressId = (address.json().data as Array<{ id: number }>)[0]?.id ?? address.json().data.id;
  if (cart.length > 0) {
    const res = await call('POST', '/api/customer/carts', who.token, { items: cart, reset: true });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...who, phone, addressId: addressId as number };
}

const place = (token: string, body: Json, headers: Json = {}) =>
  call('POST', '/api/customer/orders', token, { device_type: 1, notes: '', ...body }, headers);

async function stockOf(variantId: number): Promise<number> {
  const row = await t.runtime.deps.db
    .selectFrom('product_variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

async function product(stock: number, price = 20_000, extra: Parameters<typeof makeTestProduct>[2] = {}) {
  seq += 1;
  const made = await makeTestProduct(t.runtime.deps.db, `order-item-${seq}`, extra, [
    { price, discount_price: price - 1_000, stock },
  ]);
  return made.variantIds[0]!;
}

const sandboxForm = (token: string, url: string, form: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: form,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('checkout summary, delivery fees and payment methods', () => {
  it('prices the cart on the server, with the fee of the address and every method quoted', async () => {
    const phone = await product(10, 20_000);
    const offer = await product(10, 10_000, { payment_methods_discount_name_en: 'Save 10% with CIB cards' });
    const who = await shopper([
      { id: phone, amount: 2 },
      { id: offer, amount: 1 },
    ]);

    const methods = await call('GET', '/api/customer/orders/payment_methods');
    expect(methods.json().data.map((m: { code: string }) => m.code)).toEqual(['cod', 'card', 'valu']);

    const fee = await call('POST', '/api/customer/orders/delivery_fees', who.token, {
      address_id: who.addressId,
    });
    expect(fee.json().data).toMatchObject({ fee: 60, governorate_en: 'Cairo' });
    const alex = await call('POST', '/api/customer/orders/delivery_fees', who.token, { city_id: ALEX_CITY });
    expect(alex.json().data).toMatchObject({ fee: 75, governorate_en: 'Alexandria' });
    const neither = await call('POST', '/api/customer/orders/delivery_fees', who.token, {});
    expect(neither.statusCode).toBe(400);

    // The CIB offer is priced for a card whose first digits are a CIB card's (checkout-abuse.test.ts has the rest).
    const summary = await call('POST', '/api/customer/orders/summary', who.token, {
      address_id: who.addressId,
      payment_method: 2,
      card_bin: CIB_BIN,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    const data = summary.json().data;
    expect(data.totals).toEqual({
      subtotal: 50_000,
      discount: 3_000,
      method_discount: 900,
      promo_discount: 0,
      installment_fee: 0,
      delivery_fee: 60,
      total: 47_000 - 900 + 60,
    });
    expect(data.base_total).toBe(47_060);
    const quote = (method: number, plan: number | null) =>
      data.quotes.find(
        (q: { method_id: number; plan_id: number | null }) => q.method_id === method && q.plan_id === plan,
      ).total;
    expect(quote(1, null)).toBe(47_060);
    expect(quote(3, 32)).toBe(47_000 + Math.round(47_000 * 0.08) + 60);
  });

  it("answers 404 for another customer's address and 401 without a customer token", async () => {
    const a = await shopper([]);
    const b = await shopper([]);
    const res = await call('POST', '/api/customer/orders/delivery_fees', b.token, {
      address_id: a.addressId,
    });
    expect(res.statusCode).toBe(404);
    const anonymous = await call('POST', '/api/customer/orders/summary', undefined, {});
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /orders/check_promo_v2', () => {
  it('applies a code to the server price, ignoring the amount sent, and refuses with body code 415 and the reason', async () => {
    const item = await product(10, 8_000);
    const who = await shopper([{ id: item, amount: 1 }]);
    const ok = await call('POST', '/api/customer/orders/check_promo_v2', who.token, {
      promo: 'welcome10',
      amount: 999_999,
      items: [{ id: item, amount: 1 }],
      payment_method: 1,
      verification_code: '',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({ promo: 'WELCOME10', amount: 7_000, discount: 700, total: 6_300 });

    const { db } = t.runtime.deps;
    await db
      .insertInto('promo_codes')
      .values([
        { code: 'GONE', kind: 'fixed', value: 100, ends_at: '2020-01-01T00:00:00.000Z' },
        { code: 'LATER', kind: 'fixed', value: 100, starts_at: '2099-01-01T00:00:00.000Z' },
        { code: 'USEDUP', kind: 'fixed', value: 100, max_uses: 0 },
      ])
      .execute();
    const refusals: Array<[string, RegExp]> = [
      ['NOPE', /does not exist/],
      ['GONE', /expired/],
      ['LATER', /not active yet/],
      ['USEDUP', /fully used/],
      ['CARD500', /at least 10,000 EGP/],
    ];
    for (const [promo, reason] of refusals) {
      const res = await call('POST', '/api/customer/orders/check_promo_v2', who.token, { promo, amount: 1 });
      expect(res.statusCode, promo).toBe(400);
      expect(res.json()).toMatchObject({ code: 415 });
      expect(res.json().message_en).toMatch(reason);
    }
  });

  it('holds a code to its payment method and to one use per customer', async () => {
    const item = await product(10, 12_000);
    const who = await shopper([{ id: item, amount: 1 }]);
    const cash = await call('POST', '/api/customer/orders/check_promo_v2', who.token, {
      promo: 'CARD500',
      payment_method: 1,
    });
    expect(cash.json()).toMatchObject({
      code: 415,
      message_en: 'This promo code is for payment by card only.',
    });

    const placed = await place(who.token, {
      address_id: who.addressId,
      payment_method: 1,
      promo: 'WELCOME10',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data.order.totals.promo_discount).toBe(1_100);
    await call('POST', '/api/customer/carts', who.token, { items: [{ id: item, amount: 1 }], reset: true });
    const again = await call('POST', '/api/customer/orders/check_promo_v2', who.token, {
      promo: 'WELCOME10',
    });
    expect(again.json()).toMatchObject({ code: 415, message_en: 'You have already used this promo code.' });
  });
});

describe('POST /orders with cash on delivery', () => {
  it('places the order, takes the stock, empties the cart and confirms by e-mail and SMS', async () => {
    const item = await product(5, 15_000);
    const who = await shopper([{ id: item, amount: 2 }]);
    const res = await place(who.token, {
      address_id: who.addressId,
      payment_method: 1,
      notes: 'Ring twice',
      plan_id: null,
      accept_payment_discount_dialog: 0,
      verification_code: '',
      promo: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order, pay_url } = res.json().data as PlaceOrderResult;
    expect(pay_url).toBeNull();
    expect(order).toMatchObject({
      status: 'processing',
      notes: 'Ring twice',
      payment_method: { code: 'cod' },
      address: { city_en: 'Nasr City', street: '12 Abbas El Akkad' },
      totals: { subtotal: 30_000, discount: 2_000, delivery_fee: 60, total: 28_060 },
    });
    expect(order.number).toMatch(/^ISP-\d{6}$/);
    expect(order.items).toEqual([
      expect.objectContaining({ variant_id: item, amount: 2, unit_price: 14_000 }),
    ]);
    expect(await stockOf(item)).toBe(3);

    const cart = await call('GET', '/api/customer/carts', who.token);
    expect(cart.json().data.lines).toEqual([]);
    const mail = await listMessages(t.runtime.deps.db, { to: who.email });
    expect(mail[0]?.subject).toBe(`Order ${order.number}: Processing`);
    const sms = await listMessages(t.runtime.deps.db, { to: who.phone });
    expect(sms[0]?.body).toContain(order.number);

    const list = await call('GET', '/api/customer/orders', who.token);
    expect(list.json().data).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.json().data.results[0].id).toBe(order.id);
    const one = await call('GET', `/api/customer/orders/${order.id}/`, who.token);
    expect(one.json().data.history).toEqual([
      expect.objectContaining({ status: 'processing', note: 'Order placed' }),
    ]);
    // The answer to placing it is built from what was written; it must be the order as stored, field for field.
    expect(one.json().data).toEqual(order);
    const stranger = await shopper([]);
    expect((await call('GET', `/api/customer/orders/${order.id}/`, stranger.token)).statusCode).toBe(404);
  });

  it('sells pre-order products ahead of stock: more than the stock, none reserved', async () => {
    const preorder = await product(0, 30_000, { preorder: 1 });
    const who = await shopper([{ id: preorder, amount: 3 }]);
    const cart = (await call('GET', '/api/customer/carts', who.token)).json().data;
    expect(cart.lines.map((l: { id: number; amount: number }) => [l.id, l.amount])).toEqual([[preorder, 3]]);
    const res = await place(who.token, { address_id: who.addressId, payment_method: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json().data as PlaceOrderResult;
    expect(await stockOf(preorder)).toBe(0);
    const reserved = await t.runtime.deps.db
      .selectFrom('order_items')
      .select(['variant_id', 'reserved'])
      .where('order_id', '=', order.id)
      .execute();
    expect(reserved).toEqual([{ variant_id: preorder, reserved: 0 }]);
  });

  it('refuses to order a product announced as available soon, even one already in the cart', async () => {
    const soon = await product(2, 10_000, { available_soon: 1 });
    const item = await product(5, 5_000);
    const who = await shopper([{ id: item, amount: 1 }]);
    const refused = await call('POST', '/api/customer/carts', who.token, {
      items: [{ id: soon, amount: 1 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message_en).toMatch(/is available soon and cannot be ordered yet\.$/);

    // A line that got into the cart before the product was announced as available soon.
    const { db } = t.runtime.deps;
    const soonProduct = await db
      .selectFrom('product_variants')
      .select('product_id')
      .where('id', '=', soon)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ available_soon: 0 })
      .where('id', '=', soonProduct.product_id)
      .execute();
    const added = await call('POST', '/api/customer/carts', who.token, { items: [{ id: soon, amount: 1 }] });
    expect(added.statusCode, added.body).toBe(200);
    await db
      .updateTable('products')
      .set({ available_soon: 1 })
      .where('id', '=', soonProduct.product_id)
      .execute();

    const summary = await call('POST', '/api/customer/orders/summary', who.token, {
      address_id: who.addressId,
      payment_method: 1,
    });
    expect(summary.json().data.can_checkout).toBe(false);
    const res = await place(who.token, { address_id: who.addressId, payment_method: 1 });
    expect(res.statusCode).toBe(409);
    const name = (
      await db
        .selectFrom('products')
        .select('name')
        .where('id', '=', soonProduct.product_id)
        .executeTakeFirstOrThrow()
    ).name;
    expect(res.json().message_en).toBe(
      `${name} is available soon and cannot be ordered yet. Please remove it from your cart.`,
    );
    expect([await stockOf(soon), await stockOf(item)]).toEqual([2, 5]);
    const orders = await db.selectFrom('orders').select('id').where('user_id', '=', who.userId).execute();
    expect(orders).toEqual([]);
  });

  it('answers an empty cart, a blocked cart, a bad method or plan, and a missing address with a clear 4xx', async () => {
    const item = await product(1, 5_000);
    const who = await shopper([]);
    const empty = await place(who.token, { address_id: who.addressId, payment_method: 1 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message_en).toMatch(/cart is empty/);

    await call('POST', '/api/customer/carts', who.token, { items: [{ id: item, amount: 1 }], reset: true });
    await t.runtime.deps.db
      .updateTable('product_variants')
      .set({ stock: 0 })
      .where('id', '=', item)
      .execute();
    const blocked = await place(who.token, { address_id: who.addressId, payment_method: 1 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message_en).toMatch(/review your cart/);

    expect(
      (await place(who.token, { address_id: who.addressId, payment_method: 9 })).json().message_en,
    ).toMatch(/payment methods offered/);
    expect(
      (await place(who.token, { address_id: who.addressId, payment_method: 3 })).json().message_en,
    ).toMatch(/installment plan/);
    expect((await place(who.token, { address_id: 999_999, payment_method: 1 })).statusCode).toBe(404);
    const malformed = await place(who.token, { address_id: 'x', payment_method: 1 });
    expect(malformed.statusCode).toBe(400);
  });

  it('needs a verified phone: 403 without a code, a wrong code is refused, the right code verifies and places', async () => {
    const item = await product(5, 5_000);
    const who = await shopper([{ id: item, amount: 1 }], { verified: false });
    const refused = await place(who.token, { address_id: who.addressId, payment_method: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message_en).toBe('Please verify your phone number to place your order.');

    await call('POST', '/api/customer/profile/send_verification', who.token, {});
    const sms = await listMessages(t.runtime.deps.db, { to: who.phone, limit: 1 });
    const code = /^(\d{6})/.exec(sms[0]!.body)![1]!;
    const wrong = await place(who.token, {
      address_id: who.addressId,
      payment_method: 1,
      verification_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const right = await place(who.token, {
      address_id: who.addressId,
      payment_method: 1,
      verification_code: code,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect((await call('GET', '/api/customer/profile/', who.token)).json().data.user.phone_verified).toBe(1);
  });

  it('makes one order for one Idempotency-Key, and answers the same order again', async () => {
    const item = await product(5, 5_000);
    const who = await shopper([{ id: item, amount: 1 }]);
    const headers = { 'idempotency-key': `checkout-${seq}-abcdef` };
    const first = await place(who.token, { address_id: who.addressId, payment_method: 1 }, headers);
    const second = await place(who.token, { address_id: who.addressId, payment_method: 1 }, headers);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data.order.id).toBe(first.json().data.order.id);
    expect((await call('GET', '/api/customer/orders', who.token)).json().data.count).toBe(1);
    expect(await stockOf(item)).toBe(4);
  });
});

describe('paying online through the sandbox gateway', () => {
  /** A card order of a product with the CIB offer, for a CIB card (cardBin) or for any card (null). */
  async function cardOrder(cardBin: string | null = CIB_BIN) {
    const item = await product(5, 10_000, {
      payment_methods_discount_name_en: 'Save 10% with CIB cards',
    });
    const who = await shopper([{ id: item, amount: 1 }]);
    const choice = { address_id: who.addressId, payment_method: 2, card_bin: cardBin };
    if (cardBin) {
      const unaccepted = await place(who.token, choice);
      expect(unaccepted.statusCode).toBe(409);
      expect(unaccepted.json().message_en).toMatch(/changes your total to 8,160 EGP/);
    }
    const res = await place(who.token, { ...choice, accept_payment_discount_dialog: cardBin ? 1 : 0 });
    expect(res.statusCode, res.body).toBe(200);
    const { order, pay_url } = res.json().data as { order: Order; pay_url: string };
    expect(order.status).toBe('pending_payment');
    expect(order.totals.total).toBe(cardBin ? 9_000 - 900 + 60 : 9_000 + 60);
    expect(order.pay_before).not.toBeNull();
    return { item, who, order, path: new URL(pay_url).pathname };
  }

  const statusOf = async (token: string, id: number) =>
    (await call('GET', `/api/customer/orders/${id}`, token)).json().data.status as string;

  it('pays with the success card: the hosted page, then the order is paid and confirmed', async () => {
    const { item, who, order, path } = await cardOrder();
    const page = await call('GET', path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('Sandbox card payment');
    expect(page.body).toContain('8,160 EGP');

    const bad = await sandboxForm(who.token, path, 'card=1234&expiry=12%2F40&cvc=123');
    expect(bad.body).toContain('Enter the 16 digits');
    const paid = await sandboxForm(who.token, path, `card=${CIB_CARD}&expiry=12%2F40&cvc=123`);
    expect(paid.body).toContain(`/checkout?response=success&order_id=${order.id}`);
    expect(await statusOf(who.token, order.id)).toBe('paid');
    expect(await stockOf(item)).toBe(4);
    const mail = await listMessages(t.runtime.deps.db, { to: who.email, limit: 1 });
    expect(mail[0]?.subject).toBe(`Order ${order.number}: Paid`);
  });

  it('a declined card fails the order and gives the stock back; the challenge card pays with its code', async () => {
    const declined = await cardOrder(null);
    const res = await sandboxForm(
      declined.who.token,
      declined.path,
      'card=4000000000000002&expiry=12%2F40&cvc=123',
    );
    expect(res.body).toContain('response=failed');
    expect(await statusOf(declined.who.token, declined.order.id)).toBe('payment_failed');
    expect(await stockOf(declined.item)).toBe(5);
    // The customer finds the items back in the cart, ready to try again or pay on delivery.
    const cart = (await call('GET', '/api/customer/carts', declined.who.token)).json().data;
    expect(cart.lines.map((l: { id: number; amount: number }) => [l.id, l.amount])).toEqual([
      [declined.item, 1],
    ]);

    const challenged = await cardOrder(null);
    const step = await sandboxForm(
      challenged.who.token,
      challenged.path,
      'card=4000000000003220&expiry=12%2F40&cvc=123',
    );
    expect(step.body).toContain('Confirm your payment');
    const done = await sandboxForm(challenged.who.token, `${challenged.path}/challenge`, 'otp=123456');
    expect(done.body).toContain('response=success');
    expect(await statusOf(challenged.who.token, challenged.order.id)).toBe('paid');
  });

  it('rejects forged callbacks and other amounts, and a replayed event changes nothing', async () => {
    const { who, order } = await cardOrder(null);
    const row = await t.runtime.deps.db
      .selectFrom('orders')
      .select(['pay_reference', 'total'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const secret = await t.runtime.deps.sandboxSecret();
    const send = (body: Json, signature?: string) => {
      const raw = JSON.stringify(body);
      return t.app.inject({
        method: 'POST',
        url: '/api/customer/payments/sandbox/callback',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signature ?? signSandboxBody(secret, raw),
        },
      });
    };
    const event = {
      event_id: `evt-${order.id}`,
      reference: row.pay_reference,
      amount: row.total,
      success: true,
    };

    const forged = await send(event, signSandboxBody('not-the-secret-at-all', JSON.stringify(event)));
    expect(forged.statusCode).toBe(400);
    expect(await statusOf(who.token, order.id)).toBe('pending_payment');
    const cheaper = await send({ ...event, event_id: 'evt-cheap', amount: 1 });
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message_en).toMatch(/amount does not match/);
    expect(await statusOf(who.token, order.id)).toBe('pending_payment');
    // Signed, but not a payment event: a field missing or of the wrong type, or no JSON at all.
    for (const body of [
      { ...event, success: 'yes' },
      { event_id: event.event_id, reference: event.reference, success: true },
      [event],
    ]) {
      const odd = await send(body as Json);
      expect(odd.statusCode, JSON.stringify(body)).toBe(400);
      expect(odd.json().message_en).toBe('The callback body is not a payment event.');
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/customer/payments/sandbox/callback',
      payload: 'paid=yes',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': signSandboxBody(secret, 'paid=yes'),
      },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message_en).toBe('The callback body is not a payment event.');
    expect(await statusOf(who.token, order.id)).toBe('pending_payment');

    const paid = await send(event);
    expect(paid.json().data).toEqual({ outcome: 'paid' });
    const replay = await send(event);
    expect(replay.json().data).toEqual({ outcome: 'replayed' });
    const lateFailure = await send({ ...event, event_id: 'evt-late', success: false });
    expect(lateFailure.json().data).toEqual({ outcome: 'ignored' });
    expect(await statusOf(who.token, order.id)).toBe('paid');
  });

  it('cancels an order that was not paid in time and puts its stock back', async () => {
    const { item, who, order } = await cardOrder();
    expect(await stockOf(item)).toBe(4);
    expect(await expireUnpaidOrders(t.runtime.deps, new Date())).toBe(0);
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await expireUnpaidOrders(t.runtime.deps, later)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(who.token, order.id)).toBe('cancelled');
    expect(await stockOf(item)).toBe(5);
    const detail = (await call('GET', `/api/customer/orders/${order.id}`, who.token)).json().data as Order;
    expect(detail.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Not paid in time' });
  });
});

describe('never overselling', () => {
  it('50 customers buying the last 5 units at once make exactly 5 orders and leave stock 0', async () => {
    const item = await product(50, 3_000);
    const buyers = [];
    for (let i = 0; i < 50; i += 1) buyers.push(await shopper([{ id: item, amount: 1 }]));
    await t.runtime.deps.db
      .updateTable('product_variants')
      .set({ stock: 5 })
      .where('id', '=', item)
      .execute();
    const answers = await Promise.all(
      buyers.map((b) => place(b.token, { address_id: b.addressId, payment_method: 1 })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    expect(codes.filter((c) => c >= 500)).toHaveLength(0);
    expect(await stockOf(item)).toBe(0);
    const sold = await t.runtime.deps.db
      .selectFrom('order_items')
      .select((eb) => eb.fn.sum<number>('amount').as('n'))
      .where('variant_id', '=', item)
      .executeTakeFirstOrThrow();
    expect(Number(sold.n)).toBe(5);
  });

  it('10 simultaneous submits of one cart make one order', async () => {
    const item = await product(10, 3_000);
    const who = await shopper([{ id: item, amount: 2 }]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(who.token, { address_id: who.addressId, payment_method: 1 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    expect((await call('GET', '/api/customer/orders', who.token)).json().data.count).toBe(1);
    expect(await stockOf(item)).toBe(8);
  });
});

describe('operator orders command', () => {
  it('lists, shows and moves orders along the allowed statuses, refusing others', async () => {
    const item = await product(5, 4_000);
    const who = await shopper([{ id: item, amount: 1 }]);
    const placed = (await place(who.token, { address_id: who.addressId, payment_method: 1 })).json().data
      .order as Order;
    const run = (...args: string[]) => ordersCommand(t.runtime, args);

    expect(await run('list', '--status', 'processing')).toContain(placed.number);
    const shown = await run('show', placed.number);
    expect(shown).toContain('Cash on delivery');
    expect(shown).toContain('Nasr City');
    expect(await run('set-status', String(placed.id), 'shipped')).toContain('Shipped');
    await expect(run('set-status', String(placed.id), 'processing')).rejects.toThrow(
      /can go to delivered, not processing/,
    );
    expect(await run('set-status', String(placed.id), 'delivered')).toContain('Delivered');
    const history = (await call('GET', `/api/customer/orders/${placed.id}`, who.token)).json().data
      .history as Array<{
      status: string;
    }>;
    expect(history.map((h) => h.status)).toEqual(['processing', 'shipped', 'delivered']);
    await expect(run('set-status', String(placed.id), 'flying')).rejects.toThrow(/STATUS is one of/);
  });
});
