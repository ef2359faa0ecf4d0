import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@shop/contract/headers';
import { hashPassword } from '#app/modules/accounts/password';
import { insertUser } from '#app/modules/accounts/user.repository';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  await insertUser(t.runtime.deps.db, {
    name: 'Mona',
    email: 'mona@example.com',
    phone: '01012345678',
    password_hash: await hashPassword('a long enough password'),
  });
});
afterAll(async () => t.close());

function sessionCookieOf(res: { cookies: Array<{ name: string; value: string; [k: string]: unknown }> }) {
  return res.cookies.find((c) => c.name === SESSION_COOKIE);
}

const signIn = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/auth',
    payload: { email: 'mona@example.com', password: 'a long enough password' },
  });

const session = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/customer/auth/session', headers });

describe('the session cookie, the second carrier of a signed-in session', () => {
  it('is set with the sign-in token, HttpOnly and SameSite=Lax, for as long as the token lives', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookieOf(res);
    expect(cookie?.value).toBe(res.json().data.token);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const days = Number(cookie!.maxAge) / 86_400;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("answers the cookie's token and user to a browser that lost its local copy, and nothing for a bad cookie", async () => {
    const { token } = (await signIn()).json().data;
    const res = await session({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ token, user: { email: 'mona@example.com', name: 'Mona' } });

    const bad = await session({ cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message_en).toBe('token invalid or expired');
    expect(sessionCookieOf(bad)?.value).toBe('');
    expect((await session({})).statusCode).toBe(401);
  });

  it('sets the cookie for a customer bearer token (a session kept only in local storage), never for a guest token', async () => {
    const { token } = (await signIn()).json().data;
    const res = await session({ authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)?.value).toBe(token);

    const guest = (
      await t.app.inject({ method: 'POST', url: '/api/customer/auth/guest', payload: {} })
    ).json().data.token as string;
    const refused = await session({ authorization: `Bearer ${guest}`, cookie: `${SESSION_COOKIE}=${token}` });
    expect(refused.statusCode).toBe(401);
    expect(sessionCookieOf(refused)?.value).toBe('');
  });

  it('is cleared at sign-out, and the signed-out token no longer resumes a session', async () => {
    const { token } = (await signIn()).json().data;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const cleared = sessionCookieOf(out);
    expect(cleared?.value).toBe('');
    expect(new Date(String(cleared?.expires)).getTime()).toBeLessThan(Date.now());
    expect((await session({ cookie: `${SESSION_COOKIE}=${token}` })).statusCode).toBe(401);
  });

  it('is cleared by a sign-out without a token, as the browser ends a session its stored token lost', async () => {
    const { token } = (await signIn()).json().data;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/customer/auth/logout',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(sessionCookieOf(out)?.value).toBe('');
  });

  it('never authorises an API call: a customer route read with the cookie alone is refused', async () => {
    const { token } = (await signIn()).json().data;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/profile',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
