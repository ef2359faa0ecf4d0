import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveScreenshot, setupShop } from './support/browser.ts';
import { addAddress, newPerson, registerThroughForm } from './support/customers.ts';

const shop = setupShop();

/**
 * iPad Air 11" (M3) at 34,999 EGP carries valU's "5% off with Valu": 1,749 off (rounded down) leaves 33,250, and the
 * plans come to 33,250 over 6 months, 35,910 (8% interest) over 12 and 39,235 (18%) over 24.
 */
const IPAD = '/item/ipad-air-11-m3?name=iPad-Air-11-M3';
const PLANS = [
  { months: '6 months', monthly: '5,542 EGP/month', total: '33,250 EGP in all' },
  { months: '12 months', monthly: '2,993 EGP/month', total: '35,910 EGP in all' },
  { months: '24 months', monthly: '1,635 EGP/month', total: '39,235 EGP in all' },
];

const planTexts = (page: Page, scope: string) =>
  page.locator(scope).evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText));

describe('installment offers', () => {
  for (const width of [1280, 390]) {
    it(`show each plan's monthly amount on the item page at ${width} px`, async () => {
      const { page, problems } = await shop.open(IPAD, { width, height: 900, consoleErrors: true });
      expect(await page.locator('.item__now').innerText()).toBe('34,999 EGP');
      const plans = page.getByRole('region', { name: 'Pay monthly' });
      expect(await plans.locator('.item-plans__name').innerText()).toBe(
        'valU installments from 1,635 EGP/month',
      );
      expect(await plans.getByText('5% off with Valu included').count()).toBe(1);
      const rows = await planTexts(page, '.item-plans__plan');
      expect(rows).toHaveLength(3);
      PLANS.forEach((plan, i) => {
        expect(rows[i]).toContain(plan.months);
        expect(rows[i]).toContain(plan.monthly);
        expect(rows[i]).toContain(plan.total);
      });
      // Nothing in the box reaches past the window (a phone must not scroll sideways).
      const box = await plans.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      await plans.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `item-plans-${width}.png`);
      expect(problems).toEqual([]);
    });
  }

  it('at checkout: each plan’s monthly amount before valU is chosen, and delivery waits for the address', async () => {
    const { page, problems } = await shop.shopper({ width: 1280, height: 1000 });
    await registerThroughForm(page, shop, newPerson());
    await shop.go(page, IPAD);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await shop.go(page, '/checkout');
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    const summary = page.getByRole('complementary', { name: /Your order/ });
    await summary.getByText('Subtotal').waitFor();

    // No address yet: delivery is not free, it is not known.
    const delivery = summary
      .locator('.order-totals__row')
      .filter({ has: page.locator('dt', { hasText: /^Delivery$/ }) });
    expect(await delivery.locator('dd').innerText()).toBe('Chosen with the address');
    expect(await summary.getByText('Free', { exact: true }).count()).toBe(0);
    expect(await summary.getByText('Total before delivery').count()).toBe(1);

    // Cash on delivery is chosen for the customer; valU is not, yet every plan already says what a month costs.
    const valu = page.locator('.choice', { has: page.getByRole('radio', { name: /valU installments/ }) });
    expect(await page.getByRole('radio', { name: /valU installments/ }).isChecked()).toBe(false);
    expect(await valu.locator('.choice__text').innerText()).toBe('From 1,635 EGP/month');
    const rows = await planTexts(page, '.choice .plan');
    expect(rows).toHaveLength(3);
    PLANS.forEach((plan, i) => {
      expect(rows[i]).toContain(plan.months);
      expect(rows[i]).toContain(`${plan.monthly} · ${plan.total}`);
    });
    await valu.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'checkout-payment-1280.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await valu.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'checkout-payment-390.png');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 1000 });

    // Picking a plan chooses valU with it, after the customer accepts the new total.
    await valu.getByRole('radio', { name: /^12 months/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Your total changes' });
    await dialog.getByRole('button', { name: 'Accept 35,910 EGP' }).click();
    await expect.poll(() => page.getByRole('radio', { name: /valU installments/ }).isChecked()).toBe(true);
    await summary.getByText('Installment interest').waitFor();

    // With an address the fee is known: the summary shows it and the plans include it.
    await addAddress(page);
    await expect.poll(() => delivery.locator('dd').innerText()).toBe('60 EGP');
    expect(await summary.getByText('Total', { exact: true }).count()).toBe(1);
    // 35,910 + 60 over 12 months is 2,997.5: 2,998.
    await expect
      .poll(() =>
        valu.getByRole('radio', { name: /^12 months/ }).evaluate((r) => r.closest('label')!.innerText),
      )
      .toContain('2,998 EGP/month · 35,970 EGP in all');
    expect(problems).toEqual([]);
  }, 180_000);
});
