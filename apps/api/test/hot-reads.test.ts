import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_PREVIEW } from '@shop/contract/headers';
import { expireReadCache, invalidateReadCache } from '#app/lib/read-cache';
import { deleteUserSessions } from '#app/modules/accounts/user.repository';
import { setMaintenance } from '#app/modules/site/site.service';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The hot-read lane (http/hot-reads, ADR 0016) answers repeated public reads from their written bytes before Fastify.
 * These tests talk to a listening server (app.inject never meets the lane) and read `hotReads.served` to tell the
 * lane's answers from Fastify's: every rule Fastify applies must still hold on a lane answer.
 */

let t: TestApp;
let base: string;
const lane = () => t.app.hotReads.served;

const SEARCH = '/api/customer/products/search';
const BODY = JSON.stringify({ search: 'iph', page_size: 4 });

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

interface Envelope {
  code: number;
  message_en: string;
  data: { price?: number; products?: unknown[] } | null;
}
const envelopeOf = async (res: Response) => (await res.json()) as Envelope;

/** The headers a client sees, without the ones that differ on every answer by design. */
function steadyHeaders(res: Response): Record<string, string> {
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!['x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'date', 'keep-alive'].includes(name))
      out[name] = value;
  });
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '60000', RATE_LIMIT_MAX: '100000' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

describe('hot-read lane', () => {
  it('answers a repeated product read with the same bytes and headers Fastify sent', async () => {
    const first = await fetch(`${base}/api/customer/products/iphone-17-pro`);
    const before = lane();
    const second = await fetch(`${base}/api/customer/products/iphone-17-pro`);
    expect(lane()).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(steadyHeaders(second)).toEqual(steadyHeaders(first));
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('answers a repeated search by its exact body, and gives another body to Fastify intact', async () => {
    const first = await post(SEARCH, BODY);
    const before = lane();
    const second = await post(SEARCH, BODY);
    expect(lane()).toBe(before + 1);
    expect(await second.text()).toBe(await first.text());

    // A body the lane read ahead but has no answer for reaches the route whole.
    const other = JSON.stringify({ search: 'macbook', page_size: 2 });
    const viaLaneServer = await post(SEARCH, other);
    expect(lane()).toBe(before + 1);
    const direct = await t.app.inject({ method: 'POST', url: SEARCH, payload: JSON.parse(other) });
    const text = await viaLaneServer.text();
    expect(text).toBe(direct.body);
    expect((JSON.parse(text) as Envelope).data?.products?.length).toBeGreaterThan(0);
  });

  it('never answers a body Fastify refused, and keeps its 400 envelope', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await post(SEARCH, '{"search": ');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, data: null });
    }
    const bad = await post(SEARCH, JSON.stringify({ page: -3 }));
    expect(bad.status).toBe(400);
    expect((await envelopeOf(bad)).message_en).toMatch(/page/);
  });

  it('stops answering the moment the read cache would not: expiry and invalidation', async () => {
    const { productId } = await makeTestProduct(t.runtime.deps.db, 'lane-price', {}, [
      { price: 1000, stock: 5 },
    ]);
    const url = `${base}/api/customer/products/${productId}`;
    expect((await envelopeOf(await fetch(url))).data?.price).toBe(1000);
    await fetch(url);
    const served = lane();
    await fetch(url);
    expect(lane()).toBe(served + 1);

    // An order elsewhere expires every entry: the next reader goes through the route (and the cache reloads).
    expireReadCache(t.runtime.deps.db);
    await fetch(url);
    expect(lane()).toBe(served + 1);

    await t.runtime.deps.db
      .updateTable('product_variants')
      .set({ price: 1500 })
      .where('product_id', '=', productId)
      .execute();
    await t.runtime.deps.db
      .updateTable('products')
      .set({ price: 1500 })
      .where('id', '=', productId)
      .execute();
    invalidateReadCache(t.runtime.deps.db);
    const after = await envelopeOf(await fetch(url));
    expect(after.data?.price).toBe(1500);
    expect(lane()).toBe(served + 1);
  });

  it('leaves the answer to Fastify while the shop is in maintenance, and honours the preview header', async () => {
    const url = `${base}/api/customer/home/categories`;
    await fetch(url);
    await fetch(url);
    const served = lane();
    await setMaintenance(t.runtime.deps.db, { on: true });
    try {
      const closed = await fetch(url);
      expect(closed.status).toBe(503);
      expect(await closed.json()).toMatchObject({ code: 700, data: null });
      const preview = await fetch(url, { headers: { [HEADER_PREVIEW]: '1' } });
      expect(preview.status).toBe(200);
      expect(lane()).toBe(served);
    } finally {
      await setMaintenance(t.runtime.deps.db, { on: false });
    }
  });

  it('takes a token only once the server has accepted it, and never a signed-out one', async () => {
    await post(SEARCH, BODY);
    const served = lane();

    const unknown = await post(SEARCH, BODY, { authorization: 'Bearer not-a-real-token-at-all' });
    expect(unknown.status).toBe(401);
    const malformed = await post(SEARCH, BODY, { authorization: 'Basic abc' });
    expect(malformed.status).toBe(401);
    expect(lane()).toBe(served);

    const { token } = await makeTestCustomer(t.runtime.deps.db, 'lane-reader');
    const auth = { authorization: `Bearer ${token}` };
    expect((await post(SEARCH, BODY, auth)).status).toBe(200); // looked up by Fastify
    expect((await post(SEARCH, BODY, auth)).status).toBe(200); // taken by the lane
    expect(lane()).toBe(served + 1);

    const out = await fetch(`${base}/api/customer/auth/logout`, { method: 'POST', headers: auth });
    expect(out.status).toBe(200);
    const after = await post(SEARCH, BODY, auth);
    expect(after.status).toBe(401);
    expect(lane()).toBe(served + 1);
  });

  it('forgets accepted tokens whenever sessions end in this process (sign-out everywhere, password reset)', async () => {
    await post(SEARCH, BODY);
    const { token, userId } = await makeTestCustomer(t.runtime.deps.db, 'lane-everywhere');
    const auth = { authorization: `Bearer ${token}` };
    await post(SEARCH, BODY, auth);
    const served = lane();
    expect((await post(SEARCH, BODY, auth)).status).toBe(200);
    expect(lane()).toBe(served + 1);
    await deleteUserSessions(t.runtime.deps.db, userId);
    expect((await post(SEARCH, BODY, auth)).status).toBe(401);
    expect(lane()).toBe(served + 1);
  });

  it('answers again only under the exact content type Fastify accepted', async () => {
    await post(SEARCH, BODY);
    const served = lane();
    // Fastify refuses both (400 and 415); the lane must not answer them from the application/json answer.
    for (const type of ['application/json-patch+json', 'text/plain']) {
      const refused = await post(SEARCH, BODY, { 'content-type': type });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(await envelopeOf(refused)).toMatchObject({ data: null });
    }
    const charset = await post(SEARCH, BODY, { 'content-type': 'application/json; charset=utf-8' });
    expect(charset.status).toBe(200); // a first answer under this header, from Fastify
    expect(lane()).toBe(served);
  });

  it("keeps Fastify's server settings (keep-alive, request timeout) on the server it fronts", () => {
    expect(t.app.server.keepAliveTimeout).toBe(t.app.initialConfig.keepAliveTimeout);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.requestTimeout).toBe(0); // Fastify's default: no limit (Node's own is 300 s)
  });

  it("keeps the caller's request id", async () => {
    await fetch(`${base}/api/customer/home/brands?featured=1`);
    const served = lane();
    const res = await fetch(`${base}/api/customer/home/brands?featured=1`, {
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(lane()).toBe(served + 1);
    expect(res.headers.get('x-request-id')).toBe('trace-12345678');
  });
});

describe('hot-read lane and the rate limit', () => {
  let limited: TestApp;
  let limitedBase: string;
  beforeAll(async () => {
    limited = await createTestApp({ CATALOG_CACHE_MS: '60000', RATE_LIMIT_MAX: '4' });
    await limited.app.listen({ host: '127.0.0.1', port: 0 });
    limitedBase = `http://127.0.0.1:${(limited.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => limited.close());

  it('counts the answers it gives in the same limit, with the same headers and the 429 after it', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await fetch(`${limitedBase}/api/customer/products/iphone-17-pro`));
    expect(limited.app.hotReads.served).toBe(3);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 429]);
    expect(answers.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['3', '2', '1', '0', '0']);
    expect(answers[3]!.headers.get('x-ratelimit-limit')).toBe('4');
    expect(await answers[4]!.json()).toMatchObject({ code: 429, data: null });
  });
});

describe('hot-read lane access log', () => {
  it('writes the request fields Fastify writes (host, client address and port) on a lane answer', async () => {
    const lines: Array<{ msg?: string; hotRead?: boolean; req?: Record<string, unknown> }> = [];
    const logged = await createTestApp(
      { CATALOG_CACHE_MS: '60000', LOG_LEVEL: 'info' },
      { write: (line) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
    );
    try {
      await logged.app.listen({ host: '127.0.0.1', port: 0 });
      const url = `http://127.0.0.1:${(logged.app.server.address() as AddressInfo).port}/api/customer/products/iphone-17-pro`;
      await (await fetch(url)).arrayBuffer();
      await (await fetch(url)).arrayBuffer();
      expect(logged.app.hotReads.served).toBe(1);

      const fastifyLine = lines.find(
        (l) => l.msg === 'incoming request' && l.req?.url === '/api/customer/products/iphone-17-pro',
      );
      const laneLine = lines.find((l) => l.hotRead === true);
      expect(laneLine?.req).toEqual({
        method: 'GET',
        url: '/api/customer/products/iphone-17-pro',
        host: fastifyLine?.req?.host,
        remoteAddress: '127.0.0.1',
        remotePort: expect.any(Number),
      });
      expect(Object.keys(laneLine!.req!).sort()).toEqual(Object.keys(fastifyLine!.req!).sort());
    } finally {
      await logged.close();
    }
  });
});
