import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, setupShop } from './support/browser.ts';

/**
 * The catalog in Arabic on Arabic pages: the names the demo shop is seeded with in Arabic reach the home page, a
 * category and an item page, both as the server renders them and after the page's script takes over; the English
 * pages of the same server keep the English names (the API's caches keep the two languages apart).
 */
const shop = setupShop();

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function newPage(): Promise<Page> {
  const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return context.newPage();
}

/** The page's text as the server sent it, before any script ran. */
async function serverText(path: string): Promise<string> {
  const response = await fetch(`${shop.url}${path}`, { redirect: 'manual' });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('the catalog in Arabic', () => {
  it('shows Arabic names on the Arabic home, category and item pages, and English ones on the English pages', async () => {
    // Rendered on the server in Arabic: the loaders ask the API for Arabic.
    const homeHtml = await serverText('/ar');
    expect(homeHtml).toContain('هواتف محمولة');
    expect(homeHtml).toContain('آيفون 17 برو');
    const englishHome = await serverText('/');
    expect(englishHome).toContain('iPhone 17 Pro');
    expect(englishHome).not.toContain('هواتف محمولة');

    const page = await newPage();
    await page.goto(`${shop.url}/ar`);
    await hydrated(page);
    const main = page.getByRole('main');
    // The hero, the section titles and the product cards.
    await expect.poll(() => main.getByText('آيفون 17 برو', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => main.getByText('الأكثر مبيعًا').count()).toBeGreaterThan(0);
    await expect.poll(() => main.getByText('آيفون 17 برو ماكس', { exact: true }).count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'catalog-arabic-home.png');

    await page.goto(`${shop.url}/ar/Categories?page=1&category=1`);
    await hydrated(page);
    await expect.poll(() => main.getByText('آيفون 17 برو ماكس', { exact: true }).count()).toBeGreaterThan(0);
    await expect
      .poll(() => main.getByText('سامسونج جالاكسي S25 ألترا', { exact: true }).count())
      .toBeGreaterThan(0);
    await saveScreenshot(page, 'catalog-arabic-category.png');

    await page.goto(`${shop.url}/ar/item/iphone-17-pro-max`);
    await hydrated(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'آيفون 17 برو ماكس' }).count())
      .toBe(1);
    await expect.poll(() => main.getByText('مقاس الشاشة').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'catalog-arabic-item.png');

    // The same item in English, from the same server right after: English names only.
    const english = await newPage();
    await english.goto(`${shop.url}/item/iphone-17-pro-max`);
    await hydrated(english);
    await expect
      .poll(() => english.getByRole('heading', { level: 1, name: 'iPhone 17 Pro Max' }).count())
      .toBe(1);
    expect(await english.getByRole('main').getByText('آيفون 17 برو ماكس').count()).toBe(0);
  }, 120_000);
});
