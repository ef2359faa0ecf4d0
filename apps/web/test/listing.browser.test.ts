import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';

const shop = setupShop();
const open = (path: string, width = 1280) => shop.open(path, { width, consoleErrors: true });

const cardNames = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).locator('.product-card__name').allInnerTexts();
const countLine = (page: Page) => page.locator('.listing__count').innerText();

describe('Accessories', () => {
  it('leads from the mega-menu By Brand list to that brand’s accessories', async () => {
    const { page, problems } = await open('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Shop' }).click();
    await nav.getByRole('button', { name: 'Accessories', exact: true }).click();
    const firstBrand = nav.getByRole('group', { name: 'By Brand' }).getByRole('link').first();
    const brandName = (await firstBrand.innerText()).trim();
    await firstBrand.click();
    await page.waitForURL((url) => url.pathname === '/Accessories' && url.searchParams.has('slug_brand'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe(`${brandName} accessories`);
    const names = await cardNames(page);
    expect(names.length).toBeGreaterThan(0);
    expect(await page.getByRole('checkbox', { name: new RegExp(`^${brandName}`) }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('narrows to a sub-category by slug and answers an unknown one with a not-found page', async () => {
    const { page } = await open('/Accessories?slug_subCat=cases&sort=price_asc');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Cases');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${shop.origin}/Accessories?slug_subCat=cases`,
    );
    expect((await cardNames(page)).every((name) => /case|folio/i.test(name))).toBe(true);
    const missing = await open('/Accessories?slug_brand=no-such-brand');
    expect(missing.status).toBe(404);
    expect(await missing.page.getByRole('link', { name: 'Go to the home page' }).count()).toBe(1);
  });
});

describe('Categories', () => {
  it('filters by brand at once and keeps the filter in the address', async () => {
    const { page, problems } = await open('/Categories?page=1&category=1');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Phones');
    const all = await cardNames(page);
    await page.getByRole('checkbox', { name: /^Samsung/ }).check();
    await page.waitForURL((url) => url.searchParams.has('brand_ids'));
    await expect.poll(async () => (await cardNames(page)).length).toBeLessThan(all.length);
    expect((await cardNames(page)).every((name) => name.startsWith('Samsung'))).toBe(true);
    expect(new URL(page.url()).searchParams.get('category')).toBe('1');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('pages through a long listing and shows the empty state past the end', async () => {
    const { page } = await open('/Accessories');
    const pages = page.getByRole('navigation', { name: 'Pages' });
    expect(await pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    const first = await cardNames(page);
    await pages.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect.poll(() => cardNames(page)).not.toEqual(first);
    expect((await cardNames(page)).some((name) => first.includes(name))).toBe(false);

    const past = await open('/Categories?page=40&category=2');
    expect(past.status).toBe(200);
    expect(await countLine(past.page)).toBe('No Products Available');
    expect(await past.page.getByRole('link', { name: 'Back to the first page' }).count()).toBe(1);
  });

  it('answers a category that does not exist, or a nonsense one, with a 404 page', async () => {
    for (const path of ['/Categories?page=1&category=999', '/Categories?category=abc']) {
      const { page, status } = await open(path);
      expect(status).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('We could not find that');
    }
  });
});

describe('search page', () => {
  it('lists iPhones for "iph" and says No Products Available for nonsense', async () => {
    const { page } = await open('/search?search=iph');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Results for “iph”');
    const names = await cardNames(page);
    expect(names.slice(0, 3).every((name) => name.startsWith('iPhone'))).toBe(true);

    const none = await open('/search?search=zzqqxxw');
    expect(await countLine(none.page)).toBe('No Products Available');
    // Words that find nothing still lead somewhere: the shop's popular products.
    const nothing = none.page.getByRole('region', { name: 'Nothing matches “zzqqxxw”' });
    expect(await nothing.locator('.product-card').count()).toBe(4);
  });

  it('offers a respelling, categories and popular products when the words find nothing', async () => {
    for (const width of [390, 1280]) {
      const { page } = await open('/search?search=galxy%20wtch', width);
      const suggestions = page.getByRole('region', { name: 'Nothing matches “galxy wtch”' });
      await suggestions.getByRole('navigation', { name: 'Categories to look in' }).waitFor();
      await page.screenshot({ path: `test-results/search-no-results-${width}.png`, fullPage: true });
      if (width === 1280) {
        await suggestions.getByRole('link', { name: 'galaxy watch' }).click();
        await page.waitForURL(/search=galaxy(\+|%20)watch/);
        // The address changes as the navigation starts; the results follow when they arrive.
        const products = page.getByRole('region', { name: 'Products' });
        await products.locator('.product-card__name', { hasText: 'Samsung Galaxy Watch8' }).first().waitFor();
        expect(await cardNames(page)).toContain('Samsung Galaxy Watch8');
      }
    }
  });

  it('lets search engines index a search that finds products, under one address per text', async () => {
    const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');
    const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

    const found = await open('/search?search=iphone&sort=price_asc&page=2');
    expect(await found.page.locator('meta[name="robots"]').count()).toBe(0);
    expect(await canonical(found.page)).toBe(`${shop.origin}/search?search=iphone`);
    expect(await found.page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^\d+ products for “iphone” at /,
    );

    expect(await robots((await open('/search?search=zzqqxxw')).page)).toBe('noindex, follow');
    expect(await robots((await open('/search')).page)).toBe('noindex, follow');
  });

  it('asks for text when there is none, and searches from its own form on a phone', async () => {
    const { page } = await open('/search', 390);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Search');
    await page.getByLabel('Search products').fill('airpods');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('search') === 'airpods');
    await expect
      .poll(async () => (await cardNames(page)).some((name) => name.startsWith('AirPods')))
      .toBe(true);
    // On a phone the filters fold away behind one button.
    expect(await page.getByRole('checkbox', { name: 'In stock only' }).isVisible()).toBe(false);
    await page.getByText('Filters', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'In stock only' }).isVisible()).toBe(true);
  });
});
