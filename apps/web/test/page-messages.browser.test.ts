import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { arabic } from '../app/i18n/messages/ar/index.ts';
import { english } from '../app/i18n/messages/en/index.ts';
import { hydrated, setupShop } from './support/browser.ts';

const shop = setupShop();
const KEYS = Object.keys(english);

/** Message keys showing on the page instead of their text: a page that did not bring the messages it says. */
async function keysOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate(
    () =>
      `${document.title} ${document.body.innerText} ${[...document.querySelectorAll('[aria-label]')]
        .map((element) => element.getAttribute('aria-label'))
        .join(' ')}`,
  );
  return KEYS.filter((key) => text.includes(key));
}

describe("each page brings its own words, and the first HTML carries only the layout's and the page's", () => {
  it("ships the service centre's words with the service centre, not with home", async () => {
    const lead = english['service.software.lead'];
    const home = await (await fetch(`${shop.url}/`)).text();
    const service = await (await fetch(`${shop.url}/Maintenance?tab=software`)).text();
    expect(service).toContain(lead);
    expect(home).not.toContain(lead);
    // The layout's words are on every page, in the page's language.
    const arabicHome = await (await fetch(`${shop.url}/ar`)).text();
    expect(arabicHome).toContain(arabic['header.menu']);
    expect(arabicHome).not.toContain(arabic['service.software.lead']);
  });

  it('pages reached by clicks show their words and never a message key', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen: string[] = [];
    const check = async (where: string) => {
      await page.waitForLoadState('networkidle');
      seen.push(...(await keysOnScreen(page)).map((key) => `${where}: ${key}`));
    };
    try {
      await page.goto(`${shop.url}/ar`);
      await hydrated(page);
      await check('/ar');

      // A product from home: the item page's own words arrive with its data.
      await page.getByRole('main').locator('a[href^="/ar/item/"]').first().click();
      await page.waitForURL(/\/ar\/item\//);
      await page.getByRole('heading', { level: 2, name: arabic['item.specs'] }).waitFor();
      await check('item (by a click)');

      // On to the service centre from the footer, then back: each page keeps its words.
      await page.getByRole('contentinfo').locator('a[href^="/ar/Maintenance"]').first().click();
      await page.waitForURL(/\/ar\/Maintenance/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await check('service centre (by a click)');
      await page.goBack();
      await page.waitForURL(/\/ar\/item\//);
      await check('item (back)');

      // A search submitted from the header (the Arabic choice is remembered: this is the Arabic search page).
      await page.goto(`${shop.url}/ar`);
      await hydrated(page);
      const search = page.getByRole('banner').getByRole('searchbox').first();
      await search.fill('iphone');
      await search.press('Enter');
      await page.waitForURL(/\/ar\/search\?/);
      await page.getByRole('main').locator('a[href^="/ar/item/"]').first().waitFor();
      await check('search (by the header form)');
    } finally {
      await context.close();
    }
    expect(seen).toEqual([]);
  }, 120_000);
});
