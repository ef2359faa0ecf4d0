/**
 * npm run bench: hot reads of the catalog API on SQLite and PostgreSQL with a 100,000-product catalog, each beside a
 * bare node:http server answering the same bytes in the same run. Writes JSON, a Markdown table and an SVG chart
 * under bench/results/. Bounded: every load lasts BENCH_SECONDS (default 5), BENCH_ROUNDS (default 3) times for the
 * shop and for the bare server in turn, and stops by itself.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../apps/api/src/env.ts';
import { openRuntime } from '../apps/api/src/runtime.ts';
import { staffCookie } from './admin-load.ts';
import { growCatalog } from './generate-catalog.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchMediaUpload, renderUploadMarkdown, type UploadFigures } from './media-upload.ts';
import {
  bottomlessVariant,
  makeCustomers,
  placeOrdersFor,
  sampleOf,
  sampleOrder,
  type Sample,
} from './customer-load.ts';
import { renderChart, renderMarkdown, type Measure, type Row } from './report.ts';
import { PG_URL, withPg } from './postgres.ts';
import { root, startProcess, stop } from './server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds of each call and its baseline, alternating; the table gives the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',') as Array<'sqlite' | 'postgres'>;
/** Customers placing orders at once, each a closed loop (refill the cart, place the order, again): one row each. */
const ORDER_CUSTOMERS = (process.env.BENCH_ORDER_CUSTOMERS ?? '5,20').split(',').map(Number);
/**
 * BENCH_ONLY: a comma-separated list of words; only the calls whose name contains one of them run ("customers" stands
 * for cart, validate_cart and orders). Unset: every call. For looking again at one figure without the whole bench.
 */
const ONLY = process.env.BENCH_ONLY?.split(',').map((word) => word.trim().toLowerCase());
const chosen = (name: string) => !ONLY || ONLY.some((word) => name.toLowerCase().includes(word));

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
  /** A different body per request, so answers come from the database rather than the read cache. */
  vary?: (n: number) => object;
  /** Customer tokens, one per request in turn (customer calls). */
  tokens?: string[];
  /** Connections for this call when not BENCH_CONNECTIONS. */
  connections?: number;
  /** A staff session's cookie (back-office calls). */
  cookie?: string;
}

const PREFIXES = [
  'ip',
  'mac',
  'air',
  'cas',
  'cha',
  'pow',
  'wat',
  'ban',
  'hea',
  'spe',
  'key',
  'mou',
  'cab',
  'ada',
  'sta',
  'len',
];

const SCENARIOS: Scenario[] = [
  { name: 'product detail', method: 'GET', path: '/api/customer/products/iphone-17-pro' },
  { name: 'categories', method: 'GET', path: '/api/customer/home/categories' },
  {
    name: 'autocomplete "iph"',
    method: 'POST',
    path: '/api/customer/products/autocomplete',
    body: { q: 'iph' },
  },
  { name: 'autocomplete "a"', method: 'POST', path: '/api/customer/products/autocomplete', body: { q: 'a' } },
  {
    name: 'filtered search',
    method: 'POST',
    path: '/api/customer/products/search',
    body: { search: 'case', category_id: 7, price_to: 50000, in_stock: 1, page_size: 20 },
  },
  {
    name: 'filtered search, uncached',
    method: 'POST',
    path: '/api/customer/products/search',
    body: { search: 'case', category_id: 7, price_to: 50000, in_stock: 1, page_size: 20 },
    // A price ceiling unique to each request, so no two requests share a cache entry.
    vary: (n) => ({
      search: PREFIXES[n % PREFIXES.length],
      category_id: 7,
      price_to: 5000 + n,
      in_stock: 1,
      page_size: 20,
    }),
  },
  {
    name: 'autocomplete, uncached',
    method: 'POST',
    path: '/api/customer/products/autocomplete',
    body: { q: 'iph' },
    // A second word unique to each request: every answer is a fresh full-text query.
    vary: (n) => ({ q: `${PREFIXES[n % PREFIXES.length]} ${n}` }),
  },
];

/** A back office has a handful of staff at once, not a crowd of shoppers. */
const STAFF_CONNECTIONS = Number(process.env.BENCH_STAFF_CONNECTIONS ?? 5);

/**
 * The back office's product list on the whole catalog, as a support member (every role reads): the first page in its
 * usual order, a broad word ("case" matches about 5,000 products), a SKU prefix, a stock filter with a sort, a
 * category by name. Staff reads are never cached, so each request is a database query.
 */
const ADMIN_SCENARIOS: Scenario[] = [
  { name: 'admin products', path: '/api/admin/products' },
  { name: 'admin products "case"', path: '/api/admin/products?q=case' },
  { name: 'admin products SKU prefix', path: '/api/admin/products?q=BENCH-4321' },
  { name: 'admin products low, by price', path: '/api/admin/products?stock=low&sort=price' },
  { name: 'admin products cat 7 by name', path: '/api/admin/products?category=7&sort=name&dir=desc' },
].map((s) => ({ ...s, method: 'GET' as const, connections: STAFF_CONNECTIONS }));

async function load(url: string, scenario: Scenario) {
  const { vary, tokens } = scenario;
  let n = 0;
  const result = await autocannon({
    url,
    method: scenario.method,
    connections: scenario.connections ?? CONNECTIONS,
    duration: SECONDS,
    ...(scenario.body
      ? { body: JSON.stringify(scenario.body), headers: { 'content-type': 'application/json' } }
      : {}),
    ...(scenario.cookie ? { headers: { cookie: scenario.cookie } } : {}),
    // Uncached scenarios send a different body with every request (the bare server ignores it).
    ...(vary || tokens
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const i = n++;
                return {
                  ...request,
                  ...(vary ? { body: JSON.stringify(vary(i)) } : {}),
                  ...(tokens
                    ? {
                        headers: {
                          ...request.headers,
                          authorization: `Bearer ${tokens[i % tokens.length]}`,
                        },
                      }
                    : {}),
                };
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** One call: the shop under load, then a bare server answering the same bytes, at the same concurrency. */
async function measure(dialect: string, base: string, scenario: Scenario, dir: string): Promise<Row> {
  const url = `${base}${scenario.path}`;
  const headers = {
    'content-type': 'application/json',
    ...(scenario.tokens ? { authorization: `Bearer ${scenario.tokens[0]}` } : {}),
    ...(scenario.cookie ? { cookie: scenario.cookie } : {}),
  };
  const sample = await fetch(url, {
    method: scenario.method,
    headers,
    ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
  });
  if (sample.status !== 200)
    throw new Error(`${scenario.name}: HTTP ${sample.status} ${await sample.text()}`);
  const answer = await sampleOf(sample);
  await load(url, scenario); // warm-up: caches and JIT at the same load
  return compareWithBare(dialect, scenario.name, answer, dir, scenario.path, scenario.connections, () =>
    load(url, scenario),
  );
}

/** The middle value of each figure over the rounds (errors: all of them), so one noisy round moves nothing. */
function medianOf(runs: Measure[]): Measure {
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return {
    rps: middle(runs.map((r) => r.rps)),
    p50: middle(runs.map((r) => r.p50)),
    p99: middle(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * One call against its baseline: ROUNDS rounds, each the shop under load and then the bare server answering the same
 * bytes (the shop's body and headers) at the same concurrency, and the median of each side. Alternating puts both
 * sides under the same weather on a shared machine; a single pair of runs moved the ratio by a third from one run of
 * the bench to the next.
 */
async function compareWithBare(
  dialect: string,
  name: string,
  answer: Sample,
  dir: string,
  path: string,
  connections: number | undefined,
  run: () => Promise<Measure>,
): Promise<Row> {
  const payload = join(dir, 'payload.json');
  const headers = join(dir, 'headers.json');
  writeFileSync(payload, answer.body);
  writeFileSync(headers, JSON.stringify(answer.headers));
  const bare = await startProcess(
    process.execPath,
    ['bench/bare-server.mjs', payload, headers],
    {},
    /listening (\d+)/,
  );
  try {
    const apps: Measure[] = [];
    const baselines: Measure[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      apps.push(await run());
      baselines.push(
        await load(`http://127.0.0.1:${bare.port}${path}`, {
          name,
          method: 'GET',
          path,
          ...(connections ? { connections } : {}),
        }),
      );
    }
    const app = medianOf(apps);
    const baseline = medianOf(baselines);
    const row: Row = {
      dialect,
      scenario: name,
      bytes: answer.body.length,
      app,
      baseline,
      ratio: app.rps / baseline.rps,
    };
    console.log(
      `${dialect.padEnd(8)} ${name.padEnd(28)} ${String(app.rps).padStart(6)} req/s p50 ${app.p50} ms p99 ${app.p99} ms | bare ${baseline.rps} req/s | ratio ${row.ratio.toFixed(2)}`,
    );
    return row;
  } finally {
    await stop(bare.child);
  }
}

/** Cart update and validate_cart at BENCH_CONNECTIONS, and order placement by each of ORDER_CUSTOMERS customers. */
async function measureCustomers(
  dialect: string,
  base: string,
  env: NodeJS.ProcessEnv,
  dir: string,
): Promise<Row[]> {
  const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
  try {
    const db = runtime.deps.db;
    const variant = await bottomlessVariant(db, 'iphone-17-pro');
    const others = await db
      .selectFrom('product_variants')
      .select('id')
      .where('stock', '>', 10)
      .where('id', '!=', variant)
      .orderBy('id')
      .limit(2)
      .execute();
    const tag = String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0');
    const customers = await makeCustomers(base, db, CONNECTIONS, tag);
    const tokens = customers.map((c) => c.token);
    const rows: Row[] = [];
    rows.push(
      await measure(
        dialect,
        base,
        {
          name: 'cart update',
          method: 'POST',
          path: '/api/customer/carts',
          body: { items: [{ id: variant, amount: 1 }], reset: false },
          vary: (n) => ({ items: [{ id: variant, amount: 1 + (n % 2) }], reset: false }),
          tokens,
        },
        dir,
      ),
    );
    rows.push(
      await measure(
        dialect,
        base,
        {
          name: 'validate_cart',
          method: 'POST',
          path: '/api/customer/orders/validate_cart',
          body: { items: [{ id: variant, amount: 1 }, ...others.map((o) => ({ id: o.id, amount: 1 }))] },
          tokens,
        },
        dir,
      ),
    );
    for (const count of ORDER_CUSTOMERS) {
      const buyers = customers.slice(0, count);
      const answer = await sampleOrder(base, buyers[0]!, variant);
      await placeOrdersFor(base, buyers, variant, Math.min(3, SECONDS)); // warm-up
      rows.push(
        await compareWithBare(
          dialect,
          `order placement (${count} customers)`,
          answer,
          dir,
          '/api/customer/orders',
          count,
          () => placeOrdersFor(base, buyers, variant, SECONDS),
        ),
      );
    }
    return rows;
  } finally {
    await runtime.close();
  }
}

async function prepare(dialect: 'sqlite' | 'postgres', dir: string): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv =
    dialect === 'postgres'
      ? {
          DATABASE_URL: PG_URL,
          DATABASE_SCHEMA: `bench_${randomBytes(4).toString('hex')}`,
          MEDIA_DIR: join(dir, 'media'),
        }
      : { SQLITE_PATH: join(dir, 'bench.sqlite') };
  if (env.DATABASE_SCHEMA) await withPg((c) => c.query(`create schema ${env.DATABASE_SCHEMA}`));
  const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { seed: true });
  const started = Date.now();
  const added = await growCatalog(runtime.deps.db, PRODUCTS);
  console.log(`${dialect}: generated ${added} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // What autovacuum does for a settled catalog: statistics, and the visibility map index-only scans rely on.
  if (env.DATABASE_SCHEMA) {
    const s = env.DATABASE_SCHEMA;
    await withPg((c) => c.query(`vacuum analyze ${s}.products, ${s}.product_variants, ${s}.product_search`));
  }
  await runtime.close();
  return env;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const rows: Row[] = [];
  // Picture uploads first, on a quiet machine: their own small shop, not the 100,000-product one.
  const upload: UploadFigures | null = chosen('upload') ? await benchMediaUpload() : null;
  if (upload) console.log(renderUploadMarkdown(upload));
  const apiCalls = SCENARIOS.some((s) => chosen(s.name)) || chosen('customers');
  try {
    for (const dialect of apiCalls ? DIALECTS : []) {
      const env = await prepare(dialect, dir);
      const server = await startProcess(
        join(root, 'node_modules/.bin/tsx'),
        ['apps/api/src/server.ts'],
        {
          ...env,
          NODE_ENV: 'production',
          PORT: '0',
          SERVE_WEB: 'false',
          SEED_ON_START: 'false',
          LOG_LEVEL: 'warn',
          RATE_LIMIT_MAX: '1000000000',
          RATE_LIMIT_IP_MAX: '1000000000',
          AUTH_RATE_LIMIT_MAX: '1000000000',
          // Buyers order the same products again and again: no per-customer limit over a day.
          MAX_PER_ORDER_WINDOW_HOURS: '0',
        },
        /Shop listening on http:\/\/127\.0\.0\.1:(\d+)/,
      );
      try {
        const base = `http://127.0.0.1:${server.port}`;
        for (const scenario of SCENARIOS.filter((s) => chosen(s.name)))
          rows.push(await measure(dialect, base, scenario, dir));
        const admin = ADMIN_SCENARIOS.filter((s) => chosen(s.name));
        if (admin.length > 0) {
          const cookie = await staffCookie(base, env);
          for (const scenario of admin) rows.push(await measure(dialect, base, { ...scenario, cookie }, dir));
        }
        if (chosen('customers')) rows.push(...(await measureCustomers(dialect, base, env, dir)));
      } finally {
        await stop(server.child);
        if (env.DATABASE_SCHEMA) await withPg((c) => c.query(`drop schema ${env.DATABASE_SCHEMA} cascade`));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const out = join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const meta = {
    date: new Date().toISOString(),
    seconds: SECONDS,
    connections: CONNECTIONS,
    products: PRODUCTS,
    node: process.version,
  };
  // A partial run (BENCH_ONLY) leaves the full run's files alone.
  const name = ONLY ? 'api-partial' : 'api-latest';
  writeFileSync(join(out, `${name}.json`), JSON.stringify({ ...meta, rows, upload }, null, 2));
  writeFileSync(
    join(out, `${name}.md`),
    renderMarkdown(meta, rows) + (upload ? `\n${renderUploadMarkdown(upload)}` : ''),
  );
  writeFileSync(join(out, `${name}.svg`), renderChart(rows));
  console.log(`\nWrote bench/results/${name}.{json,md,svg}`);
  // The storefront's pages: Lighthouse mobile scores against the production build (BENCH_LIGHTHOUSE=0 skips them).
  if (process.env.BENCH_LIGHTHOUSE !== '0') await benchLighthouse();
}

await main();
