import { describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';

/**
 * Many shoppers behind one public address (a mobile carrier's NAT): here every browser reaches the shop from
 * 127.0.0.1. Each browser is counted by its own device cookie and token, and the pages' server-side API calls are not
 * counted at all, so a crowd browsing together is served, however low the per-shopper limit.
 */
const PER_SHOPPER = 40;
const shop = setupShop({ env: { RATE_LIMIT_MAX: String(PER_SHOPPER) } });

const PAGES = [
  '/',
  '/Categories?category=1',
  '/item/iphone-17-pro?name=iPhone-17-Pro',
  '/search?q=iphone',
  '/Accessories',
  '/',
  '/Categories?category=2',
  '/item/iphone-17-pro?name=iPhone-17-Pro',
];

describe('a crowd behind one address', () => {
  it(
    `serves four shoppers browsing ${PAGES.length} pages each from one address with ${PER_SHOPPER} API calls a minute per shopper`,
    { timeout: 120_000 },
    async () => {
      const shoppers = await Promise.all([0, 1, 2, 3].map(() => shop.shopper()));
      const refusals: string[] = [];
      for (const { page } of shoppers) {
        page.on('response', (response) => {
          if (response.status() === 429 || response.status() === 503)
            refusals.push(`${response.status()} ${response.url()}`);
        });
      }
      for (const path of PAGES) {
        await Promise.all(shoppers.map(({ page }) => shop.go(page, path)));
      }
      expect(refusals).toEqual([]);
      for (const { page, problems } of shoppers) {
        expect(await page.getByText('briefly unavailable').count()).toBe(0);
        expect(problems).toEqual([]);
      }
      const cookies = await Promise.all(shoppers.map(({ page }) => page.context().cookies()));
      const devices = new Set(cookies.map((list) => list.find((c) => c.name === 'shop_device')?.value));
      expect(devices.size).toBe(4);
      expect(devices.has(undefined)).toBe(false);
    },
  );
});
