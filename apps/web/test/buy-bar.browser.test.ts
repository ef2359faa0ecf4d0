import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';

const shop = setupShop();

const ITEM = '/item/iphone-17-pro?name=iPhone-17-Pro';
const bar = (page: Page) => page.locator('.buy-bar');
const mainAdd = (page: Page) => page.locator('.buy-box__add');

/** Waits for the bar to be there (true) or gone (false). */
async function barShown(page: Page, shown: boolean): Promise<void> {
  await bar(page).waitFor({ state: shown ? 'visible' : 'detached' });
}

describe('the bottom buy bar on a phone', () => {
  it('shows price, choice and Add to cart while the buy box button is out of view, and only then', async () => {
    const { page, problems } = await shop.open(ITEM, { width: 390, height: 844, consoleErrors: true });
    // At 390 px the buy box's button starts below the first screen.
    expect(await mainAdd(page).evaluate((b) => b.getBoundingClientRect().top > window.innerHeight)).toBe(
      true,
    );
    await barShown(page, true);
    expect(await bar(page).innerText()).toMatch(/78,999 EGP\s+Cosmic Orange, 256GB\s+Add to cart/);
    await saveScreenshot(page, 'buy-bar-390.png');

    // The buy box's own button in view: the bar goes, and the page no longer keeps room for it.
    await mainAdd(page).scrollIntoViewIfNeeded();
    await barShown(page, false);
    expect(await page.locator('.shop').evaluate((shop) => getComputedStyle(shop).paddingBottom)).toBe('0px');

    // Scrolled past it: the bar is back, with room kept under the page so nothing ends beneath it.
    await page.evaluate(() => window.scrollTo(0, 2200));
    await barShown(page, true);
    const barHeight = await bar(page).evaluate((b) => b.getBoundingClientRect().height);
    const padding = await page
      .locator('.shop')
      .evaluate((shop) => parseFloat(getComputedStyle(shop).paddingBottom));
    expect(padding).toBeGreaterThanOrEqual(barHeight - 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page
      .locator('.site-footer')
      .getByText('All prices are in Egyptian pounds', { exact: false });
    const [lineBottom, barTop] = await Promise.all([
      lastLine.evaluate((el) => el.getBoundingClientRect().bottom),
      bar(page).evaluate((b) => b.getBoundingClientRect().top),
    ]);
    expect(lineBottom).toBeLessThanOrEqual(barTop);

    // Another choice: the bar follows it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('radiogroup', { name: 'Size' }).getByLabel('1TB').click();
    await page.waitForURL((url) => url.searchParams.has('variant'));
    await page.evaluate(() => window.scrollTo(0, 2200));
    await expect.poll(() => bar(page).innerText()).toMatch(/Cosmic Orange, 1TB/);
    const price = await page.locator('.item__now').innerText();
    expect(await bar(page).locator('.buy-bar__price').innerText()).toBe(price);

    // Its button adds the chosen quantity of the chosen variant, as the buy box's does.
    await bar(page).getByText('Add to cart').click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await expect.poll(() => bar(page).innerText()).toMatch(/Added to cart/);
    expect(await page.getByRole('status').filter({ hasText: 'Added to cart' }).count()).toBe(1);
    // One Add to cart for assistive technology: the bar repeats the buy box for the eye and thumb only.
    expect(await page.getByRole('button', { name: 'Add to cart', exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('keeps what the page scrolls to clear of the bar', async () => {
    const { page } = await shop.open(ITEM, { width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 2200));
    await barShown(page, true);
    // Brought into view from below, as the keyboard's focus or a link to it would: it stops above the bar.
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    const [buttonBottom, barTop] = await Promise.all([
      subscribe.evaluate((button) => button.getBoundingClientRect().bottom),
      bar(page).evaluate((b) => b.getBoundingClientRect().top),
    ]);
    expect(buttonBottom).toBeLessThanOrEqual(barTop);
  });

  it('is not shown for a sold-out choice, nor on a wide screen', async () => {
    const soldOut = await shop.open('/item/iphone-15-plus?name=iPhone-15-Plus', { width: 390, height: 844 });
    await soldOut.page.evaluate(() => window.scrollTo(0, 2200));
    await soldOut.page.waitForTimeout(300);
    expect(await bar(soldOut.page).count()).toBe(0);

    const wide = await shop.open(ITEM, { width: 1280, height: 900 });
    await wide.page.evaluate(() => window.scrollTo(0, 2200));
    await wide.page.waitForTimeout(300);
    expect(await bar(wide.page).count()).toBe(0);
    await saveScreenshot(wide.page, 'buy-bar-none-1280.png');
  });
});

describe("a card's Add to cart", () => {
  it('says which colour and size it added for a product that comes in several', async () => {
    const { page, problems } = await shop.open('/Categories?page=1&category=1', {
      width: 390,
      consoleErrors: true,
    });
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'iPhone 17 Pro', exact: true }) });
    await card.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: 'Added iPhone 17 Pro, Cosmic Orange, 256GB to your cart' })
      .waitFor();
    expect(await page.getByText('Added to cart', { exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'card-added-390.png');

    // A product sold in one version only is named alone.
    await shop.go(page, '/search?search=airpods');
    const single = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'AirPods 4', exact: true }) });
    await single.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Added AirPods 4 to your cart' }).waitFor();
    expect(problems).toEqual([]);
  });
});
