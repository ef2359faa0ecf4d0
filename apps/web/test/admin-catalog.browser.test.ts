import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import { shopCommand } from './support/customers.ts';

const shop = setupShop();

const PASSWORD = 'back office 2026';
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${(seq += 1)}`;

async function signedIn(page: Page, role: 'manager' | 'support', name: string) {
  const email = `${role}${unique()}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', name, '--role', role]);
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

/** Nothing on the page is wider than the window (no sideways scroll). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const cardNames = (page: Page) => page.locator('.product-card__name').allInnerTexts();

const suffix = unique();
const name = `Nebula Phone ${suffix}`;
const slug = `nebula-phone-${suffix}`;
let productPath = '';

describe('the back office catalog', () => {
  it(
    'lets a manager create a product with two variants that the storefront shows at once, then change its price',
    { timeout: 180_000 },
    async () => {
      const { page, problems } = await shop.shopper({ width: 1280 });
      await signedIn(page, 'manager', 'Mina Manager');
      await hydrated(page);
      await page.getByRole('link', { name: /^Products/ }).click();
      await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
      await page.getByLabel('Search by name or SKU').fill('iphone');
      await page.getByRole('button', { name: 'Show products' }).click();
      await page.waitForURL((url) => url.searchParams.get('q') === 'iphone');
      await expect.poll(() => page.locator('.admin-products tbody tr').count()).toBeGreaterThan(0);
      const listed = await page.locator('.admin-products tbody th').allInnerTexts();
      expect(listed.every((text) => /iphone/i.test(text))).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      await saveScreenshot(page, 'admin-products-1280.png', { fullPage: true });

      await page.getByRole('link', { name: 'New product' }).click();
      await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
      await hydrated(page);
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Slug', { exact: true }).fill(slug);
      await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Phones' });
      await page.getByLabel('Brand', { exact: true }).fill('Apple');
      await page.getByLabel('SKU', { exact: true }).fill(`NEB-${suffix}-128`);
      await page.getByLabel('Price', { exact: true }).fill('41000');
      await page.getByLabel('Stock', { exact: true }).fill('7');
      await page.getByLabel('Colour', { exact: true }).fill('Black');
      await page.getByRole('textbox', { name: 'Description', exact: true }).click();
      await page.keyboard.type('A phone for the night sky.');
      await page.getByRole('button', { name: 'Add variant' }).click();
      await page.getByLabel('SKU (variant 2)', { exact: true }).waitFor();
      // What was typed before the form changed is kept.
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
      await page.getByLabel('SKU (variant 2)', { exact: true }).fill(`NEB-${suffix}-256`);
      await page.getByLabel('Price (variant 2)', { exact: true }).fill('46000');
      await page.getByLabel('Stock (variant 2)', { exact: true }).fill('3');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      productPath = new URL(page.url()).pathname;
      expect(productPath).toMatch(/^\/admin\/products\/\d+$/);
      await expect
        .poll(() => page.getByLabel('SKU (variant 2)', { exact: true }).inputValue())
        .toBe(`NEB-${suffix}-256`);
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      await saveScreenshot(page, 'admin-product-editor-1280.png', { fullPage: true });

      // The storefront: its category, its search and its own page.
      const storefront = await shop.open('/Categories?page=1&category=1', { width: 1280 });
      await expect.poll(() => cardNames(storefront.page)).toContain(name);
      await shop.go(storefront.page, `/search?search=nebula%20${suffix}`);
      await expect.poll(() => cardNames(storefront.page)).toEqual([name]);
      await expect.poll(() => storefront.page.locator('.product-card').first().innerText()).toMatch(/41,000/);
      await shop.go(storefront.page, `/item/${slug}`);
      await storefront.page.getByRole('heading', { name, level: 1 }).waitFor();

      // A new price shows on the card.
      await page.getByLabel('Price', { exact: true }).fill('39500');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      await shop.go(storefront.page, `/search?search=nebula%20${suffix}`);
      await expect.poll(() => storefront.page.locator('.product-card').first().innerText()).toMatch(/39,500/);
      expect(problems).toEqual([]);
    },
  );

  it('works as plain form posts without JavaScript: add a variant, save', { timeout: 120_000 }, async () => {
    const context = await shop.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await signedIn(page, 'manager', 'Nour Manager');
    await page.goto(`${shop.url}${productPath}`);
    await page.getByRole('button', { name: 'Add variant' }).click();
    await page.getByLabel('SKU (variant 3)', { exact: true }).fill(`NEB-${suffix}-512`);
    await page.getByLabel('Price (variant 3)', { exact: true }).fill('52000');
    await page.getByLabel('Stock (variant 3)', { exact: true }).fill('1');
    await page
      .getByLabel('Description', { exact: true })
      .fill('<p>Now <strong>three</strong> sizes.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await page.getByLabel('Description', { exact: true }).inputValue()).toBe(
      '<p>Now <strong>three</strong> sizes.</p>',
    );
    // A price that is not a number is told beside its field, and nothing is saved.
    await page.getByLabel('Price (variant 3)', { exact: true }).fill('fifty');
    await page.getByRole('button', { name: 'Save' }).click();
    const price = page.getByLabel('Price (variant 3)', { exact: true });
    const described = await price.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).innerText()).toBe(
      'Price must be a whole number, digits only',
    );
    await context.close();
  });

  it.each([390])(
    'shows support the list and a product read-only at %i px, with no price to edit',
    { timeout: 120_000 },
    async (width) => {
      const { page, problems } = await shop.shopper({ width });
      await signedIn(page, 'support', 'Sara Support');
      await shop.go(page, '/admin/products?q=nebula');
      await expect.poll(() => page.locator('.admin-products tbody th a').allInnerTexts()).toContain(name);
      expect(await page.getByRole('link', { name: 'New product' }).count()).toBe(0);
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-products-${width}.png`, { fullPage: true });

      await shop.go(page, productPath);
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      expect(await page.getByLabel('Price', { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByLabel('Stock', { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
      expect(await sidewaysScroll(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-product-editor-${width}.png`, { fullPage: true });

      // The server refuses too, whatever the page shows.
      const refused = await page.evaluate(async (path) => {
        const id = path.split('/').at(-1);
        const res = await fetch(`/api/admin/products/${id}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'x',
            slug: 'x',
            category_id: 1,
            variants: [{ sku: 'X', price: 1, stock: 1 }],
          }),
        });
        return res.status;
      }, productPath);
      expect(refused).toBe(403);
      expect(problems.filter((p) => !p.includes('403'))).toEqual([]);
    },
  );
});
