import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, setupShop, type Shopper } from './support/browser.ts';
import { holdScripts } from './support/slow-phone.ts';

const shop = setupShop();

/** Opens `path` throttled with its scripts held back; every click is counted by whether the page had hydrated. */
async function openBeforeHydration({ page }: Shopper, path: string): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const w = window as unknown as { earlyClicks: number };
    w.earlyClicks = 0;
    window.addEventListener(
      'click',
      () => {
        if (!document.documentElement.dataset.hydrated) w.earlyClicks += 1;
      },
      true,
    );
  });
  return holdScripts(page, `${shop.url}${path}`);
}

const earlyClicks = (page: Page) =>
  page.evaluate(() => (window as unknown as { earlyClicks: number }).earlyClicks);

describe('taps before the page is ready', () => {
  it(
    'opens the menu tapped between the first paint and hydration, once the page is ready',
    { timeout: 150_000 },
    async () => {
      const shopper = await shop.shopper({ width: 390, height: 800 });
      const { page, problems } = shopper;
      const release = await openBeforeHydration(shopper, '/item/iphone-17-pro?name=iPhone-17-Pro');

      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      await menu.click();
      // The tap is kept, and the button says the page is not ready yet.
      expect(await menu.getAttribute('aria-busy')).toBe('true');
      expect(await earlyClicks(page)).toBe(1);

      await release();
      await hydrated(page);
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.getAttribute('aria-busy')).toBeNull();
      expect(problems).toEqual([]);
    },
  );

  it(
    'adds to the cart from the item page and from cards when tapped before hydration',
    { timeout: 150_000 },
    async () => {
      const cases: Array<[string, (page: Page) => Locator]> = [
        [
          '/item/iphone-17-pro?name=iPhone-17-Pro',
          (page) => page.getByRole('button', { name: 'Add to cart', exact: true }),
        ],
        [
          '/',
          (page) =>
            page
              .getByRole('main')
              .getByRole('article')
              .filter({ hasText: 'In stock' })
              .first()
              .getByRole('button', { name: 'Add to cart', exact: true }),
        ],
        [
          // A card of home's last row, which stays as the server drew it after hydration until it is needed.
          '/',
          (page) =>
            page
              .locator('.home__later .home-block')
              .filter({ has: page.locator('.product-card') })
              .last()
              .getByRole('article')
              .filter({ hasText: 'In stock' })
              .first()
              .getByRole('button', { name: 'Add to cart', exact: true }),
        ],
      ];
      for (const [path, addButton] of cases) {
        const shopper = await shop.shopper({ width: 390, height: 800 });
        const { page, problems } = shopper;
        const release = await openBeforeHydration(shopper, path);

        const add = addButton(page);
        await add.click();
        expect(await add.getAttribute('aria-busy')).toBe('true');
        expect(await earlyClicks(page)).toBe(1);

        await release();
        await hydrated(page);
        await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();
        expect(problems).toEqual([]);
      }
    },
  );
});
