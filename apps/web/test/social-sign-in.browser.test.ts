import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// Only to give an account the unproven e-mail that accounts opened before sign-up codes have: no public path makes one.
// eslint-disable-next-line no-restricted-imports
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, setupShop } from './support/browser.ts';
import { codeIn, newPerson, outbox, registerAndSignOut } from './support/customers.ts';
import { startShopServer } from './support/shop-server.ts';

/**
 * Sign-in with Facebook and Google through their redirect flows, against a local fake provider: its authorization
 * pages send the browser straight back to our callback with a token in the fragment (or the refusal a shopper's
 * "Cancel" gives), and it answers the Graph API and tokeninfo checks the shop's API makes.
 */
type Profile = { id: string; name: string; email: string };
type Mode = 'grant' | 'cancel' | 'tamper';

const FACEBOOK_APP_ID = 'app-1';
const GOOGLE_CLIENT_ID = 'client-1';

const fake = {
  mode: 'grant' as Mode,
  profile: { id: 'x', name: 'x', email: 'x@example.com' } as Profile,
  /** Tokens the fake issued, with whose they are and (Google) the nonce they carry. */
  tokens: new Map<string, Profile & { nonce?: string }>(),
  /** Every authorization request, to check what the shop asked for. */
  asked: [] as URL[],
  /** Every token the shop's API asked the fake to check. */
  checked: [] as string[],
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let provider: Server;

// Registered before the shop's hooks, so the provider listens before the shop starts and closes after it stops.
beforeAll(async () => {
  provider = createServer((req, res) => {
    const url = new URL(req.url!, 'http://fake');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const back = (redirectUri: string, tail: string) => {
      res.writeHead(302, { location: `${redirectUri}${tail}` });
      res.end();
    };
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    const state = fake.mode === 'tamper' ? 'forged-state' : (url.searchParams.get('state') ?? '');
    if (url.pathname === '/facebook/dialog/oauth') {
      fake.asked.push(url);
      if (fake.mode === 'cancel') {
        return back(
          redirectUri,
          `?error=access_denied&error_code=200&error_description=Permissions+error&error_reason=user_denied&state=${state}#_=_`,
        );
      }
      const token = `fb-${randomBytes(12).toString('hex')}`;
      fake.tokens.set(token, fake.profile);
      return back(redirectUri, `#access_token=${token}&token_type=bearer&expires_in=5183999&state=${state}`);
    }
    if (url.pathname === '/google/auth') {
      fake.asked.push(url);
      if (fake.mode === 'cancel') return back(redirectUri, `#error=access_denied&state=${state}`);
      const nonce = url.searchParams.get('nonce') ?? '';
      const token = [
        base64url({ alg: 'RS256', typ: 'JWT' }),
        base64url({ aud: GOOGLE_CLIENT_ID, sub: fake.profile.id, nonce }),
        randomBytes(16).toString('base64url'),
      ].join('.');
      fake.tokens.set(token, { ...fake.profile, nonce });
      return back(redirectUri, `#id_token=${token}&authuser=0&prompt=none&state=${state}`);
    }
    if (url.pathname === '/graph/debug_token') {
      fake.checked.push(url.searchParams.get('input_token') ?? '');
      const who = fake.tokens.get(url.searchParams.get('input_token') ?? '');
      const appToken = url.searchParams.get('access_token') === `${FACEBOOK_APP_ID}|fb-secret`;
      return json(200, { data: { is_valid: !!who && appToken, app_id: FACEBOOK_APP_ID, user_id: who?.id } });
    }
    if (url.pathname === '/graph/me') {
      const who = fake.tokens.get(url.searchParams.get('access_token') ?? '');
      return who ? json(200, { id: who.id, name: who.name, email: who.email }) : json(400, {});
    }
    if (url.pathname === '/google/tokeninfo') {
      fake.checked.push(url.searchParams.get('id_token') ?? '');
      const who = fake.tokens.get(url.searchParams.get('id_token') ?? '');
      if (!who) return json(400, { error: 'invalid_token' });
      return json(200, {
        aud: GOOGLE_CLIENT_ID,
        sub: who.id,
        email: who.email,
        email_verified: 'true',
        name: who.name,
        nonce: who.nonce,
        exp: String(Math.floor(Date.now() / 1000) + 600),
      });
    }
    json(404, {});
  });
  await new Promise<void>((done) => provider.listen(0, '127.0.0.1', done));
});

afterAll(async () => {
  await new Promise((done) => provider?.close(done));
});

const providerUrl = () => `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

const shop = setupShop({
  env: () => ({
    FACEBOOK_APP_ID,
    FACEBOOK_APP_SECRET: 'fb-secret',
    FACEBOOK_GRAPH_URL: `${providerUrl()}/graph`,
    FACEBOOK_DIALOG_URL: `${providerUrl()}/facebook/dialog/oauth`,
    GOOGLE_CLIENT_ID,
    GOOGLE_TOKENINFO_URL: `${providerUrl()}/google/tokeninfo`,
    GOOGLE_AUTH_URL: `${providerUrl()}/google/auth`,
  }),
});

let seq = 0;
function newProfile(prefix: string): Profile {
  seq += 1;
  const n = `${Date.now() % 1_000_000}${seq}`;
  return { id: `${prefix}-${n}`, name: `Nour ${prefix} ${n}`, email: `nour.${prefix}${n}@example.com` };
}

const signedInAs = (page: Page, name: string) =>
  page.getByRole('link', { name: `Profile, ${name}` }).waitFor();

describe('sign-in with Facebook and Google', () => {
  it('offers both providers on the sign-in and sign-up pages, as plain links to our start address', async () => {
    const { page, problems } = await shop.shopper({ cspViolations: true });
    for (const path of ['/login', '/register']) {
      await openPage(page, shop.url, path);
      for (const name of ['Facebook', 'Google']) {
        const link = page.getByRole('link', { name: `Continue with ${name}` });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(`/auth/${name.toLowerCase()}/start`);
      }
    }
    // The way back after signing in rides along.
    await openPage(page, shop.url, '/login?next=/shopping-cart');
    expect(await page.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
      '/auth/google/start?next=%2Fshopping-cart',
    );
    expect(problems).toEqual([]);
  });

  it('signs a new customer in with Facebook and lands home with their name in the header', async () => {
    const { page, problems } = await shop.shopper({ cspViolations: true });
    fake.mode = 'grant';
    fake.profile = newProfile('fb');
    await openPage(page, shop.url, '/login');
    await page.getByRole('link', { name: 'Continue with Facebook' }).click();
    await page.waitForURL(`${shop.url}/`);
    await signedInAs(page, fake.profile.name);

    const asked = fake.asked.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      client_id: FACEBOOK_APP_ID,
      redirect_uri: `${shop.origin}/auth/facebook/callback`,
      response_type: 'token',
      state: expect.stringMatching(/^[\w-]{20,}$/),
    });
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(fake.profile.email);
    // The token left no trace in the address or the history, and the start cannot be used twice.
    expect(await page.evaluate(() => document.cookie)).not.toContain('shop_social');
    await page.goBack();
    expect(page.url()).not.toContain('access_token');
    expect(problems).toEqual([]);
  });

  it('signs in with Google, goes on to where sign-in was asked for, and again from the sign-up page', async () => {
    const { page, problems } = await shop.shopper({ cspViolations: true });
    fake.mode = 'grant';
    fake.profile = newProfile('google');
    await openPage(page, shop.url, '/login?next=/shopping-cart');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${shop.url}/shopping-cart`);
    await signedInAs(page, fake.profile.name);
    const asked = fake.asked.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      client_id: GOOGLE_CLIENT_ID,
      redirect_uri: `${shop.origin}/auth/google/callback`,
      response_type: 'id_token',
      scope: 'openid email profile',
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });

    // The same person again, from the sign-up page, is the same account.
    await shop.go(page, '/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${shop.url}/`);
    await openPage(page, shop.url, '/register');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${shop.url}/`);
    await signedInAs(page, fake.profile.name);
    expect(problems).toEqual([]);
  });

  it('refuses an answer whose state is not the one this browser started with', async () => {
    const { page } = await shop.shopper();
    fake.mode = 'tamper';
    fake.profile = newProfile('fb');
    await openPage(page, shop.url, '/login?next=/shopping-cart');
    await page.getByRole('link', { name: 'Continue with Facebook' }).click();
    await page.waitForURL(`${shop.url}/auth/facebook/callback`);
    await page.getByRole('heading', { name: 'Sign-in did not finish' }).waitFor();
    await page.getByText('This Facebook sign-in could not be checked', { exact: false }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The token that came back with someone else's state never reached the shop's API.
    expect(fake.checked).not.toContain([...fake.tokens.keys()].at(-1));
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(`${shop.url}/login?next=%2Fshopping-cart`);
  });

  it('says so when the shopper cancels at the provider, and leads back to sign-in', async () => {
    const { page } = await shop.shopper();
    fake.mode = 'cancel';
    for (const name of ['Facebook', 'Google']) {
      await openPage(page, shop.url, '/login');
      await page.getByRole('link', { name: `Continue with ${name}` }).click();
      await page.getByText(`Signing in with ${name} was cancelled. Nothing was changed.`).waitFor();
      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await page.waitForURL(`${shop.url}/login`);
    }
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('links into an account whose e-mail was never proven only with the code mailed to it', async () => {
    const { page } = await shop.shopper();
    const who = newPerson();
    await registerAndSignOut(page, shop, who);
    // As accounts opened before sign-up needed a code were.
    const db = new Database(shop.sqlitePath);
    db.prepare('UPDATE users SET email_verified = 0 WHERE email = ?').run(who.email);
    db.close();

    fake.mode = 'grant';
    fake.profile = { id: `fb-owner-${seq++}`, name: 'Owner Of Mailbox', email: who.email };
    await openPage(page, shop.url, '/login');
    await page.getByRole('link', { name: 'Continue with Facebook' }).click();
    await page.getByRole('heading', { name: 'Link your Facebook sign-in' }).waitFor();
    await page.getByText(`enter the code we sent to ${who.email}`, { exact: false }).waitFor();
    await expect
      .poll(() => outbox(shop, who.email)[0]?.subject ?? '')
      .toContain('Link your Facebook sign-in');
    const code = codeIn(outbox(shop, who.email)[0]!.body);

    const field = page.getByLabel('Code', { exact: true });
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.getByText('The code is not correct. 4 tries left.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(code);
    await page.getByRole('button', { name: 'Link and sign in' }).click();
    await page.waitForURL(`${shop.url}/`);
    await signedInAs(page, who.name);
    await page.getByText('its earlier password was removed', { exact: false }).waitFor();
  });
});

describe('without the providers’ keys', () => {
  let bare: Awaited<ReturnType<typeof startShopServer>> | undefined;
  beforeAll(async () => {
    bare = await startShopServer();
  }, 180_000);
  afterAll(async () => {
    await bare?.stop();
  }, 30_000);

  it('shows no provider buttons, and the start address leads back to sign-in', async () => {
    const { page } = await shop.shopper();
    for (const path of ['/login', '/register']) {
      await openPage(page, bare!.url, path);
      await page.getByRole('button', { name: path === '/login' ? 'Sign in' : 'Create account' }).waitFor();
      expect(await page.getByRole('link', { name: /Continue with/ }).count()).toBe(0);
      expect(await page.getByText('Other ways to sign in').count()).toBe(0);
    }
    await page.goto(`${bare!.url}/auth/facebook/start?next=/shopping-cart`);
    await page.waitForURL(`${bare!.url}/login?next=%2Fshopping-cart`);
  });
});
