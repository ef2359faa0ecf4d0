import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import { shopCommand } from './support/customers.ts';

const shop = setupShop();
const PASSWORD = 'back office 2026';

/** A staff member made by the operator command, with a password set from their link, signed in on `page`. */
async function staffSignedIn(page: Page, role: 'support' | 'manager') {
  const email = `synonyms-${role}${Date.now() % 1_000_000}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', `Salma ${role}`, '--role', role]);
  const token = /\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
  await page.goto(`${shop.url}/admin/set-password?token=${token}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Sign in with it.').waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the Arabic names search understands, in the back office', () => {
  it(
    'a manager adds one (a Latin spelling is refused beside its field), and the shop finds products by it',
    { timeout: 180_000 },
    async () => {
      const { page } = await shop.shopper({ width: 1280, height: 900 });
      await staffSignedIn(page, 'manager');
      await page.getByRole('link', { name: /^Search: Arabic names/ }).click();
      await page.getByRole('heading', { name: 'Search: Arabic names', level: 1 }).waitFor();
      await hydrated(page);
      const names = page.getByRole('list', { name: 'Arabic names' });
      await names.getByText('ايفون, آيفون, اي فون').waitFor();

      await page.getByLabel('Arabic spellings', { exact: true }).fill('magic');
      await page.getByLabel('Catalog words', { exact: true }).fill('magsafe');
      await page.getByRole('button', { name: 'Add entry' }).click();
      await page
        .getByText('"magic" has no Arabic letter: write the name as shoppers type it in Arabic')
        .waitFor();
      await page.getByLabel('Arabic spellings', { exact: true }).fill('ماجيك، ماجسيف');
      await page.getByRole('button', { name: 'Add entry' }).click();
      await page.getByText('Searching ماجيك, ماجسيف now finds magsafe.').waitFor();
      await names.getByText('ماجيك, ماجسيف').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-search-synonyms-1280.png', { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await noSideScroll(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'admin-search-synonyms-390.png');

      const shopper = (await shop.shopper()).page;
      await shop.go(shopper, `/search?search=${encodeURIComponent('ماجيك')}`);
      await shopper.getByText('Apple MagSafe Charger (1 m)').first().waitFor();
    },
  );

  it('support reads the list and is offered no change', { timeout: 120_000 }, async () => {
    const { page } = await shop.shopper({ width: 1280, height: 900 });
    await staffSignedIn(page, 'support');
    await page.goto(`${shop.url}/admin/search-synonyms`);
    await page.getByText('Only an owner or a manager can change the Arabic names.').waitFor();
    await page.getByRole('list', { name: 'Arabic names' }).getByText('ايفون, آيفون, اي فون').waitFor();
    expect(await page.getByRole('button', { name: 'Add entry' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
  });
});
