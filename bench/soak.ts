/**
 * npm run soak: the production server under a steady, open-loop rate of mixed traffic for SOAK_SECONDS (default 600)
 * after a warm-up, to show that memory stays flat and that nothing fails. The mix: server-rendered pages (home, item,
 * search, category), catalog API reads (product detail, categories, autocomplete, search with varied text), guest and
 * customer cart updates, validate_cart, order placement by signed-in customers (their variants restocked so orders
 * keep succeeding) and a trickle of unknown products that must answer 404.
 *
 * Requests leave on a fixed schedule whatever the server's answers (open loop), so a slow server meets the same rate
 * rather than a gentler one. Before the warm-up the server's read cache is filled to its bound, so that a cache
 * still filling is not taken for a leak (fillReadCache). Every 10 s the server's RSS is read from
 * /proc/<pid>/status, and its heap, CPU and event-loop figures come over the child's IPC channel from a probe loaded
 * with --import (nothing listens on the network for them). At the start and end of the measured window a full GC
 * runs first (--expose-gc), so the live heap can be compared. Writes bench/results/soak-latest.{json,md,svg}; exits
 * 1 on any error (a non-2xx that was not the expected answer, a socket error, a timeout, a request that could not
 * leave because too many were waiting, or an error the server logged) or when memory grew beyond the limits below.
 *
 * SOAK_SECONDS (600), SOAK_WARMUP_SECONDS (60, the first half a ramp), SOAK_RATE (50 requests/s: this mix costs the
 * server about 5 ms of CPU a request, mostly the page renders, so 50/s is a quarter of a core, which a busy shared
 * two-core machine can still give it), SOAK_DIALECT (sqlite | postgres; postgres runs in a fresh schema of
 * TEST_DATABASE_URL with Redis for the rate limits, both cleaned up afterwards), SOAK_PRODUCTS (0: the demo catalog;
 * more grows it with generated products), SOAK_MAX_HEAP_GROWTH_MB (16: live heap after a full GC, end minus start),
 * SOAK_MAX_RSS_SLOPE_MB_PER_MIN (3: least squares over the measured window; RSS swings by tens of MB as V8 resizes
 * its heap, so a tighter limit would fail on noise), SOAK_CACHE_FILL (5000), SOAK_HEAP_SNAPSHOTS (a directory: heap
 * snapshots at the start and end of the measured window, to diff when memory grows), SOAK_REPORT_ONLY=1 (rewrite the
 * Markdown and the chart from soak-latest.json, without a run).
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '../apps/api/src/env.ts';
import { openRuntime, type Runtime } from '../apps/api/src/runtime.ts';
import { bottomlessVariant, makeCustomers, type BenchCustomer } from './customer-load.ts';
import { growCatalog } from './generate-catalog.ts';
import { PG_URL, withPg } from './postgres.ts';
import { root, startProcess, stop } from './server-process.ts';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 600);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? 50);
const DIALECT = (process.env.SOAK_DIALECT ?? 'sqlite') as 'sqlite' | 'postgres';
const PRODUCTS = Number(process.env.SOAK_PRODUCTS ?? 0);
const MAX_HEAP_GROWTH_MB = Number(process.env.SOAK_MAX_HEAP_GROWTH_MB ?? 16);
const MAX_RSS_SLOPE = Number(process.env.SOAK_MAX_RSS_SLOPE_MB_PER_MIN ?? 3);
const REDIS_URL = process.env.SOAK_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Distinct catalog reads sent before the warm-up: the read cache's 5,000 entries (see fillReadCache). */
const CACHE_FILL = Number(process.env.SOAK_CACHE_FILL ?? 5_000);
const SAMPLE_MS = 10_000;
const TIMEOUT_MS = 10_000;
/** Requests (events) allowed to wait for an answer at once; past that, the next one is counted as an error. */
const MAX_IN_FLIGHT = 256;
const SHOPPERS = 30;
const BUYERS = 10;
const GUESTS = 30;
const MB = 1024 * 1024;

if (!['sqlite', 'postgres'].includes(DIALECT)) throw new Error('SOAK_DIALECT is sqlite or postgres');
if (!(SECONDS > 0 && RATE > 0 && WARMUP_SECONDS >= 0))
  throw new Error('SOAK_SECONDS and SOAK_RATE must be > 0');

/**
 * Loaded into the server with --import: answers the parent's questions over IPC (memory, CPU, event-loop delay and
 * utilisation since the last question, and the heap left after each major GC V8 ran by itself meanwhile), with a full
 * GC first, or a heap snapshot written to a given path, when asked. Inert without an IPC channel.
 */
const PROBE = `
import { constants, monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics, writeHeapSnapshot } from 'node:v8';
if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let elu = performance.eventLoopUtilization();
  let majorGcs = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) majorGcs.push(getHeapStatistics().used_heap_size);
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('message', (m) => {
    if (!m || m.type !== 'soak:probe') return;
    if (m.gc && typeof globalThis.gc === 'function') globalThis.gc();
    if (m.snapshot) writeHeapSnapshot(m.snapshot);
    const now = performance.eventLoopUtilization();
    const utilisation = performance.eventLoopUtilization(now, elu).utilization;
    elu = now;
    process.send({
      type: 'soak:probe', id: m.id, memory: process.memoryUsage(), cpu: process.cpuUsage(), elu: utilisation,
      delayP99: delay.percentile(99) / 1e6, delayMax: delay.max / 1e6, majorGcs,
    });
    majorGcs = [];
    delay.reset();
  });
  process.channel?.unref();
}
`;

// ---------------------------------------------------------------------------------------------------------------
// Statistics

interface KindStats {
  requests: number;
  ok: number;
  /** Non-2xx answers that were the right answer (404 for an unknown product). */
  expected: number;
  errors: number;
  bytes: number;
  latencies: number[];
}

interface ErrorSample {
  at: number;
  kind: string;
  reason: string;
  detail: string;
}

class Stats {
  kinds = new Map<string, KindStats>();
  errorReasons = new Map<string, number>();
  errorSamples: ErrorSample[] = [];
  /** Latencies and errors since the last memory sample, for the per-window figures. */
  window = { latencies: [] as number[], requests: 0, errors: 0 };
  schedulerLagMax = 0;
  schedulerLate = 0;

  kind(name: string): KindStats {
    let k = this.kinds.get(name);
    if (!k) {
      k = { requests: 0, ok: 0, expected: 0, errors: 0, bytes: 0, latencies: [] };
      this.kinds.set(name, k);
    }
    return k;
  }

  record(name: string, ms: number, bytes: number, outcome: 'ok' | 'expected' | 'error') {
    const k = this.kind(name);
    k.requests += 1;
    k.bytes += bytes;
    k.latencies.push(ms);
    if (outcome === 'ok') k.ok += 1;
    else if (outcome === 'expected') k.expected += 1;
    this.window.latencies.push(ms);
    this.window.requests += 1;
  }

  error(name: string, reason: string, detail: string, counted: boolean) {
    const k = this.kind(name);
    k.errors += 1;
    if (!counted) k.requests += 1;
    this.window.errors += 1;
    const key = `${name}: ${reason}`;
    const seen = this.errorReasons.get(key) ?? 0;
    this.errorReasons.set(key, seen + 1);
    // The first few of each kind of error, so a flood of one cannot hide another.
    if (seen < 3 && this.errorSamples.length < 60)
      this.errorSamples.push({ at: Date.now(), kind: name, reason, detail: detail.slice(0, 300) });
  }

  totalErrors(): number {
    let n = 0;
    for (const k of this.kinds.values()) n += k.errors;
    return n;
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const average = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : 0;

// ---------------------------------------------------------------------------------------------------------------
// HTTP client

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let port = 0;
let stats = new Stats();

interface Answer {
  status: number;
  body: Buffer | null;
}

/**
 * One request; its outcome lands in the current statistics under `kind`. Resolves to the answer when the status was
 * one of `expect`, otherwise null (the error is recorded).
 */
function send(
  kind: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: object; token?: string; expect?: number[]; keepBody?: boolean } = {},
): Promise<Answer | null> {
  const expect = options.expect ?? [200];
  const into = stats;
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  const headers: http.OutgoingHttpHeaders = {
    accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
  };
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolveAnswer) => {
    const started = performance.now();
    let settled = false;
    const finish = (answer: Answer | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolveAnswer(answer);
    };
    const fail = (reason: string, detail: string) => {
      if (settled) return;
      into.error(kind, reason, `${method} ${path}: ${detail}`, false);
      finish(null);
    };
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
      const status = response.statusCode ?? 0;
      const good = expect.includes(status);
      const keep = !good || options.keepBody;
      const chunks: Buffer[] = [];
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (keep) chunks.push(chunk);
      });
      response.on('error', (error) => fail('response error', error.message));
      response.on('end', () => {
        if (settled) return;
        const ms = performance.now() - started;
        const body = keep ? Buffer.concat(chunks) : null;
        if (good) {
          into.record(kind, ms, bytes, status < 300 ? 'ok' : 'expected');
          finish({ status, body });
        } else {
          into.record(kind, ms, bytes, 'error');
          into.error(kind, `HTTP ${status}`, `${method} ${path}: ${body?.toString().slice(0, 240)}`, true);
          finish(null);
        }
      });
    });
    const timer = setTimeout(() => {
      fail('timeout', `no answer within ${TIMEOUT_MS} ms`);
      request.destroy();
    }, TIMEOUT_MS);
    request.on('error', (error: NodeJS.ErrnoException) =>
      fail(`socket ${error.code ?? 'error'}`, error.message),
    );
    request.end(payload);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The traffic mix

/** A fixed-seed generator, so two runs send the same mix. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const random = generator(20261123);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (p: number) => random() < p;

interface World {
  slugs: string[];
  categoryIds: number[];
  /** Variants with stock, for validate_cart. */
  variants: number[];
  /** The few of them that stored carts (guest and customer) hold. */
  cartVariants: number[];
  /** Bottomless variants that orders take. */
  orderVariants: number[];
  words: string[];
  prefixes: string[];
  shoppers: BenchCustomer[];
  buyers: BenchCustomer[];
  idleBuyers: BenchCustomer[];
  guests: string[];
}

const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name_asc'] as const;
const MISSES = ['zzqx', 'toaster', 'lawnmower', 'qwerty uiop', 'xylophone'];

function searchText(w: World): string {
  const roll = random();
  if (roll < 0.45) return pick(w.words);
  if (roll < 0.7) return `${pick(w.words)} ${pick(w.words)}`;
  if (roll < 0.9) return pick(w.prefixes);
  if (roll < 0.95) return pick(MISSES);
  // A text nobody typed before: the answer cannot come from a cache.
  return `${pick(w.prefixes)} ${Math.floor(random() * 1e6)}`;
}

function searchBody(w: World): object {
  return {
    search: searchText(w),
    page_size: pick([4, 20, 24]),
    ...(chance(0.3) ? { category_id: pick(w.categoryIds) } : {}),
    ...(chance(0.3) ? { price_to: 1000 * (5 + Math.floor(random() * 100)) } : {}),
    ...(chance(0.3) ? { in_stock: 1 } : {}),
    ...(chance(0.3) ? { sort: pick(SORTS) } : {}),
    ...(chance(0.2) ? { page: 2 } : {}),
  };
}

function categoryPage(w: World): string {
  const id = pick(w.categoryIds);
  if (id === 7) return '/Accessories';
  const query = new URLSearchParams({ category: String(id) });
  if (chance(0.3)) query.set('sort', pick(SORTS));
  if (chance(0.2)) query.set('page', '2');
  if (chance(0.2)) query.set('in_stock', '1');
  return `/Categories?${query}`;
}

/**
 * `count` cart lines naming different variants (a variant twice is refused). Stored carts draw from a dozen variants
 * so that none outgrows the 50-line limit over the run; validate_cart checks lines from the whole catalog.
 */
function lines(w: World, count: number, stored: boolean): Array<{ id: number; amount: number }> {
  const pool = stored ? w.cartVariants : w.variants;
  const ids = new Set<number>();
  while (ids.size < Math.min(count, pool.length)) ids.add(pick(pool));
  return [...ids].map((id) => ({ id, amount: stored && chance(0.15) ? 0 : 1 + Math.floor(random() * 2) }));
}

interface Event {
  name: string;
  /** Share of the events, out of the total weight. */
  weight: number;
  run: (w: World) => Promise<unknown>;
}

const EVENTS: Event[] = [
  { name: 'page: home', weight: 2, run: () => send('page: home', 'GET', '/') },
  {
    name: 'page: item',
    weight: 4,
    run: (w) => send('page: item', 'GET', `/item/${encodeURIComponent(pick(w.slugs))}`),
  },
  {
    name: 'page: search',
    weight: 3,
    run: (w) => {
      const query = new URLSearchParams({ search: searchText(w) });
      if (chance(0.3)) query.set('sort', pick(SORTS));
      return send('page: search', 'GET', `/search?${query}`);
    },
  },
  { name: 'page: category', weight: 3, run: (w) => send('page: category', 'GET', categoryPage(w)) },
  {
    name: 'api: product detail',
    weight: 14,
    run: (w) =>
      send('api: product detail', 'GET', `/api/customer/products/${encodeURIComponent(pick(w.slugs))}`),
  },
  {
    name: 'api: categories',
    weight: 7,
    run: () => send('api: categories', 'GET', '/api/customer/home/categories'),
  },
  {
    name: 'api: autocomplete',
    weight: 12,
    run: (w) =>
      send('api: autocomplete', 'POST', '/api/customer/products/autocomplete', {
        body: { q: chance(0.6) ? pick(w.prefixes) : searchText(w) },
      }),
  },
  {
    name: 'api: search',
    weight: 14,
    run: (w) => send('api: search', 'POST', '/api/customer/products/search', { body: searchBody(w) }),
  },
  {
    name: 'guest cart add',
    weight: 9,
    run: async (w) => {
      let token = pick(w.guests);
      if (chance(0.1)) {
        // A new visitor: a guest token first, then the line.
        const issued = await send('guest token', 'POST', '/api/customer/auth/guest', {
          expect: [201],
          keepBody: true,
        });
        if (!issued?.body) return;
        token = (JSON.parse(issued.body.toString()) as { data: { token: string } }).data.token;
      }
      return send('guest cart add', 'POST', '/api/customer/carts/guest/add', {
        body: lines(w, 1, true)[0],
        token,
      });
    },
  },
  {
    name: 'customer cart update',
    weight: 9,
    run: (w) =>
      send('customer cart update', 'POST', '/api/customer/carts', {
        body: { items: lines(w, chance(0.3) ? 2 : 1, true), reset: chance(0.1) },
        token: pick(w.shoppers).token,
      }),
  },
  {
    name: 'validate_cart',
    weight: 7,
    run: (w) =>
      send('validate_cart', 'POST', '/api/customer/orders/validate_cart', {
        body: { items: lines(w, 1 + Math.floor(random() * 3), false) },
        ...(chance(0.7) ? { token: pick(w.shoppers).token } : {}),
      }),
  },
  {
    name: 'order placement',
    weight: 3,
    run: async (w) => {
      const buyer = w.idleBuyers.pop();
      if (!buyer) {
        stats.error('order placement', 'every buyer busy', 'the previous orders had not finished', false);
        return;
      }
      try {
        const filled = await send('order: cart refill', 'POST', '/api/customer/carts', {
          body: { items: [{ id: pick(w.orderVariants), amount: 1 }], reset: true },
          token: buyer.token,
        });
        if (!filled) return;
        await send('order placement', 'POST', '/api/customer/orders', {
          body: { device_type: 1, address_id: buyer.addressId, payment_method: 1 },
          token: buyer.token,
        });
      } finally {
        w.idleBuyers.push(buyer);
      }
    },
  },
  {
    name: 'unknown product (404)',
    weight: 1,
    run: () =>
      chance(0.5)
        ? send(
            'api: unknown product (404)',
            'GET',
            `/api/customer/products/no-such-${Math.floor(random() * 1e9)}`,
            {
              expect: [404],
            },
          )
        : send('page: unknown item (404)', 'GET', `/item/no-such-${Math.floor(random() * 1e9)}`, {
            expect: [404],
          }),
  },
];

const TOTAL_WEIGHT = EVENTS.reduce((sum, e) => sum + e.weight, 0);

function pickEvent(): Event {
  let roll = random() * TOTAL_WEIGHT;
  for (const event of EVENTS) {
    roll -= event.weight;
    if (roll < 0) return event;
  }
  return EVENTS[EVENTS.length - 1]!;
}

/**
 * The server keeps up to 5,000 catalog reads (apps/api/src/lib/read-cache.ts, an LRU by entry count; each entry also
 * holds its serialised bytes, http/serializer.ts). The mix keeps asking new questions, so at this rate the cache
 * would take most of the run to fill, and its growth would read as a leak. So the mix's cacheable reads are sent
 * first, in the mix's proportions (the page loaders' search and category listing calls made directly), until `count`
 * distinct ones have gone: the cache then holds what the mix would leave in it, and growth after that is the server's.
 */
async function fillReadCache(w: World, count: number): Promise<number> {
  const reads: Array<[number, () => [string, string, object | undefined]]> = [
    [14, () => ['api: search', '/api/customer/products/search', searchBody(w)]],
    [
      12,
      () => [
        'api: autocomplete',
        '/api/customer/products/autocomplete',
        { q: chance(0.6) ? pick(w.prefixes) : searchText(w) },
      ],
    ],
    [
      3,
      () => [
        'fill: search page',
        '/api/customer/products/search',
        { page: 1, page_size: 24, search: searchText(w), ...(chance(0.3) ? { sort: pick(SORTS) } : {}) },
      ],
    ],
    [
      3,
      () => {
        const query = new URLSearchParams({ page: chance(0.2) ? '2' : '1', page_size: '24' });
        if (chance(0.3)) query.set('sort', pick(SORTS));
        if (chance(0.2)) query.set('in_stock', 'true');
        return ['fill: category page', `/api/customer/categories/${pick(w.categoryIds)}?${query}`, undefined];
      },
    ],
    [
      18,
      () => ['api: product detail', `/api/customer/products/${encodeURIComponent(pick(w.slugs))}`, undefined],
    ],
    [
      1,
      () => [
        'api: unknown product (404)',
        `/api/customer/products/no-such-${Math.floor(random() * 1e9)}`,
        undefined,
      ],
    ],
  ];
  const total = reads.reduce((sum, [weight]) => sum + weight, 0);
  const seen = new Set<string>();
  let sent = 0;
  const worker = async () => {
    while (seen.size < count && sent < count * 10 && !aborted) {
      let roll = random() * total;
      const [, make] = reads.find(([weight]) => (roll -= weight) < 0) ?? reads[0]!;
      const [kind, path, body] = make();
      seen.add(`${path} ${JSON.stringify(body)}`);
      sent += 1;
      await send(kind, body ? 'POST' : 'GET', path, {
        ...(body ? { body } : {}),
        ...(kind.includes('404') ? { expect: [404] } : {}),
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return sent;
}

let inFlight = 0;
let aborted = false;
let stopping = false;

/**
 * Fires events at RATE per second on a fixed schedule until `seconds` have passed, then waits for the stragglers.
 * With `rampSeconds` the rate climbs from a tenth of RATE to RATE over that time first (a cold server is not met by
 * the full rate at once).
 */
async function drive(
  w: World,
  seconds: number,
  options: { rampSeconds?: number; onTick?: (elapsedMs: number) => Promise<void> } = {},
): Promise<void> {
  const { rampSeconds = 0, onTick } = options;
  const started = performance.now();
  const end = started + seconds * 1000;
  let nextTick = SAMPLE_MS;
  const running = new Set<Promise<unknown>>();
  for (let due = started; !aborted;) {
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const lag = performance.now() - due;
    if (lag > stats.schedulerLagMax) stats.schedulerLagMax = lag;
    if (lag > 50) stats.schedulerLate += 1;
    const event = pickEvent();
    if (inFlight >= MAX_IN_FLIGHT) {
      stats.error(event.name, 'client backlog', `${inFlight} requests already waiting`, false);
    } else {
      inFlight += 1;
      const p = event.run(w).finally(() => {
        inFlight -= 1;
        running.delete(p);
      });
      running.add(p);
    }
    if (onTick && performance.now() - started >= nextTick) {
      const at = nextTick;
      nextTick += SAMPLE_MS;
      void onTick(at);
    }
    const elapsed = (due - started) / 1000;
    due += 1000 / (elapsed < rampSeconds ? RATE * (0.1 + (0.9 * elapsed) / rampSeconds) : RATE);
  }
  await Promise.all(running);
}

// ---------------------------------------------------------------------------------------------------------------
// Memory samples

interface ProbeAnswer {
  memory: NodeJS.MemoryUsage;
  cpu: NodeJS.CpuUsage;
  elu: number;
  delayP99: number;
  delayMax: number;
  /** Heap used right after each major GC V8 ran since the last question, in bytes. */
  majorGcs: number[];
}

interface Sample {
  /** Seconds since the end of the warm-up. */
  t: number;
  rssMB: number;
  heapUsedMB: number | null;
  heapTotalMB: number | null;
  externalMB: number | null;
  /** Server CPU over the window, as a share of one core. */
  cpu: number | null;
  eventLoopUtilisation: number | null;
  eventLoopDelayP99Ms: number | null;
  /** Heap left by the major GCs V8 ran in the window (MB): the live heap, without forcing a GC. */
  heapAfterMajorGcMB: number[];
  /**
   * The main thread's time over the window (/proc/<pid>/task/<pid>/schedstat): on a CPU, runnable but waiting for
   * one (other processes had the cores), and neither (idle or blocked in a system call).
   */
  mainThread: { onCpu: number; waitingForCpu: number; off: number } | null;
  requests: number;
  errors: number;
  p99Ms: number;
}

/** VmRSS of the process in MB; null once it is gone. */
function readRss(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? (Number(kb) * 1024) / MB : null;
  } catch {
    return null;
  }
}

/** Nanoseconds the main thread has spent on a CPU and waiting in the run queue; null once it is gone. */
function readSchedstat(pid: number): { cpu: number; wait: number; at: number } | null {
  try {
    const [cpu, wait] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { cpu: cpu!, wait: wait!, at: performance.now() };
  } catch {
    return null;
  }
}

function makeProbe(child: ChildProcess) {
  let id = 0;
  const waiting = new Map<number, (answer: ProbeAnswer | null) => void>();
  child.on('message', (message: { type?: string; id?: number } & ProbeAnswer) => {
    if (message?.type !== 'soak:probe' || message.id === undefined) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return (gc = false, snapshot?: string): Promise<ProbeAnswer | null> =>
    new Promise((done) => {
      const ask = (id += 1);
      const timer = setTimeout(() => {
        waiting.delete(ask);
        done(null);
      }, 60_000);
      waiting.set(ask, (answer) => {
        clearTimeout(timer);
        done(answer);
      });
      child.send({ type: 'soak:probe', id: ask, gc, snapshot });
    });
}

/** Least-squares slope of rssMB over time, in MB per minute. */
function slope(samples: Sample[]): number {
  if (samples.length < 2) return 0;
  const xs = samples.map((s) => s.t / 60);
  const ys = samples.map((s) => s.rssMB);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i += 1) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

// ---------------------------------------------------------------------------------------------------------------
// Set-up

/**
 * The storefront build, made when missing or stale, copied aside so a rebuild elsewhere cannot change it mid-run.
 * The copy stays under node_modules, where its server bundle still finds react-router.
 */
function webBuild(tag: string): string {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: root, stdio: 'inherit' });
  const copy = join(root, 'node_modules/.cache', `shop-soak-${tag}`);
  cpSync(join(root, 'apps/web/build'), copy, { recursive: true });
  return copy;
}

async function prepareDatabase(dir: string, tag: string): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv =
    DIALECT === 'postgres'
      ? {
          DATABASE_URL: PG_URL,
          DATABASE_SCHEMA: `soak_${tag}`,
          REDIS_URL,
          RATE_LIMIT_NAMESPACE: `soak-${tag}`,
        }
      : { SQLITE_PATH: join(dir, 'soak.sqlite') };
  if (env.DATABASE_SCHEMA) await withPg((c) => c.query(`create schema ${env.DATABASE_SCHEMA}`));
  const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { seed: true });
  try {
    if (PRODUCTS > 0) {
      const started = Date.now();
      const added = await growCatalog(runtime.deps.db, PRODUCTS);
      console.log(`generated ${added} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (DIALECT === 'postgres') await withPg((c) => c.query(`analyze`));
    }
  } finally {
    await runtime.close();
  }
  return env;
}

async function makeWorld(base: string, runtime: Runtime, tag: string): Promise<World> {
  const db = runtime.deps.db;
  const products = await db
    .selectFrom('products')
    .select(['slug', 'name'])
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const categories = await db
    .selectFrom('categories')
    .select('id')
    .where('active', '=', 1)
    .orderBy('id')
    .execute();
  const orderVariants = [
    await bottomlessVariant(db, 'iphone-17-pro'),
    ...(
      await db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select('v.id')
        .where('p.active', '=', 1)
        .where('p.preorder', '=', 0)
        .where('p.available_soon', '=', 0)
        .where('v.stock', '>', 10)
        .orderBy('v.id', 'desc')
        .limit(2)
        .execute()
    ).map((v) => v.id),
  ];
  await restock(runtime, orderVariants);
  const variants = (
    await db
      .selectFrom('product_variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select('v.id')
      .where('p.active', '=', 1)
      .where('v.stock', '>', 0)
      .orderBy('v.id')
      .limit(400)
      .execute()
  ).map((v) => v.id);
  const words = [
    ...new Set(
      products.flatMap((p) =>
        p.name
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter((word) => word.length >= 3),
      ),
    ),
  ];
  const prefixes = [
    ...new Set(words.flatMap((word) => [word.slice(0, 2), word.slice(0, 3), word.slice(0, 4)])),
  ];
  const customers = await makeCustomers(base, db, SHOPPERS + BUYERS, tag);
  const guests: string[] = [];
  for (let i = 0; i < GUESTS; i += 1) {
    const response = await fetch(`${base}/api/customer/auth/guest`, { method: 'POST' });
    if (response.status !== 201) throw new Error(`guest token: HTTP ${response.status}`);
    guests.push(((await response.json()) as { data: { token: string } }).data.token);
  }
  const buyers = customers.slice(SHOPPERS);
  return {
    slugs: products.map((p) => p.slug),
    categoryIds: categories.map((c) => c.id),
    variants,
    cartVariants: variants
      .filter((_, i) => i % Math.max(1, Math.floor(variants.length / 12)) === 0)
      .slice(0, 12),
    orderVariants,
    words,
    prefixes,
    shoppers: customers.slice(0, SHOPPERS),
    buyers,
    idleBuyers: [...buyers],
    guests,
  };
}

/** Orders take stock from these variants: put it back so every order can succeed. */
async function restock(runtime: Runtime, variantIds: number[]): Promise<void> {
  await runtime.deps.db
    .updateTable('product_variants')
    .set({ stock: 1_000_000_000 })
    .where('id', 'in', variantIds)
    .execute();
}

// ---------------------------------------------------------------------------------------------------------------
// Report

interface KindRow {
  kind: string;
  requests: number;
  ok: number;
  expected: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  kbPerRequest: number;
}

interface Run {
  dialect: string;
  date: string;
  node: string;
  seconds: number;
  warmupSeconds: number;
  rate: number;
  achievedRate: number;
  products: number;
  interrupted: boolean;
  memory: {
    rssStartMB: number;
    rssEndMB: number;
    rssMaxMB: number;
    rssSlopeMBPerMin: number;
    rssSlopeSecondHalfMBPerMin: number;
    heapUsedStartMB: number | null;
    heapUsedEndMB: number | null;
    heapAfterGcStartMB: number | null;
    heapAfterGcEndMB: number | null;
    /** Heap left by each major GC V8 ran by itself during the measured window: [seconds, MB]. */
    heapAfterMajorGcMB: Array<[number, number]>;
    /** What filling the read cache to its bound cost, before the warm-up. */
    cacheFill: {
      reads: number;
      requests: number;
      seconds: number;
      rssBeforeMB: number | null;
      rssAfterMB: number | null;
      liveHeapBeforeMB: number | null;
      liveHeapAfterMB: number | null;
      externalBeforeMB: number | null;
      externalAfterMB: number | null;
    };
    flat: boolean;
    verdict: string;
  };
  totals: { requests: number; ok: number; expected: number; errors: number; p50: number; p99: number };
  warmup: { requests: number; errors: number };
  kinds: KindRow[];
  errors: { reasons: Record<string, number>; samples: ErrorSample[] };
  server: {
    /** Share of wall time the main thread was runnable but waited for a CPU (other processes had the cores). */
    waitingForCpuAverage: number;
    waitingForCpuMax: number;
    cpuAverage: number;
    eventLoopDelayP99MaxMs: number;
    logWarnings: number;
    logErrors: number;
    log: string[];
  };
  client: { cpuAverage: number; schedulerLagMaxMs: number; lateStarts: number };
  samples: Sample[];
}

function kindRows(s: Stats): KindRow[] {
  return [...s.kinds.entries()]
    .map(([kind, k]) => {
      const sorted = [...k.latencies].sort((a, b) => a - b);
      return {
        kind,
        requests: k.requests,
        ok: k.ok,
        expected: k.expected,
        errors: k.errors,
        p50: round1(percentile(sorted, 50)),
        p99: round1(percentile(sorted, 99)),
        max: round1(sorted[sorted.length - 1] ?? 0),
        kbPerRequest: k.requests ? round1(k.bytes / k.requests / 1024) : 0,
      };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

/** "0–100 s 81.6 MB (7), ..." from [seconds, MB] points; the first sample's points come from the warm-up. */
function majorGcMedians(points: Array<[number, number]>): string {
  const windows = new Map<number, number[]>();
  for (const [t, mb] of points) {
    if (t <= 0) continue;
    const from = Math.floor((t - 1) / 100) * 100;
    windows.set(from, [...(windows.get(from) ?? []), mb]);
  }
  return (
    [...windows.entries()]
      .map(
        ([from, values]) =>
          `${from}–${from + 100} s ${percentile(
            [...values].sort((a, b) => a - b),
            50,
          )} MB (${values.length})`,
      )
      .join(', ') || 'none'
  );
}

/** Single samples catch the heap at any point of its GC cycle; a minute's mean says more. */
function minuteMean(samples: Sample[], which: 'first' | 'last'): number {
  const end = samples[samples.length - 1]?.t ?? 0;
  const chosen = samples.filter((s) => (which === 'first' ? s.t <= 60 : s.t >= end - 60));
  return round1(chosen.reduce((sum, s) => sum + s.rssMB, 0) / Math.max(1, chosen.length));
}

function renderMarkdown(runs: Run[]): string {
  const out = ['# Soak', ''];
  for (const r of runs) {
    const m = r.memory;
    out.push(
      `## ${r.dialect}`,
      '',
      `${r.date} · ${r.seconds} s after a ${r.warmupSeconds} s warm-up · ${r.rate} req/s asked, ${r.achievedRate} req/s sent · ${r.products} products · Node ${r.node}${r.interrupted ? ' · **interrupted**' : ''}`,
      '',
      `**${r.totals.errors === 0 ? 'Zero errors' : `${r.totals.errors} errors`}** in ${r.totals.requests.toLocaleString('en')} requests (${r.warmup.errors} in the ${r.warmup.requests.toLocaleString('en')} of the warm-up); p50 ${r.totals.p50} ms, p99 ${r.totals.p99} ms. Memory: ${m.verdict}.`,
      '',
      '| memory | start | end | max | slope |',
      '|---|---:|---:|---:|---:|',
      `| RSS (MB) | ${m.rssStartMB} | ${m.rssEndMB} | ${m.rssMaxMB} | ${m.rssSlopeMBPerMin} MB/min (second half ${m.rssSlopeSecondHalfMBPerMin}) |`,
      `| RSS, mean of the first and of the last minute (MB) | ${minuteMean(r.samples, 'first')} | ${minuteMean(r.samples, 'last')} | | |`,
      `| heap used (MB) | ${m.heapUsedStartMB ?? '–'} | ${m.heapUsedEndMB ?? '–'} | | |`,
      `| live heap after full GC (MB) | ${m.heapAfterGcStartMB ?? '–'} | ${m.heapAfterGcEndMB ?? '–'} | | |`,
      '',
      `Heap left by the major GCs V8 ran by itself, median per 100 s: ${majorGcMedians(m.heapAfterMajorGcMB)}.`,
      '',
      `Before the warm-up the read cache was filled with ${m.cacheFill.reads} distinct catalog reads (${m.cacheFill.requests} requests, ${m.cacheFill.seconds} s): RSS ${m.cacheFill.rssBeforeMB} → ${m.cacheFill.rssAfterMB} MB, live heap ${m.cacheFill.liveHeapBeforeMB} → ${m.cacheFill.liveHeapAfterMB} MB, external ${m.cacheFill.externalBeforeMB} → ${m.cacheFill.externalAfterMB} MB.`,
      '',
      `Server CPU ${Math.round(r.server.cpuAverage * 100)}% of one core on average; its main thread waited for a CPU ${Math.round(r.server.waitingForCpuAverage * 100)}% of the time on average (${Math.round(r.server.waitingForCpuMax * 100)}% in the worst 10 s); event-loop delay p99 at most ${r.server.eventLoopDelayP99MaxMs} ms in any 10 s window; ${r.server.logErrors} error and ${r.server.logWarnings} warning lines in its log. Client (this script): CPU ${Math.round(r.client.cpuAverage * 100)}% of one core, scheduler lag at most ${r.client.schedulerLagMaxMs} ms, ${r.client.lateStarts} requests left over 50 ms late.`,
      '',
      '| kind | requests | 2xx | expected 404 | errors | p50 ms | p99 ms | max ms | KB |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...r.kinds.map(
        (k) =>
          `| ${k.kind} | ${k.requests} | ${k.ok} | ${k.expected} | ${k.errors} | ${k.p50} | ${k.p99} | ${k.max} | ${k.kbPerRequest} |`,
      ),
      `| **all** | ${r.totals.requests} | ${r.totals.ok} | ${r.totals.expected} | ${r.totals.errors} | ${r.totals.p50} | ${r.totals.p99} | | |`,
      '',
    );
    const reasons = Object.entries(r.errors.reasons);
    if (reasons.length > 0) {
      out.push('Errors:', '', ...reasons.map(([reason, n]) => `- ${reason}: ${n}`), '');
      out.push(
        ...r.errors.samples.slice(0, 15).map((s) => `  - ${s.kind}, ${s.reason}: \`${s.detail}\``),
        '',
      );
    }
  }
  out.push('![RSS and heap over time](soak-latest.svg)', '');
  return out.join('\n');
}

function renderChart(runs: Run[]): string {
  const width = 760;
  const panel = 290;
  const left = 60;
  const right = 20;
  const top = 58;
  const plotH = panel - 100;
  const height = runs.length * panel + 10;
  const panels = runs.map((r, index) => {
    const y0 = index * panel + top;
    const samples = r.samples;
    const tMax = Math.max(r.seconds, samples[samples.length - 1]?.t ?? 1);
    const yMaxRaw = Math.max(...samples.map((s) => s.rssMB), 1) * 1.1;
    const step = yMaxRaw > 400 ? 100 : yMaxRaw > 150 ? 50 : 25;
    const yMax = Math.ceil(yMaxRaw / step) * step;
    const x = (t: number) => left + (t / tMax) * (width - left - right);
    const y = (mb: number) => y0 + plotH - (mb / yMax) * plotH;
    const path = (values: Array<[number, number | null]>) =>
      values
        .filter((v): v is [number, number] => v[1] !== null)
        .map(([t, mb], i) => `${i === 0 ? 'M' : 'L'}${x(t).toFixed(1)},${y(mb).toFixed(1)}`)
        .join(' ');
    const grid: string[] = [];
    for (let mb = 0; mb <= yMax; mb += step) {
      grid.push(
        `<line x1="${left}" y1="${y(mb).toFixed(1)}" x2="${width - right}" y2="${y(mb).toFixed(1)}" stroke="#e0e0e0"/>`,
        `<text x="${left - 6}" y="${(y(mb) + 4).toFixed(1)}" text-anchor="end" font-size="11">${mb}</text>`,
      );
    }
    for (let minute = 0; minute * 60 <= tMax; minute += tMax > 1200 ? 5 : tMax > 240 ? 1 : 0.5) {
      grid.push(
        `<text x="${x(minute * 60).toFixed(1)}" y="${y0 + plotH + 16}" text-anchor="middle" font-size="11">${minute}</text>`,
      );
    }
    const m = r.memory;
    return `<text x="10" y="${y0 - 36}" font-size="14" font-weight="bold">${r.dialect}: RSS and heap under ${r.rate} req/s of mixed traffic (MB over minutes after warm-up)</text>
<text x="10" y="${y0 - 20}" font-size="11">RSS ${m.rssStartMB} → ${m.rssEndMB} MB (max ${m.rssMaxMB}, slope ${m.rssSlopeMBPerMin} MB/min); live heap after GC ${m.heapAfterGcStartMB ?? '–'} → ${m.heapAfterGcEndMB ?? '–'} MB; ${r.totals.errors} errors in ${r.totals.requests} requests</text>
${grid.join('\n')}
<line x1="${left}" y1="${y0 + plotH}" x2="${width - right}" y2="${y0 + plotH}" stroke="#555"/>
<path d="${path(samples.map((s) => [s.t, s.rssMB]))}" fill="none" stroke="#1565c0" stroke-width="2"/>
<path d="${path(samples.map((s) => [s.t, s.heapTotalMB]))}" fill="none" stroke="#ef6c00" stroke-width="1.5" stroke-dasharray="5 3"/>
<path d="${path(samples.map((s) => [s.t, s.heapUsedMB]))}" fill="none" stroke="#ef6c00" stroke-width="2"/>
${m.heapAfterMajorGcMB
  .filter(([t]) => t > 0)
  .map(([t, mb]) => `<circle cx="${x(t).toFixed(1)}" cy="${y(mb).toFixed(1)}" r="3.5" fill="#2e7d32"/>`)
  .join('\n')}
<text x="${width - right - 400}" y="${y0 + plotH + 34}" font-size="11"><tspan fill="#1565c0">— RSS</tspan>   <tspan fill="#ef6c00">— heap used   - - heap total</tspan>   <tspan fill="#2e7d32">● heap after a major GC</tspan></text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
${panels.join('\n')}
</svg>
`;
}

const FORMAT = 2;

/**
 * The results file keeps one run per database: this run replaces the last one on the same database. Without a run
 * (SOAK_REPORT_ONLY=1) the Markdown and the chart are written again from the file.
 */
function writeResults(run?: Run): void {
  const out = join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const file = join(out, 'soak-latest.json');
  let runs: Record<string, Run> = {};
  if (existsSync(file)) {
    try {
      const previous = JSON.parse(readFileSync(file, 'utf8')) as {
        format?: number;
        runs?: Record<string, Run>;
      };
      // Runs written by an older version of this script lack figures the report shows: they are dropped.
      if (previous.format === FORMAT) runs = previous.runs ?? {};
    } catch {
      runs = {};
    }
  }
  if (run) runs[run.dialect] = run;
  const ordered = ['sqlite', 'postgres'].flatMap((d) => (runs[d] ? [runs[d]] : []));
  writeFileSync(file, JSON.stringify({ format: FORMAT, runs }, null, 2));
  writeFileSync(join(out, 'soak-latest.md'), renderMarkdown(ordered));
  writeFileSync(join(out, 'soak-latest.svg'), renderChart(ordered));
  console.log('Wrote bench/results/soak-latest.{json,md,svg}');
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const tag = randomBytes(2).readUInt16BE().toString().padStart(4, '0').slice(-4);
  const dir = mkdtempSync(join(tmpdir(), 'shop-soak-'));
  let server: Awaited<ReturnType<typeof startProcess>> | null = null;
  let runtime: Runtime | null = null;
  let env: NodeJS.ProcessEnv = {};
  let build: string | null = null;
  const log: string[] = [];
  let logWarnings = 0;
  let logErrors = 0;
  let pending = '';
  const onOutput = (text: string) => {
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const raw of lines) {
      if (!raw.trim()) continue;
      let level = 50;
      try {
        level = (JSON.parse(raw) as { level?: number }).level ?? 50;
      } catch {
        // Not a log record (a stack trace, say): counted as an error.
      }
      if (level >= 50) {
        logErrors += 1;
        stats.error('server log', 'error logged', raw, false);
      } else if (level >= 40) logWarnings += 1;
      if (log.length < 50) log.push(raw.slice(0, 500));
    }
  };
  process.once('SIGINT', () => {
    aborted = true;
  });
  try {
    build = webBuild(tag);
    env = await prepareDatabase(dir, tag);
    server = await startProcess(
      process.execPath,
      [
        '--expose-gc',
        '--import',
        'tsx',
        '--import',
        `data:text/javascript,${encodeURIComponent(PROBE)}`,
        'apps/api/src/server.ts',
      ],
      {
        ...env,
        NODE_ENV: 'production',
        PORT: '0',
        SERVE_WEB: 'true',
        WEB_BUILD_DIR: build,
        SEED_ON_START: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000000',
        AUTH_RATE_LIMIT_MAX: '1000000000',
      },
      /Shop listening on http:\/\/127\.0\.0\.1:(\d+)/,
      { ipc: true, onOutput },
    );
    const child = server.child;
    const pid = child.pid!;
    child.on('exit', (code, signal) => {
      if (!aborted && !stopping) {
        stats.error('server', 'exited', `the server exited (${code ?? signal}) during the soak`, false);
        aborted = true;
      }
    });
    port = server.port;
    const base = `http://127.0.0.1:${port}`;
    const probe = makeProbe(child);
    runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    const world = await makeWorld(base, runtime, tag);
    console.log(
      `${DIALECT}: server pid ${pid} on ${base}; ${world.slugs.length} products, ${SHOPPERS} shoppers, ${BUYERS} buyers, ${GUESTS} guests; ${RATE} req/s for ${WARMUP_SECONDS} s warm-up + ${SECONDS} s`,
    );
    const rt = runtime;
    const restocker = setInterval(() => {
      restock(rt, world.orderVariants).catch((error: unknown) =>
        stats.error('restock', 'failed', String(error), false),
      );
    }, 60_000);

    try {
      // The read cache filled to its bound first (its requests count as warm-up), and what that costs measured.
      const beforeFill = await probe(true);
      const rssBeforeFill = readRss(pid);
      const fillStarted = performance.now();
      const fillRequests = await fillReadCache(world, CACHE_FILL);
      const fillSeconds = (performance.now() - fillStarted) / 1000;
      const afterFill = await probe(true);
      const rssAfterFill = readRss(pid);
      const cacheFill = {
        reads: CACHE_FILL,
        requests: fillRequests,
        seconds: Math.round(fillSeconds),
        rssBeforeMB: rssBeforeFill === null ? null : round1(rssBeforeFill),
        rssAfterMB: rssAfterFill === null ? null : round1(rssAfterFill),
        liveHeapBeforeMB: beforeFill ? round1(beforeFill.memory.heapUsed / MB) : null,
        liveHeapAfterMB: afterFill ? round1(afterFill.memory.heapUsed / MB) : null,
        externalBeforeMB: beforeFill ? round1(beforeFill.memory.external / MB) : null,
        externalAfterMB: afterFill ? round1(afterFill.memory.external / MB) : null,
      };
      console.log(
        `read cache filled with ${CACHE_FILL} distinct reads (${fillRequests} requests) in ${cacheFill.seconds} s: RSS ${cacheFill.rssBeforeMB} -> ${cacheFill.rssAfterMB} MB, live heap ${cacheFill.liveHeapBeforeMB} -> ${cacheFill.liveHeapAfterMB} MB, external ${cacheFill.externalBeforeMB} -> ${cacheFill.externalAfterMB} MB`,
      );
      // Warm-up at the same rate: JIT, caches, pools and the heap's size settle before the first sample.
      await drive(world, WARMUP_SECONDS, { rampSeconds: WARMUP_SECONDS / 2 });
      const warmup = stats;
      stats = new Stats();
      console.log(
        `warm-up: ${[...warmup.kinds.values()].reduce((n, k) => n + k.requests, 0)} requests, ${warmup.totalErrors()} errors`,
      );

      const samples: Sample[] = [];
      let lastCpu: NodeJS.CpuUsage | null = null;
      let lastCpuAt = performance.now();
      let lastSched = readSchedstat(pid);
      const sample = async (t: number): Promise<void> => {
        const window = stats.window;
        stats.window = { latencies: [], requests: 0, errors: 0 };
        const rssMB = readRss(pid);
        if (rssMB === null) return;
        const answer = await probe();
        const sched = readSchedstat(pid);
        let mainThread: Sample['mainThread'] = null;
        // Over less than a second the shares say nothing (the first sample comes right after the warm-up).
        if (sched && lastSched && sched.at - lastSched.at >= 1000) {
          const wall = (sched.at - lastSched.at) * 1e6;
          const onCpu = (sched.cpu - lastSched.cpu) / wall;
          const waitingForCpu = (sched.wait - lastSched.wait) / wall;
          mainThread = {
            onCpu: Math.round(onCpu * 100) / 100,
            waitingForCpu: Math.round(waitingForCpu * 100) / 100,
            off: Math.round(Math.max(0, 1 - onCpu - waitingForCpu) * 100) / 100,
          };
        }
        lastSched = sched;
        const now = performance.now();
        let cpu: number | null = null;
        if (answer && lastCpu) {
          cpu =
            (answer.cpu.user - lastCpu.user + answer.cpu.system - lastCpu.system) / 1000 / (now - lastCpuAt);
        }
        if (answer) {
          lastCpu = answer.cpu;
          lastCpuAt = now;
        }
        const s: Sample = {
          t: Math.round(t),
          rssMB: round1(rssMB),
          heapUsedMB: answer ? round1(answer.memory.heapUsed / MB) : null,
          heapTotalMB: answer ? round1(answer.memory.heapTotal / MB) : null,
          externalMB: answer ? round1(answer.memory.external / MB) : null,
          cpu: cpu === null ? null : Math.round(cpu * 100) / 100,
          eventLoopUtilisation: answer ? Math.round(answer.elu * 100) / 100 : null,
          eventLoopDelayP99Ms: answer ? round1(answer.delayP99) : null,
          heapAfterMajorGcMB: (answer?.majorGcs ?? []).map((bytes) => round1(bytes / MB)),
          mainThread,
          requests: window.requests,
          errors: window.errors,
          p99Ms: round1(
            percentile(
              [...window.latencies].sort((a, b) => a - b),
              99,
            ),
          ),
        };
        samples.push(s);
        console.log(
          `t=${String(s.t).padStart(4)} s  RSS ${s.rssMB} MB  heap ${s.heapUsedMB}/${s.heapTotalMB} MB${s.heapAfterMajorGcMB.length ? ` (after major GC ${s.heapAfterMajorGcMB.join(', ')})` : ''}  cpu ${s.cpu ?? '–'}${mainThread ? ` (waiting for a CPU ${mainThread.waitingForCpu})` : ''}  ${s.requests} req  ${s.errors} errors  p99 ${s.p99Ms} ms`,
        );
      };

      await sample(0);
      const snapshots = process.env.SOAK_HEAP_SNAPSHOTS;
      if (snapshots) mkdirSync(snapshots, { recursive: true });
      const gcStart = await probe(
        true,
        snapshots ? join(snapshots, `${DIALECT}-start.heapsnapshot`) : undefined,
      );
      const measuredFrom = performance.now();
      const clientCpuFrom = process.cpuUsage();
      await drive(world, SECONDS, { onTick: (at) => sample(at / 1000) });
      const clientCpu = process.cpuUsage(clientCpuFrom);
      const elapsed = (performance.now() - measuredFrom) / 1000;
      await sample(elapsed);
      const gcEnd = await probe(true, snapshots ? join(snapshots, `${DIALECT}-end.heapsnapshot`) : undefined);

      const rows = kindRows(stats);
      const all = [...stats.kinds.values()].flatMap((k) => k.latencies).sort((a, b) => a - b);
      const totals = {
        requests: rows.reduce((n, k) => n + k.requests, 0),
        ok: rows.reduce((n, k) => n + k.ok, 0),
        expected: rows.reduce((n, k) => n + k.expected, 0),
        errors: rows.reduce((n, k) => n + k.errors, 0) + warmup.totalErrors(),
        p50: round1(percentile(all, 50)),
        p99: round1(percentile(all, 99)),
      };
      const first = samples[0]!;
      const last = samples[samples.length - 1]!;
      const half = samples.filter((s) => s.t >= last.t / 2);
      const slopeAll = Math.round(slope(samples) * 100) / 100;
      const slopeHalf = Math.round(slope(half) * 100) / 100;
      const heapAfterGcStartMB = gcStart ? round1(gcStart.memory.heapUsed / MB) : null;
      const heapAfterGcEndMB = gcEnd ? round1(gcEnd.memory.heapUsed / MB) : null;
      const heapGrowth =
        heapAfterGcStartMB !== null && heapAfterGcEndMB !== null ? heapAfterGcEndMB - heapAfterGcStartMB : 0;
      const flat = heapGrowth <= MAX_HEAP_GROWTH_MB && slopeAll <= MAX_RSS_SLOPE;
      const verdict = `${flat ? 'flat' : 'GROWING'} (live heap after GC ${heapGrowth >= 0 ? '+' : ''}${round1(heapGrowth)} MB, limit ${MAX_HEAP_GROWTH_MB}; RSS slope ${slopeAll} MB/min, limit ${MAX_RSS_SLOPE})`;
      const cpuSamples = samples.filter((s) => s.cpu !== null);
      const run: Run = {
        dialect: DIALECT,
        date: new Date().toISOString(),
        node: process.version,
        seconds: Math.round(elapsed),
        warmupSeconds: WARMUP_SECONDS,
        rate: RATE,
        achievedRate: round1(totals.requests / elapsed),
        products: world.slugs.length,
        interrupted: aborted,
        memory: {
          rssStartMB: first.rssMB,
          rssEndMB: last.rssMB,
          rssMaxMB: Math.max(...samples.map((s) => s.rssMB)),
          rssSlopeMBPerMin: slopeAll,
          rssSlopeSecondHalfMBPerMin: slopeHalf,
          heapUsedStartMB: first.heapUsedMB,
          heapUsedEndMB: last.heapUsedMB,
          heapAfterGcStartMB,
          heapAfterGcEndMB,
          // The first sample's major GCs ran during the warm-up.
          heapAfterMajorGcMB: samples
            .slice(1)
            .flatMap((s) => s.heapAfterMajorGcMB.map((mb): [number, number] => [s.t, mb])),
          cacheFill,
          flat,
          verdict,
        },
        totals,
        warmup: {
          requests: [...warmup.kinds.values()].reduce((n, k) => n + k.requests, 0),
          errors: warmup.totalErrors(),
        },
        kinds: rows,
        errors: {
          reasons: Object.fromEntries([...warmup.errorReasons, ...stats.errorReasons]),
          samples: [...warmup.errorSamples, ...stats.errorSamples],
        },
        server: {
          waitingForCpuAverage: average(
            samples.flatMap((s) => (s.mainThread ? [s.mainThread.waitingForCpu] : [])),
          ),
          waitingForCpuMax: Math.max(0, ...samples.map((s) => s.mainThread?.waitingForCpu ?? 0)),
          cpuAverage: cpuSamples.length
            ? Math.round((cpuSamples.reduce((n, s) => n + s.cpu!, 0) / cpuSamples.length) * 100) / 100
            : 0,
          eventLoopDelayP99MaxMs: Math.max(0, ...samples.map((s) => s.eventLoopDelayP99Ms ?? 0)),
          logWarnings,
          logErrors,
          log,
        },
        client: {
          cpuAverage: Math.round(((clientCpu.user + clientCpu.system) / 1000 / (elapsed * 1000)) * 100) / 100,
          schedulerLagMaxMs: round1(Math.max(warmup.schedulerLagMax, stats.schedulerLagMax)),
          lateStarts: warmup.schedulerLate + stats.schedulerLate,
        },
        samples,
      };
      writeResults(run);
      console.log(
        `\n${DIALECT}: ${totals.requests} requests, ${totals.errors} errors, p50 ${totals.p50} ms, p99 ${totals.p99} ms; RSS ${run.memory.rssStartMB} -> ${run.memory.rssEndMB} MB (max ${run.memory.rssMaxMB}, slope ${slopeAll} MB/min); memory ${verdict}`,
      );
      for (const [reason, n] of Object.entries(run.errors.reasons)) console.log(`  error: ${reason} x${n}`);
      if (aborted) return 130;
      return totals.errors > 0 || !flat ? 1 : 0;
    } finally {
      clearInterval(restocker);
    }
  } finally {
    stopping = true;
    if (server) await stop(server.child);
    agent.destroy();
    if (runtime) {
      if (env.RATE_LIMIT_NAMESPACE && runtime.deps.redis)
        await dropRedisKeys(runtime, env.RATE_LIMIT_NAMESPACE);
      await runtime.close();
    }
    if (env.DATABASE_SCHEMA)
      await withPg((c) => c.query(`drop schema if exists ${env.DATABASE_SCHEMA} cascade`));
    rmSync(dir, { recursive: true, force: true });
    if (build) rmSync(build, { recursive: true, force: true });
  }
}

/** The rate limiter's counters of this run (they would expire within the window anyway). */
async function dropRedisKeys(runtime: Runtime, namespace: string): Promise<void> {
  const redis = runtime.deps.redis!;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}

if (process.env.SOAK_REPORT_ONLY === '1') writeResults();
else process.exitCode = await main();
