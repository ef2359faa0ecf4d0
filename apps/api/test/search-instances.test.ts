import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/env';
import { openRuntime, type Runtime } from '#app/runtime';
import { makeTestProduct } from './support/fixtures.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';
import { TEST_DATABASE_URL, TEST_DIALECT, withPgClient } from './support/test-app.ts';

/**
 * Two servers on one database, each with its search index in memory and the read cache on (as in production): a
 * product renamed, sold out or added behind their backs (as an import, another server or the back office does) is
 * found, or no longer found, by both once they have read the catalog's change log.
 */
let dir = '';
let env: Record<string, string> = {};
let runtime: Runtime;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-search-two-'));
  if (TEST_DIALECT === 'postgres') {
    const schema = `search_two_${randomBytes(6).toString('hex')}`;
    await withPgClient((c) => c.query(`create schema ${schema}`));
    env = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, MEDIA_DIR: join(dir, 'media') };
  } else env = { SQLITE_PATH: join(dir, 'shop.sqlite') };
  runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { seed: true });
  servers.push(...(await Promise.all([startServer(env), startServer(env)])));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await runtime?.close();
  if (env.DATABASE_SCHEMA) await withPgClient((c) => c.query(`drop schema ${env.DATABASE_SCHEMA} cascade`));
  rmSync(dir, { recursive: true, force: true });
});

async function names(base: string, body: object): Promise<string[]> {
  const res = await fetch(`${base}/api/customer/products/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  expect(res.status).toBe(200);
  const json = (await res.json()) as { data: { products: Array<{ name: string }> } };
  return json.data.products.map((p) => p.name);
}

/** Asks every server until each answers as `done` wants (the poll runs twice a second), at most 20 s. */
async function untilEvery(body: object, done: (found: string[]) => boolean): Promise<void> {
  for (const server of servers) {
    let found: string[] = [];
    for (let i = 0; i < 200; i += 1) {
      found = await names(server.url, body);
      if (done(found)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(found, server.output()).toSatisfy(done);
  }
}

describe(`search on two servers over one ${TEST_DIALECT} database`, () => {
  it('finds a renamed, a sold-out and a new product on both servers once they read the change log', async () => {
    const { db } = runtime.deps;
    // Both have answered (and cached) before the changes.
    for (const server of servers) {
      expect(await names(server.url, { search: 'quasar' })).toEqual([]);
      expect(await names(server.url, { search: 'iphone 17 pro max', in_stock: 1 })).toContain(
        'iPhone 17 Pro Max',
      );
    }

    await db
      .updateTable('products')
      .set({ name: 'Quasar Phone 17' })
      .where('slug', '=', 'iphone-17')
      .execute();
    await untilEvery({ search: 'quasar' }, (found) => found.includes('Quasar Phone 17'));
    await untilEvery({ search: 'iphone 17', sort: 'name_asc' }, (found) => !found.includes('iPhone 17'));

    const maxId = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'iphone-17-pro-max')
      .executeTakeFirstOrThrow();
    await db.updateTable('product_variants').set({ stock: 0 }).where('product_id', '=', maxId.id).execute();
    await untilEvery(
      { search: 'iphone 17 pro max', in_stock: 1 },
      (found) => !found.includes('iPhone 17 Pro Max'),
    );

    await makeTestProduct(db, 'nebula-lamp', {}, [{ price: 900, stock: 3 }]);
    await untilEvery({ search: 'nebula' }, (found) => found.includes('Test nebula-lamp'));
  }, 120_000);
});
