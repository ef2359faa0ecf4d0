import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the envelope and the error handler', () => {
  it('answers a known route in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/home/categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, message_en: expect.any(String) });
    expect(Array.isArray(body.data)).toBe(true);
  });

  it('answers an unknown route with a 404 envelope that names it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      message_en: 'There is no GET /api/customer/no-such-thing in this API.',
      data: null,
    });
  });

  it('answers a wrong method with 405 and the allowed methods', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/customer/home2' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json()).toMatchObject({ code: 405, data: null });
    expect(res.json().message_en).toMatch(/DELETE is not allowed on \/api\/customer\/home2/);
  });

  it('answers broken JSON with 400 and a message a person can act on', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/guest',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message_en: 'The request body is not valid JSON.', data: null });
  });

  it('answers a body of the wrong media type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/guest',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, message_en: 'Send the request body as application/json.' });
  });

  it('answers a query of the wrong type with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/home/brands?featured=yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
    expect(res.json().message_en).toMatch(/featured/);
  });

  it('hides the internals of an unexpected error and logs it with the request id', async () => {
    const lines: string[] = [];
    const extra = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
    // A missing table stands in for any bug the code could have.
    await extra.runtime.deps.db.schema.dropTable('home_section_products').execute();
    const res = await extra.app.inject({ method: 'GET', url: '/api/customer/home/sections' });
    await extra.close();
    expect(res.statusCode).toBe(500);
    const body = res.json();
    const requestId = String(res.headers['x-request-id']);
    expect(body).toEqual({
      code: 500,
      message_en: `Something went wrong on our side. Please try again. (request ${requestId})`,
      data: null,
    });
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unexpected error');
    expect(logged).toMatchObject({ level: 50, reqId: requestId });
    expect(JSON.stringify(logged.err)).toMatch(/home_section_products/);
  });

  it('never writes a bearer token into the request log', async () => {
    const lines: string[] = [];
    const extra = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
    const { token } = (await extra.app.inject({ method: 'POST', url: '/api/customer/auth/guest' })).json()
      .data;
    await extra.app.inject({
      method: 'GET',
      url: '/api/customer/home/ads',
      headers: { authorization: `Bearer ${token}` },
    });
    await extra.close();
    expect(lines.some((l) => l.includes('incoming request'))).toBe(true);
    expect(lines.join('\n')).not.toContain(token);
  });

  it('sends security headers and a deny-all CSP on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/site/settings' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // Exactly these two directives, however they are spaced.
    expect(String(res.headers['content-security-policy']).split(/\s*;\s*/)).toEqual([
      "default-src 'none'",
      "frame-ancestors 'none'",
    ]);
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/customer/home2',
        '/api/customer/home/categories',
        '/api/customer/auth/guest',
      ]),
    );
    const home2 = doc.paths['/api/customer/home2'].get.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(home2)).toContain('featured_brands');
  });
});

describe('bearer tokens', () => {
  it('treats a request without a token as anonymous', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/auth/session' });
    expect(res.json().data).toEqual({ kind: 'anonymous' });
  });

  it('issues a guest token that is then recognised', async () => {
    const issued = await t.app.inject({ method: 'POST', url: '/api/customer/auth/guest' });
    expect(issued.statusCode).toBe(201);
    const { token, kind, expires_at } = issued.json().data;
    expect(kind).toBe('guest');
    expect(token).toMatch(/^[\w-]{43}$/);
    // The guest token's expiry is very distant: years, not days.
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(5 * 365 * 24 * 3600 * 1000);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().data).toEqual({ kind: 'guest' });
  });

  it('stores only a hash of the token', async () => {
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/customer/auth/guest' })).json().data;
    const rows = await t.runtime.deps.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers an unknown token with 401 and the fixed token message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/home/categories',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message_en: 'token invalid or expired', data: null });
  });

  it('answers a malformed Authorization header with 401', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/home/categories',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message_en).toMatch(/Bearer/);
  });
});
