import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, openPage, saveScreenshot, setupShop } from './support/browser.ts';
import {
  codeIn,
  newPerson,
  outbox,
  registerAndSignOut,
  registerThroughForm,
  type Person,
} from './support/customers.ts';

const shop = setupShop();

/** A browser profile with JavaScript off: what a shopper gets before the page's scripts have run. */
async function withoutScripts(width = 1280) {
  const context = await shop.browser.newContext({
    javaScriptEnabled: false,
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

/** The text of the messages tied to a field by aria-describedby (its error, then its hint). */
async function description(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const page = field.page();
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'shop_session');

/** The register form's details, typed. */
async function typeDetails(page: Page, who: Person, confirm = who.password) {
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone').fill(who.phone);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(confirm);
}

const mailedCode = async (who: Person) => {
  await expect.poll(() => outbox(shop, who.email).length).toBeGreaterThan(0);
  return codeIn(outbox(shop, who.email)[0]!.body);
};

describe('forms posted before the page has JavaScript', () => {
  it(
    'registers in both steps, keeping the details typed and showing refusals beside their fields',
    { timeout: 150_000 },
    async () => {
      const page = await withoutScripts();
      const who = newPerson();
      await page.goto(`${shop.url}/register`);

      // The form's own rules, checked by the page: the details stay, the passwords never come back.
      await typeDetails(page, who, 'another password 2');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForLoadState('load');
      const confirm = page.getByLabel('Confirm password');
      expect(await description(confirm)).toBe('The passwords do not match');
      expect(await confirm.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByLabel('Full name').inputValue()).toBe(who.name);
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(who.email);
      expect(await page.getByLabel('Phone').inputValue()).toBe(who.phone);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      expect(await page.content()).not.toContain(who.password);

      // First step: the code step comes back with the details kept.
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await confirm.fill(who.password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText(`We sent a 6-digit code to ${who.email}.`, { exact: false }).waitFor();
      expect(await page.getByLabel('Full name').inputValue()).toBe(who.name);
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(who.email);
      expect(await page.getByLabel('Phone').inputValue()).toBe(who.phone);
      expect(await page.content()).not.toContain(who.password);
      const code = await mailedCode(who);

      // A wrong code: the API's message beside the Code field, everything typed still there.
      const wrong = code === '000000' ? '111111' : '000000';
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await confirm.fill(who.password);
      await page.getByLabel('Code', { exact: true }).fill(wrong);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForLoadState('load');
      const codeField = page.getByLabel('Code', { exact: true });
      expect(await description(codeField)).toMatch(/^The code is not correct\. \d tries? left\./);
      expect(await codeField.inputValue()).toBe(wrong);
      expect(await page.getByLabel('Phone').inputValue()).toBe(who.phone);
      await saveScreenshot(page, 'no-js-register-code-1280.png', { fullPage: true });

      // Second step: signed in, with the session cookie, and on to the profile.
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await confirm.fill(who.password);
      await codeField.fill(code);
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL(`${shop.url}/profile`);
      await page.getByRole('heading', { name: `Hello, ${who.name}` }).waitFor();
      await page
        .getByRole('link', { name: `Profile, ${who.name}` })
        .first()
        .waitFor();
      expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      await page.context().close();
    },
  );

  it('says a refused sign-in in Arabic on an Arabic page without scripts', { timeout: 90_000 }, async () => {
    const page = await withoutScripts(390);
    await page.goto(`${shop.url}/ar/login`);
    // The footer's newsletter has an e-mail field too: the sign-in form is the page's main content.
    const form = page.getByRole('main');
    await form.getByLabel('البريد الإلكتروني', { exact: true }).fill(`nobody-${Date.now()}@example.com`);
    await form.getByLabel('كلمة السر', { exact: true }).fill('not the password at all');
    await form.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForLoadState('load');
    await page.getByText('البريد الإلكتروني أو كلمة السر مش صحيحة.').waitFor({ timeout: 15_000 });
    expect(await page.getByText('The e-mail or password is not correct.').count()).toBe(0);
    await page.context().close();
  });

  it('sends a new code and goes back to the details without scripts', { timeout: 150_000 }, async () => {
    const page = await withoutScripts(390);
    const who = newPerson();
    await page.goto(`${shop.url}/register`);
    await typeDetails(page, who);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Code', { exact: true }).waitFor();
    await saveScreenshot(page, 'no-js-register-code-390.png', { fullPage: true });
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByLabel('Confirm password').fill(who.password);
    // A second code within 30 seconds is refused by the API: its message comes back under the form.
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /^Please wait \d+ seconds before asking for another code\.$/ })
      .waitFor();
    expect(await page.getByLabel('Code', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Use another e-mail' }).click();
    await page.waitForLoadState('load');
    expect(await page.getByLabel('Code', { exact: true }).count()).toBe(0);
    const email = page.getByLabel('Email', { exact: true });
    expect(await email.inputValue()).toBe(who.email);
    expect(await email.getAttribute('readonly')).toBeNull();
    expect(await page.getByLabel('Full name').inputValue()).toBe(who.name);
    await page.context().close();
  });

  it(
    'subscribes to the newsletter and comes back to the page, at the form',
    { timeout: 150_000 },
    async () => {
      const page = await withoutScripts(390);
      await page.goto(`${shop.url}/about`);
      const footer = page.getByRole('contentinfo');
      const email = footer.getByRole('textbox', { name: 'Email address' });

      // An address the browser takes but the shop does not: the API's message beside the field, the address kept.
      await email.fill('shopper@localhost');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL(`${shop.url}/about#newsletter`);
      const status = footer.getByRole('status');
      expect(await status.innerText()).toMatch(/e-mail address/);
      expect(await email.inputValue()).toBe('shopper@localhost');
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await email.getAttribute('aria-describedby')).toBe(await status.getAttribute('id'));

      await email.fill('no-script.reader@example.com');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL(`${shop.url}/about#newsletter`);
      expect(await status.innerText()).toBe('Thank you for subscribing');
      expect(await email.inputValue()).toBe('');
      await saveScreenshot(page, 'no-js-newsletter-390.png');
      await expect.poll(() => outbox(shop, 'no-script.reader@example.com').length).toBe(1);

      // Said once: the next page has nothing to say.
      await page.goto(`${shop.url}/about`);
      expect(await status.innerText()).toBe('');
      await page.context().close();
    },
  );

  it('asks for a reset code and sets a new password, signed in after', { timeout: 240_000 }, async () => {
    const { page: scripted } = await shop.shopper();
    const who = newPerson();
    await registerAndSignOut(scripted, shop, who);
    await scripted.context().close();

    const page = await withoutScripts(390);
    // A bare visit has nothing to reset.
    await page.goto(`${shop.url}/reset-password`);
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goto(`${shop.url}/forget-password`);
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.waitForURL(/\/reset-password\?/);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(who.email);
    await expect.poll(() => outbox(shop, who.email)[0]?.subject ?? '').toMatch(/password/i);
    const code = codeIn(outbox(shop, who.email)[0]!.body);

    // The mailed link opens the form filled in; a wrong code is refused with what was typed kept.
    await page.goto(
      `${shop.url}/reset-password?${new URLSearchParams({ email: who.email, code: '999999' })}`,
    );
    expect(await page.getByLabel('Code').inputValue()).toBe('999999');
    const password = 'a new password 7';
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForLoadState('load');
    if (code !== '999999') {
      await page.getByRole('alert').filter({ hasText: 'The code is not correct.' }).waitFor();
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(who.email);
      expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe('');
      await saveScreenshot(page, 'no-js-reset-refused-390.png');
      await page.getByLabel('Code').fill(code);
      await page.getByLabel('New password', { exact: true }).fill(password);
      await page.getByLabel('Confirm new password').fill(password);
      await page.getByRole('button', { name: 'Save new password' }).click();
    }
    await page.waitForURL(`${shop.url}/`);
    await page
      .getByRole('link', { name: `Profile, ${who.name}` })
      .first()
      .waitFor();
    expect(await sessionCookie(page)).toBeDefined();
    await page.context().close();
  });

  it('searches from the header with a plain GET form', { timeout: 60_000 }, async () => {
    const page = await withoutScripts();
    await page.goto(`${shop.url}/about`);
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('iphone');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).press('Enter');
    await page.waitForURL(`${shop.url}/search?search=iphone`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });
});

describe('the same forms once the page has JavaScript', () => {
  it('registers, subscribes and resets a password', { timeout: 240_000 }, async () => {
    const { page, problems } = await shop.shopper();
    const who = newPerson();
    await registerAndSignOut(page, shop, who);

    await openPage(page, shop.url, '/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).fill('scripted.reader@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByRole('status').filter({ hasText: 'Thank you for subscribing' }).waitFor();
    // Sent by the page itself: no navigation.
    expect(page.url()).toBe(`${shop.url}/about`);

    await openPage(page, shop.url, '/forget-password');
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.getByText('If an account uses this e-mail', { exact: false }).waitFor();
    await expect.poll(() => outbox(shop, who.email)[0]?.subject ?? '').toMatch(/password/i);
    await page.getByLabel('Code').fill(codeIn(outbox(shop, who.email)[0]!.body));
    await page.getByLabel('New password', { exact: true }).fill('a new password 8');
    await page.getByLabel('Confirm new password').fill('a new password 8');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page
      .getByRole('link', { name: `Profile, ${who.name}` })
      .first()
      .waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBe(
      (await sessionCookie(page))?.value,
    );
    expect(problems).toEqual([]);
  });

  it('registers in the browser as before', { timeout: 150_000 }, async () => {
    const { page } = await shop.shopper();
    await registerThroughForm(page, shop, newPerson());
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  });
});

describe('a session signed in by a plain form post', () => {
  it('never shows "Sign in" in the header once the page has JavaScript', { timeout: 150_000 }, async () => {
    const who = newPerson();
    const { page: scripted } = await shop.shopper();
    await registerAndSignOut(scripted, shop, who);
    await scripted.context().close();

    const bare = await withoutScripts();
    await bare.goto(`${shop.url}/login`);
    await bare.getByLabel('Email', { exact: true }).fill(who.email);
    await bare.getByLabel('Password').fill(who.password);
    await bare.getByRole('button', { name: 'Sign in' }).click();
    await bare.waitForURL(`${shop.url}/`);

    const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(await bare.context().cookies());
    // Every name the header's account link has from the first byte on.
    await context.addInitScript(() => {
      const names: string[] = [];
      (window as unknown as { accountLinkNames: string[] }).accountLinkNames = names;
      const record = () => {
        for (const link of document.querySelectorAll('a.site-header__profile')) {
          const name = link.getAttribute('aria-label') ?? '';
          if (names[names.length - 1] !== name) names.push(name);
        }
      };
      new MutationObserver(record).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-label'],
      });
    });
    const live = await context.newPage();
    await live.goto(`${shop.url}/`);
    await hydrated(live);
    const session = await sessionCookie(live);
    await expect.poll(() => live.evaluate(() => window.localStorage.getItem('token'))).toBe(session?.value);
    const names = await live.evaluate(
      () => (window as unknown as { accountLinkNames: string[] }).accountLinkNames,
    );
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set([`Profile, ${who.name}`]));
    await context.close();
    await bare.context().close();
  });
});
