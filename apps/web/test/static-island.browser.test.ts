import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';

const shop = setupShop();

/** Whether React has taken the element over: it gives every element it owns a fiber under a `__reactFiber$` key. */
const ownedByReact = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

/** The last row of products on the home page, far below a phone's first screen. */
const lastHomeBlock = (page: Page) =>
  page
    .locator('.home__later > div')
    .filter({ has: page.locator('.product-card') })
    .last();

/** Marks the window, so a test can tell a navigation inside the shop (marker kept) from a new page load. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
const windowKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { kept?: boolean }).kept === true);

describe('blocks kept as the server drew them until they are needed', () => {
  it('leaves the home page’s lower blocks to the server’s elements and draws them as they near the screen', async () => {
    const { page, problems } = await shop.open('/', { width: 390, height: 800, consoleErrors: true });
    const block = lastHomeBlock(page);
    const firstCardOfBlock = block.locator('.product-card').first();
    // The server's cards are there, with their names, links and buttons, but React has not taken them over.
    expect(await block.locator('.product-card').count()).toBeGreaterThan(0);
    expect(await firstCardOfBlock.locator('a').first().getAttribute('href')).toMatch(/^\/item\//);
    expect(await ownedByReact(firstCardOfBlock)).toBe(false);
    // The first row of products is React's from the start.
    const firstRow = page.locator('.home > .home-block .product-row').first();
    expect(await ownedByReact(firstRow.locator('.product-card').first())).toBe(true);

    await block.scrollIntoViewIfNeeded();
    await expect.poll(() => ownedByReact(block.locator('.product-card').first())).toBe(true);
    // Drawn once: the same number of cards, not the server's and React's side by side.
    const cards = await block.locator('.product-card').count();
    expect(await lastHomeBlock(page).locator('.product-card').count()).toBe(cards);
    expect(problems).toEqual([]);
  });

  it('adds to the cart from a sleeping card: the tap is made again once the card is drawn', async () => {
    const { page, problems } = await shop.open('/', { width: 390, height: 800, consoleErrors: true });
    const button = lastHomeBlock(page).getByRole('button', { name: 'Add to cart' }).first();
    const card = lastHomeBlock(page).locator('.product-card').first();
    expect(await ownedByReact(card)).toBe(false);
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    // A click without scrolling there first, as a tap that beats the block's waking would be.
    await button.dispatchEvent('click');
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    expect(await ownedByReact(lastHomeBlock(page).locator('.product-card').first())).toBe(true);
    expect(problems).toEqual([]);
  });

  it('follows a sleeping card’s link inside the shop rather than loading a new page', async () => {
    const { page, problems } = await shop.open('/', { width: 390, height: 800, consoleErrors: true });
    const link = lastHomeBlock(page).locator('.product-card__link').first();
    const name = (await link.textContent())!.trim();
    const href = (await link.getAttribute('href'))!;
    await markWindow(page);
    await link.dispatchEvent('click');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await windowKept(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('moves focus to the drawn link when the keyboard reaches a sleeping block', async () => {
    const { page } = await shop.open('/', { width: 390, height: 800 });
    const link = lastHomeBlock(page).locator('.product-card__link').first();
    const name = (await link.textContent())!.trim();
    expect(await ownedByReact(link)).toBe(false);
    await link.focus();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active && Object.keys(active).some((key) => key.startsWith('__reactFiber$'))
            ? active.textContent?.trim()
            : null;
        }),
      )
      .toBe(name);
  });

  it('keeps a row scrolled sideways before it wakes where the shopper left it', async () => {
    const { page } = await shop.open('/', { width: 390, height: 800 });
    const row = page.locator('.home__later .product-row').first();
    expect(await ownedByReact(row)).toBe(false);
    await row.evaluate((element) => {
      element.style.scrollSnapType = 'none';
      element.scrollLeft = 300;
    });
    await row.scrollIntoViewIfNeeded();
    const drawnRow = page.locator('.home__later .product-row').first();
    await expect.poll(() => ownedByReact(drawnRow)).toBe(true);
    // The drawn row snaps to a card's edge near where the kept one was.
    expect(await drawnRow.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(100);
  });

  it('draws every block at once when the page is reached by a link inside the shop', async () => {
    const { page, problems } = await shop.open('/Accessories', {
      width: 390,
      height: 800,
      consoleErrors: true,
    });
    await markWindow(page);
    await page.locator('.site-header__logo').click();
    await page.waitForURL((url) => url.pathname === '/');
    const block = lastHomeBlock(page);
    await block.locator('.product-card').first().waitFor({ state: 'attached' });
    expect(await windowKept(page)).toBe(true);
    expect(await ownedByReact(block.locator('.product-card').first())).toBe(true);
    expect(problems).toEqual([]);
  });

  it('draws the related rows of the product a related card leads to, not the rows kept from the first product', async () => {
    const { page, problems } = await shop.open('/item/iphone-17-pro?name=iPhone-17-Pro', {
      width: 390,
      height: 800,
      consoleErrors: true,
    });
    const similar = page.getByRole('region', { name: 'Similar products' });
    const names = () => similar.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(new Set(await names())).toEqual(new Set(['iPhone Air', 'iPhone 17 Pro Max']));
    const link = similar.getByRole('link', { name: 'iPhone Air', exact: true });
    expect(await ownedByReact(link)).toBe(false);
    await markWindow(page);
    await link.dispatchEvent('click');
    await page.getByRole('heading', { level: 1, name: 'iPhone Air' }).waitFor();
    expect(await windowKept(page)).toBe(true);
    // The new page's rows, drawn by React: iPhone Air is no longer among its own similar products.
    await expect.poll(async () => (await names()).includes('iPhone Air')).toBe(false);
    expect(await ownedByReact(similar.getByRole('heading', { level: 3 }).first())).toBe(true);
    expect(problems).toEqual([]);
  });
});
