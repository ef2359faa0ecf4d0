import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, setupShop } from './support/browser.ts';
import { newPerson, registerAndSignOut, registerThroughForm, type Person } from './support/customers.ts';

const shop = setupShop();

/** A browser profile with JavaScript off: what a shopper gets before the page's scripts have run. */
async function withoutScripts(width = 1280, cookiesFrom?: Page) {
  const context = await shop.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  });
  if (cookiesFrom) await context.addCookies(await cookiesFrom.context().cookies());
  return context.newPage();
}

async function signInWithoutScripts(page: Page, who: Person, password = who.password) {
  await page.goto(`${shop.url}/login`);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForLoadState('load');
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

describe('signed-in pages arrive rendered from the server', () => {
  it(
    'signs in with a plain form post, and the header, profile and cart come with the shopper in the first HTML',
    { timeout: 150_000 },
    async () => {
      const { page } = await shop.shopper();
      const who = newPerson();
      await registerAndSignOut(page, shop, who);

      const bare = await withoutScripts();
      // A wrong password: the message is shown and the e-mail typed stays in its field.
      await signInWithoutScripts(bare, who, 'not the password 9');
      await bare.getByText('The e-mail or password is not correct.').waitFor();
      expect(await bare.getByLabel('Email', { exact: true }).inputValue()).toBe(who.email);

      await signInWithoutScripts(bare, who);
      expect(new URL(bare.url()).pathname).toBe('/');
      await bare
        .getByRole('link', { name: `Profile, ${who.name}` })
        .first()
        .waitFor();
      const session = (await bare.context().cookies()).find((c) => c.name === 'shop_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

      await bare.goto(`${shop.url}/profile`);
      await bare.getByRole('heading', { name: `Hello, ${who.name}` }).waitFor();
      expect(await bare.getByLabel('Email', { exact: true }).first().inputValue()).toBe(who.email);
      await saveScreenshot(bare, 'no-js-profile-1280.png', { fullPage: true });
      // Signed in, the sign-in page sends the shopper on.
      await bare.goto(`${shop.url}/login`);
      expect(new URL(bare.url()).pathname).toBe('/');

      // The same browser with its scripts on takes the cookie's session into local storage.
      const scripted = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
      await scripted.addCookies(await bare.context().cookies());
      const live = await scripted.newPage();
      await live.goto(`${shop.url}/`);
      await hydrated(live);
      await expect.poll(() => storedToken(live)).toBe(session!.value);
      await live
        .getByRole('link', { name: `Profile, ${who.name}` })
        .first()
        .waitFor();
      await scripted.close();
      await bare.context().close();
    },
  );

  it(
    'renders the cart with its lines and the header count without scripts, for a guest and a customer',
    { timeout: 150_000 },
    async () => {
      const { page } = await shop.shopper();
      await page.goto(`${shop.url}/search?q=iphone`);
      await hydrated(page);
      await page
        .getByRole('button', { name: /Add to cart/ })
        .first()
        .click();
      await expect.poll(() => page.evaluate(() => document.cookie.includes('guest_cart='))).toBe(true);

      const bare = await withoutScripts(390, page);
      await bare.goto(`${shop.url}/shopping-cart`);
      await bare.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first().waitFor();
      await bare.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
      await saveScreenshot(bare, 'no-js-cart-390.png', { fullPage: true });

      // A customer's cart is the server's: register (the guest line merges into it) and read it without scripts.
      await registerThroughForm(page, shop, newPerson());
      const customer = await withoutScripts(1280, page);
      await customer.goto(`${shop.url}/shopping-cart`);
      await customer
        .getByRole('list', { name: 'Items in your cart' })
        .getByRole('listitem')
        .first()
        .waitFor();
      await customer.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
      await bare.context().close();
      await customer.context().close();
    },
  );

  it(
    'sends a shopper without a session from the profile to sign in and back',
    { timeout: 150_000 },
    async () => {
      const bare = await withoutScripts();
      const who = newPerson();
      const { page } = await shop.shopper();
      await registerAndSignOut(page, shop, who);
      await bare.goto(`${shop.url}/profile`);
      expect(new URL(bare.url()).pathname + new URL(bare.url()).search).toBe('/login?next=%2Fprofile');
      await bare.getByLabel('Email', { exact: true }).fill(who.email);
      await bare.getByLabel('Password').fill(who.password);
      await bare.getByRole('button', { name: 'Sign in' }).click();
      await bare.waitForURL(`${shop.url}/profile`);
      await bare.getByRole('heading', { name: `Hello, ${who.name}` }).waitFor();
      await bare.context().close();
    },
  );

  it(
    'keeps the two carriers in step: sign-out clears the cookie, a session kept only in storage gets it back',
    { timeout: 150_000 },
    async () => {
      const { page } = await shop.shopper();
      const who = newPerson();
      await registerThroughForm(page, shop, who);
      const cookie = async () =>
        (await page.context().cookies()).find((c) => c.name === 'shop_session')?.value;
      const token = await storedToken(page);
      expect(await cookie()).toBe(token);

      // A session from before the cookie existed (or a cleared cookie): the next page puts it back.
      await page.context().clearCookies({ name: 'shop_session' });
      await page.goto(`${shop.url}/`);
      await hydrated(page);
      await expect.poll(cookie).toBe(token);

      await page.goto(`${shop.url}/profile`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${shop.url}/`);
      await expect.poll(cookie).toBeUndefined();
      expect(await storedToken(page)).toBeNull();
    },
  );
});
