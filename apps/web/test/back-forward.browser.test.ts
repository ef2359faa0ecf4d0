import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';

const shop = setupShop();

/** What a shopper sees of a listing: where the page is scrolled, and the filters, sort and page it shows. */
interface ListingPlace {
  url: string;
  scrollY: number;
  checked: string[];
  sort: string;
  page: string | null;
  firstCard: string;
}

async function place(page: Page): Promise<ListingPlace> {
  return page.evaluate(() => {
    const listing = document.querySelector('.listing')!;
    return {
      url: location.pathname + location.search,
      scrollY: Math.round(window.scrollY),
      checked: [...listing.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')]
        .map((input) => `${input.name}=${input.value}`)
        .sort(),
      sort: listing.querySelector<HTMLSelectElement>('select[name="sort"]')?.value ?? '',
      page:
        listing.querySelector('.pagination [aria-current="page"]')?.textContent?.trim() ??
        (listing.querySelector('.pagination') ? null : '1'),
      firstCard: listing.querySelector('.product-card__name')?.textContent ?? '',
    };
  });
}

/**
 * Waits until no navigation is under way, the page shown is the one the address names, and the browser has painted it.
 * The address changes before React commits the new page, and on a busy machine the loading bar may never show in
 * between; the header's language switch names the rendered page's twin, so it tells when the commit has happened.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector('.loading-bar')) return false;
    const link = document.querySelector<HTMLAnchorElement>('a.language-switch');
    if (!link) return false;
    const twin = new URL(link.href);
    twin.searchParams.delete('language');
    const shown = new URLSearchParams(location.search);
    return (
      twin.pathname.replace(/^\/ar(?=\/|$)/, '') === location.pathname &&
      twin.searchParams.toString() === shown.toString()
    );
  });
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Scrolls to the middle of the page, as a shopper halfway down a listing. */
async function scrollToMiddle(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2)),
  );
  await settled(page);
}

/** Opens a product whose card is well inside the window (clear of the sticky header), as a finger would. */
async function openProductInView(page: Page): Promise<void> {
  const href = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.listing .product-card__link')];
    const inView = links.find((link) => {
      const box = link.getBoundingClientRect();
      return box.height > 0 && box.top > 220 && box.bottom < window.innerHeight - 80;
    });
    return inView?.getAttribute('href') ?? null;
  });
  expect(href, 'a product card in view').not.toBeNull();
  await page.locator(`.listing .product-card__link[href="${href}"]`).click();
  await page.waitForURL((url) => url.pathname.startsWith('/item/'));
  await page.locator('h1.item__name').waitFor();
  await settled(page);
}

/** Product, Back, Forward, Back: each time the listing comes back where the shopper left it. */
async function expectBackRestores(page: Page): Promise<void> {
  const before = await place(page);
  expect(before.scrollY).toBeGreaterThan(300);
  await openProductInView(page);

  await page.goBack();
  await page.waitForURL((url) => url.pathname + url.search === before.url);
  await page.locator('.listing').waitFor();
  await settled(page);
  const back = await place(page);
  expect({ ...back, scrollY: 0 }).toEqual({ ...before, scrollY: 0 });
  expect(
    Math.abs(back.scrollY - before.scrollY),
    `scroll ${before.scrollY} -> ${back.scrollY}`,
  ).toBeLessThanOrEqual(3);

  await page.goForward();
  await page.waitForURL((url) => url.pathname.startsWith('/item/'));
  await page.locator('h1.item__name').waitFor();
  await settled(page);
  await page.goBack();
  await page.waitForURL((url) => url.pathname + url.search === before.url);
  await page.locator('.listing').waitFor();
  await settled(page);
  const again = await place(page);
  expect({ ...again, scrollY: 0 }).toEqual({ ...before, scrollY: 0 });
  expect(
    Math.abs(again.scrollY - before.scrollY),
    `scroll ${before.scrollY} -> ${again.scrollY}`,
  ).toBeLessThanOrEqual(3);
}

/** A slower phone: Chromium's CPU runs at a quarter of its speed, as Lighthouse's phone settings do. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Ticks a filter the way a shopper does on a wide screen (it applies at once), and waits for its listing. */
async function tick(page: Page, name: RegExp): Promise<void> {
  const before = page.url();
  await page.locator('.listing-filters').getByRole('checkbox', { name }).first().check();
  await page.waitForURL((url) => url.href !== before);
  await settled(page);
}

async function sortBy(page: Page, label: string): Promise<void> {
  const before = page.url();
  await page.locator('.listing-filters').getByRole('combobox').selectOption({ label });
  await page.waitForURL((url) => url.href !== before);
  await settled(page);
}

async function nextPage(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  await settled(page);
}

describe('back and forward on listings', () => {
  it('brings Accessories back at the place the shopper left it', async () => {
    const { page, problems } = await shop.open('/Accessories', { consoleErrors: true });
    await scrollToMiddle(page);
    await expectBackRestores(page);
    expect(problems).toEqual([]);
  }, 180_000);

  it('does so on a phone with a slow CPU, and for a brand’s accessories', async () => {
    const { page, problems } = await shop.open('/Accessories', {
      width: 390,
      height: 844,
      consoleErrors: true,
    });
    await slowCpu(page);
    await scrollToMiddle(page);
    await expectBackRestores(page);

    await shop.go(page, '/Accessories?slug_brand=apple');
    await scrollToMiddle(page);
    await expectBackRestores(page);
    expect(problems).toEqual([]);
  }, 180_000);

  it('keeps the filters, sort and page of Accessories, a category and a search through back and forward', async () => {
    const { page, problems } = await shop.open('/Accessories', { consoleErrors: true });
    await tick(page, /^In stock only/);
    await sortBy(page, 'Price: high to low');
    await scrollToMiddle(page);
    await expectBackRestores(page);

    // No other category of the demo shop has a second page.
    await shop.go(page, '/Categories?page=1&category=1');
    await tick(page, /^Apple/);
    await sortBy(page, 'Price: low to high');
    await scrollToMiddle(page);
    await expectBackRestores(page);

    await shop.go(page, '/search?search=apple');
    await tick(page, /^In stock only/);
    await sortBy(page, 'Price: low to high');
    await nextPage(page);
    await scrollToMiddle(page);
    await expectBackRestores(page);
    expect(problems).toEqual([]);
  }, 180_000);

  it('keeps a search’s filter, sort and page on a phone', async () => {
    const { page, problems } = await shop.open('/search?search=apple&in_stock=1&sort=price_asc&page=2', {
      width: 390,
      height: 844,
      consoleErrors: true,
    });
    await slowCpu(page);
    await scrollToMiddle(page);
    await expectBackRestores(page);
    expect(problems).toEqual([]);
  }, 180_000);
});
