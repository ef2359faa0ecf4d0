import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import {
  addAddress,
  newPerson,
  outbox,
  registerThroughForm,
  verifyPhoneInDialog,
} from './support/customers.ts';
import { staffSignedIn } from './support/staff.ts';

const shop = setupShop();

describe('the order desk', () => {
  it(
    'finds a customer’s order, ships it with a note the customer never sees, and the customer is told',
    { timeout: 240_000 },
    async () => {
      // A customer places a cash order with a full address.
      const { page } = await shop.shopper();
      const who = newPerson();
      await registerThroughForm(page, shop, who);
      await page.getByRole('button', { name: 'Verify phone' }).click();
      await verifyPhoneInDialog(page, shop, who);
      await shop.go(page, '/item/iphone-16-pro?name=iPhone-16-Pro');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
      await shop.go(page, '/checkout');
      await addAddress(page);
      await page.getByRole('button', { name: /Place order/ }).click();
      await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
      const number = /ISP-\d+/.exec(await page.getByRole('heading', { name: /Thank you!/ }).innerText())![0];

      // Support works without scripts: every step is a plain form post.
      const context = await shop.browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 900 },
      });
      const desk = await context.newPage();
      await staffSignedIn(shop, desk, 'support');
      await desk
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: /^Orders/ })
        .click();
      await desk.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
      await desk.getByLabel('Customer e-mail or phone').fill(who.email);
      await desk.getByRole('button', { name: 'Show orders' }).click();
      const rows = desk.getByRole('table').getByRole('row');
      await expect.poll(() => rows.count()).toBe(2); // the header and the one order
      await desk.getByRole('link', { name: number }).click();
      await desk.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
      await desk.getByText('12 Abbas El Akkad Street').waitFor();
      await saveScreenshot(desk, 'admin-order-1280.png', { fullPage: true });

      const sentBefore = outbox(shop, who.email).length;
      await desk.getByLabel('Courier', { exact: true }).fill('Bosta');
      await desk.getByLabel('Tracking number', { exact: true }).fill('BST-1');
      await desk.getByRole('button', { name: 'Ship order' }).click();
      await desk.getByText(`${number} is now Shipped.`).waitFor();
      const history = desk.getByRole('list').filter({ hasText: 'Handed to Bosta' });
      await history.getByText('by Sam support').waitFor();
      await expect.poll(() => outbox(shop, who.email).length).toBe(sentBefore + 1);

      // A step the order cannot take is not offered: shipped goes on to delivered only.
      expect(await desk.getByLabel('New status').locator('option').allInnerTexts()).toEqual([
        'Choose a status',
        'Delivered',
      ]);
      expect(await desk.getByLabel('New status').inputValue()).toBe('');

      await desk.getByLabel('New note').fill('Asked for delivery after 5 pm');
      await desk.getByRole('button', { name: 'Add note' }).click();
      await desk.getByText('Note added.').waitFor();
      await desk
        .getByRole('list', { name: 'Staff notes' })
        .getByText('Asked for delivery after 5 pm')
        .waitFor();

      // The customer's own page shows the new status, never the staff note.
      await shop.go(page, '/profile#orders');
      await page.getByRole('list', { name: 'My orders' }).getByText('Shipped').first().waitFor();
      expect(await page.content()).not.toContain('after 5 pm');

      // A filter the API cannot read says so beside its field; the list and the export follow the filters.
      await desk.goto(`${shop.url}/admin/orders?from=2026-11-27&to=2026-11-01`);
      await desk.getByText('To must not be before From').waitFor();
      await desk.goto(`${shop.url}/admin/orders?customer=${encodeURIComponent(who.email)}`);
      const exportHref = await desk.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
      const csv = await desk.request.get(`${shop.url}${exportHref}`);
      expect(csv.status()).toBe(200);
      expect((await csv.text()).trim().split('\n')).toHaveLength(2);

      await desk.setViewportSize({ width: 390, height: 844 });
      // (Without scripts the page cannot be measured from inside; the scripted test below checks the width.)
      await saveScreenshot(desk, 'admin-orders-390.png', { fullPage: true });
      await desk.goto(`${shop.url}/admin/orders`);
      await desk.setViewportSize({ width: 1280, height: 900 });
      await saveScreenshot(desk, 'admin-orders-1280.png', { fullPage: true });
      await context.close();
    },
  );

  it('works the same with scripts on, on a phone, and passes axe', { timeout: 120_000 }, async () => {
    const { page } = await shop.shopper({ width: 390, height: 844 });
    await staffSignedIn(shop, page, 'manager');
    await page.goto(`${shop.url}/admin/orders?status=shipped`);
    await hydrated(page);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    expect(await page.getByLabel('Status').inputValue()).toBe('shipped');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // The order the first test shipped.
    await page.getByRole('table').getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Order ISP-\d+$/, level: 1 }).waitFor();
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'admin-order-390.png', { fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('New status').selectOption({ label: 'Delivered' });
    await page.getByLabel('Tell the customer by e-mail and SMS').uncheck();
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByText(/ISP-\d+ is now Delivered\./).waitFor();
    await page.getByText('customer not told', { exact: false }).waitFor();
  });
});
