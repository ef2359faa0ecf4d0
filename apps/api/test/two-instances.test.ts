import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/env';
import { openRuntime } from '#app/runtime';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { TEST_DATABASE_URL, TEST_DIALECT, TEST_REDIS_URL, withPgClient } from './support/test-app.ts';

/**
 * Scale-out: two server processes on one database and one Redis, as behind a load
 * balancer. Checkouts spread over both never sell more than the stock, and the limits are counted once for both.
 *
 * On the PostgreSQL stage both share a schema of the shared server; on the SQLite stage both share one database
 * file. The rate-limit namespace in Redis is this run's own.
 */
const STOCK = 12;
const CUSTOMERS = 48;
const RATE_LIMIT_MAX = 10;
const LOGIN_FAILURES_MAX = 5;

let dir = '';
let env: Record<string, string> = {};
let redis: Redis | undefined;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-two-'));
  const namespace = `two-${randomBytes(6).toString('hex')}`;
  // Without Redis the limits would silently be per process: make sure it answers before relying on it.
  redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  expect(await redis.ping()).toBe('PONG');
  env = {
    REDIS_URL: TEST_REDIS_URL,
    RATE_LIMIT_NAMESPACE: namespace,
    RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
    LOGIN_FAILURES_MAX: String(LOGIN_FAILURES_MAX),
    // Behind a load balancer: the client's address comes from X-Forwarded-For, so every shopper is their own client.
    TRUST_PROXY: 'true',
  };
  if (TEST_DIALECT === 'postgres') {
    const schema = `two_${randomBytes(6).toString('hex')}`;
    await withPgClient((c) => c.query(`create schema ${schema}`));
    env = { ...env, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, MEDIA_DIR: join(dir, 'media') };
  } else {
    env = { ...env, SQLITE_PATH: join(dir, 'shop.sqlite') };
  }
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  if (env.DATABASE_SCHEMA) await withPgClient((c) => c.query(`drop schema ${env.DATABASE_SCHEMA} cascade`));
  if (redis && env.RATE_LIMIT_NAMESPACE) {
    const keys = await redis.keys(`${env.RATE_LIMIT_NAMESPACE}:*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis?.disconnect();
  rmSync(dir, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
interface Answer {
  status: number;
  body: { code: number; message_en: string; data: unknown };
}

async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; ip: string },
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': options.ip,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

describe(`two app instances on one ${TEST_DIALECT} database and one Redis`, () => {
  it('concurrent checkouts over both instances sell exactly the stock; limits count requests to both', async () => {
    // The database, a product with STOCK units, and more customers than units, each with an address.
    const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { seed: true });
    const db = runtime.deps.db;
    const { variantIds } = await makeTestProduct(db, `two-item-${Date.now()}`, {}, [
      { price: 2_500, stock: STOCK },
    ]);
    const variant = variantIds[0]!;
    const customers: Array<{ token: string; addressId: number; ip: string }> = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const phone = `0105${String(i).padStart(7, '0')}`;
      const who = await makeTestCustomer(db, `two${i}-${Date.now()}`, { phone, phoneVerified: true });
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto('addresses')
        .values({
          user_id: who.userId,
          name: 'Scale Tester',
          phone,
          city_id: 101,
          street: '2 Replica Street',
          building: '',
          floor: '',
          apartment: '',
          landmark: '',
          is_primary: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      customers.push({
        token: who.token,
        addressId: id,
        ip: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      });
    }
    await runtime.close();

    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    const [a, b] = servers.map((s) => s.url) as [string, string];
    expect(a).not.toBe(b);
    const instanceFor = (i: number) => (i % 2 === 0 ? a : b);

    // Each customer puts one unit in the cart through one instance...
    for (const [i, c] of customers.entries()) {
      const added = await call(instanceFor(i + 1), 'POST', '/api/customer/carts', {
        token: c.token,
        ip: c.ip,
        body: { items: [{ id: variant, amount: 1 }], reset: true },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }

    // ...and all of them check out at the same moment, alternating between the instances, while the stock is watched.
    const check = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    let watching = true;
    let lowest = STOCK;
    const watcher = (async () => {
      while (watching) {
        const row = await check.deps.db
          .selectFrom('product_variants')
          .select('stock')
          .where('id', '=', variant)
          .executeTakeFirstOrThrow();
        lowest = Math.min(lowest, Number(row.stock));
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const started = Date.now();
    const answers = await Promise.all(
      customers.map((c, i) =>
        call(instanceFor(i), 'POST', '/api/customer/orders', {
          token: c.token,
          ip: c.ip,
          body: { device_type: 1, address_id: c.addressId, payment_method: 1 },
        }),
      ),
    );
    const checkoutMs = Date.now() - started;
    watching = false;
    await watcher;

    const won = answers.flatMap((ans, i) => (ans.status === 200 ? [i] : []));
    const lost = answers.flatMap((ans, i) => (ans.status === 409 ? [i] : []));
    const wonPer = { a: won.filter((i) => i % 2 === 0).length, b: won.filter((i) => i % 2 === 1).length };
    console.log(
      `two-instances (${TEST_DIALECT}): ${CUSTOMERS} checkouts for ${STOCK} units in ${checkoutMs} ms: ` +
        `${won.length} orders (instance a ${wonPer.a}, b ${wonPer.b}), ${lost.length} out of stock, lowest stock ${lowest}`,
    );
    const other = answers.filter((ans) => ans.status !== 200 && ans.status !== 409);
    expect(
      other.map((ans) => `${ans.status} ${JSON.stringify(ans.body)}`),
      servers.map((s) => s.output()).join('\n'),
    ).toEqual([]);
    expect(won).toHaveLength(STOCK);
    expect(lost).toHaveLength(CUSTOMERS - STOCK);

    // The losers hear the out-of-stock answer: 409 asking them to review the cart, where the line says "Out of stock".
    for (const i of lost) {
      expect(answers[i]!.body).toEqual({
        code: 409,
        message_en: expect.stringMatching(/review your cart/),
        data: null,
      });
    }
    for (const i of lost.slice(0, 6)) {
      const c = customers[i]!;
      const cart = await call(instanceFor(i + 1), 'POST', '/api/customer/orders/validate_cart', {
        token: c.token,
        ip: c.ip,
        body: {},
      });
      expect(cart.status).toBe(200);
      const data = cart.body.data as { can_checkout: boolean; lines: Array<{ checkout_block: Json | null }> };
      expect(data.can_checkout).toBe(false);
      expect(data.lines[0]!.checkout_block).toEqual({ reason: 'out_of_stock', message_en: 'Out of stock' });
    }

    // Stock is 0, never went below, and exactly STOCK units were ordered, one order per winner.
    try {
      const row = await check.deps.db
        .selectFrom('product_variants')
        .select('stock')
        .where('id', '=', variant)
        .executeTakeFirstOrThrow();
      expect(Number(row.stock)).toBe(0);
      expect(lowest).toBeGreaterThanOrEqual(0);
      const sold = await check.deps.db
        .selectFrom('order_items')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('units'),
          eb.fn.count<number>('order_id').distinct().as('orders'),
        ])
        .where('variant_id', '=', variant)
        .executeTakeFirstOrThrow();
      expect(Number(sold.units)).toBe(STOCK);
      expect(Number(sold.orders)).toBe(STOCK);
    } finally {
      await check.close();
    }

    // The general per-client limit is shared: one client alternating between the instances is refused after
    // RATE_LIMIT_MAX requests in all, when each instance has seen only half of them.
    const client = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const codes: number[] = [];
    let refusal: Answer | undefined;
    for (let i = 0; i < RATE_LIMIT_MAX * 2; i += 1) {
      const res = await call(instanceFor(i), 'GET', '/api/customer/home/categories', { ip: client });
      codes.push(res.status);
      if (res.status === 429) refusal ??= res;
    }
    console.log(
      `two-instances (${TEST_DIALECT}): general limit ${RATE_LIMIT_MAX}, answers ${codes.join(' ')}`,
    );
    expect(codes).toEqual([
      ...Array<number>(RATE_LIMIT_MAX).fill(200),
      ...Array<number>(RATE_LIMIT_MAX).fill(429),
    ]);
    expect(refusal!.body).toEqual({
      code: 429,
      message_en: expect.stringMatching(/Too many requests/),
      data: null,
    });

    // The per-account sign-in throttle is shared too: wrong passwords for one e-mail through both instances are
    // refused after LOGIN_FAILURES_MAX in all (each from its own address, so only the account throttle counts).
    const email = `two-${randomBytes(4).toString('hex')}@example.com`;
    const logins: number[] = [];
    let throttled: Answer | undefined;
    for (let i = 0; i < LOGIN_FAILURES_MAX + 3; i += 1) {
      const res = await call(instanceFor(i), 'POST', '/api/customer/auth', {
        ip: `203.0.113.${i + 1}`,
        body: { email, password: 'not-the-password-1' },
      });
      logins.push(res.status);
      if (res.status === 429) throttled ??= res;
    }
    console.log(
      `two-instances (${TEST_DIALECT}): ${LOGIN_FAILURES_MAX} wrong passwords allowed, answers ${logins.join(' ')}`,
    );
    expect(logins).toEqual([...Array<number>(LOGIN_FAILURES_MAX).fill(400), 429, 429, 429]);
    expect(throttled!.body.message_en).toMatch(/Too many wrong passwords/);

    // Neither instance fell over on the way, or logged an unexpected error (a 500).
    for (const s of servers) {
      expect(s.child.exitCode, s.output()).toBeNull();
      expect(s.output()).not.toMatch(/"level":(50|60)/);
    }
  }, 120_000);
});
