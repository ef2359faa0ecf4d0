import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';

const AUTOCOMPLETE = '/api/customer/products/autocomplete';
const SEARCH = '/api/customer/products/search';

const shop = setupShop();

interface Opened {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  problems: string[];
  /** Bodies of the search calls the page made, in order. */
  calls: Array<{ path: string; body: { search?: string; page_size?: number } }>;
}

async function openShop(path: string, width = 1280, height = 800): Promise<Opened> {
  const { page, problems } = await shop.shopper({ width, height, consoleErrors: true });
  const calls: Opened['calls'] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === AUTOCOMPLETE || pathname === SEARCH) {
      calls.push({
        path: pathname,
        body: JSON.parse(request.postData() ?? '{}') as Opened['calls'][0]['body'],
      });
    }
  });
  await shop.go(page, path);
  return { page, problems, calls };
}

/** A navigation to the search page for `text` (a document or a client data request; the page itself is another feature's). */
function isSearchFor(text: string) {
  return (request: Request) => {
    const url = new URL(request.url());
    return /^\/search(\.data)?$/.test(url.pathname) && url.searchParams.get('search') === text;
  };
}

const texts = (calls: Opened['calls'], path: string) =>
  calls.filter((call) => call.path === path).map((call) => call.body.search);

describe('header search at 1280 px', () => {
  it('typing "iph" shows iPhone options in the listbox, cards first, at most six', async () => {
    const { page, problems, calls } = await openShop('/');
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    await search.click();
    await search.pressSequentially('iph', { delay: 40 });

    const listbox = page.getByRole('listbox');
    await listbox.waitFor();
    const options = listbox.getByRole('option');
    const count = await options.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(6);
    for (const name of await options.allInnerTexts()) expect(name).toMatch(/iPhone/);
    // The header product search's cards come first, with a price.
    await expect(options.first().innerText()).resolves.toMatch(/\d{1,3}(,\d{3})* EGP/);
    expect(await options.first().getAttribute('href')).toMatch(/^\/item\/[^?]+\?name=iPhone/);
    await page.getByRole('button', { name: 'See all products' }).waitFor();

    expect(calls).toContainEqual({ path: AUTOCOMPLETE, body: { search: 'iph', page_size: 10 } });
    expect(calls).toContainEqual({ path: SEARCH, body: { search: 'iph', page: 1, page_size: 4 } });
    expect(problems).toEqual([]);
  });

  it('typing fast asks once, and a late answer to older text never replaces the newer one', async () => {
    const { page, problems, calls } = await openShop('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await search.pressSequentially('iph', { delay: 30 });
    await page.getByRole('listbox').waitFor();
    expect(texts(calls, AUTOCOMPLETE)).toEqual(['iph']);

    // Now hold every answer for "i" back, type "i", "ip", "iph" with pauses long enough for each to be asked.
    await search.fill('');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    let held = 0;
    await page.route(`**${AUTOCOMPLETE}`, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { search?: string };
      if (body.search === 'i') {
        held += 1;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue().catch(() => {});
    });
    calls.length = 0;
    for (const key of ['i', 'p', 'h']) {
      await search.press(key);
      await page.waitForTimeout(350);
    }
    expect(texts(calls, AUTOCOMPLETE)).toEqual(['i', 'ip', 'iph']);
    expect(held).toBe(1);
    await page.getByRole('listbox').waitFor();
    // Wait past the held answer: the panel still shows "iph" results only (no iPad among them).
    await page.waitForTimeout(1700);
    const names = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/iPhone/);
    expect(await page.getByRole('listbox').getAttribute('aria-label')).toBe('Products matching iph');
    expect(problems).toEqual([]);
  });

  it('Enter runs the full search', async () => {
    const { page, calls } = await openShop('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await search.fill('iph');
    const navigated = page.waitForRequest(isSearchFor('iph'));
    await search.press('Enter');
    await navigated;
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    // Enter within the pause asks nothing else.
    expect(calls.filter((call) => call.body.search !== 'iph')).toEqual([]);
  });

  it("'See all products' goes to the search page", async () => {
    const { page } = await openShop('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await search.pressSequentially('mac', { delay: 30 });
    const navigated = page.waitForRequest(isSearchFor('mac'));
    await page.getByRole('button', { name: 'See all products' }).click();
    await navigated;
  });

  it('moves through options with the arrow keys, opens one with Enter, and Escape closes the panel', async () => {
    const { page, problems } = await openShop('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await search.pressSequentially('iph', { delay: 30 });
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();

    await search.press('ArrowDown');
    await search.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    await search.press('ArrowUp');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');

    await search.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await search.getAttribute('aria-activedescendant')).toBeNull();
    // ArrowDown brings the panel back with the first option active; Enter opens that product.
    await search.press('ArrowDown');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    const href = (await options.first().getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/item\//);
    const opened = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname.startsWith('/item/') && href.startsWith(url.pathname.replace(/\.data$/, ''));
    });
    await search.press('Enter');
    await opened;
    expect(problems).toEqual([]);
  });

  it('runs nothing and shows no panel for empty or whitespace-only text', async () => {
    const { page, calls } = await openShop('/');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await search.pressSequentially('   ', { delay: 30 });
    await page.waitForTimeout(500);
    expect(await page.getByRole('listbox').count()).toBe(0);
    expect(calls).toEqual([]);
    await search.press('Enter');
    await page.waitForTimeout(200);
    expect(new URL(page.url()).pathname).toBe('/');

    await search.fill('ipad');
    await page.getByRole('listbox').waitFor();
    await search.fill('');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    expect(await page.getByRole('listbox').count()).toBe(0);
  });

  it('expands over the menu while in use and has no serious accessibility problems with the panel open', async () => {
    const { page } = await openShop('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    await expect(nav.isVisible()).resolves.toBe(false);
    await search.pressSequentially('iph', { delay: 30 });
    await page.getByRole('listbox').waitFor();
    await saveScreenshot(page, 'search-panel-1280.png');

    expect(await seriousViolations(page, 'header')).toEqual([]);

    // Leaving an empty box gives the menu back.
    await search.fill('');
    await search.blur();
    await nav.waitFor();
  });
});

describe('search at 390 px', () => {
  it('opens the search dialog from the header and submitting goes to the search page', async () => {
    const { page, problems, calls } = await openShop('/', 390, 844);
    await page.getByRole('link', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await dialog.waitFor();
    const search = dialog.getByRole('searchbox', { name: 'Search' });
    await expect(search.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await search.pressSequentially('macbook', { delay: 40 });
    const options = dialog.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeLessThanOrEqual(6);
    await expect(options.first().innerText()).resolves.toMatch(/MacBook/);
    // Phones show the desktop panel's cards too: a picture and a price for the first options.
    await expect(options.first().innerText()).resolves.toMatch(/\d{1,3}(,\d{3})* EGP/);
    expect(await options.first().locator('img').count()).toBe(1);
    expect(texts(calls, SEARCH)).toEqual(['macbook']);
    await saveScreenshot(page, 'search-dialog-390.png');

    const navigated = page.waitForRequest(isSearchFor('macbook'));
    await search.press('Enter');
    await navigated;
    await dialog.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });

  it('closes the dialog with Escape or its close button', async () => {
    const { page } = await openShop('/', 390, 844);
    const trigger = page.getByRole('link', { name: 'Search' });
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await trigger.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await trigger.click();
    await dialog.getByRole('button', { name: 'Close search' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
