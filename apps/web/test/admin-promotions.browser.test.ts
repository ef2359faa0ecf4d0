import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import {
  addAddress,
  newPerson,
  registerThroughForm,
  shopCommand,
  verifyPhoneInDialog,
  type Person,
} from './support/customers.ts';

const shop = setupShop();

const PASSWORD = 'back office 2026';
const ITEM = '/item/iphone-17-pro?name=iPhone-17-Pro';
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${(seq += 1)}`;

/** A member added with the operator command, whose password is set through the printed link. */
async function staffPage(
  browser: Browser,
  role: 'owner' | 'manager' | 'support',
  options: { width?: number; javaScriptEnabled?: boolean } = {},
): Promise<Page> {
  const email = `${role}${unique()}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', `Sam ${role}`, '--role', role]);
  const token = /\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  const page = await context.newPage();
  await page.goto(`${shop.url}/admin/set-password?token=${token}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Sign in with it.').waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
  return page;
}

/** One of the demo phone in the cart, and checkout open with the customer's address. */
async function toCheckout(page: Page, firstTime: boolean) {
  await shop.go(page, ITEM);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  await shop.go(page, '/shopping-cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  if (firstTime) await addAddress(page);
}

async function verifiedShopper(page: Page): Promise<Person> {
  const who = newPerson();
  await registerThroughForm(page, shop, who);
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await verifyPhoneInDialog(page, shop, who);
  await page.getByText(`Your phone ${who.phone} is verified.`).waitFor();
  return who;
}

describe('prices and promotions in the back office', () => {
  it(
    'a code made in the console is accepted at checkout once and refused after its use limit; the list counts it',
    { timeout: 240_000 },
    async () => {
      const owner = await staffPage(shop.browser, 'owner');
      await hydrated(owner);
      await owner.getByRole('link', { name: /^Promotions/ }).click();
      await owner.getByRole('heading', { name: 'Promotions', level: 1 }).waitFor();
      await owner.getByRole('link', { name: 'New promo code' }).click();
      await owner.getByRole('heading', { name: 'New promo code', level: 1 }).waitFor();

      const code = `ONCE${unique()}`;
      await owner.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
      await owner.getByLabel('Type', { exact: true }).selectOption('percent');
      await owner.getByLabel('Value', { exact: true }).fill('150');
      await owner.getByLabel('Total uses', { exact: true }).fill('1');
      await owner.getByRole('button', { name: 'Save' }).click();
      // Refused beside the field, the rest kept as typed.
      const value = owner.getByLabel('Value', { exact: true });
      await owner.getByText('A percentage is at most 100').waitFor();
      expect(await value.getAttribute('aria-invalid')).toBe('true');
      expect(await owner.getByLabel('Total uses', { exact: true }).inputValue()).toBe('1');
      expect(await seriousViolations(owner)).toEqual([]);

      await owner.getByLabel('Type', { exact: true }).selectOption('fixed');
      await value.fill('300');
      await owner.getByRole('button', { name: 'Save' }).click();
      await owner.getByText(`${code} was saved.`).waitFor();
      const row = owner.getByRole('row', { name: new RegExp(code) });
      await expect.poll(() => row.textContent()).toContain('300 EGP off');

      const { page, problems } = await shop.shopper({ width: 1280 });
      await verifiedShopper(page);
      await toCheckout(page, true);
      await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText(`Code ${code} saves you 300 EGP`).waitFor();
      await page.getByRole('button', { name: /Place order/ }).click();
      await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
      await page.getByRole('heading', { name: /Thank you! Your order ISP-\d+ is confirmed/ }).waitFor();

      // The only use is taken: the next order is refused the code.
      await toCheckout(page, false);
      await page.getByText(/Delivery to Nasr City, Cairo:/).waitFor();
      await page.getByRole('textbox', { name: 'Promo code' }).fill(code);
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByRole('alert').filter({ hasText: 'This promo code has been fully used.' }).waitFor();
      expect(problems).toEqual([]);

      for (const width of [1280, 390]) {
        await owner.setViewportSize({ width, height: 900 });
        await owner.goto(`${shop.url}/admin/promotions`);
        await expect.poll(() => row.textContent()).toMatch(/1 of 1.*1.*300 EGP/);
        expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await seriousViolations(owner)).toEqual([]);
        await saveScreenshot(owner, `admin-promotions-${width}.png`, { fullPage: true });
      }
      await owner.goto(`${shop.url}/admin/promotions/new`);
      await saveScreenshot(owner, 'admin-promotion-new-390.png', { fullPage: true });
      await owner.context().close();
    },
  );

  it('the editors are plain form posts that work before any script runs', { timeout: 120_000 }, async () => {
    const manager = await staffPage(shop.browser, 'manager', { javaScriptEnabled: false });
    await manager.goto(`${shop.url}/admin/promotions/new`);
    await manager.getByLabel('Code', { exact: true }).fill(`PLAIN${unique()}`);
    await manager.getByLabel('Value', { exact: true }).fill('ten');
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.getByText('Value must be a number').waitFor();
    await manager.getByLabel('Value', { exact: true }).fill('10');
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.getByText(/^PLAIN\d+ was saved\.$/).waitFor();

    await manager.goto(`${shop.url}/admin/delivery`);
    await manager.getByLabel('Aswan', { exact: true }).fill('-1');
    await manager.getByRole('button', { name: 'Save fees' }).click();
    await manager.getByText('Write the fee as a whole number of EGP from 0 to 100,000').waitFor();
    await manager.getByLabel('Aswan', { exact: true }).fill('120');
    await manager.getByRole('button', { name: 'Save fees' }).click();
    await manager.getByText('The delivery fees were saved.').waitFor();
    expect(await manager.getByLabel('Aswan', { exact: true }).inputValue()).toBe('120');
    await manager.context().close();
  });

  it(
    'a delivery fee saved in the console shows at checkout and in the FAQ',
    { timeout: 240_000 },
    async () => {
      const manager = await staffPage(shop.browser, 'manager');
      await manager.goto(`${shop.url}/admin/delivery`);
      await hydrated(manager);
      const cairo = manager.getByLabel('Cairo', { exact: true });
      await cairo.fill('sixty');
      await manager.getByRole('button', { name: 'Save fees' }).click();
      await manager.getByText('Write the fee as a whole number of EGP from 0 to 100,000').waitFor();
      expect(await manager.getByLabel('Cairo', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await manager.getByLabel('Cairo', { exact: true }).fill('55');
      await manager.getByRole('button', { name: 'Save fees' }).click();
      await manager.getByText('The delivery fees were saved.').waitFor();
      expect(await manager.getByLabel('Cairo', { exact: true }).inputValue()).toBe('55');
      expect(await seriousViolations(manager)).toEqual([]);
      await saveScreenshot(manager, 'admin-delivery-1280.png');

      const { page, problems } = await shop.shopper({ width: 390 });
      await verifiedShopper(page);
      await toCheckout(page, true);
      await page.getByText('Delivery to Nasr City, Cairo: 55 EGP').waitFor();
      await shop.go(page, '/FAQs');
      await page.getByText('How much does delivery cost?').click();
      // Only Cairo changed: Greater Cairo's row gives the range of its governorates.
      await page.getByRole('cell', { name: '55 to 60 EGP' }).waitFor();
      expect(problems).toEqual([]);
      await manager.getByLabel('Cairo', { exact: true }).fill('60');
      await manager.getByRole('button', { name: 'Save fees' }).click();
      await manager.getByText('The delivery fees were saved.').waitFor();
      await manager.context().close();
    },
  );

  it(
    "an offer's Arabic name saved in the console names it on Arabic item pages, and emptied gives the English back",
    { timeout: 120_000 },
    async () => {
      const manager = await staffPage(shop.browser, 'manager');
      const { page, problems } = await shop.shopper();
      const tip = async () => {
        await shop.go(page, '/ar/item/iphone-17-pro-max?name=iPhone-17-Pro-Max');
        return page.locator('.item__tip').textContent();
      };
      const save = async (arabic: string) => {
        const valu = manager.getByRole('region', { name: '5% off with Valu' });
        await valu.getByLabel('Discount name (Arabic)').fill(arabic);
        await valu.getByRole('button', { name: 'Save 5% off with Valu' }).click();
        await manager.getByText('5% off with Valu was saved.').waitFor();
        return manager.getByRole('region', { name: '5% off with Valu' }).getByLabel('Discount name (Arabic)');
      };
      try {
        await manager.goto(`${shop.url}/admin/payment-offers`);
        await hydrated(manager);
        const field = manager
          .getByRole('region', { name: '5% off with Valu' })
          .getByLabel('Discount name (Arabic)');
        expect(await field.inputValue()).toBe('خصم 5% مع valU');
        expect(await seriousViolations(manager)).toEqual([]);

        expect(await (await save('وفّر 5% لما تدفع بـ valU')).inputValue()).toBe('وفّر 5% لما تدفع بـ valU');
        // The brand keeps its own order inside the Arabic sentence.
        await expect.poll(tip).toBe('وفّر 5% لما تدفع بـ \u2068valU\u2069');

        expect(await (await save('')).inputValue()).toBe('');
        await expect.poll(tip).toBe('\u20685% off with Valu\u2069');
        expect(problems).toEqual([]);
      } finally {
        await manager.goto(`${shop.url}/admin/payment-offers`);
        await save('خصم 5% مع valU');
        await manager.context().close();
      }
    },
  );

  it(
    'maintenance turned on from the settings page closes the storefront and off reopens it',
    { timeout: 120_000 },
    async () => {
      const owner = await staffPage(shop.browser, 'owner', { width: 390 });
      try {
        await owner.goto(`${shop.url}/admin/settings`);
        await hydrated(owner);
        await owner.getByLabel('Hotline', { exact: true }).fill('12');
        await owner.getByRole('button', { name: 'Save' }).click();
        await owner.getByText('Hotline must be five digits, like 19123').waitFor();
        // A fresh page: what was stored, not what the refused form kept.
        await owner.goto(`${shop.url}/admin/settings`);
        await hydrated(owner);
        await owner.getByLabel('Hotline', { exact: true }).fill('19888');
        await owner.getByLabel('Closed for maintenance').check();
        await owner.getByLabel('English message', { exact: true }).fill('Counting stock, back at noon');
        await owner.getByRole('button', { name: 'Save' }).click();
        await owner.getByText('Saved. The shop is closed for maintenance.').waitFor();
        expect(await owner.getByLabel('Closed for maintenance').isChecked()).toBe(true);
        expect(await owner.getByLabel('Hotline', { exact: true }).inputValue()).toBe('19888');
        expect(await seriousViolations(owner)).toEqual([]);
        await saveScreenshot(owner, 'admin-settings-390.png', { fullPage: true });

        const { page } = await shop.shopper();
        await page.goto(`${shop.url}/`);
        await page.waitForURL(/\/under-construction$/);
        await page.getByRole('heading', { name: 'Counting stock, back at noon' }).waitFor();

        await owner.getByLabel('Closed for maintenance').uncheck();
        await owner.getByRole('button', { name: 'Save' }).click();
        await owner.getByText('Saved. The shop is open.').waitFor();
        await expect
          .poll(
            async () => {
              await page.goto(`${shop.url}/under-construction`);
              return new URL(page.url()).pathname;
            },
            { timeout: 20_000, interval: 1_000 },
          )
          .toBe('/');
        // The hotline saved on the way is the storefront's.
        await page.getByText('19888').first().waitFor();
      } finally {
        shopCommand(shop, ['maintenance', 'off']);
        await owner.context().close();
      }
    },
  );

  it(
    'support reads the pages with no edit controls, and the server refuses its changes',
    { timeout: 120_000 },
    async () => {
      const support = await staffPage(shop.browser, 'support');
      await support.goto(`${shop.url}/admin/promotions`);
      await support.getByText('Only an owner or a manager can change promo codes.').waitFor();
      await support.getByRole('row', { name: /WELCOME10/ }).waitFor();
      expect(await support.getByRole('link', { name: 'New promo code' }).count()).toBe(0);
      expect(await support.getByRole('button', { name: /Turn (on|off)/ }).count()).toBe(0);
      await support.getByRole('link', { name: 'WELCOME10' }).click();
      await support.getByRole('heading', { name: 'Promo code WELCOME10' }).waitFor();
      expect(await support.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await support.getByRole('textbox').count()).toBe(0);
      for (const path of ['/admin/payment-offers', '/admin/delivery', '/admin/settings']) {
        await support.goto(`${shop.url}${path}`);
        await support.getByText(/^Only an owner/).waitFor();
        expect(await support.getByRole('button', { name: /Save|Add plan/ }).count(), path).toBe(0);
        expect(await support.getByRole('textbox').count(), path).toBe(0);
        expect(await seriousViolations(support), path).toEqual([]);
      }

      const me = await support.request.get(`${shop.url}/api/admin/auth/me`);
      const csrf = ((await me.json()) as { data: { csrf_token: string } }).data.csrf_token;
      const refused = await support.request.patch(`${shop.url}/api/admin/promo-codes/1`, {
        headers: { 'x-csrf-token': csrf, 'content-type': 'application/json' },
        data: { active: false },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message_en: string }).message_en).toBe(
        'Only an owner or a manager can do this. Ask the shop owner if you need it.',
      );
      await support.context().close();
    },
  );
});
