import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';

/** The item page's related rows, the compare page's suggestions and the phone search's pictures, at 1280 and 390 px. */
const shop = setupShop();

/** Counts layout shifts not caused by input from the first paint on, so the rows can be shown not to move the page. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) w.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifted = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

async function checkRows(page: Page) {
  const similar = page.getByRole('region', { name: 'Similar products' });
  const accessories = page.getByRole('region', { name: 'Accessories that fit' });
  // Rendered with the page: the rows are in the server's HTML before any script runs.
  const names = (region: typeof similar) => region.getByRole('heading', { level: 3 }).allInnerTexts();
  expect(new Set(await names(similar))).toEqual(new Set(['iPhone Air', 'iPhone 17 Pro Max']));
  const fitting = await names(accessories);
  expect(fitting[0]).toBe('iPhone 17 Pro Clear Case with MagSafe');
  for (const name of fitting) expect(name).not.toMatch(/iPhone 16|Galaxy/);
  // Pictures wait until they near the screen, in boxes sized before they arrive.
  const pictures = accessories.locator('img');
  expect(await pictures.count()).toBe(fitting.length);
  for (const img of await pictures.all()) {
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect(await img.getAttribute('height')).toBe('200');
  }
  return { similar, accessories };
}

describe('related products, compare suggestions and phone search', () => {
  it('at 1280 px: the item page shows similar products and fitting accessories, and compare suggests phones', async () => {
    const { page, problems } = await shop.shopper({ width: 1280, height: 900, consoleErrors: true });
    await watchLayoutShifts(page);
    await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
    const { accessories } = await checkRows(page);
    await accessories.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        accessories
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete),
      )
      .toBe(true);
    expect(await shifted(page)).toBeLessThan(0.02);
    await saveScreenshot(page, 'related-item-1280.png');
    expect(await seriousViolations(page)).toEqual([]);

    // The page's own Add to cart stays the only one of that name: each card's button names what it adds.
    expect(await page.getByRole('button', { name: 'Add to cart', exact: true }).count()).toBe(1);
    // A voice user says what they see: every named button's name starts with its visible words (label in name).
    const named = await page.locator('.product-card__add[aria-label]').evaluateAll((buttons) =>
      buttons.map((b) => ({
        visible: b.textContent?.trim() ?? '',
        label: b.getAttribute('aria-label') ?? '',
      })),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const { visible, label } of named) expect(label.startsWith(`${visible}: `), label).toBe(true);
    await accessories
      .getByRole('button', { name: 'Add to cart: iPhone 17 Pro Clear Case with MagSafe' })
      .click();
    await page.locator('[aria-label="Cart, 1 item"]').waitFor();

    await accessories.getByRole('link', { name: 'iPhone 17 Pro Clear Case with MagSafe' }).click();
    await page.waitForURL(/\/item\/iphone-17-pro-clear-case-with-magsafe/);

    await shop.go(page, '/compare/iphone-17-pro');
    const suggested = page.getByRole('region', { name: 'Suggested to compare' });
    const links = suggested.getByRole('link');
    expect(await links.count()).toBeGreaterThan(2);
    for (const text of await links.allInnerTexts()) expect(text).not.toMatch(/Case|Charger|Cable/);
    await expect(links.first().innerText()).resolves.toMatch(/iPhone (Air|17 Pro Max)/);
    await saveScreenshot(page, 'related-compare-1280.png', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const added = await suggested.locator('.compare-suggest__name').first().innerText();
    await links.first().click();
    await page.waitForURL((url) => url.searchParams.get('with') !== null);
    expect(new URL(page.url()).searchParams.get('with')).toMatch(/^iphone-(air|17-pro-max)$/);
    await expect.poll(() => page.locator('.compare__lead').innerText()).toBe(`iPhone 17 Pro vs ${added}`);
    expect(await suggested.locator('.compare-suggest__name').allInnerTexts()).not.toContain(added);
    expect(problems).toEqual([]);
  });

  it('at 390 px: the rows scroll sideways, the search dialog shows pictures and prices, suggestions fit the screen', async () => {
    const { page, problems } = await shop.shopper({ width: 390, height: 844, consoleErrors: true });
    await watchLayoutShifts(page);
    await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
    const { similar } = await checkRows(page);
    await similar.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        similar
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete),
      )
      .toBe(true);
    expect(await shifted(page)).toBeLessThan(0.02);
    // No row makes the page wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'related-item-390.png');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await dialog.getByRole('searchbox', { name: 'Search' }).pressSequentially('iph', { delay: 40 });
    const options = dialog.getByRole('listbox').getByRole('option');
    await options.first().locator('img').waitFor();
    await expect(options.first().innerText()).resolves.toMatch(/iPhone[\s\S]*\d{1,3}(,\d{3})* EGP/);
    const withPictures = await options.locator('img').count();
    expect(withPictures).toBeGreaterThanOrEqual(1);
    expect(await options.count()).toBeLessThanOrEqual(6);
    await saveScreenshot(page, 'related-search-390.png');
    expect(await seriousViolations(page, '.search-dialog')).toEqual([]);

    await shop.go(page, '/compare/iphone-17-pro');
    const suggested = page.getByRole('region', { name: 'Suggested to compare' });
    await suggested.scrollIntoViewIfNeeded();
    expect(await suggested.getByRole('link').count()).toBeGreaterThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'related-compare-390.png');
    expect(problems).toEqual([]);
  });
});
