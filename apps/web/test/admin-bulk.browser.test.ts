import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import { shopCommand } from './support/customers.ts';

const shop = setupShop();

const PASSWORD = 'back office 2026';
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${(seq += 1)}`;

/** A manager added by the operator command, with a password set from the printed link, signed in on `page`. */
async function signInManager(page: Page) {
  const email = `bulk${unique()}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', 'Maha Manager', '--role', 'manager']);
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

/** A two-product file of a brand of its own; line 3's price is not a number. */
function catalogCsv(tag: string): string {
  const header = 'sku,slug,name,category,brand,image,variant_sku,color,price,discount_price,stock';
  return [
    header,
    `BRB-${tag},browser-bulk-${tag},Bulk Speaker ${tag},audio,Brobulk ${tag},/media/device/speaker/2b2b2d.svg,BRB-${tag}-B,Black,1000,,5`,
    `BRB-${tag}-X,browser-bulk-x-${tag},Bulk Broken ${tag},audio,Brobulk ${tag},/media/device/speaker/2b2b2d.svg,BRB-${tag}-X-B,Black,99.5,,5`,
    '',
  ].join('\n');
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
}

describe('bulk catalog work in the back office', () => {
  it.each([
    { width: 1280, js: true },
    { width: 390, js: false },
  ])(
    'imports a CSV with one bad row at $width px (script: $js): progress, the report and the row’s error',
    { timeout: 150_000 },
    async ({ width, js }) => {
      const tag = unique();
      const context = await shop.browser.newContext({
        javaScriptEnabled: js,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      // A step that does not come says which one, well within the test's time.
      page.setDefaultTimeout(40_000);
      await signInManager(page);
      await page.goto(`${shop.url}/admin/import`);
      if (js) await hydrated(page);
      await page.getByRole('heading', { name: 'Import and export', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Export catalog (CSV)' }).getAttribute('href')).toBe(
        '/api/admin/catalog/export.csv',
      );

      // Nothing chosen: told beside the field.
      await page.getByRole('button', { name: 'Import' }).click();
      const field = page.getByLabel('Catalog file');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      await page.getByText('Choose a CSV or JSON file to import.').waitFor();

      await page.getByLabel('Catalog file').setInputFiles({
        name: `bulk-${tag}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(catalogCsv(tag)),
      });
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByRole('heading', { name: `Import of bulk-${tag}.csv` }).waitFor();
      expect(new URL(page.url()).searchParams.get('job')).toMatch(/^\d+$/);
      // While it runs the page says how far it is, and asks again by itself (a meta refresh without a script).
      await page.getByLabel('Import progress').waitFor({ state: 'attached' });

      await page.getByText('Finished: 1 product').waitFor({ timeout: 60_000 });
      await page
        .getByText(
          `Imported bulk-${tag}.csv (2 rows): products 1 created, 0 updated, 0 unchanged; variants 1 created, 0 updated, 0 unchanged.`,
        )
        .waitFor();
      const row = page.getByRole('row', { name: /line 3/ });
      await expect.poll(() => row.textContent()).toContain(`BRB-${tag}-X-B`);
      expect(await row.textContent()).toContain('price');
      expect(await row.textContent()).toContain(
        'must be a whole number of EGP, 1 or more, digits only (got 99.5)',
      );
      expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);

      await noSidewaysScroll(page);
      // axe runs as a script in the page: only where the page may run one.
      if (js) expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-import-${width}.png`, { fullPage: true });
      await context.close();
    },
  );

  it(
    'applies +10% to a brand after a preview, and the storefront card shows the new price',
    { timeout: 150_000 },
    async () => {
      const tag = unique();
      const { page, problems } = await shop.shopper({ width: 1280 });
      await signInManager(page);
      await page.goto(`${shop.url}/admin/import`);
      await hydrated(page);
      await page.getByLabel('Catalog file').setInputFiles({
        name: `brand-${tag}.csv`,
        mimeType: 'text/csv',
        buffer: Buffer.from(catalogCsv(tag)),
      });
      await page.getByRole('button', { name: 'Import' }).click();
      await page.getByText('Finished: 1 product').waitFor({ timeout: 60_000 });

      await page.goto(`${shop.url}/admin`);
      await hydrated(page);
      await page.getByRole('link', { name: /^Bulk price and stock/ }).click();
      await page.getByRole('heading', { name: 'Bulk price and stock', level: 1 }).waitFor();
      await page.getByLabel('Brand', { exact: true }).selectOption({ label: `Brobulk ${tag}` });
      await page.getByLabel('Price change', { exact: true }).selectOption('percent');
      await page.getByLabel('Price change value').fill('10');
      await page.getByRole('button', { name: 'Preview' }).click();
      await page.getByText('1 of 1 chosen variants will change, in 1 product(s).').waitFor();
      const line = page.getByRole('row', { name: new RegExp(`BRB-${tag}-B`) });
      expect(await line.textContent()).toContain('1,000 → 1,100');
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-bulk-preview-1280.png', { fullPage: true });

      await page.getByRole('button', { name: 'Apply changes' }).click();
      await page.getByText('Changed 1 variant.').waitFor();

      await page.goto(`${shop.url}/search?search=${encodeURIComponent(`Bulk Speaker ${tag}`)}`);
      const card = page.getByRole('article', { name: `Bulk Speaker ${tag}` });
      await expect.poll(() => card.textContent()).toMatch(/1,100/);
      expect(await card.textContent()).not.toMatch(/1,000/);

      // At 390 px the bulk form fits without sideways scrolling.
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`${shop.url}/admin/bulk`);
      await page.getByRole('heading', { name: 'Bulk price and stock', level: 1 }).waitFor();
      await noSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-bulk-390.png', { fullPage: true });
      expect(problems).toEqual([]);
    },
  );
});
