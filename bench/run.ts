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
import { BENCH_PROMO_CODES, benchBuyer, growOrders } from './generate-orders.ts';
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
import { makeProbe, type Probe } from './soak/probe-client.ts';
import { JUDGED_QUERIES, ndcgAt10, TYPO_QUERIES } from './judged-queries.ts';
import {
  autocompleteWorkload,
  nthAutocomplete,
  nthSearch,
  readVocabulary,
  searchWorkload,
  type Vocabulary,
} from './search-workload.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds of each call and its baseline, alternating; the table gives the medians. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
/** Orders on the order desk (generated only when one of its calls runs). */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
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
  /** Another call loading the server at the same time (its figures are not reported): a read beside the search load. */
  alongside?: Scenario;
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

/** Connections of a call measured alone and beside the varied search, which takes the rest of BENCH_CONNECTIONS. */
const BESIDE_CONNECTIONS = 5;

/**
 * The varied search as a load beside another call: BENCH_CONNECTIONS less that call's, with searches from the middle
 * of the workload's list, which the "varied search" row has not sent (so none is cached).
 */
function searchLoadBeside(vocabulary: Vocabulary): Scenario {
  const searches = searchWorkload(vocabulary, VARIED);
  return {
    name: 'varied search (beside)',
    method: 'POST',
    path: '/api/customer/products/search',
    connections: Math.max(1, CONNECTIONS - BESIDE_CONNECTIONS),
    body: nthSearch(searches, 0),
    vary: (n) => nthSearch(searches, n + Math.floor(VARIED / 2)),
  };
}

/** How many different searches the varied workload holds (each run goes through them in turn). */
const VARIED = Number(process.env.BENCH_VARIED ?? 12_000);

/**
 * Searches nobody asked before, from the catalog's own words, with random filters, sorts and pages (see
 * search-workload.ts), and autocomplete text likewise: every request a different one, so no cache answers.
 */
function variedScenarios(vocabulary: Vocabulary): Scenario[] {
  const searches = searchWorkload(vocabulary, VARIED);
  const texts = autocompleteWorkload(vocabulary, VARIED);
  const varied: Scenario = {
    name: 'varied search',
    method: 'POST',
    path: '/api/customer/products/search',
    body: nthSearch(searches, 0),
    vary: (n) => nthSearch(searches, n + 1),
  };
  const productDetail: Scenario = {
    name: `product detail, ${BESIDE_CONNECTIONS} connections`,
    method: 'GET',
    path: '/api/customer/products/iphone-17-pro',
    connections: BESIDE_CONNECTIONS,
  };
  return [
    varied,
    // The item page alone and while shoppers search, at the same 5 connections: its p99 beside the varied search's
    // 45 connections against its own.
    productDetail,
    {
      ...productDetail,
      name: 'product detail beside varied search',
      alongside: searchLoadBeside(vocabulary),
    },
    {
      name: 'varied autocomplete',
      method: 'POST',
      path: '/api/customer/products/autocomplete',
      body: nthAutocomplete(texts, 0),
      vary: (n) => nthAutocomplete(texts, n + 1),
    },
  ];
}

/**
 * nDCG@10 of the judged queries (bench/judged-queries.ts) on the benchmark's catalog, where the generated products
 * compete with the demo's: the mean, and by kind (plain, typo, Arabic script).
 */
async function judge(base: string): Promise<Record<string, number>> {
  const sums: Record<string, { sum: number; n: number }> = {};
  for (const judged of JUDGED_QUERIES) {
    const response = await fetch(`${base}/api/customer/products/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ search: judged.query, page_size: 10 }),
    });
    const json = (await response.json()) as { data: { products: Array<{ name: string }> } };
    const score = ndcgAt10(
      judged,
      json.data.products.map((p) => p.name),
    );
    const kind = /[\u0600-\u06ff]/u.test(judged.query)
      ? 'arabic'
      : TYPO_QUERIES.has(judged.query)
        ? 'typo'
        : 'plain';
    for (const key of ['all', kind]) {
      sums[key] ??= { sum: 0, n: 0 };
      sums[key].sum += score;
      sums[key].n += 1;
    }
  }
  return Object.fromEntries(
    Object.entries(sums).map(([k, v]) => [k, Math.round((v.sum / v.n) * 1000) / 1000]),
  );
}

/** A back office has a handful of staff at once, not a crowd of shoppers. */
const STAFF_CONNECTIONS = Number(process.env.BENCH_STAFF_CONNECTIONS ?? 5);

/**
 * The back office's product list on the whole catalog, as a support member (every role reads): the first page in its
 * usual order, a broad word ("case" matches about 2,300 products), a brand's word by name, a SKU prefix, a stock filter with a sort, a
 * category by name. Staff reads are never cached, so each request is a database query.
 */
const ADMIN_SCENARIOS: Scenario[] = [
  { name: 'admin products', path: '/api/admin/products' },
  { name: 'admin products "case"', path: '/api/admin/products?q=case' },
  // A brand's word in about 5,000 names, which sort together far down the list by name.
  { name: 'admin products "mophie" by name', path: '/api/admin/products?q=mophie&sort=name' },
  { name: 'admin products SKU prefix', path: '/api/admin/products?q=BENCH-4321' },
  { name: 'admin products low, by price', path: '/api/admin/products?stock=low&sort=price' },
  { name: 'admin products cat 7 by name', path: '/api/admin/products?category=7&sort=name&dir=desc' },
].map((s) => ({ ...s, method: 'GET' as const, connections: STAFF_CONNECTIONS }));

/** What the order desk's calls name: a governorate, a month of Cairo days, an order in the middle of the year. */
interface DeskFacts {
  governorateId: number;
  from: string;
  to: string;
  /** A month at the far end of the year, which a walk down the ids reaches last. */
  yearFrom: string;
  yearTo: string;
  quarterTo: string;
  middleId: number;
}

/**
 * The back office's order desk on a year of orders (bench/generate-orders.ts), as a support member: the first page,
 * each filter alone, a few combinations staff use, a page half a year back by `before`, and the CSV export of a
 * filtered set (autocannon's latency is the time to the last byte). At STAFF_CONNECTIONS, like the product list.
 */
function orderDeskScenarios(facts: DeskFacts): Scenario[] {
  const buyer = benchBuyer(42);
  const month = `from=${facts.from}&to=${facts.to}`;
  const g = facts.governorateId;
  return [
    { name: 'admin orders', path: '/api/admin/orders' },
    { name: 'admin orders status', path: '/api/admin/orders?status=processing' },
    { name: 'admin orders method', path: '/api/admin/orders?payment_method=valu' },
    { name: 'admin orders month', path: `/api/admin/orders?${month}` },
    {
      name: 'admin orders month a year back',
      path: `/api/admin/orders?from=${facts.yearFrom}&to=${facts.yearTo}`,
    },
    {
      name: 'admin orders quarter a year back',
      path: `/api/admin/orders?from=${facts.yearFrom}&to=${facts.quarterTo}`,
    },
    { name: 'admin orders governorate', path: `/api/admin/orders?governorate_id=${g}` },
    { name: 'admin orders promo', path: `/api/admin/orders?promo_code=${BENCH_PROMO_CODES[2]}` },
    { name: 'admin orders phone', path: `/api/admin/orders?customer=${buyer.phone}` },
    { name: 'admin orders e-mail', path: `/api/admin/orders?customer=${encodeURIComponent(buyer.email)}` },
    {
      name: 'admin orders number',
      path: `/api/admin/orders?number=ISP-${String(facts.middleId).padStart(6, '0')}`,
    },
    { name: 'admin orders status+method', path: '/api/admin/orders?status=paid&payment_method=valu' },
    { name: 'admin orders month+status', path: `/api/admin/orders?${month}&status=refunded` },
    { name: 'admin orders gov+status', path: `/api/admin/orders?governorate_id=${g}&status=shipped` },
    {
      name: 'admin orders promo+method+month',
      path: `/api/admin/orders?promo_code=${BENCH_PROMO_CODES[0]}&payment_method=card&${month}`,
    },
    { name: 'admin orders before', path: `/api/admin/orders?before=${facts.middleId}` },
    {
      name: 'admin orders before, status',
      path: `/api/admin/orders?before=${facts.middleId}&status=delivered`,
    },
    {
      name: 'admin orders CSV gov+month',
      path: `/api/admin/orders/export.csv?governorate_id=${g}&${month}`,
    },
    { name: 'admin orders CSV month', path: `/api/admin/orders/export.csv?${month}` },
  ].map((s) => ({ ...s, method: 'GET' as const, connections: STAFF_CONNECTIONS }));
}

/** The order desk's calls by name alone (to know before generating anything whether any of them runs). */
const DESK_CHOSEN = orderDeskScenarios({
  governorateId: 1,
  from: '',
  to: '',
  yearFrom: '',
  yearTo: '',
  quarterTo: '',
  middleId: 1,
}).some((s) => chosen(s.name));

/** The facts the desk's calls name, read from the generated orders. */
async function deskFacts(db: Awaited<ReturnType<typeof openRuntime>>['deps']['db']): Promise<DeskFacts> {
  const busiest = await db
    .selectFrom('orders')
    .select(['governorate_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('governorate_id', 'is not', null)
    .groupBy('governorate_id')
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const { max } = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  // A month of Cairo days two months back: whole days, as a person picks them.
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return {
    governorateId: busiest.governorate_id!,
    from: day(75),
    to: day(46),
    yearFrom: day(355),
    yearTo: day(326),
    quarterTo: day(266),
    middleId: Math.floor(Number(max) / 2),
  };
}

/** Requests sent per scenario so far: a varied call goes on through its list from one load to the next. */
const sent = new WeakMap<Scenario, number>();

/** The server's event-loop delay and memory, asked over its IPC channel (bench/soak/server-probe.ts). */
let probe: Probe | null = null;

async function load(url: string, scenario: Scenario): Promise<Measure> {
  if (scenario.alongside) {
    const other = scenario.alongside;
    const [measured] = await Promise.all([
      load(url, { ...scenario, alongside: undefined }),
      load(`${new URL(url).origin}${other.path}`, other),
    ]);
    return measured;
  }
  const { vary, tokens } = scenario;
  let n = sent.get(scenario) ?? 0;
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
                sent.set(scenario, n);
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
    const loops: Array<{ p99: number; max: number; rssMb: number }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await probe?.(); // starts the event-loop figures afresh
      apps.push(await run());
      const figures = await probe?.();
      if (figures)
        loops.push({
          p99: figures.delayP99,
          max: figures.delayMax,
          rssMb: Math.round(figures.memory.rss / 2 ** 20),
        });
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
      ...(loops.length
        ? {
            loop: {
              p99: Math.max(...loops.map((l) => l.p99)),
              max: Math.max(...loops.map((l) => l.max)),
            },
            rssMb: Math.max(...loops.map((l) => l.rssMb)),
          }
        : {}),
    };
    console.log(
      `${dialect.padEnd(8)} ${name.padEnd(28)} ${String(app.rps).padStart(6)} req/s p50 ${app.p50} ms p99 ${app.p99} ms | bare ${baseline.rps} req/s | ratio ${row.ratio.toFixed(2)}${row.loop ? ` | loop p99 ${row.loop.p99.toFixed(1)} max ${row.loop.max.toFixed(1)} ms, rss ${row.rssMb} MB` : ''}`,
    );
    return row;
  } finally {
    await stop(bare.child);
  }
}

/**
 * Cart update and validate_cart at BENCH_CONNECTIONS, and order placement by each of ORDER_CUSTOMERS customers
 * (`customers`); the cart update alone and beside the varied search at BENCH_CONNECTIONS (`cart update`).
 */
async function measureCustomers(
  dialect: string,
  base: string,
  env: NodeJS.ProcessEnv,
  dir: string,
  vocabulary: Vocabulary,
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
    const cartUpdate: Scenario = {
      name: 'cart update',
      method: 'POST',
      path: '/api/customer/carts',
      body: { items: [{ id: variant, amount: 1 }], reset: false },
      vary: (n) => ({ items: [{ id: variant, amount: 1 + (n % 2) }], reset: false }),
      tokens,
    };
    const alone = {
      ...cartUpdate,
      name: `cart update, ${BESIDE_CONNECTIONS} connections`,
      connections: BESIDE_CONNECTIONS,
    };
    const beside = {
      ...alone,
      name: 'cart update beside varied search',
      alongside: searchLoadBeside(vocabulary),
    };
    for (const scenario of [alone, beside])
      if (chosen(scenario.name)) rows.push(await measure(dialect, base, scenario, dir));
    if (!chosen('customers')) return rows;
    rows.push(await measure(dialect, base, cartUpdate, dir));
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

async function prepare(
  dialect: 'sqlite' | 'postgres',
  dir: string,
): Promise<{ env: NodeJS.ProcessEnv; vocabulary: Vocabulary; facts: DeskFacts | null }> {
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
  let facts: DeskFacts | null = null;
  if (DESK_CHOSEN) {
    const ordersStarted = Date.now();
    const orders = await growOrders(runtime.deps.db, ORDERS);
    console.log(
      `${dialect}: generated ${orders} orders in ${((Date.now() - ordersStarted) / 1000).toFixed(1)} s`,
    );
    facts = await deskFacts(runtime.deps.db);
  }
  // What autovacuum does for a settled catalog: statistics, and the visibility map index-only scans rely on.
  if (env.DATABASE_SCHEMA) {
    const s = env.DATABASE_SCHEMA;
    await withPg((c) =>
      c.query(
        `vacuum analyze ${s}.products, ${s}.product_variants, ${s}.product_search${DESK_CHOSEN ? `, ${s}.orders, ${s}.order_items, ${s}.order_status_history, ${s}.users, ${s}.addresses` : ''}`,
      ),
    );
  }
  const vocabulary = await readVocabulary(runtime.deps.db);
  await runtime.close();
  return { env, vocabulary, facts };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const rows: Row[] = [];
  const relevance: Record<string, Record<string, number>> = {};
  // Picture uploads first, on a quiet machine: their own small shop, not the 100,000-product one.
  const upload: UploadFigures | null = chosen('upload') ? await benchMediaUpload() : null;
  if (upload) console.log(renderUploadMarkdown(upload));
  const apiCalls =
    SCENARIOS.some((s) => chosen(s.name)) ||
    chosen('varied search') ||
    chosen('varied autocomplete') ||
    chosen('relevance') ||
    ADMIN_SCENARIOS.some((s) => chosen(s.name)) ||
    DESK_CHOSEN ||
    chosen('customers') ||
    chosen('cart update');
  try {
    for (const dialect of apiCalls ? DIALECTS : []) {
      const { env, vocabulary, facts } = await prepare(dialect, dir);
      // The server runs as `npm start` does, with the soak's probe loaded to report its event-loop delay and memory.
      const server = await startProcess(
        process.execPath,
        [
          '--import',
          'tsx',
          '--import',
          new URL('./soak/server-probe.ts', import.meta.url).href,
          'apps/api/src/server.ts',
        ],
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
        { ipc: true },
      );
      probe = makeProbe(server.child);
      try {
        const base = `http://127.0.0.1:${server.port}`;
        const first = await probe();
        if (first)
          console.log(`${dialect}: server RSS at start ${Math.round(first.memory.rss / 2 ** 20)} MB`);
        for (const scenario of [...SCENARIOS, ...variedScenarios(vocabulary)].filter((s) => chosen(s.name)))
          rows.push(await measure(dialect, base, scenario, dir));
        const admin = [...ADMIN_SCENARIOS, ...(facts ? orderDeskScenarios(facts) : [])].filter((s) =>
          chosen(s.name),
        );
        if (admin.length > 0) {
          const cookie = await staffCookie(base, env);
          for (const scenario of admin) rows.push(await measure(dialect, base, { ...scenario, cookie }, dir));
        }
        if (chosen('customers') || chosen('cart update'))
          rows.push(...(await measureCustomers(dialect, base, env, dir, vocabulary)));
        if (chosen('varied search') || chosen('relevance')) {
          relevance[dialect] = await judge(base);
          console.log(`${dialect}: nDCG@10 of the judged queries ${JSON.stringify(relevance[dialect])}`);
        }
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
  writeFileSync(join(out, `${name}.json`), JSON.stringify({ ...meta, rows, upload, relevance }, null, 2));
  const judged = Object.entries(relevance).map(
    ([dialect, scores]) =>
      `| ${dialect} | ${Object.entries(scores)
        .map(([kind, score]) => `${kind} ${score.toFixed(3)}`)
        .join(' · ')} |`,
  );
  writeFileSync(
    join(out, `${name}.md`),
    renderMarkdown(meta, rows) +
      (judged.length
        ? `\n## Relevance\n\nnDCG@10 of the ${JUDGED_QUERIES.length} judged queries on this catalog.\n\n| database | nDCG@10 |\n|---|---|\n${judged.join('\n')}\n`
        : '') +
      (upload ? `\n${renderUploadMarkdown(upload)}` : ''),
  );
  writeFileSync(join(out, `${name}.svg`), renderChart(rows));
  console.log(`\nWrote bench/results/${name}.{json,md,svg}`);
  // The storefront's pages: Lighthouse mobile scores against the production build (BENCH_LIGHTHOUSE=0 skips them, and
  // a partial run has them only when asked for by name).
  if (process.env.BENCH_LIGHTHOUSE !== '0' && chosen('lighthouse')) await benchLighthouse();
}

await main();
