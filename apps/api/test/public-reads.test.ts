import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_PREVIEW } from '@shop/contract/headers';
import { deleteUserSessions } from '#app/modules/accounts/user.repository';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Public reads (http/public-reads, ADR 0021): a repeated request is answered from the bytes its first answer was
 * written as, by a route hook that runs after every shared hook. `app.answers.hits` tells a repeat from a fresh
 * answer; every rule the shared hooks apply must hold on a repeat too.
 */

let t: TestApp;
const hits = () => t.app.answers.hits;

const SEARCH = '/api/customer/products/search';
const BODY = { search: 'iph', page_size: 4 };

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

interface Envelope {
  code: number;
  message_en: string;
  data: { price?: number; products?: unknown[] } | null;
}
const envelopeOf = (res: LightMyRequestResponse) => res.json<Envelope>();

/** The headers a client sees, without the ones that differ on every answer by design. */
function steadyHeaders(res: LightMyRequestResponse): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(res.headers))
    if (!['x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'date'].includes(name))
      out[name] = value;
  return out;
}

beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_MS: '60000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t.close());

describe('public reads', () => {
  it('answers a repeated product read with the same bytes and headers as the first answer', async () => {
    const first = await get('/api/customer/products/iphone-17-pro');
    const before = hits();
    const second = await get('/api/customer/products/iphone-17-pro');
    expect(hits()).toBe(before + 1);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(steadyHeaders(second)).toEqual(steadyHeaders(first));
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toContain("default-src 'none'");
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('answers a repeated search by its body, and another body through the route', async () => {
    const first = await post(SEARCH, BODY);
    const before = hits();
    // The same body with other spacing is the same request.
    const second = await post(SEARCH, '{ "search" : "iph",\n  "page_size": 4 }');
    expect(hits()).toBe(before + 1);
    expect(second.body).toBe(first.body);

    const other = await post(SEARCH, { search: 'macbook', page_size: 2 });
    expect(hits()).toBe(before + 1);
    expect((await envelopeOf(other)).data?.products?.length).toBeGreaterThan(0);
  });

  it('never answers a body the route refused, and keeps its 400 envelope', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await post(SEARCH, '{"search": ');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
    }
    for (let i = 0; i < 2; i += 1) {
      const bad = await post(SEARCH, { page: -3 });
      expect(bad.statusCode).toBe(400);
      expect((await envelopeOf(bad)).message_en).toMatch(/page/);
    }
    for (const type of ['application/json-patch+json', 'text/plain']) {
      const refused = await post(SEARCH, BODY, { 'content-type': type });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
      expect(await envelopeOf(refused)).toMatchObject({ data: null });
    }
  });

  it('stops repeating an answer the moment the read cache would not: expiry and invalidation', async () => {
    const { productId } = await makeTestProduct(t.runtime.deps.db, 'repeat-price', {}, [
      { price: 1000, stock: 5 },
    ]);
    const url = `/api/customer/products/${productId}`;
    expect((await envelopeOf(await get(url))).data?.price).toBe(1000);
    const served = hits();
    await get(url);
    expect(hits()).toBe(served + 1);

    // An order elsewhere expires every entry: the next reader goes through the route (and the cache reloads).
    t.runtime.deps.reads.expire();
    await get(url);
    expect(hits()).toBe(served + 1);

    const db = t.runtime.deps.db;
    await db
      .updateTable('product_variants')
      .set({ price: 1500 })
      .where('product_id', '=', productId)
      .execute();
    await db.updateTable('products').set({ price: 1500 }).where('id', '=', productId).execute();
    t.runtime.deps.reads.invalidate();
    expect((await envelopeOf(await get(url))).data?.price).toBe(1500);
    expect(hits()).toBe(served + 1);
  });

  it('answers 700/503 during maintenance even for a repeated read, and the preview still reads', async () => {
    const url = '/api/customer/home/categories';
    await get(url);
    await get(url);
    await t.runtime.deps.maintenance.set({ on: true });
    try {
      const closed = await get(url);
      expect(closed.statusCode).toBe(503);
      expect(closed.json()).toMatchObject({ code: 700, data: null });
      expect(closed.headers['cache-control']).toBeUndefined();
      const search = await post(SEARCH, BODY);
      expect(search.statusCode).toBe(503);
      const preview = await get(url, { [HEADER_PREVIEW]: '1' });
      expect(preview.statusCode).toBe(200);
    } finally {
      await t.runtime.deps.maintenance.set({ on: false });
    }
  });

  it('checks every token, on a repeated read too: unknown, malformed and signed-out tokens get 401', async () => {
    await post(SEARCH, BODY);
    await post(SEARCH, BODY);
    expect((await post(SEARCH, BODY, { authorization: 'Bearer not-a-real-token-at-all' })).statusCode).toBe(
      401,
    );
    expect((await post(SEARCH, BODY, { authorization: 'Basic abc' })).statusCode).toBe(401);

    const { token, userId } = await makeTestCustomer(t.runtime.deps.db, 'repeat-reader');
    const auth = { authorization: `Bearer ${token}` };
    const served = hits();
    expect((await post(SEARCH, BODY, auth)).statusCode).toBe(200);
    expect(hits()).toBe(served + 1);
    await deleteUserSessions(t.runtime.deps.db, userId);
    expect((await post(SEARCH, BODY, auth)).statusCode).toBe(401);

    const other = await makeTestCustomer(t.runtime.deps.db, 'repeat-leaver');
    const otherAuth = { authorization: `Bearer ${other.token}` };
    expect((await post(SEARCH, BODY, otherAuth)).statusCode).toBe(200);
    expect((await post('/api/customer/auth/logout', {}, otherAuth)).statusCode).toBe(200);
    expect((await post(SEARCH, BODY, otherAuth)).statusCode).toBe(401);
  });

  it("keeps the caller's request id", async () => {
    await get('/api/customer/home/brands?featured=1');
    const served = hits();
    const res = await get('/api/customer/home/brands?featured=1', { 'x-request-id': 'trace-12345678' });
    expect(hits()).toBe(served + 1);
    expect(res.headers['x-request-id']).toBe('trace-12345678');
  });
});

describe('HTTP caching of public reads', () => {
  const URL = '/api/customer/products/iphone-17-pro';

  it('sends Cache-Control with stale-while-revalidate, a strong ETag and Vary on the preview header and language', async () => {
    const first = await get(URL);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=120');
    expect(first.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(first.headers.vary).toBe(`${HEADER_PREVIEW}, Accept-Language`);
    const again = await get(URL);
    expect(again.headers.etag).toBe(first.headers.etag);
    // A listing built anew on each request (not a repeated answer) carries the same headers.
    const home = await get('/api/customer/home2');
    expect(home.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=120');
    expect(home.headers.etag).toMatch(/^"/);
  });

  it('answers 304 with no body to a matching If-None-Match, and the whole answer to any other', async () => {
    const { headers } = await get(URL);
    const etag = headers.etag as string;
    const notModified = await get(URL, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(URL, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    const changed = await get(URL, { 'if-none-match': '"something-else"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ code: 200 });
    // A reload that asks past every cache gets the whole answer.
    expect((await get(URL, { 'if-none-match': etag, 'cache-control': 'no-cache' })).statusCode).toBe(200);
  });

  it('gives private and failed answers no caching headers', async () => {
    const missing = await get('/api/customer/products/no-such-product-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers.etag).toBeUndefined();
    const { token } = await makeTestCustomer(t.runtime.deps.db, 'private-reader');
    const profile = await get('/api/customer/profile/', { authorization: `Bearer ${token}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBeUndefined();
    expect(profile.headers.etag).toBeUndefined();
    // POST answers are not stored by HTTP caches; they get no validators.
    const search = await post(SEARCH, BODY);
    expect(search.headers.etag).toBeUndefined();
  });
});

describe('public reads and the rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ CATALOG_CACHE_MS: '60000', RATE_LIMIT_MAX: '4' });
  });
  afterAll(async () => limited.close());

  it('counts repeated answers in the limit, with its headers, and answers 429 past it', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(await limited.app.inject({ method: 'GET', url: '/api/customer/products/iphone-17-pro' }));
    expect(limited.app.answers.hits).toBe(3);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 429]);
    expect(answers.map((r) => r.headers['x-ratelimit-remaining'])).toEqual(['3', '2', '1', '0', '0']);
    expect(answers[3]!.headers['x-ratelimit-limit']).toBe('4');
    expect(answers[4]!.json()).toMatchObject({ code: 429, data: null });
    expect(answers[4]!.headers['cache-control']).toBeUndefined();
  });
});

describe('public reads over a listening server', () => {
  it("repeats answers on the wire with Fastify's own server settings", async () => {
    const served = await createTestApp({ CATALOG_CACHE_MS: '60000' });
    try {
      await served.app.listen({ host: '127.0.0.1', port: 0 });
      expect(served.app.server.keepAliveTimeout).toBe(72_000);
      const url = `http://127.0.0.1:${(served.app.server.address() as AddressInfo).port}${SEARCH}`;
      const send = () =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(BODY),
        });
      const first = await send();
      const second = await send();
      expect(served.app.answers.hits).toBe(1);
      expect(second.status).toBe(200);
      expect(second.headers.get('content-length')).toBe(first.headers.get('content-length'));
      expect(await second.text()).toBe(await first.text());
    } finally {
      await served.close();
    }
  });
});
