import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/modules/accounts/password';
import { insertUser } from '#app/modules/accounts/user.repository';
import { createTestApp, TEST_REDIS_URL, type TestApp } from './support/test-app.ts';

const opened: TestApp[] = [];
afterAll(async () => Promise.all(opened.map((t) => t.close())));

async function app(env: Record<string, string>) {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}

const categories = {
  method: 'GET',
  url: '/api/customer/home/categories',
  remoteAddress: '10.9.8.7',
} as const;
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

/** The device cookie a response set, as a Cookie header value. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const set = res.headers['set-cookie'];
  const all = Array.isArray(set) ? set : set ? [String(set)] : [];
  const cookie = all.find((c: string) => c.startsWith('shop_device='));
  return cookie?.split(';')[0];
}

describe('limits count the actor, not the address a crowd shares', () => {
  it('serves 200 shoppers behind one carrier address browsing and signing in, yet limits one token that hammers', async () => {
    const t = await app({});
    const NAT = '100.64.0.1';
    const password = 'crowd password one';
    const password_hash = await hashPassword(password);
    for (let i = 0; i < 20; i++) {
      await insertUser(t.runtime.deps.db, {
        name: `Crowd ${i}`,
        email: `crowd${i}@example.com`,
        phone: `0109${String(i).padStart(7, '0')}`,
        password_hash,
      });
    }
    const shopper = async (i: number) => {
      // The device cookie a browser gets with the first page it opens (the storefront's pages give it).
      const cookie = `shop_device=${t.app.signCookie(randomBytes(16).toString('base64url'))}`;
      const guest = await t.app.inject({
        method: 'POST',
        url: '/api/customer/auth/guest',
        headers: { cookie },
        remoteAddress: NAT,
      });
      const headers = { authorization: `Bearer ${guest.json().data?.token}`, cookie };
      const codes = [guest.statusCode];
      for (const url of [
        '/api/customer/home/categories',
        '/api/customer/home/sections',
        '/api/customer/home/brands',
      ]) {
        codes.push((await t.app.inject({ method: 'GET', url, headers, remoteAddress: NAT })).statusCode);
      }
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/customer/auth',
        headers: { cookie },
        payload: { email: `crowd${i % 20}@example.com`, password },
        remoteAddress: NAT,
      });
      codes.push(signIn.statusCode);
      return codes;
    };
    const results = [];
    for (let batch = 0; batch < 10; batch++) {
      results.push(...(await Promise.all(Array.from({ length: 20 }, (_, k) => shopper(batch * 20 + k)))));
    }
    const refused = results.flat().filter((code) => code >= 400);
    expect(refused).toEqual([]);

    // One guest token sending far more than a person does is still stopped, whatever address it comes from.
    const guest = await t.app.inject({ method: 'POST', url: '/api/customer/auth/guest', remoteAddress: NAT });
    const authorization = `Bearer ${guest.json().data.token}`;
    let firstRefusal = 0;
    for (let i = 1; i <= 601 && !firstRefusal; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/customer/home/categories',
        headers: { authorization },
        remoteAddress: `198.51.100.${i % 250}`,
      });
      if (res.statusCode === 429) firstRefusal = i;
    }
    expect(firstRefusal).toBe(601);
  }, 60_000);

  it('gives a browser a signed device cookie with its guest token, and ignores a forged one', async () => {
    const t = await app({});
    const first = await t.app.inject({ method: 'POST', url: '/api/customer/auth/guest' });
    const cookie = deviceCookieOf(first);
    expect(cookie).toMatch(/^shop_device=[\w-]{22}\./);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/guest',
      headers: { cookie },
    });
    expect(deviceCookieOf(again)).toBeUndefined();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/guest',
      headers: { cookie: 'shop_device=s%3AAAAAAAAAAAAAAAAAAAAAAA.forged' },
    });
    expect(deviceCookieOf(forged)).toMatch(/^shop_device=/);
  });

  it("does not count the storefront's in-process calls, and refuses a made-up internal key", async () => {
    const t = await app({ RATE_LIMIT_MAX: '1' });
    const internal = { 'x-shop-internal': t.app.internalCallKey };
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await t.app.inject({ ...categories, headers: internal })).statusCode);
    expect(codes).toEqual([200, 200, 200]);
    const wrong = { 'x-shop-internal': 'x'.repeat(t.app.internalCallKey.length) };
    const guessed = [];
    for (let i = 0; i < 2; i++)
      guessed.push((await t.app.inject({ ...categories, headers: wrong })).statusCode);
    expect(guessed).toEqual([200, 429]);
  });

  it('caps one address however many tokens or cookies it makes up, before any token is looked up', async () => {
    const t = await app({ RATE_LIMIT_IP_MAX: '5' });
    const codes = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        ...categories,
        headers: { authorization: `Bearer made-up-token-${i}-${'x'.repeat(40)}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    expect((await t.app.inject({ ...categories, remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
  });
});
