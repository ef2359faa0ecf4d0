import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/contract/orders';
import { buildApp } from '#app/app';
import { loadConfig } from '#app/env';
import { signSandboxBody } from '#app/integrations/payments/sandbox-gateway';
import { openRuntime, type Runtime } from '#app/runtime';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import {
  createTestApp,
  TEST_DATABASE_URL,
  TEST_DIALECT,
  TEST_REDIS_URL,
  withPgClient,
  type TestApp,
} from './support/test-app.ts';

/**
 * Abuse of checkout by one shopper: stock held by unpaid online orders, a product's limit spread over many orders,
 * a card offer claimed with any card, and promo codes found by guessing. Each limit is checked under parallel
 * requests, and the shared ones across two app instances on one database and one Redis.
 */

const CIB_OFFER = 'Save 10% with CIB cards';
/** Card numbers of the demo CIB offer (its BIN list) and of another bank; the sandbox pays any card ending 4242. */
const CIB_CARD = '4557 1200 0000 4242';
const CIB_BIN = '455712';
const OTHER_CARD = '4242 4242 4242 4242';
const OTHER_BIN = '424242';
const CAIRO_CITY = 101; // Nasr City, delivery 60 EGP

type Json = Record<string, unknown>;

let t: TestApp;
let namespace = '';
beforeAll(async () => {
  namespace = `abuse-${randomBytes(6).toString('hex')}`;
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_IP_MAX: '100000',
    REDIS_URL: TEST_REDIS_URL,
    RATE_LIMIT_NAMESPACE: namespace,
  });
});
afterAll(async () => {
  await t?.close();
  await dropNamespace(namespace);
});

async function dropNamespace(prefix: string) {
  if (!prefix) return;
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

let seq = 0;
const unique = () => `${(seq += 1)}-${randomBytes(3).toString('hex')}`;

/** A signed device cookie, as a browser holds it from its first page. */
const deviceCookie = (app: FastifyInstance, id = randomBytes(16).toString('base64url')) =>
  `shop_device=${app.signCookie(id)}`;

function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  who?: { token: string; cookie?: string },
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Json }),
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      ...(who?.cookie ? { cookie: who.cookie } : {}),
    },
  });
}

interface Shopper {
  token: string;
  userId: number;
  addressId: number;
  cookie: string;
}

/** A customer with a verified phone, an address in Cairo, a device cookie (given or new), and the given cart. */
async function shopper(
  app: FastifyInstance,
  runtime: Runtime,
  cart: Array<{ id: number; amount: number }>,
  cookie = deviceCookie(app),
): Promise<Shopper> {
  const n = unique();
  const phone = `0103${String(seq).padStart(7, '0')}`;
  const who = await makeTestCustomer(runtime.deps.db, `abuse${n}`, { phone, phoneVerified: true });
  const address = await call(
    app,
    'POST',
    '/api/customer/profile/addresses',
    { token: who.token, cookie },
    {
      name: 'Mona Adel',
      phone,
      city_id: CAIRO_CITY,
      street: '12 Abbas El Akkad',
    },
  );
  expect(address.statusCode, address.body).toBeLessThan(300);
  const data = address.json().data as Array<{ id: number }> | { id: number };
  const addressId = Array.isArray(data) ? data[0]!.id : data.id;
  const shopperWho = { token: who.token, userId: who.userId, addressId, cookie };
  if (cart.length > 0) await fillCart(app, shopperWho, cart);
  return shopperWho;
}

async function fillCart(app: FastifyInstance, who: Shopper, items: Array<{ id: number; amount: number }>) {
  const res = await call(app, 'POST', '/api/customer/carts', who, { items, reset: true });
  expect(res.statusCode, res.body).toBe(200);
}

const place = (app: FastifyInstance, who: Shopper, body: Json = {}) =>
  call(app, 'POST', '/api/customer/orders', who, {
    device_type: 1,
    address_id: who.addressId,
    payment_method: 1,
    ...body,
  });

/** A card order (method 2), accepting any price change. */
const placeCard = (app: FastifyInstance, who: Shopper, body: Json = {}) =>
  place(app, who, { payment_method: 2, accept_payment_discount_dialog: 1, ...body });

async function product(
  runtime: Runtime,
  stock: number,
  options: { price?: number; max_per_order?: number | null; offer?: string | null; preorder?: number } = {},
) {
  const made = await makeTestProduct(
    runtime.deps.db,
    `abuse-item-${unique()}`,
    {
      max_per_order: options.max_per_order ?? null,
      payment_methods_discount_name_en: options.offer ?? null,
      preorder: options.preorder ?? 0,
    },
    [{ price: options.price ?? 10_000, stock }],
  );
  return made.variantIds[0]!;
}

async function stockOf(runtime: Runtime, variantId: number) {
  const row = await runtime.deps.db
    .selectFrom('product_variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

const sandboxPost = (app: FastifyInstance, path: string, form: string) =>
  app.inject({
    method: 'POST',
    url: path,
    payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

const cardForm = (card: string) =>
  `card=${encodeURIComponent(card)}&expiry=${encodeURIComponent('12/40')}&cvc=123`;

const statusOf = async (app: FastifyInstance, who: Shopper, id: number) =>
  (await call(app, 'GET', `/api/customer/orders/${id}`, who)).json().data.status as string;

describe('unpaid online orders holding stock', () => {
  it('three unpaid card orders cannot hold the last 6 units: the third is refused and its stock stays', async () => {
    // No limit per customer on this product: the hold limit alone must stop the third order.
    const item = await product(t.runtime, 6);
    const who = await shopper(t.app, t.runtime, [{ id: item, amount: 2 }]);
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      await fillCart(t.app, who, [{ id: item, amount: 2 }]);
      answers.push(await placeCard(t.app, who));
    }
    expect(answers.slice(0, 2).map((a) => a.statusCode)).toEqual([200, 200]);
    const third = answers[2]!;
    expect(third.statusCode, third.body).toBe(409);
    expect(third.json().message_en).toBe(
      'You already have 2 orders waiting for payment. Pay or cancel one of them first.',
    );
    expect(await stockOf(t.runtime, item)).toBe(2);
    // The refused order left the cart as it was, to pay by cash or later.
    const cart = (await call(t.app, 'GET', '/api/customer/carts', who)).json().data;
    expect(cart.lines.map((l: { id: number; amount: number }) => [l.id, l.amount])).toEqual([[item, 2]]);

    // Cash on delivery holds nothing for a payment: it is still allowed.
    const cash = await place(t.app, who);
    expect(cash.statusCode, cash.body).toBe(200);

    // Cancelling one of the unpaid orders makes room again, and gives its stock back.
    const first = answers[0]!.json().data.order as Order;
    const cancelled = await call(t.app, 'POST', `/api/customer/orders/${first.id}/cancel`, who);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await stockOf(t.runtime, item)).toBe(2);
    const again = await call(t.app, 'POST', `/api/customer/orders/${first.id}/cancel`, who);
    expect(again.statusCode).toBe(409);
    await fillCart(t.app, who, [{ id: item, amount: 2 }]);
    expect((await placeCard(t.app, who)).statusCode).toBe(200);
  });

  it('counts per device too: five accounts on one browser ordering at once hold at most two', async () => {
    const item = await product(t.runtime, 50);
    const cookie = deviceCookie(t.app);
    const accounts: Shopper[] = [];
    for (let i = 0; i < 5; i += 1)
      accounts.push(await shopper(t.app, t.runtime, [{ id: item, amount: 1 }], cookie));
    const answers = await Promise.all(accounts.map((who) => placeCard(t.app, who)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(3);
    const refusal = answers.find((a) => a.statusCode === 409)!;
    expect(refusal.json().message_en).toBe(
      'This device already has 2 orders waiting for payment. Pay or cancel one of them first.',
    );
    expect(await stockOf(t.runtime, item)).toBe(48);

    // Another browser is not held back by this one.
    const elsewhere = await shopper(t.app, t.runtime, [{ id: item, amount: 1 }]);
    expect((await placeCard(t.app, elsewhere)).statusCode).toBe(200);
  });

  it('a paid order no longer counts, and orders sold ahead of stock hold none', async () => {
    const item = await product(t.runtime, 10);
    const preorder = await product(t.runtime, 0, { preorder: 1 });
    const who = await shopper(t.app, t.runtime, [{ id: item, amount: 1 }]);
    const first = await placeCard(t.app, who);
    await fillCart(t.app, who, [{ id: item, amount: 1 }]);
    expect((await placeCard(t.app, who)).statusCode).toBe(200);
    await fillCart(t.app, who, [{ id: preorder, amount: 1 }]);
    expect((await placeCard(t.app, who)).statusCode).toBe(200);

    const path = new URL(first.json().data.pay_url as string).pathname;
    const paid = await sandboxPost(t.app, path, cardForm(OTHER_CARD));
    expect(paid.body).toContain('response=success');
    await fillCart(t.app, who, [{ id: item, amount: 1 }]);
    expect((await placeCard(t.app, who)).statusCode).toBe(200);
  });

  it("answers 404 for cancelling another customer's order, and cancels the customer's own cash order", async () => {
    const item = await product(t.runtime, 10);
    const owner = await shopper(t.app, t.runtime, [{ id: item, amount: 1 }]);
    const order = (await placeCard(t.app, owner)).json().data.order as Order;
    const stranger = await shopper(t.app, t.runtime, []);
    expect((await call(t.app, 'POST', `/api/customer/orders/${order.id}/cancel`, stranger)).statusCode).toBe(
      404,
    );
    await fillCart(t.app, owner, [{ id: item, amount: 1 }]);
    const cash = (await place(t.app, owner)).json().data.order as Order;
    // A cash order not sent yet is the customer's to cancel (ADR 0033); the paid and sent ones: my-orders.test.ts.
    const cancelled = await call(t.app, 'POST', `/api/customer/orders/${cash.id}/cancel`, owner);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await statusOf(t.app, owner, cash.id)).toBe('cancelled');
  });
});

describe("a product's limit per customer over time", () => {
  it('five cash orders on one account cannot empty a stock of 10 with a limit of 2', async () => {
    const item = await product(t.runtime, 10, { max_per_order: 2 });
    const who = await shopper(t.app, t.runtime, []);
    const codes: number[] = [];
    let refusal = '';
    for (let i = 0; i < 5; i += 1) {
      await fillCart(t.app, who, [{ id: item, amount: 2 }]);
      const res = await place(t.app, who);
      codes.push(res.statusCode);
      if (res.statusCode !== 200) refusal = res.json().message_en as string;
    }
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    expect(refusal).toMatch(/^You can order at most 2 of Test abuse-item-[\w-]+ in 24 hours/);
    expect(refusal).toMatch(/cannot order more of it for now/);
    expect(await stockOf(t.runtime, item)).toBe(8);
  });

  it('names how many more may be ordered, ignores cancelled orders, and forgets orders older than the window', async () => {
    const item = await product(t.runtime, 10, { max_per_order: 3 });
    const who = await shopper(t.app, t.runtime, [{ id: item, amount: 2 }]);
    const first = (await place(t.app, who)).json().data.order as Order;
    await fillCart(t.app, who, [{ id: item, amount: 2 }]);
    const tooMany = await place(t.app, who);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message_en).toMatch(/already have 2, so you can add 1 more/);
    await fillCart(t.app, who, [{ id: item, amount: 1 }]);
    expect((await place(t.app, who)).statusCode).toBe(200);

    // A cancelled order gives its units back to the limit.
    await t.runtime.deps.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', first.id)
      .execute();
    await fillCart(t.app, who, [{ id: item, amount: 2 }]);
    expect((await place(t.app, who)).statusCode).toBe(200);
    await fillCart(t.app, who, [{ id: item, amount: 1 }]);
    expect((await place(t.app, who)).statusCode).toBe(409);

    // A day later the earlier orders no longer count.
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    await t.runtime.deps.db
      .updateTable('orders')
      .set({ created_at: dayAgo })
      .where('user_id', '=', who.userId)
      .execute();
    expect((await place(t.app, who)).statusCode).toBe(200);
  });
});

describe('the CIB card offer', () => {
  async function offerCart() {
    const item = await product(t.runtime, 10, { price: 10_000, offer: CIB_OFFER });
    const who = await shopper(t.app, t.runtime, [{ id: item, amount: 1 }]);
    return { item, who };
  }
  const summary = async (who: Shopper, body: Json) => {
    const res = await call(t.app, 'POST', '/api/customer/orders/summary', who, {
      address_id: who.addressId,
      ...body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const cardQuote = (data: { quotes: Array<{ method_id: number; total: number }> }) =>
    data.quotes.find((q) => q.method_id === 2)!.total;

  it('prices a card without the offer until its first digits show it is a CIB card', async () => {
    const { who } = await offerCart();
    const plain = await summary(who, { payment_method: 2 });
    expect(plain.totals.method_discount).toBe(0);
    expect(cardQuote(plain)).toBe(10_060);
    expect(plain.card_offer).toMatchObject({
      method_id: 2,
      name_en: CIB_OFFER,
      name_ar: 'خصم 10% بكروت CIB',
      applies: false,
    });
    expect(plain.card_offer.message).toMatch(/first 6 digits/);

    const other = await summary(who, { payment_method: 2, card_bin: OTHER_BIN });
    expect(other.totals.method_discount).toBe(0);
    expect(other.card_offer).toMatchObject({ applies: false });
    expect(other.card_offer.message).toMatch(/not part of/);

    const cib = await summary(who, { payment_method: 2, card_bin: CIB_BIN });
    expect(cib.totals.method_discount).toBe(1_000);
    expect(cardQuote(cib)).toBe(9_060);
    expect(cib.card_offer).toMatchObject({ applies: true });

    const bad = await call(t.app, 'POST', '/api/customer/orders/summary', who, { card_bin: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_en).toMatch(/first 6 to 8 digits/);
  });

  it('an order placed without a CIB card is charged the full price, with any card', async () => {
    const { who } = await offerCart();
    const res = await placeCard(t.app, who);
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data.order as Order;
    expect(order.totals).toMatchObject({ method_discount: 0, total: 10_060 });
    const paid = await sandboxPost(t.app, new URL(res.json().data.pay_url).pathname, cardForm(OTHER_CARD));
    expect(paid.body).toContain('response=success');
    expect(await statusOf(t.app, who, order.id)).toBe('paid');
  });

  it('a CIB order is charged the discounted total it showed, and only a CIB card may pay it', async () => {
    const { who } = await offerCart();
    const quoted = cardQuote(await summary(who, { payment_method: 2, card_bin: CIB_BIN }));
    const res = await placeCard(t.app, who, { card_bin: CIB_BIN });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json().data.order as Order;
    expect(order.totals.total).toBe(quoted);
    const path = new URL(res.json().data.pay_url).pathname;
    const page = await call(t.app, 'GET', path);
    expect(page.body).toContain('9,060 EGP');

    const refused = await sandboxPost(t.app, path, cardForm(OTHER_CARD));
    expect(refused.body).toMatch(/not part of/);
    expect(await statusOf(t.app, who, order.id)).toBe('pending_payment');

    const paid = await sandboxPost(t.app, path, cardForm(CIB_CARD));
    expect(paid.body).toContain('response=success');
    expect(await statusOf(t.app, who, order.id)).toBe('paid');
    const charged = await t.runtime.deps.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('order_id', '=', order.id)
      .execute();
    expect(charged).toEqual([{ outcome: 'success' }]);
  });

  it('a signed outcome paid with another card does not confirm a CIB-priced order', async () => {
    const { who } = await offerCart();
    const res = await placeCard(t.app, who, { card_bin: CIB_BIN });
    const order = res.json().data.order as Order;
    const row = await t.runtime.deps.db
      .selectFrom('orders')
      .select(['pay_reference', 'total'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const secret = await t.runtime.deps.sandboxSecret();
    const raw = JSON.stringify({
      event_id: `evt-other-${order.id}`,
      reference: row.pay_reference,
      amount: row.total,
      success: true,
      card_bin: OTHER_BIN,
    });
    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/customer/payments/sandbox/callback',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signSandboxBody(secret, raw) },
    });
    expect(callback.statusCode, callback.body).toBe(200);
    expect(callback.json().data).toEqual({ outcome: 'failed' });
    expect(await statusOf(t.app, who, order.id)).toBe('payment_failed');
  });
});

describe('promo code guessing', () => {
  const check = (who: Shopper, promo: string, app = t.app) =>
    call(app, 'POST', '/api/customer/orders/check_promo_v2', who, { promo, payment_method: 1 });
  const guesses = (n: number) =>
    Array.from({ length: n }, (_, i) => `GUESS${i}${randomBytes(3).toString('hex')}`);

  it('200 rapid guesses from one account get at most 10 real answers, the rest a 429', async () => {
    const item = await product(t.runtime, 10, { price: 8_000 });
    const who = await shopper(t.app, t.runtime, [{ id: item, amount: 1 }]);
    const codes = guesses(200);
    // Real codes hidden among the guesses: found only if a guess is still answered.
    const { db } = t.runtime.deps;
    const real = [
      `REAL${randomBytes(4).toString('hex').toUpperCase()}`,
      `REAL${randomBytes(4).toString('hex').toUpperCase()}`,
    ];
    await db
      .insertInto('promo_codes')
      .values(real.map((code) => ({ code, kind: 'fixed' as const, value: 100 })))
      .execute();
    codes.splice(50, 0, real[0]!);
    codes.splice(150, 0, real[1]!);
    const answers = await Promise.all(codes.map((code) => check(who, code)));
    const answered = answers.filter((a) => a.statusCode !== 429);
    expect(answered.length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode >= 500)).toHaveLength(0);
    const throttled = answers.find((a) => a.statusCode === 429)!;
    expect(throttled.json()).toMatchObject({ code: 429 });
    expect(throttled.json().message_en).toMatch(
      /^Too many promo codes were tried\. Please try again in \d+ minutes\.$/,
    );
    expect(throttled.headers['retry-after']).toBeDefined();

    // Now even a real code is not answered on this account, nor in the summary, nor at checkout.
    expect((await check(who, 'WELCOME10')).statusCode).toBe(429);
    const priced = await call(t.app, 'POST', '/api/customer/orders/summary', who, { promo: 'WELCOME10' });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().data.promo).toBeNull();
    expect(priced.json().data.promo_message).toMatch(/Too many promo codes were tried/);
    const placed = await place(t.app, who, { promo: 'WELCOME10' });
    expect(placed.statusCode).toBe(429);
  });

  it('counts per device too, and a code that applies is never held against the shopper', async () => {
    const item = await product(t.runtime, 10, { price: 8_000 });
    const cookie = deviceCookie(t.app);
    const first = await shopper(t.app, t.runtime, [{ id: item, amount: 1 }], cookie);
    const second = await shopper(t.app, t.runtime, [{ id: item, amount: 1 }], cookie);
    const honest = await shopper(t.app, t.runtime, [{ id: item, amount: 1 }]);

    // Checking a good code again and again costs nothing.
    for (let i = 0; i < 30; i += 1) expect((await check(honest, 'WELCOME10')).statusCode).toBe(200);

    for (const code of guesses(10)) expect((await check(first, code)).json().code).toBe(415);
    const sameDevice = await check(second, 'WELCOME10');
    expect(sameDevice.statusCode).toBe(429);
    expect((await check(honest, 'WELCOME10')).statusCode).toBe(200);
  });
});

/**
 * Two app instances on one database (a PostgreSQL schema, or one SQLite file) and one Redis, as behind a load
 * balancer: the limits are counted once for both.
 */
describe(`the limits across two app instances on one ${TEST_DIALECT} database and one Redis`, () => {
  let dir = '';
  let schema = '';
  let sharedNamespace = '';
  const instances: Array<{ app: FastifyInstance; runtime: Runtime }> = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-abuse-'));
    sharedNamespace = `abuse2-${randomBytes(6).toString('hex')}`;
    let env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CATALOG_CACHE_MS: '0',
      AUTH_RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_IP_MAX: '100000',
      REDIS_URL: TEST_REDIS_URL,
      RATE_LIMIT_NAMESPACE: sharedNamespace,
      MEDIA_DIR: join(dir, 'media'),
    };
    if (TEST_DIALECT === 'postgres') {
      schema = `abuse_${randomBytes(6).toString('hex')}`;
      await withPgClient((c) => c.query(`create schema ${schema}`));
      env = { ...env, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema };
    } else {
      env = { ...env, SQLITE_PATH: join(dir, 'shop.sqlite') };
    }
    const config = loadConfig(env);
    for (let i = 0; i < 2; i += 1) {
      const runtime = await openRuntime(config, { seed: i === 0 });
      const app = await buildApp({ deps: runtime.deps });
      await app.ready();
      instances.push({ app, runtime });
    }
  }, 60_000);

  afterAll(async () => {
    for (const { app, runtime } of instances) {
      await app.close();
      await runtime.close();
    }
    if (schema) await withPgClient((c) => c.query(`drop schema ${schema} cascade`));
    await dropNamespace(sharedNamespace);
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('promo guesses spread over both instances get at most 10 answers', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const item = await product(a.runtime, 10, { price: 8_000 });
    const who = await shopper(a.app, a.runtime, [{ id: item, amount: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(i % 2 === 0 ? a.app : b.app, 'POST', '/api/customer/orders/check_promo_v2', who, {
          promo: `SPLIT${i}${randomBytes(3).toString('hex')}`,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(10);
    expect(answers.filter((r) => r.statusCode >= 500)).toHaveLength(0);
  });

  it('one device ordering through both instances at once holds at most two unpaid orders', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const item = await product(a.runtime, 40);
    // Both instances sign and read the device cookie with the secret they share in the database.
    const cookie = deviceCookie(a.app);
    const accounts: Shopper[] = [];
    for (let i = 0; i < 6; i += 1)
      accounts.push(await shopper(a.app, a.runtime, [{ id: item, amount: 1 }], cookie));
    const answers = await Promise.all(accounts.map((who, i) => placeCard(i % 2 === 0 ? a.app : b.app, who)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    expect(await stockOf(a.runtime, item)).toBe(38);
  });
});
