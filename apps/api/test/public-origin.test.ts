import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#app/modules/accounts/password';
import { insertUser } from '#app/modules/accounts/user.repository';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { createTestApp, type TestApp } from './support/test-app.ts';

const opened: TestApp[] = [];
afterAll(async () => Promise.all(opened.map((t) => t.close())));

async function shop(env: Record<string, string>) {
  const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', ...env });
  opened.push(t);
  await insertUser(t.runtime.deps.db, {
    name: 'Mona',
    email: 'mona@example.com',
    phone: '01012345678',
    password_hash: await hashPassword('a long enough password'),
  });
  return t;
}

const forget = (t: TestApp, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/auth/forget_password',
    headers,
    payload: { email: 'mona@example.com' },
  });

const mailsTo = async (t: TestApp) => listMessages(t.runtime.deps.db, { to: 'mona@example.com', limit: 10 });

describe('links are built on the public origin, never on the Host a request names', () => {
  it('refuses a request for a host the shop does not serve with 421 before anything is sent', async () => {
    const t = await shop({ PUBLIC_ORIGIN: 'https://shop.example' });
    const res = await forget(t, { host: 'evil.example' });
    expect(res.statusCode).toBe(421);
    expect(res.json()).toMatchObject({ code: 421, data: null });
    expect(res.json().message_en).toMatch(/not served at this address/);
    expect(await mailsTo(t)).toEqual([]);
    // The same for pages, pictures and the sitemap: nothing is answered for a foreign host.
    for (const url of ['/sitemap.xml', '/media/icon/phone.svg', '/']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { host: 'evil.example' } })).statusCode).toBe(
        421,
      );
    }
  });

  it('mails the reset link on PUBLIC_ORIGIN whichever allowed host the request reached', async () => {
    const t = await shop({ PUBLIC_ORIGIN: 'https://shop.example/', ALLOWED_HOSTS: 'www.shop.example' });
    expect((await forget(t, { host: 'www.shop.example' })).statusCode).toBe(200);
    const [mail] = await mailsTo(t);
    expect(mail!.body).toContain('https://shop.example/reset-password?');
    expect(mail!.body).not.toContain('www.shop.example');
  });

  it('defaults the public origin to http://localhost:PORT, not to the Host header', async () => {
    const t = await shop({ PORT: '3000' });
    expect((await forget(t, { host: 'localhost:9999' })).statusCode).toBe(200);
    const [mail] = await mailsTo(t);
    expect(mail!.body).toContain('http://localhost:3000/reset-password?');
    expect(mail!.body).not.toContain('9999');
    expect((await forget(t, { host: 'shop.example' })).statusCode).toBe(421);
  });

  it('behind a trusted proxy, judges the forwarded host, and a forged one is refused', async () => {
    const t = await shop({ PUBLIC_ORIGIN: 'https://shop.example', TRUST_PROXY: 'loopback' });
    const via = (forwardedHost: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/customer/home/categories',
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost', 'x-forwarded-host': forwardedHost },
      });
    expect((await via('shop.example')).statusCode).toBe(200);
    expect((await via('evil.example')).statusCode).toBe(421);
  });

  it('builds the sitemap and robots.txt on the public origin', async () => {
    const t = await shop({ PUBLIC_ORIGIN: 'https://shop.example', ALLOWED_HOSTS: 'www.shop.example' });
    const robots = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'www.shop.example' },
    });
    expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
    const sitemap = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'www.shop.example' },
    });
    expect(sitemap.body).toContain('<loc>https://shop.example/');
    expect(sitemap.body).not.toContain('www.shop.example');
  });
});
