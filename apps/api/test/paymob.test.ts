import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/orders';
import { ConfigError, loadConfig } from '#app/env';
import { AppError } from '#app/errors/app-error';
import {
  createPaymobGateway,
  paymobEvent,
  PAYMOB_CALLBACK_PATH,
  PAYMOB_RETURN_PATH,
  readPaymobCallbackFields,
  readPaymobQueryFields,
  verifyPaymobHmac,
} from '#app/integrations/payments/paymob-gateway';
import { cardGatewayFrameOrigin } from '#app/modules/payments/card-gateways';
import { startFakePaymob, type FakePaymob } from './support/fake-paymob.ts';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let fake: FakePaymob;
let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  fake = await startFakePaymob();
  t = await createTestApp(
    {
      AUTH_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'info',
      ...fake.env(),
    },
    { write: (line) => void logLines.push(line) },
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Json = Record<string, unknown>;
const CAIRO_CITY = 101; // Nasr City, Cairo (delivery 60 EGP)
let seq = 0;

function call(app: TestApp, method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return app.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Json }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A signed-in customer with a verified phone, an address in Cairo, and the given cart. */
async function shopper(app: TestApp, cart: Array<{ id: number; amount: number }>) {
  seq += 1;
  const phone = `0102${String(seq).padStart(7, '0')}`;
  const who = await makeTestCustomer(app.runtime.deps.db, `payer${seq}-${Date.now()}`, {
    phone,
    phoneVerified: true,
  });
  const address = await call(app, 'POST', '/api/customer/profile/addresses', who.token, {
    name: 'Mona Adel',
    phone,
    city_id: CAIRO_CITY,
    street: '12 Abbas El Akkad',
  });
  expect(address.statusCode, address.body).toBeLessThan(300);
  const addressId = (address.json().data as Array<{ id: number }>)[0]?.id ?? address.json().data.id;
  const res = await call(app, 'POST', '/api/customer/carts', who.token, { items: cart, reset: true });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, phone, addressId: addressId as number };
}

async function stockOf(app: TestApp, variantId: number): Promise<number> {
  const row = await app.runtime.deps.db
    .selectFrom('product_variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

async function product(app: TestApp, stock: number, price = 10_000, offer: string | null = null) {
  seq += 1;
  const made = await makeTestProduct(
    app.runtime.deps.db,
    `paymob-item-${seq}`,
    { payment_methods_discount_name_en: offer },
    [{ price, discount_price: price - 1_000, stock }],
  );
  return made.variantIds[0]!;
}

const placeCard = (app: TestApp, who: { token: string; addressId: number }, extra: Json = {}) =>
  call(app, 'POST', '/api/customer/orders', who.token, {
    device_type: 1,
    notes: '',
    address_id: who.addressId,
    payment_method: 2,
    accept_payment_discount_dialog: 1,
    ...extra,
  });

/** A card order of one unit (stock 5 -> 4) placed through the fake Paymob. */
async function cardOrder(app = t, expectedCode = 203) {
  const item = await product(app, 5);
  const who = await shopper(app, [{ id: item, amount: 1 }]);
  const before = fake.requests.length;
  const res = await placeCard(app, who);
  expect(res.statusCode, res.body).toBe(expectedCode);
  expect(fake.requests.length).toBe(before + 1);
  const { order, pay_url } = res.json().data as { order: Order; pay_url: string };
  expect(order.status).toBe('pending_payment');
  const intention = fake.intentions.at(-1)!;
  return { item, who, order, payUrl: pay_url, intention, request: fake.requests.at(-1)! };
}

const statusOf = async (app: TestApp, token: string, id: number) =>
  (await call(app, 'GET', `/api/customer/orders/${id}`, token)).json().data.status as string;

const sendCallback = (body: unknown, hmac: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: hmac === undefined ? PAYMOB_CALLBACK_PATH : `${PAYMOB_CALLBACK_PATH}?hmac=${hmac}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('placing a card order through Paymob', () => {
  it('creates an intention in piastres with the secret key and billing data, and answers 203 with unified checkout', async () => {
    const { item, who, order, payUrl, intention, request } = await cardOrder();
    const total = order.totals.total;
    expect(Number.isInteger(total)).toBe(true);
    expect(request.authorization).toBe(`Token ${fake.secretKey}`);
    expect(request.contentType).toMatch(/application\/json/);
    expect(request.body).toMatchObject({
      amount: total * 100,
      currency: 'EGP',
      payment_methods: [fake.integrationId],
      items: [{ name: order.number, amount: total * 100, quantity: 1 }],
      special_reference: order.number,
    });
    expect(request.body.billing_data).toMatchObject({
      first_name: 'Shopper',
      last_name: expect.stringMatching(/^payer\d+-\d+$/),
      email: who.email,
      phone_number: who.phone,
      city: 'NA',
      country: 'NA',
      street: 'NA',
    });
    expect(String(request.body.notification_url)).toMatch(
      new RegExp(`^https?://[^/]+${PAYMOB_CALLBACK_PATH}$`),
    );
    expect(String(request.body.redirection_url)).toMatch(new RegExp(`^https?://[^/]+${PAYMOB_RETURN_PATH}$`));
    // The intention ends when the order's hold does (PAYMENT_HOLD_MINUTES, 30 by default).
    expect(request.body.expiration).toBe(30 * 60);

    const url = new URL(payUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/unifiedcheckout/`);
    expect(url.searchParams.get('publicKey')).toBe(fake.publicKey);
    expect(url.searchParams.get('clientSecret')).toBe(intention.client_secret);
    expect(payUrl).not.toContain(fake.secretKey);

    const row = await t.runtime.deps.db
      .selectFrom('orders')
      .select(['pay_provider', 'pay_reference', 'pay_url'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      pay_provider: 'paymob',
      pay_reference: String(intention.intention_order_id),
      pay_url: payUrl,
    });
    expect(await stockOf(t, item)).toBe(4);
  });

  it('answers 200 with the iframe url when PAYMOB_IFRAME_ID is set', async () => {
    const framed = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
      ...fake.env({ PAYMOB_IFRAME_ID: '830123' }),
    });
    try {
      const { payUrl, intention } = await cardOrder(framed, 200);
      expect(payUrl).toBe(
        `${fake.url}/api/acceptance/iframes/830123?payment_token=${encodeURIComponent(intention.payment_key)}`,
      );
      expect(cardGatewayFrameOrigin(framed.runtime.deps.config)).toBe(new URL(fake.url).origin);
    } finally {
      await framed.close();
    }
  });

  it('gives the customer a clear 503 envelope when Paymob fails, and the order holds no stock', async () => {
    for (const failure of ['error', 'malformed'] as const) {
      const item = await product(t, 5);
      const who = await shopper(t, [{ id: item, amount: 1 }]);
      fake.fail = failure;
      let res;
      try {
        res = await placeCard(t, who);
      } finally {
        fake.fail = null;
      }
      expect(res.statusCode, failure).toBe(503);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      // Body code 503, or the payment error 405 where checkout answers with it.
      expect([405, 503]).toContain(res.json().code);
      expect(res.json()).toMatchObject({
        message_en: expect.stringMatching(/card payment could not be started/),
        data: null,
      });
      expect(await stockOf(t, item)).toBe(5);
      const held = await t.runtime.deps.db
        .selectFrom('orders')
        .select(['status'])
        .where('user_id', '=', who.userId)
        .execute();
      expect(held.map((o) => o.status)).toEqual(['payment_failed']);
    }
  });
});

describe('the Paymob gateway on its own', () => {
  const request = {
    orderId: 7,
    orderNumber: 'ISP-000007',
    amount: 1_250,
    kind: 'card' as const,
    customer: { name: 'Mona', email: 'mona@example.com', phone: null },
    origin: 'https://shop.example',
  };
  const gateway = (extra: Partial<Parameters<typeof createPaymobGateway>[0]> = {}) =>
    createPaymobGateway({
      baseUrl: `${fake.url}/`,
      secretKey: fake.secretKey,
      publicKey: fake.publicKey,
      integrationId: fake.integrationId,
      ...extra,
    });

  it('sends NA for what the shop does not know and names the intention by its Paymob order id', async () => {
    const started = await gateway().start(request);
    const sent = fake.requests.at(-1)!.body;
    expect(sent.billing_data).toMatchObject({ first_name: 'Mona', last_name: 'NA', phone_number: 'NA' });
    expect(sent.notification_url).toBe(`https://shop.example${PAYMOB_CALLBACK_PATH}`);
    expect(sent.amount).toBe(125_000);
    expect(started).toMatchObject({
      provider: 'paymob',
      reference: String(fake.intentions.at(-1)!.intention_order_id),
      mode: 'redirect',
    });
  });

  it('routes installment payments to the installments integration when one is set, cards to the card one', async () => {
    const routed = gateway({ installmentsIntegrationId: 555 });
    // The fake knows only the card integration and refuses 555; what matters is what was asked.
    await routed.start({ ...request, kind: 'installments' }).catch(() => undefined);
    expect(fake.requests.at(-1)!.body.payment_methods).toEqual([555]);
    await routed.start(request);
    expect(fake.requests.at(-1)!.body.payment_methods).toEqual([fake.integrationId]);
    await gateway().start({ ...request, kind: 'installments' });
    expect(fake.requests.at(-1)!.body.payment_methods).toEqual([fake.integrationId]);
  });

  it('turns refusals, bad replies, no answer and an unreachable host into AppErrors with a clear message', async () => {
    const failing = async (make: () => Promise<unknown>) => {
      const error = await make().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      return error as AppError;
    };
    const refused = await failing(() => gateway({ secretKey: 'sk_wrong' }).start(request));
    expect(refused.message).toMatch(/Paymob refused the payment \(HTTP 401\)/);
    expect(refused.status).toBe(503);

    fake.fail = 'error';
    expect((await failing(() => gateway().start(request))).message).toMatch(/HTTP 500/);
    fake.fail = 'malformed';
    expect((await failing(() => gateway().start(request))).message).toMatch(/could not read/);
    fake.fail = 'hang';
    expect((await failing(() => gateway({ timeoutMs: 200 }).start(request))).message).toMatch(
      /Paymob did not answer in 0.2 s/,
    );
    fake.fail = null;
    const unreachable = await failing(() => gateway({ baseUrl: 'http://127.0.0.1:9' }).start(request));
    expect(unreachable.message).toMatch(/could not be reached/);
  });
});

describe('the Paymob transaction callback', () => {
  it('a signed success pays the order', async () => {
    const { item, who, order, intention } = await cardOrder();
    const { body, hmac } = fake.callback(intention.intention_order_id);
    const res = await sendCallback(body, hmac);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { outcome: 'paid' } });
    expect(await statusOf(t, who.token, order.id)).toBe('paid');
    expect(await stockOf(t, item)).toBe(4);
  });

  it('a signed decline fails the order and gives the stock back', async () => {
    const { item, who, order, intention } = await cardOrder();
    const { body, hmac } = fake.callback(intention.intention_order_id, { success: false });
    const res = await sendCallback(body, hmac);
    expect(res.json().data).toEqual({ outcome: 'failed' });
    expect(await statusOf(t, who.token, order.id)).toBe('payment_failed');
    expect(await stockOf(t, item)).toBe(5);
  });

  it('a forged hmac, another amount and a replay change nothing', async () => {
    const { item, who, order, intention } = await cardOrder();
    const unchanged = async (status = 'pending_payment', stock = 4) => {
      expect(await statusOf(t, who.token, order.id)).toBe(status);
      expect(await stockOf(t, item)).toBe(stock);
    };
    const orderId = intention.intention_order_id;
    const cents = order.totals.total * 100;

    const forged = fake.callback(orderId, {}, 'not-the-hmac-secret');
    const forgedRes = await sendCallback(forged.body, forged.hmac);
    expect(forgedRes.statusCode).toBe(400);
    expect(forgedRes.json().message_en).toMatch(/signature is not valid/);
    await unchanged();
    expect((await sendCallback(forged.body, undefined)).statusCode).toBe(400);
    expect((await sendCallback(forged.body, 'zz')).statusCode).toBe(400);
    // A genuine signature over one body does not cover another.
    const genuine = fake.callback(orderId);
    const tampered = { ...genuine.body, obj: { ...genuine.body.obj, amount_cents: 100 } };
    expect((await sendCallback(tampered, genuine.hmac)).statusCode).toBe(400);
    await unchanged();

    for (const amountCents of [cents - 100, cents + 50, 100]) {
      const other = fake.callback(orderId, { amountCents });
      const res = await sendCallback(other.body, other.hmac);
      expect(res.statusCode, String(amountCents)).toBe(400);
      expect(res.json().message_en).toMatch(/amount does not match/);
      await unchanged();
    }
    const dollars = fake.callback(orderId, { currency: 'USD' });
    expect((await sendCallback(dollars.body, dollars.hmac)).statusCode).toBe(400);
    const unknown = fake.callback(999_999_999, { amountCents: cents });
    expect((await sendCallback(unknown.body, unknown.hmac)).statusCode).toBe(400);
    const pending = fake.callback(orderId, { success: false, pending: true });
    expect((await sendCallback(pending.body, pending.hmac)).json().data).toEqual({ outcome: 'ignored' });
    const token = await sendCallback({ type: 'TOKEN', obj: { token: 'x' } }, 'a'.repeat(128));
    expect(token.statusCode).toBe(200);
    expect(token.json().data).toEqual({ outcome: 'ignored' });
    await unchanged();

    const paid = await sendCallback(genuine.body, genuine.hmac);
    expect(paid.json().data).toEqual({ outcome: 'paid' });
    await unchanged('paid', 4);
    const replay = await sendCallback(genuine.body, genuine.hmac);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ outcome: 'replayed' });
    const replayedDecline = fake.callback(orderId, { success: false, id: genuine.id });
    expect((await sendCallback(replayedDecline.body, replayedDecline.hmac)).json().data).toEqual({
      outcome: 'replayed',
    });
    const lateDecline = fake.callback(orderId, { success: false });
    expect((await sendCallback(lateDecline.body, lateDecline.hmac)).json().data).toEqual({
      outcome: 'ignored',
    });
    await unchanged('paid', 4);
  });

  it('logs a rejected callback as a warning without the hmac, the secrets or card data', async () => {
    const { intention } = await cardOrder();
    const forged = fake.callback(intention.intention_order_id, {}, 'wrong-secret');
    const from = logLines.length;
    await sendCallback(forged.body, forged.hmac);
    const lines = logLines.slice(from);
    const warning = lines
      .map((l) => JSON.parse(l) as Json)
      .find((l) => l.msg === 'payment callback rejected: bad hmac');
    expect(warning).toMatchObject({ level: 40, provider: 'paymob' });
    // Nothing anywhere in the log holds the hmac or a key; the rejected request's lines hold no card data either.
    const text = logLines.join('\n');
    for (const secret of [forged.hmac, fake.hmacSecret, fake.secretKey, fake.publicKey]) {
      expect(text).not.toContain(secret);
    }
    for (const cardData of ['source_data', 'MasterCard', 'hmac='])
      expect(lines.join('\n')).not.toContain(cardData);
  });
});

/** The 20 signed values of a callback body joined as Paymob documents, written here apart from the shop's code. */
function concatenation(obj: Json): string {
  const source = obj.source_data as Json;
  const order = obj.order as Json;
  return [
    obj.amount_cents,
    obj.created_at,
    obj.currency,
    obj.error_occured,
    obj.has_parent_transaction,
    obj.id,
    obj.integration_id,
    obj.is_3d_secure,
    obj.is_auth,
    obj.is_capture,
    obj.is_refunded,
    obj.is_standalone_payment,
    obj.is_voided,
    order.id,
    obj.owner,
    obj.pending,
    source.pan,
    source.sub_type,
    source.type,
    obj.success,
  ]
    .map((v) => String(v))
    .join('');
}

describe('a callback whose values are shifted between neighbouring fields', () => {
  it('is refused although it joins to the signed text; a genuine one still pays', async () => {
    const { item, who, order, intention } = await cardOrder();
    const genuine = fake.callback(intention.intention_order_id);
    const obj = genuine.body.obj;
    const digits = (v: unknown) => String(v);
    const orderObj = obj.order as Json;
    const source = obj.source_data as Json;
    const shifted: Array<[string, Json]> = [
      // The transaction id's last digit moved into the integration id: a new event id for the same payment.
      [
        'id | integration_id',
        {
          id: Number(digits(obj.id).slice(0, -1)),
          integration_id: Number(digits(obj.id).slice(-1) + digits(obj.integration_id)),
        },
      ],
      [
        'amount_cents | created_at',
        {
          amount_cents: Number(digits(obj.amount_cents).slice(0, -2)),
          created_at: digits(obj.amount_cents).slice(-2) + digits(obj.created_at),
        },
      ],
      ['currency | error_occured', { currency: 'EGPf', error_occured: 'alse' }],
      [
        'pending | source_data.pan',
        { pending: 'fals', source_data: { ...source, pan: `e${digits(source.pan)}` } },
      ],
      [
        'order.id | owner',
        {
          order: { ...orderObj, id: Number(digits(orderObj.id).slice(0, -1)) },
          // A number when the moved digit is not 0 (a leading 0 has no JSON number to carry it).
          owner: ((moved) => (moved.startsWith('0') ? moved : Number(moved)))(
            digits(orderObj.id).slice(-1) + digits(obj.owner),
          ),
        },
      ],
      // The same text, carried as strings where Paymob sends numbers and booleans.
      ['values as text', { amount_cents: digits(obj.amount_cents), success: 'true', pending: 'false' }],
    ];
    for (const [what, change] of shifted) {
      const body = { ...genuine.body, obj: { ...obj, ...change } };
      expect(concatenation(body.obj), what).toBe(concatenation(obj));
      const res = await sendCallback(body, genuine.hmac);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json().code, what).toBe(400);
      expect(await statusOf(t, who.token, order.id)).toBe('pending_payment');
    }

    const paid = await sendCallback(genuine.body, genuine.hmac);
    expect(paid.json().data).toEqual({ outcome: 'paid' });
    expect(await statusOf(t, who.token, order.id)).toBe('paid');
    expect(await stockOf(t, item)).toBe(4);
    // A replay with its id shifted into the integration id is not a new event either.
    const replay = {
      ...genuine.body,
      obj: { ...obj, ...shifted[0]![1] },
    };
    expect((await sendCallback(replay, genuine.hmac)).statusCode).toBe(400);
  });

  it('sends a return whose query values are shifted to response=failed', async () => {
    const { intention, order } = await cardOrder();
    const genuine = fake.returnQuery(intention.intention_order_id);
    const id = genuine.get('id')!;
    const shifted = new URLSearchParams(genuine);
    shifted.set('id', id.slice(0, -1));
    shifted.set('integration_id', id.slice(-1) + genuine.get('integration_id'));
    const back = (query: URLSearchParams) =>
      t.app.inject({ method: 'GET', url: `${PAYMOB_RETURN_PATH}?${query.toString()}` });
    expect((await back(shifted)).headers.location).toBe('/checkout?response=failed');
    expect((await back(genuine)).headers.location).toBe(`/checkout?response=success&order_id=${order.id}`);
  });
});

describe('the CIB card offer paid through Paymob', () => {
  const CIB_OFFER = 'Save 10% with CIB cards';
  async function cibOrder() {
    const item = await product(t, 5, 10_000, CIB_OFFER);
    const who = await shopper(t, [{ id: item, amount: 1 }]);
    const res = await placeCard(t, who, { card_bin: '455712' });
    expect(res.statusCode, res.body).toBe(203);
    const order = res.json().data.order as Order;
    // 9,000 less the offer's 10 %, and delivery: what Paymob is asked to charge is the total shown.
    expect(order.totals).toMatchObject({ method_discount: 900, total: 8_160 });
    expect(fake.requests.at(-1)!.body.amount).toBe(8_160 * 100);
    return { item, who, order, intention: fake.intentions.at(-1)! };
  }

  it('pays when Paymob reports a CIB card, in the signed pan or else beside it', async () => {
    const signed = await cibOrder();
    const one = fake.callback(signed.intention.intention_order_id, { pan: '455712xxxxxx4242' });
    expect((await sendCallback(one.body, one.hmac)).json().data).toEqual({ outcome: 'paid' });
    expect(await statusOf(t, signed.who.token, signed.order.id)).toBe('paid');

    const beside = await cibOrder();
    const two = fake.callback(beside.intention.intention_order_id, {
      pan: '4242',
      cardNum: '455712xxxxxx4242',
    });
    expect((await sendCallback(two.body, two.hmac)).json().data).toEqual({ outcome: 'paid' });
  });

  it('does not confirm an order paid with another card, or with a card it cannot see, and asks for a refund', async () => {
    for (const transaction of [
      { pan: '424242xxxxxx4242' },
      { pan: '2346' },
      { pan: '2346', cardNum: '455712xxxxxx9999' },
    ]) {
      const { item, who, order, intention } = await cibOrder();
      const from = logLines.length;
      const callback = fake.callback(intention.intention_order_id, transaction);
      const res = await sendCallback(callback.body, callback.hmac);
      expect(res.json().data, JSON.stringify(transaction)).toEqual({ outcome: 'failed' });
      expect(await statusOf(t, who.token, order.id)).toBe('payment_failed');
      expect(await stockOf(t, item)).toBe(5);
      const warning = logLines
        .slice(from)
        .map((l) => JSON.parse(l) as Json)
        .find((l) => typeof l.msg === 'string' && /refund it/.test(l.msg));
      expect(warning).toMatchObject({ level: 40, order_id: order.id });
    }
  });
});

describe('the customer coming back from Paymob', () => {
  const back = (query: URLSearchParams | string) =>
    t.app.inject({ method: 'GET', url: `${PAYMOB_RETURN_PATH}?${query.toString()}` });

  it('redirects to checkout with the outcome and order id, without changing the order', async () => {
    const { who, order, intention } = await cardOrder();
    const success = await back(fake.returnQuery(intention.intention_order_id));
    expect(success.statusCode).toBe(302);
    expect(success.headers.location).toBe(`/checkout?response=success&order_id=${order.id}`);
    expect(await statusOf(t, who.token, order.id)).toBe('pending_payment');

    const declined = await back(fake.returnQuery(intention.intention_order_id, { success: false }));
    expect(declined.headers.location).toBe(`/checkout?response=failed&order_id=${order.id}`);
    expect(await statusOf(t, who.token, order.id)).toBe('pending_payment');
  });

  it('sends a forged or unknown return to response=failed', async () => {
    const { who, order, intention } = await cardOrder();
    const forged = await back(fake.returnQuery(intention.intention_order_id, {}, 'wrong-secret'));
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/checkout?response=failed');

    const query = fake.returnQuery(intention.intention_order_id, { success: false });
    query.set('success', 'true');
    expect((await back(query)).headers.location).toBe('/checkout?response=failed');
    const doubled = fake.returnQuery(intention.intention_order_id);
    doubled.append('success', 'true');
    expect((await back(doubled)).headers.location).toBe('/checkout?response=failed');
    expect((await back('')).headers.location).toBe('/checkout?response=failed');
    const unknown = await back(fake.returnQuery(999_999_998, { amountCents: 100 }));
    expect(unknown.headers.location).toBe('/checkout?response=failed');
    expect(await statusOf(t, who.token, order.id)).toBe('pending_payment');
  });
});

describe('Paymob configuration', () => {
  const keys = {
    CARD_GATEWAY: 'paymob',
    PAYMOB_SECRET_KEY: 'sk_test_1',
    PAYMOB_PUBLIC_KEY: 'pk_test_1',
    PAYMOB_HMAC_SECRET: 'hmac_1',
    PAYMOB_INTEGRATION_ID: '4097558',
  };

  it('refuses CARD_GATEWAY=paymob without its keys, naming the missing ones', () => {
    expect(() => loadConfig({ CARD_GATEWAY: 'paymob' })).toThrow(ConfigError);
    expect(() => loadConfig({ CARD_GATEWAY: 'paymob' })).toThrow(
      /PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET, PAYMOB_INTEGRATION_ID/,
    );
    const { PAYMOB_HMAC_SECRET: _omitted, ...withoutHmac } = keys;
    expect(() => loadConfig(withoutHmac)).toThrow(/CARD_GATEWAY=paymob needs PAYMOB_HMAC_SECRET \(/);
    expect(() => loadConfig({ ...keys, PAYMOB_INTEGRATION_ID: '0' })).toThrow(/PAYMOB_INTEGRATION_ID/);
    expect(() => loadConfig({ ...keys, PAYMOB_IFRAME_ID: 'frame' })).toThrow(/PAYMOB_IFRAME_ID/);
    expect(() => loadConfig({ ...keys, PAYMOB_BASE_URL: 'not a url' })).toThrow(/PAYMOB_BASE_URL/);
    expect(() => loadConfig({ CARD_GATEWAY: 'stripe' })).toThrow(/CARD_GATEWAY/);
  });

  it('accepts the keys, defaults to accept.paymob.com, and names the origin the storefront may frame', () => {
    const config = loadConfig(keys);
    expect(config.PAYMOB_BASE_URL).toBe('https://accept.paymob.com');
    expect(config.PAYMOB_INTEGRATION_ID).toBe(4_097_558);
    expect(config.PAYMOB_IFRAME_ID).toBeUndefined();
    expect(cardGatewayFrameOrigin(config)).toBe('https://accept.paymob.com');
    expect(cardGatewayFrameOrigin(loadConfig({}))).toBeNull();
    expect(loadConfig({}).CARD_GATEWAY).toBe('sandbox');
  });
});

describe('verifyPaymobHmac', () => {
  // Paymob's documented sample transaction; its concatenated string is written out by hand, in the documented order.
  const secret = 'TEST_HMAC_SECRET_0123456789';
  const obj = {
    id: 192036465,
    pending: false,
    amount_cents: 100000,
    success: true,
    is_auth: false,
    is_capture: false,
    is_standalone_payment: true,
    is_voided: false,
    is_refunded: false,
    is_3d_secure: true,
    integration_id: 4097558,
    has_parent_transaction: false,
    order: { id: 217503754, merchant_order_id: 'ISP-000001' },
    created_at: '2024-06-13T11:33:44.592345',
    currency: 'EGP',
    source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
    error_occured: false,
    owner: 302852,
  };
  const concatenated =
    '100000' +
    '2024-06-13T11:33:44.592345' +
    'EGP' +
    'false' +
    'false' +
    '192036465' +
    '4097558' +
    'true' +
    'false' +
    'false' +
    'false' +
    'true' +
    'false' +
    '217503754' +
    '302852' +
    'false' +
    '2346' +
    'MasterCard' +
    'card' +
    'true';
  const expected = createHmac('sha512', secret).update(concatenated).digest('hex');

  it('matches the documented concatenation for the POST body and the GET query', () => {
    expect(concatenated).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue',
    );
    const fields = readPaymobCallbackFields({ type: 'TRANSACTION', obj });
    expect(verifyPaymobHmac(secret, fields, expected)).toBe(true);
    expect(verifyPaymobHmac(secret, fields, expected.toUpperCase())).toBe(true);

    const query = {
      id: '192036465',
      pending: 'false',
      amount_cents: '100000',
      success: 'true',
      is_auth: 'false',
      is_capture: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      is_refunded: 'false',
      is_3d_secure: 'true',
      integration_id: '4097558',
      profile_id: '302852',
      has_parent_transaction: 'false',
      order: '217503754',
      created_at: '2024-06-13T11:33:44.592345',
      currency: 'EGP',
      merchant_order_id: 'ISP-000001',
      'source_data.pan': '2346',
      'source_data.type': 'card',
      'source_data.sub_type': 'MasterCard',
      error_occured: 'false',
      owner: '302852',
      hmac: expected,
    };
    expect(verifyPaymobHmac(secret, readPaymobQueryFields(query), query.hmac)).toBe(true);
    expect(paymobEvent(fields!)).toEqual({
      provider: 'paymob',
      event_id: '192036465',
      reference: '217503754',
      amount: 1000,
      success: true,
      card_bin: null,
    });
  });

  it('is false for another secret, a changed field, and anything malformed, and never throws', () => {
    const fields = readPaymobCallbackFields({ type: 'TRANSACTION', obj })!;
    expect(verifyPaymobHmac('another-secret', fields, expected)).toBe(false);
    expect(verifyPaymobHmac(secret, { ...fields, success: 'false' }, expected)).toBe(false);
    expect(verifyPaymobHmac(secret, { ...fields, 'order.id': '217503755' }, expected)).toBe(false);
    for (const bad of [
      undefined,
      null,
      '',
      'abc',
      expected.slice(0, 127),
      `${expected}0`,
      'g'.repeat(128),
      [expected],
      42,
    ]) {
      expect(verifyPaymobHmac(secret, fields, bad)).toBe(false);
    }
    expect(verifyPaymobHmac('', fields, expected)).toBe(false);
    expect(verifyPaymobHmac(secret, null, expected)).toBe(false);
    expect(readPaymobCallbackFields({ type: 'TRANSACTION' })).toBeNull();
    expect(readPaymobCallbackFields('not json')).toBeNull();
    expect(readPaymobQueryFields({ success: ['true', 'false'] })).toBeNull();
  });

  it('reads a decline, a pending transaction and piastres as what they are', () => {
    const fields = readPaymobCallbackFields({ type: 'TRANSACTION', obj })!;
    expect(paymobEvent({ ...fields, success: 'false' }).success).toBe(false);
    expect(paymobEvent({ ...fields, pending: 'true' }).success).toBe(false);
    expect(paymobEvent({ ...fields, amount_cents: '100050' }).amount).toBe(1000.5);
    expect(Number.isNaN(paymobEvent({ ...fields, amount_cents: '1e5' }).amount)).toBe(true);
  });
});
