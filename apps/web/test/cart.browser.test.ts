import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';

const shop = setupShop();
const shopper = () => shop.shopper({ consoleErrors: true });

const total = (page: Page) => page.locator('.cart-summary__total dd').innerText();

describe('cart page for a guest', () => {
  it(
    'shows the line added on the item page, steps its amount and removes it',
    { timeout: 120_000 },
    async () => {
      const { page, problems } = await shopper();
      await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

      // Wider than 991 px the cart button opens the mini-cart with the line, View cart and Go to checkout.
      await page.getByRole('link', { name: 'Cart, 1 item' }).click();
      const mini = page.getByRole('dialog', { name: 'Your cart' });
      await mini.locator('.mini-cart__name', { hasText: 'iPhone 17 Pro' }).waitFor();
      expect(await mini.getByRole('link', { name: 'Edit item iPhone 17 Pro' }).getAttribute('href')).toMatch(
        /^\/item\/iphone-17-pro\?name=iPhone-17-Pro&variant=\d+$/,
      );
      expect(await mini.getByRole('button', { name: 'Go to checkout' }).isEnabled()).toBe(true);
      await mini.getByRole('link', { name: 'View cart' }).click();
      await page.waitForURL((url) => url.pathname === '/shopping-cart');
      const lines = page.getByRole('list', { name: 'Items in your cart' });
      await lines.getByRole('link', { name: 'iPhone 17 Pro' }).waitFor();
      const one = await total(page);

      await page.getByRole('button', { name: 'One more iPhone 17 Pro' }).click();
      await expect.poll(() => total(page)).not.toBe(one);
      // iPhone 17 Pro sells at most two per order: the stepper stops there.
      expect(await page.getByRole('button', { name: 'One more iPhone 17 Pro' }).isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();

      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);

      await page.getByRole('button', { name: 'Remove iPhone 17 Pro' }).click();
      await page.getByText('Deleted successfully').waitFor();
      await page.getByText('Your cart is empty').waitFor();
      await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
      expect(problems).toEqual([]);
    },
  );

  it('goes straight to the cart page from the cart button on a phone', async () => {
    const { page } = await shop.shopper({ width: 390, height: 844 });
    await shop.go(page, '/');
    await page.getByRole('link', { name: /^Cart, \d+ items$/ }).click();
    await page.waitForURL((url) => url.pathname === '/shopping-cart');
    await page.getByText('Your cart is empty').waitFor();
  });

  it('keeps the shopper on the cart while a line is out of stock or gone', async () => {
    const { page } = await shopper();
    await shop.go(page, '/');
    // A line for a sold-out variant and one for a variant that no longer exists, as an old local cart might hold.
    const soldOut = await page.evaluate(async () => {
      const response = await fetch('/api/customer/products/iphone-15-plus');
      const body = (await response.json()) as { data: { product_variants: Array<{ id: number }> } };
      return body.data.product_variants[0]!.id;
    });
    await page.evaluate((id) => {
      localStorage.setItem(
        'guest_cart',
        JSON.stringify([
          { id, amount: 1 },
          { id: 99_999_999, amount: 1 },
        ]),
      );
    }, soldOut);
    await shop.go(page, '/shopping-cart');
    await page.getByText('Out of stock', { exact: true }).waitFor();
    await page.getByText('Deactivated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('alert').filter({ hasText: 'cannot be ordered' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/shopping-cart');

    // The mini-cart shows the same states, and its checkout button looks disabled with a deactivated line.
    await page.getByRole('link', { name: /^Cart, \d+ items$/ }).click();
    const mini = page.getByRole('dialog', { name: 'Your cart' });
    await mini.getByText('Deactivated', { exact: true }).waitFor();
    expect(await mini.getByText('Out of stock', { exact: true }).count()).toBe(1);
    expect(await mini.getByRole('button', { name: 'Go to checkout' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
    await mini.waitFor({ state: 'detached' });
  });

  it('sends a guest with a good cart to sign in, remembering to come back to checkout', async () => {
    const { page } = await shopper();
    await shop.go(page, '/item/airpods-4?name=AirPods-4');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await shop.go(page, '/shopping-cart');
    await page.getByRole('list', { name: 'Items in your cart' }).waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('after_login'))).toBe('/checkout');
  });
});
