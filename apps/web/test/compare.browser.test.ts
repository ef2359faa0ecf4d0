import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';

const shop = setupShop();

function openShop(path: string, width = 1280, height = 800) {
  return shop.open(path, { width, height, consoleErrors: true });
}

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${decodeURIComponent(url.search)}`;
};

/** The product names heading the table's columns, in order. */
async function columns(page: Page): Promise<string[]> {
  const heads = page.getByRole('table').locator('thead th[scope="col"] .compare-product__name');
  return heads.allInnerTexts();
}

describe('compare page at 1280 px', () => {
  it('shows two products side by side in a table', async () => {
    const { page, problems } = await openShop('/compare/iphone-17?with=iphone-air');
    await expect(page.title()).resolves.toMatch(/^Compare: iPhone 17 vs iPhone Air \| /);
    const table = page.getByRole('table');
    await expect.poll(() => columns(page)).toEqual(['iPhone 17', 'iPhone Air']);
    await table.getByRole('columnheader', { name: /iPhone Air/ }).waitFor();
    expect(await table.getByRole('link', { name: 'iPhone 17', exact: true }).getAttribute('href')).toBe(
      '/item/iphone-17?name=iPhone-17',
    );
    for (const row of ['Price', 'Availability', 'Brand', 'Category', 'Colours', 'Sizes', 'Key details']) {
      await table.getByRole('rowheader', { name: new RegExp(`^${row}`) }).waitFor();
    }
    const price = table.getByRole('row', { name: /^Price/ });
    await expect(price.innerText()).resolves.toMatch(/52,999 EGP[\s\S]*69,999 EGP/);
    // Different prices are marked; the same brand is not.
    expect(await price.getAttribute('class')).toContain('differs');
    expect(await table.getByRole('row', { name: /^Brand/ }).getAttribute('class')).toBeNull();
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.url}/compare/iphone-17?with=iphone-air`,
    );
    await saveScreenshot(page, 'compare-1280.png', { fullPage: true });
    expect(problems).toEqual([]);
  });

  it('removes a product', async () => {
    const { page, problems } = await openShop('/compare/iphone-17?with=iphone-air,ipad-pro-11-m5');
    await expect.poll(() => columns(page)).toHaveLength(3);
    await page.getByRole('button', { name: 'Remove iPhone 17' }).click();
    await page.waitForURL((url) => url.pathname === '/compare/iphone-air');
    expect(pathOf(page)).toBe('/compare/iphone-air?with=ipad-pro-11-m5');
    await expect.poll(() => columns(page)).toEqual(['iPhone Air', 'iPad Pro 11-inch (M5)']);

    await page.getByRole('button', { name: 'Remove iPad Pro 11-inch (M5)' }).click();
    await page.waitForURL((url) => url.search === '');
    expect(pathOf(page)).toBe('/compare/iphone-air');
    // One product left: no Remove, and a prompt to add another.
    await page.getByText('Add at least one more product').waitFor();
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('adds a product picked from the autocomplete suggestions', async () => {
    const { page, problems } = await openShop('/compare/iphone-17');
    const add = page.getByRole('combobox', { name: 'Add a product to compare' });
    await add.pressSequentially('macbook air', { delay: 30 });
    const option = page.getByRole('listbox', { name: 'Products to add' }).getByRole('option').first();
    await option.waitFor();
    const name = await option.innerText();
    expect(name).toMatch(/MacBook Air/);
    await option.click();
    // The suggestion is added by id and the address becomes the slug one.
    await page.waitForURL((url) => url.searchParams.get('with')?.startsWith('macbook-air') ?? false);
    await expect.poll(() => columns(page)).toEqual(['iPhone 17', name]);
    expect(problems).toEqual([]);
  });

  it('adds the best match for typed text on Enter, and without JavaScript', async () => {
    const { page } = await openShop('/compare/iphone-17?with=iphone-air');
    const add = page.getByRole('combobox', { name: 'Add a product to compare' });
    await add.pressSequentially('ipad pro', { delay: 30 });
    await page.getByRole('option').first().waitFor();
    await add.press('Enter');
    await page.waitForURL((url) => (url.searchParams.get('with') ?? '').split(',').length === 2);
    await expect.poll(() => columns(page)).toHaveLength(3);

    const plain = await fetch(`${shop.url}/compare/iphone-17?add=watch`, { redirect: 'manual' });
    expect(plain.status).toBe(302);
    expect(plain.headers.get('location')).toMatch(/^\/compare\/iphone-17\?with=[a-z0-9-]*watch/);
  });

  it('"Show only differences" hides equal rows, with and without JavaScript', async () => {
    const { page, problems } = await openShop('/compare/iphone-17?with=iphone-air');
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: /^Brand/ }).waitFor();
    const toggle = page.getByRole('checkbox', { name: 'Show only differences' });
    await toggle.check();
    await page.waitForURL((url) => url.searchParams.get('diff') === '1');
    await table.getByRole('rowheader', { name: /^Brand/ }).waitFor({ state: 'detached' });
    await table.getByRole('rowheader', { name: /^Price/ }).waitFor();
    for (const row of await table.locator('tbody tr').all()) {
      expect(await row.getAttribute('class')).toContain('differs');
    }
    // Removing a product keeps the choice.
    expect(pathOf(page)).toBe('/compare/iphone-17?with=iphone-air&diff=1');
    await toggle.uncheck();
    await page.waitForURL((url) => !url.searchParams.has('diff'));
    await table.getByRole('rowheader', { name: /^Brand/ }).waitFor();

    const html = await (await fetch(`${shop.url}/compare/iphone-17?with=iphone-air&diff=1`)).text();
    expect(html).toMatch(/<th scope="row"[^>]*>Price/);
    expect(html).not.toMatch(/<th scope="row"[^>]*>Brand/);
    expect(problems).toEqual([]);
  });

  it('answers 404 for an unknown first product and drops unknown others with a note', async () => {
    const response = await fetch(`${shop.url}/compare/no-such-phone?with=iphone-17`);
    expect(response.status).toBe(404);

    const { page } = await openShop('/compare/no-such-phone');
    await page.getByRole('heading', { name: 'We could not find that' }).waitFor();

    const dropped = await openShop('/compare/iphone-17?with=no-such-phone,iphone-air');
    await dropped.page.getByText('We could not find “no-such-phone”').waitFor();
    await expect.poll(() => columns(dropped.page)).toEqual(['iPhone 17', 'iPhone Air']);
    expect(dropped.problems).toEqual([]);
  });

  it('disables the add field at four products', async () => {
    const { page } = await openShop(
      '/compare/iphone-17?with=iphone-air,ipad-pro-11-m5,macbook-air-13-m4,iphone-16',
    );
    await expect.poll(() => columns(page)).toHaveLength(4);
    await page.getByText('Only 4 products can be compared').waitFor();
    const add = page.getByRole('combobox', { name: 'Add a product to compare' });
    await expect(add.isDisabled()).resolves.toBe(true);
    await page.getByText('Remove one to add another').waitFor();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});

describe('compare page at 390 px', () => {
  it('scrolls the table sideways with the property column kept in place', async () => {
    const { page, problems } = await openShop(
      '/compare/iphone-17?with=iphone-air,macbook-air-13-m4',
      390,
      844,
    );
    const region = page.getByRole('region', { name: 'Comparison table' });
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const label = page.getByRole('rowheader', { name: /^Price/ });
    const before = await label.boundingBox();
    await region.evaluate((el) => el.scrollBy({ left: 300 }));
    await page.waitForTimeout(100);
    const after = await label.boundingBox();
    expect(after?.x).toBe(before?.x);
    await saveScreenshot(page, 'compare-390.png', { fullPage: true });
    expect(problems).toEqual([]);
  });
});
