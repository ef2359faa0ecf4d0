import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_REDIS_URL, type TestApp } from './support/test-app.ts';

const opened: TestApp[] = [];
afterAll(async () => Promise.all(opened.map((t) => t.close())));

async function app(env: Record<string, string>) {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}

const get = (t: TestApp) =>
  t.app.inject({ method: 'GET', url: '/api/customer/home/categories', remoteAddress: '10.9.8.7' });

describe('rate limiting', () => {
  it('limits one client in-process without Redis, answering 429 in the envelope', async () => {
    const t = await app({ RATE_LIMIT_MAX: '3' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await get(t)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const res = await get(t);
    expect(res.json()).toMatchObject({ code: 429, data: null });
    expect(res.json().message_en).toMatch(/Too many requests/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares the counters between two instances through Redis', async () => {
    const env = {
      RATE_LIMIT_MAX: '3',
      REDIS_URL: TEST_REDIS_URL,
      RATE_LIMIT_NAMESPACE: `test-${randomBytes(4).toString('hex')}`,
    };
    const a = await app(env);
    const b = await app(env);
    const codes = [
      (await get(a)).statusCode,
      (await get(b)).statusCode,
      (await get(a)).statusCode,
      (await get(b)).statusCode,
    ];
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('behind listed proxies, a client cannot dodge its limit by sending X-Forwarded-For itself', async () => {
    const t = await app({ RATE_LIMIT_MAX: '2', TRUST_PROXY: 'loopback' });
    const codes = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/customer/home/categories',
        remoteAddress: '127.0.0.1',
        // What the client wrote, then what the proxy appended: the address it really came from.
        headers: { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.9` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
  });

  it('does not limit pages and images, only the API', async () => {
    const t = await app({ RATE_LIMIT_MAX: '1' });
    await get(t);
    const media = await t.app.inject({
      method: 'GET',
      url: '/media/icon/phone.svg',
      remoteAddress: '10.9.8.7',
    });
    expect(media.statusCode).not.toBe(429);
  });
});
