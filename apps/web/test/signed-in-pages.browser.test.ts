import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, setupShop } from './support/browser.ts';
import {
  addAddress,
  newPerson,
  registerAndSignOut,
  registerThroughForm,
  verifyPhoneInDialog,
  type Person,
} from './support/customers.ts';

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
      await bare.setViewportSize({ width: 390, height: 844 });
      await bare.goto(`${shop.url}/login`);
      await saveScreenshot(bare, 'no-js-login-390.png', { fullPage: true });
      await bare.setViewportSize({ width: 1280, height: 900 });
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

      // Pages holding the customer's data are never kept by a cache on the way.
      for (const path of ['/profile', '/shopping-cart', '/']) {
        const answer = await bare.request.get(`${shop.url}${path}`);
        expect(answer.headers()['cache-control'], path).toBe('private, no-store');
      }
      await bare.goto(`${shop.url}/profile`);
      await bare.getByRole('heading', { name: `Hello, ${who.name}` }).waitFor();
      expect(await bare.getByLabel('Email', { exact: true }).first().inputValue()).toBe(who.email);
      await saveScreenshot(bare, 'no-js-profile-1280.png', { fullPage: true });
      await bare.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(bare, 'no-js-profile-390.png', { fullPage: true });
      await bare.setViewportSize({ width: 1280, height: 900 });
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
    'sends a shopper without a session from checkout to sign in, keeping the payment return in the way back',
    { timeout: 60_000 },
    async () => {
      const bare = await withoutScripts();
      const landing = () => new URL(bare.url()).pathname + new URL(bare.url()).search;
      await bare.goto(`${shop.url}/checkout`);
      expect(landing()).toBe('/login?next=%2Fcheckout');
      await bare.goto(`${shop.url}/checkout?response=success&order_id=7`);
      expect(landing()).toBe('/login?next=%2Fcheckout%3Fresponse%3Dsuccess%26order_id%3D7');
      await bare.context().close();
    },
  );

  it(
    'renders checkout with the cart, the saved address and the total without scripts, and the payment result',
    { timeout: 180_000 },
    async () => {
      const { page } = await shop.shopper();
      const who = newPerson();
      await registerThroughForm(page, shop, who);
      await page.getByRole('button', { name: 'Verify phone' }).click();
      await verifyPhoneInDialog(page, shop, who);
      await page.getByText(`Your phone ${who.phone} is verified.`).waitFor();
      await shop.go(page, '/item/iphone-16-pro?name=iPhone-16-Pro');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
      await shop.go(page, '/checkout');
      await addAddress(page);
      // The total takes the delivery fee once the address's quote is in: read the button after that, not before.
      const deliveryFee = page
        .getByRole('complementary', { name: /Your order/ })
        .locator('.order-totals__row')
        .filter({ hasText: /^Delivery/ })
        .locator('dd');
      await expect.poll(() => deliveryFee.innerText()).toBe('60 EGP');
      const place = page.getByRole('button', { name: /Place order/ });
      await expect.poll(() => place.textContent()).toMatch(/Place order · [\d,]+ EGP/);
      const placeText = (await place.textContent())!;
      const total = /[\d,]+ EGP/.exec(placeText)![0];

      for (const width of [390, 1280]) {
        const bare = await withoutScripts(width, page);
        await bare.goto(`${shop.url}/checkout`);
        const summary = bare.getByRole('complementary', { name: /Your order/ });
        await summary.getByText('iPhone 16 Pro').waitFor();
        const totalRow = summary.locator('.order-totals__row--total');
        expect(await totalRow.locator('dt').innerText()).toBe('Total');
        expect(await totalRow.locator('dd').innerText()).toBe(total);
        const delivery = summary.locator('.order-totals__row').filter({ hasText: /^Delivery/ });
        expect(await delivery.locator('dd').innerText()).toBe('60 EGP');
        expect(await bare.getByRole('button', { name: /Place order/ }).textContent()).toBe(placeText);
        // Without scripts the button cannot place the order, and the page says so beside it.
        expect(await bare.locator('.checkout-summary__no-script').innerText()).toBe(
          'Placing your order needs JavaScript. Turn it on in your browser to place it.',
        );
        const address = bare.getByRole('radio', { name: /12 Abbas El Akkad Street/ });
        expect(await address.isChecked()).toBe(true);
        await bare.getByText('Delivery to Nasr City, Cairo:').waitFor();
        expect(await bare.getByRole('radio', { name: /Cash on delivery/ }).isChecked()).toBe(true);
        await saveScreenshot(bare, `no-js-checkout-${width}.png`, { fullPage: true });
        await bare.context().close();
      }

      // Cash on delivery with a verified phone goes straight through; the result page needs no script either.
      await place.click();
      await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
      const bare = await withoutScripts(390, page);
      await bare.goto(page.url());
      await bare.getByRole('heading', { name: /Thank you! Your order ISP-\d+ is confirmed/ }).waitFor();
      await bare.getByText(`Total ${total}`, { exact: false }).waitFor();
      const number = /ISP-\d+/.exec(await bare.getByRole('heading', { name: /Thank you!/ }).innerText())![0];
      // My orders come with the profile's first HTML, the new order on top.
      await bare.goto(`${shop.url}/profile#orders`);
      const orders = bare.getByRole('list', { name: 'My orders' });
      expect(await orders.getByRole('listitem').first().locator('.my-order__number').innerText()).toBe(
        number,
      );
      expect(await bare.getByText('Loading your orders').count()).toBe(0);
      // The cart is empty now: checkout itself sends the shopper back to it.
      await bare.goto(`${shop.url}/checkout`);
      expect(new URL(bare.url()).pathname).toBe('/shopping-cart');
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

      // Opened straight from the address bar without the cookie, the profile is sent to sign in by the server; the
      // sign-in page puts the cookie back from storage and goes on to the profile, not home.
      await page.context().clearCookies({ name: 'shop_session' });
      await page.goto(`${shop.url}/profile`);
      await page.waitForURL(`${shop.url}/profile`);
      await page.getByRole('heading', { name: `Hello, ${who.name}` }).waitFor();
      expect(await cookie()).toBe(token);

      await hydrated(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${shop.url}/`);
      await expect.poll(cookie).toBeUndefined();
      expect(await storedToken(page)).toBeNull();
    },
  );
});
