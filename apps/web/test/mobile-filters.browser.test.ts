import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';

const shop = setupShop();

const PHONES = '/Categories?page=1&category=1';
const cardNames = (page: Page) =>
  page.getByRole('region', { name: 'Products' }).locator('.product-card__name').allInnerTexts();
/** Where the results start, from the top of the window. */
const resultsTop = (page: Page) =>
  page.evaluate(() => document.getElementById('listing-results')!.getBoundingClientRect().top);

describe('listing filters on a phone', () => {
  it('open in a sheet where ticks only count, and Apply filters once at the results', async () => {
    const { page, problems } = await shop.open(PHONES, { width: 390, height: 844, consoleErrors: true });
    const all = await cardNames(page);
    // Results start near the top of the page, not below a long list of filters.
    expect(await resultsTop(page)).toBeLessThan(400);
    // The shopper has scrolled down the results before reaching for the filters: the button stays in reach.
    await page.evaluate(() => window.scrollTo(0, 1500));
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await filters.isVisible()).toBe(true);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    await filters.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    // (Playwright's click brings the sticky button into view by a few pixels; a finger does not.)
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Close filters',
    );
    expect(await sheet.getByRole('status').innerText()).toBe(`${all.length} products match`);

    await sheet.getByRole('checkbox', { name: /^Samsung/ }).check();
    const apply = sheet.getByRole('button', { name: /^Show \d+ results?$/ });
    await expect.poll(() => apply.innerText()).not.toBe(`Show ${all.length} results`);
    const shown = Number(/\d+/.exec(await apply.innerText())![0]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all.length);
    expect(await sheet.getByRole('status').innerText()).toBe(
      `${shown} product${shown === 1 ? '' : 's'} match`,
    );
    // Nothing behind the sheet moved: same address, same place on the page.
    expect(new URL(page.url()).searchParams.has('brand_ids')).toBe(false);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await seriousViolations(page, '.filter-sheet')).toEqual([]);
    await saveScreenshot(page, 'mobile-filters-sheet-390.png');

    await apply.click();
    await page.waitForURL((url) => url.searchParams.has('brand_ids'));
    await expect.poll(async () => (await cardNames(page)).length).toBe(shown);
    expect((await cardNames(page)).every((name) => name.startsWith('Samsung'))).toBe(true);
    expect(await sheet.count()).toBe(0);
    // One navigation, and the page shows the start of the new results rather than the top of the page or the footer.
    expect(navigations).toHaveLength(1);
    const top = await resultsTop(page);
    expect(top).toBeGreaterThan(0);
    expect(top).toBeLessThan(300);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Filters (1)' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'mobile-filters-applied-390.png');
    expect(problems).toEqual([]);
  });

  it('forgets ticks when closed with Escape or the close button, and gives focus back to the button', async () => {
    const { page } = await shop.open(PHONES, { width: 360, height: 740 });
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    const sheet = page.getByRole('dialog', { name: 'Filters' });

    await filters.click();
    await sheet.getByRole('checkbox', { name: 'In stock only' }).check();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Filters');

    await filters.click();
    expect(await sheet.getByRole('checkbox', { name: 'In stock only' }).isChecked()).toBe(false);
    await sheet.getByRole('checkbox', { name: 'On offer' }).check();
    await sheet.getByRole('button', { name: 'Close filters' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('?page=1&category=1');
  });

  it('still works as a plain form without JavaScript', async () => {
    const context = await shop.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${shop.url}${PHONES}`);
      await page.getByText('Filters', { exact: true }).click();
      await page.getByRole('checkbox', { name: /^Samsung/ }).check();
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((url) => url.searchParams.has('brand_ids'));
      const names = await cardNames(page);
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => name.startsWith('Samsung'))).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('stays beside the grid on a wide screen, applying each tick at once', async () => {
    const { page } = await shop.open(PHONES, { width: 1280 });
    expect(await page.getByRole('button', { name: 'Filters', exact: true }).count()).toBe(0);
    await page.getByRole('checkbox', { name: /^Samsung/ }).check();
    await page.waitForURL((url) => url.searchParams.has('brand_ids'));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
