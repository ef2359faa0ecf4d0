import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';
import { newPerson, registerThroughForm } from './support/customers.ts';

/**
 * Nothing floating may sit on a page's own buttons. On phone widths, every primary button (and the footer's
 * Subscribe) is brought to the bottom edge of the screen, where a floating button would be, and the point at its
 * centre and near both ends must hit the button itself.
 */
const shop = setupShop();
const WIDTHS = [320, 360, 390];

/** The buttons not hit at their centre or ends, as "label (which point)". */
function coveredButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const buttons = [
      ...document.querySelectorAll<HTMLElement>('.button--primary, .newsletter-form button[type="submit"]'),
      // Shown ones only: a closed filters panel's Apply button is not on screen to be covered.
    ].filter((b) => b.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
    const covered: string[] = [];
    for (const button of buttons) {
      // A sideways row of cards snaps each card to its start, as a finger's swipe leaves it: a card brought only
      // "nearest" would snap back half out of view. At once: a smooth scroll would still be moving.
      button.scrollIntoView({ block: 'end', inline: 'start', behavior: 'instant' });
      const box = button.getBoundingClientRect();
      const y = box.top + box.height / 2;
      const points = { start: box.left + 3, centre: box.left + box.width / 2, end: box.right - 3 };
      for (const [where, x] of Object.entries(points)) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !button.contains(hit)) {
          const label = button.textContent?.trim().replace(/\s+/g, ' ') ?? '?';
          const by = hit ? `${hit.tagName.toLowerCase()}.${String(hit.className)}` : 'nothing';
          covered.push(`${label} (${where}) under ${by}`);
        }
      }
    }
    return covered;
  });
}

async function checkAtPhoneWidths(page: Page, what: string) {
  const found: string[] = [];
  let checked = 0;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    checked += await page.locator('.button--primary:visible').count();
    found.push(...(await coveredButtons(page)).map((c) => `${what} at ${width}px: ${c}`));
  }
  expect(checked, `${what} has primary buttons to check`).toBeGreaterThan(0);
  return found;
}

describe('nothing floating covers an action on a phone', () => {
  it('on the listing and the item page', async () => {
    const { page } = await shop.shopper({ width: 390 });
    const covered: string[] = [];
    await shop.go(page, '/Categories?category=1');
    covered.push(...(await checkAtPhoneWidths(page, 'listing')));
    await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
    covered.push(...(await checkAtPhoneWidths(page, 'item')));
    expect(covered).toEqual([]);
  });

  it('on the cart and checkout', async () => {
    const { page } = await shop.shopper({ width: 390 });
    const covered: string[] = [];
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    await shop.go(page, '/item/iphone-16-pro?name=iPhone-16-Pro');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await shop.go(page, '/shopping-cart');
    covered.push(...(await checkAtPhoneWidths(page, 'cart')));
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    covered.push(...(await checkAtPhoneWidths(page, 'checkout')));
    expect(covered).toEqual([]);
  });
});
