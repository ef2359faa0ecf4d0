import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/env';
import { openRuntime } from '#app/runtime';
import { makeTestCustomer, makeTestProduct, stockAndOrdered } from './support/fixtures.ts';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.ts';
import { startServer, type ServerProcess } from './support/server-process.ts';

/**
 * Faults: PostgreSQL restarts (and, separately, stays down for a few seconds) under a steady stream of
 * reads, cart writes and orders. While it is away every answer is a 503 in the envelope, promptly; no 500, no hang,
 * no crash. Once it is back the same server process answers 200 again, and what was committed before is intact.
 *
 * The cluster is the test's own (support/private-postgres.ts), never the shared server on 5432, so it runs the same
 * way in both stages of `npm test`; it fails, rather than skips, if that cluster cannot be made.
 */
const STOCK = 100_000;
const WORKERS = 6;
/** No answer may take longer than this, outage or not (the pool gives up connecting after 5 s). */
const ANSWER_BOUND_MS = 10_000;
/** The server answers 200 again within this long after PostgreSQL is back. */
const RECOVERY_BOUND_MS = 10_000;
const DOWN_MS = 3_000;

type Route = 'health' | 'categories' | 'product' | 'cart' | 'add-to-cart' | 'place-order' | 'my-orders';
interface Answer {
  route: Route;
  started: number;
  ended: number;
  status: number;
  body: unknown;
  retryAfter: string | null;
  error?: string;
}

let pg: PrivatePostgres | undefined;
let server: ServerProcess | undefined;
/** The demo pictures the seed writes go to a folder of the test's own. */
const media = mkdtempSync(join(tmpdir(), 'shop-pg-media-'));

afterAll(async () => {
  await server?.stop();
  pg?.destroy();
  rmSync(media, { recursive: true, force: true });
});

describe('PostgreSQL restart under load (a private cluster)', () => {
  it('answers 503 in the envelope while PostgreSQL is away, never 500 or a hang, and recovers without a restart', async () => {
    // Made inside the test, so a machine that cannot make it fails this test by name.
    const cluster = (pg = await startPrivatePostgres());
    const env = { DATABASE_URL: cluster.url, LOG_LEVEL: 'silent', MEDIA_DIR: media };
    const runtime = await openRuntime(loadConfig(env), { seed: true });
    const db = runtime.deps.db;
    const { productId, variantIds } = await makeTestProduct(db, 'restart-item', {}, [
      { price: 1_000, stock: STOCK },
    ]);
    const variant = variantIds[0]!;
    const customers: Array<{ token: string; addressId: number }> = [];
    for (let i = 0; i < WORKERS; i += 1) {
      const phone = `0104${String(i).padStart(7, '0')}`;
      const who = await makeTestCustomer(db, `restart${i}`, { phone, phoneVerified: true });
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto('addresses')
        .values({
          user_id: who.userId,
          name: 'Restart Tester',
          phone,
          city_id: 101,
          street: '1 Outage Street',
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
      customers.push({ token: who.token, addressId: id });
    }
    await runtime.close();

    // Reads go to the database every time (no catalog cache), so an outage shows on reads as well as writes.
    server = await startServer({
      DATABASE_URL: cluster.url,
      MEDIA_DIR: media,
      CATALOG_CACHE_MS: '0',
      OUTBOX_POLL_MS: '200',
    });
    const { url, child } = server;
    const pid = child.pid;
    let exited: string | null = null;
    child.once('exit', (code, signal) => {
      exited = `exit code ${code}, signal ${signal}`;
    });

    const t0 = performance.now();
    const now = () => performance.now() - t0;
    const answers: Answer[] = [];
    const confirmed: Array<{ id: number; at: number; customer: number }> = [];
    async function call(route: Route, method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
      const started = now();
      try {
        const res = await fetch(`${url}${path}`, {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(ANSWER_BOUND_MS),
        });
        const text = await res.text();
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // Kept as text: the envelope check below reports it.
        }
        const answer: Answer = {
          route,
          started,
          ended: now(),
          status: res.status,
          body: parsed,
          retryAfter: res.headers.get('retry-after'),
        };
        answers.push(answer);
        return answer;
      } catch (error) {
        const answer: Answer = {
          route,
          started,
          ended: now(),
          status: 0,
          body: null,
          retryAfter: null,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        };
        answers.push(answer);
        return answer;
      }
    }

    let running = true;
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const shoppers = customers.map(async (c, index) => {
      while (running) {
        await call('categories', 'GET', '/api/customer/home/categories');
        await call('product', 'GET', `/api/customer/products/${productId}`, c.token);
        const added = await call('add-to-cart', 'POST', '/api/customer/carts', c.token, {
          items: [{ id: variant, amount: 1 }],
          reset: true,
        });
        await call('cart', 'GET', '/api/customer/carts', c.token);
        if (added.status === 200) {
          const placed = await call('place-order', 'POST', '/api/customer/orders', c.token, {
            device_type: 1,
            address_id: c.addressId,
            payment_method: 1,
          });
          if (placed.status === 200) {
            const id = (placed.body as { data: { order: { id: number } } }).data.order.id;
            confirmed.push({ id, at: placed.ended, customer: index });
          }
        }
        await call('my-orders', 'GET', '/api/customer/orders?page=1', c.token);
        // Without a database behind it the server answers in a millisecond; keep the stream steady, not a spin.
        await pause(5);
      }
    });
    const prober = (async () => {
      while (running) {
        await call('health', 'GET', '/api/health');
        await pause(50);
      }
    })();

    /** Waits until every route has answered 200 to a request started after `since`; returns when that happened. */
    async function recovered(since: number): Promise<number> {
      const routes: Route[] = [
        'health',
        'categories',
        'product',
        'add-to-cart',
        'cart',
        'place-order',
        'my-orders',
      ];
      const deadline = since + RECOVERY_BOUND_MS;
      while (now() < deadline + 1_000) {
        const firsts = routes.map(
          (route) => answers.find((a) => a.route === route && a.started >= since && a.status === 200)?.ended,
        );
        if (firsts.every((t) => t !== undefined)) return Math.max(...(firsts as number[]));
        await pause(50);
      }
      return Number.POSITIVE_INFINITY;
    }

    const marks: Record<string, number> = {};
    let confirmedBeforeRestart: number[] = [];
    try {
      // Orders flowing first, so there is committed data for the restart to keep.
      const warm = now() + 20_000;
      while (confirmed.length < 10 && now() < warm) await pause(100);
      await pause(500);
      confirmedBeforeRestart = confirmed.map((o) => o.id);

      // 1. pg_ctl restart -m fast: sessions are terminated (57P01), connections refused for a moment.
      marks.restartIssued = now();
      await cluster.restart();
      marks.restartDone = now();
      marks.restartRecovered = await recovered(marks.restartDone);
      await pause(1_000);

      // 2. pg_ctl stop -m fast, a few seconds with no PostgreSQL at all, then start.
      marks.stopIssued = now();
      await cluster.stop();
      marks.stopDone = now();
      await pause(DOWN_MS);
      marks.startIssued = now();
      await cluster.start();
      marks.startDone = now();
      marks.startRecovered = await recovered(marks.startDone);
      await pause(1_500);
    } finally {
      running = false;
      await Promise.all([...shoppers, prober]);
    }

    const during = (from: number, to: number) => answers.filter((a) => a.started >= from && a.ended <= to);
    const count = (list: Answer[], status: number) => list.filter((a) => a.status === status).length;
    const restartWindow = during(marks.restartIssued!, marks.restartDone!);
    const downWindow = during(marks.stopDone!, marks.startIssued!);
    const startWindow = during(marks.startIssued!, marks.startDone!);
    const unavailable = answers.filter((a) => a.status === 503);
    const slowest = Math.max(...answers.map((a) => a.ended - a.started));
    const figures = {
      answers: answers.length,
      ok: count(answers, 200),
      unavailable: unavailable.length,
      restart: {
        ms: marks.restartDone! - marks.restartIssued!,
        answers: restartWindow.length,
        '503': count(restartWindow, 503),
      },
      down: {
        ms: marks.startIssued! - marks.stopDone!,
        answers: downWindow.length,
        '503': count(downWindow, 503),
      },
      starting: { answers: startWindow.length, '503': count(startWindow, 503) },
      recoveryAfterRestartMs: Math.round(marks.restartRecovered! - marks.restartDone!),
      recoveryAfterStartMs: Math.round(marks.startRecovered! - marks.startDone!),
      slowestAnswerMs: Math.round(slowest),
      slowest503Ms: Math.round(Math.max(...unavailable.map((a) => a.ended - a.started))),
      ordersConfirmed: confirmed.length,
      ordersBeforeRestart: confirmedBeforeRestart.length,
    };
    console.log(`pg-restart figures: ${JSON.stringify(figures)}`);
    const describeAnswer = (a: Answer) =>
      `${a.route} ${a.status} at ${Math.round(a.started)} ms: ${a.error ?? JSON.stringify(a.body).slice(0, 300)}`;

    // The process never died and is the same one throughout.
    expect(exited, server.output()).toBeNull();
    expect(child.pid).toBe(pid);

    // Every answer, outage or not, is a success or a 503: no 500, no dropped connection, nothing past the bound.
    const odd = answers.filter((a) => a.status !== 200 && a.status !== 503);
    expect(odd.map(describeAnswer), server.output()).toEqual([]);
    expect(slowest).toBeLessThan(ANSWER_BOUND_MS);

    // Every 503 is the envelope with the catalogue's message and a Retry-After.
    for (const a of unavailable) {
      expect(a.body, describeAnswer(a)).toEqual({ code: 503, message_en: expect.any(String), data: null });
      expect((a.body as { message_en: string }).message_en).toMatch(/briefly unavailable/);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }

    // The restart and the stop were both felt; while PostgreSQL was down nothing but 503 came back.
    expect(count(restartWindow, 503)).toBeGreaterThan(0);
    expect(downWindow.length).toBeGreaterThan(20);
    expect(downWindow.filter((a) => a.status !== 503).map(describeAnswer)).toEqual([]);

    // Back within the bound, on every route, writes included; after that only successes.
    expect(figures.recoveryAfterRestartMs).toBeLessThan(RECOVERY_BOUND_MS);
    expect(figures.recoveryAfterStartMs).toBeLessThan(RECOVERY_BOUND_MS);
    const settled = answers.filter((a) => a.started > marks.startRecovered! + 250);
    expect(settled.length).toBeGreaterThan(20);
    expect(settled.filter((a) => a.status !== 200).map(describeAnswer)).toEqual([]);

    // The server logged no unexpected error (those are the 500s) while the database came and went.
    expect(server.output()).not.toMatch(/"level":(50|60)/);

    // Committed data survived: every confirmed order is there, and stock plus ordered units is what it was.
    expect(confirmedBeforeRestart.length).toBeGreaterThanOrEqual(10);
    const check = await openRuntime(loadConfig(env));
    try {
      const found = await check.deps.db
        .selectFrom('orders')
        .select('id')
        .where(
          'id',
          'in',
          confirmed.map((o) => o.id),
        )
        .execute();
      expect(found.length).toBe(confirmed.length);
      const { stock, ordered } = await stockAndOrdered(check.deps.db, variant);
      expect(stock + ordered).toBe(STOCK);
      expect(ordered).toBeGreaterThanOrEqual(confirmed.length);
    } finally {
      await check.close();
    }
    // And the same server process shows a customer the orders confirmed before the restart.
    const first = confirmed.filter((o) => confirmedBeforeRestart.includes(o.id) && o.customer === 0);
    const mine = await call('my-orders', 'GET', '/api/customer/orders?page=1', customers[0]!.token);
    expect(mine.status).toBe(200);
    expect((mine.body as { data: { count: number } }).data.count).toBeGreaterThanOrEqual(first.length);
  }, 180_000);
});
