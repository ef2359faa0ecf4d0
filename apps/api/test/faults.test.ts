import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/env';
import { openRuntime } from '#app/runtime';
import { makeTestCustomer, makeTestProduct, stockAndOrdered } from './support/fixtures.ts';
import { startServer } from './support/server-process.ts';
import { TEST_DATABASE_URL, TEST_DIALECT, withPgClient } from './support/test-app.ts';

/**
 * Faults: the server is killed with SIGKILL in the middle of a stream of orders and started again on the
 * same database. Every order the API confirmed is still there, and stock plus ordered units is what it was.
 */
const STOCK = 10_000;
const CUSTOMERS = 8;

let dir = '';
let env: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-faults-'));
  if (TEST_DIALECT === 'postgres') {
    const schema = `f_${randomBytes(6).toString('hex')}`;
    await withPgClient((c) => c.query(`create schema ${schema}`));
    env = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, MEDIA_DIR: join(dir, 'media') };
  } else {
    env = { SQLITE_PATH: join(dir, 'shop.sqlite') };
  }
}, 60_000);

afterAll(async () => {
  if (env.DATABASE_SCHEMA) await withPgClient((c) => c.query(`drop schema ${env.DATABASE_SCHEMA} cascade`));
  rmSync(dir, { recursive: true, force: true });
});

describe(`faults on ${TEST_DIALECT}`, () => {
  it('kill -9 during a stream of orders loses no confirmed order, and stock plus ordered units is unchanged', async () => {
    // The database, a product with plenty of stock, and customers with an address, made before the server starts.
    const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { seed: true });
    const db = runtime.deps.db;
    const { variantIds } = await makeTestProduct(db, `fault-item-${Date.now()}`, {}, [
      { price: 1_000, discount_price: null, stock: STOCK },
    ]);
    const variant = variantIds[0]!;
    const customers: Array<{ token: string; addressId: number }> = [];
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const phone = `0103${String(i).padStart(7, '0')}`;
      const who = await makeTestCustomer(db, `fault${i}-${Date.now()}`, { phone, phoneVerified: true });
      const { id } = await db
        .insertInto('addresses')
        .values({
          user_id: who.userId,
          name: 'Fault Tester',
          phone,
          city_id: 101,
          street: '1 Crash Street',
          building: '',
          floor: '',
          apartment: '',
          landmark: '',
          is_primary: 1,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      customers.push({ token: who.token, addressId: id });
    }
    await runtime.close();

    const first = await startServer(env);
    const confirmed: number[] = [];
    let stop = false;
    const streams = customers.map(async (c) => {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${c.token}` };
      while (!stop) {
        try {
          await fetch(`${first.url}/api/customer/carts`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ items: [{ id: variant, amount: 1 }], reset: true }),
          });
          const res = await fetch(`${first.url}/api/customer/orders`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ device_type: 1, address_id: c.addressId, payment_method: 1 }),
          });
          if (res.status === 200)
            confirmed.push(((await res.json()) as { data: { order: { id: number } } }).data.order.id);
        } catch {
          // The server died under this request: whatever it had not confirmed may or may not exist.
        }
      }
    });
    // Let orders flow (a loaded machine may take a while to confirm the first ones), then kill the server without
    // warning in the middle of them.
    const flowing = Date.now() + 30_000;
    while (confirmed.length < 10 && Date.now() < flowing) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    const exited = once(first.child, 'exit');
    first.child.kill('SIGKILL');
    await exited;
    stop = true;
    await Promise.all(streams);
    expect(confirmed.length).toBeGreaterThan(5);

    const second = await startServer(env);
    try {
      const check = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
      try {
        const orders = await check.deps.db
          .selectFrom('orders')
          .select('id')
          .where('id', 'in', confirmed)
          .execute();
        expect(orders.length).toBe(confirmed.length);
        const { stock, ordered } = await stockAndOrdered(check.deps.db, variant);
        expect(stock + ordered).toBe(STOCK);
        expect(ordered).toBeGreaterThanOrEqual(confirmed.length);
      } finally {
        await check.close();
      }
      // The restarted server serves the confirmed orders to their customers.
      const res = await fetch(`${second.url}/api/customer/orders?page=1`, {
        headers: { authorization: `Bearer ${customers[0]!.token}` },
      });
      expect(res.status).toBe(200);
    } finally {
      const exited2 = once(second.child, 'exit');
      second.child.kill('SIGTERM');
      await exited2;
    }
  }, 120_000);
});
