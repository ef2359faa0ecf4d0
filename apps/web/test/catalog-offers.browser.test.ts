import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, setupShop } from './support/browser.ts';

/**
 * What a shopper sees of two catalog states: a product announced as available soon (no add anywhere, the "notify me"
 * form instead) and a product with a direct discount (the price paid, the list price struck through, and the cart
 * charging the same). Both are in the demo catalog: the Galaxy A56 is available soon and the Galaxy S25 Ultra has
 * 2,000 EGP off its 67,999 EGP price.
 */
const shop = setupShop();

const GRID = '/search?search=samsung+galaxy';
const card = (page: Page, name: string) =>
  page.locator('.product-card', { has: page.getByText(name, { exact: true }) });

describe('an available-soon product', () => {
  it('has no Add to cart on its card or its page, and offers the notify form instead', async () => {
    for (const width of [390, 1280]) {
      const { page, problems } = await shop.open(GRID, { width, consoleErrors: true });
      const soon = card(page, 'Samsung Galaxy A56 5G');
      await soon.waitFor();
      expect(await soon.getByRole('button', { name: 'Add to cart', exact: true }).count()).toBe(0);
      expect(await soon.locator('.product-card__status').innerText()).toBe('Available soon');
      // The card still offers Add to cart for the products that can be ordered.
      expect(
        await card(page, 'Samsung Galaxy S25 Ultra')
          .getByRole('button', { name: 'Add to cart', exact: true })
          .count(),
      ).toBe(1);
      await soon.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `catalog-offers-soon-card-${width}.png`);

      await soon.getByRole('link', { name: /Available soon/ }).click();
      await page.waitForURL(/\/item\/samsung-galaxy-a56-5g/);
      await page.locator('.item__status').filter({ hasText: 'Available soon' }).waitFor();
      expect(await page.getByRole('button', { name: 'Add to cart', exact: true }).count()).toBe(0);
      expect(await page.getByRole('spinbutton', { name: 'Quantity' }).count()).toBe(0);
      await page.getByText('This product is available soon and cannot be ordered yet.').waitFor();
      await saveScreenshot(page, `catalog-offers-soon-item-${width}.png`, { fullPage: width === 390 });

      await page.getByLabel('E-mail').fill(`soon-${width}@example.com`);
      await page.getByRole('button', { name: 'Notify me' }).click();
      await page.locator('.notify-form__message--done').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBeNull();
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});

describe('a product with a direct discount', () => {
  it('shows the price paid with the list price struck through, on its card, its page and in the cart', async () => {
    for (const width of [390, 1280]) {
      const { page, problems } = await shop.open(GRID, { width, consoleErrors: true });
      const discounted = card(page, 'Samsung Galaxy S25 Ultra');
      await discounted.waitFor();
      expect(await discounted.locator('.product-card__now').innerText()).toBe('65,999 EGP');
      expect(await discounted.locator('.product-card__was').innerText()).toMatch(/67,999 EGP$/);
      await discounted.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `catalog-offers-discount-card-${width}.png`);

      await shop.go(page, '/item/samsung-galaxy-s25-ultra');
      expect(await page.locator('.item__now').innerText()).toBe('65,999 EGP');
      expect(await page.locator('.item__was').innerText()).toMatch(/67,999 EGP$/);
      await saveScreenshot(page, `catalog-offers-discount-item-${width}.png`);
      await page.locator('.buy-box').getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.locator('.buy-box__message').filter({ hasText: 'Added to cart' }).waitFor();

      await shop.go(page, '/shopping-cart');
      const line = page.locator('.cart-line');
      await line.waitFor();
      expect(await line.locator('.cart-line__price').innerText()).toMatch(/65,999 EGP[\s\S]*67,999 EGP/);
      expect(await page.locator('.cart-summary__total').innerText()).toMatch(/65,999 EGP$/);
      await saveScreenshot(page, `catalog-offers-discount-cart-${width}.png`);
      expect(problems).toEqual([]);
      await page.close();
    }
  });
});
