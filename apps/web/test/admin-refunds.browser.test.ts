// eslint-disable-next-line no-restricted-imports -- the test reads stock and the order's money as the shop keeps them, to check what the pages did
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
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

/** Read straight from the shop's database: what a variant has in stock. */
function stockOf(sku: string): number {
  const db = new Database(shop.sqlitePath, { readonly: true });
  try {
    return (db.prepare('SELECT stock FROM product_variants WHERE sku = ?').get(sku) as { stock: number })
      .stock;
  } finally {
    db.close();
  }
}

function orderRow(id: string) {
  const db = new Database(shop.sqlitePath, { readonly: true });
  try {
    return db
      .prepare('SELECT status, total, delivery_fee, refunded_total FROM orders WHERE id = ?')
      .get(Number(id)) as { status: string; total: number; delivery_fee: number; refunded_total: number };
  } finally {
    db.close();
  }
}

/** The newest messages to a phone, newest first, that speak of an order. */
const orderSms = (phone: string) =>
  outbox(shop, phone)
    .filter((m) => m.channel === 'sms')
    .map((m) => m.body);

async function changeStatus(desk: Page, number: string, label: string) {
  await desk.getByLabel('New status').selectOption({ label });
  await desk.getByRole('button', { name: 'Change status' }).click();
  await desk.getByText(`${number} is now ${label}.`).waitFor();
}

/** The customer's orders on their profile: the order opened, waiting for a text inside it. */
async function customerSees(page: Page, number: string, text: string) {
  // Going to the address the page is already on would only move to its #orders: read the orders again.
  if (new URL(page.url()).pathname === '/profile') {
    await page.reload();
    await hydrated(page);
  } else await shop.go(page, '/profile#orders');
  const order = page
    .getByRole('list', { name: 'My orders' })
    .getByRole('listitem')
    .filter({ hasText: number });
  await order.getByText(number, { exact: true }).click();
  await order.getByText(text, { exact: true }).first().waitFor();
}

describe('shipping and refunds on the order desk', () => {
  it(
    'takes a cash order to the door with its tracking number, and refunds part of a card order',
    { timeout: 600_000 },
    async () => {
      // A shopper with a verified phone places a cash order.
      const { page } = await shop.shopper();
      const who = newPerson();
      await registerThroughForm(page, shop, who);
      await page.getByRole('button', { name: 'Verify phone' }).click();
      await verifyPhoneInDialog(page, shop, who);
      await page.getByText(`Your phone ${who.phone} is verified.`).waitFor();
      await shop.go(page, '/item/iphone-16-pro?name=iPhone-16-Pro');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
      await shop.go(page, '/checkout');
      await addAddress(page);
      await page.getByRole('button', { name: /Place order/ }).click();
      await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
      const cashId = /order_id=(\d+)/.exec(page.url())![1]!;
      const cash = /ISP-\d+/.exec(await page.getByRole('heading', { name: /Thank you!/ }).innerText())![0];
      // A cash order is confirmed as it is placed: the customer hears it is being prepared.
      await customerSees(page, cash, 'Processing');
      await expect.poll(() => orderSms(who.phone)[0]).toMatch(/is confirmed and being prepared/);

      // A manager works without scripts: every step is a plain form post.
      const context = await shop.browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 900 },
      });
      const desk = await context.newPage();
      await staffSignedIn(shop, desk, 'manager');
      await desk.goto(`${shop.url}/admin/orders/${cashId}`);
      await desk.getByRole('heading', { name: `Order ${cash}`, level: 1 }).waitFor();

      // Shipping needs both fields.
      await desk.getByLabel('Courier', { exact: true }).fill('Bosta');
      await desk.getByRole('button', { name: 'Ship order' }).click();
      await desk.getByText('Enter the tracking number').waitFor();
      await desk.getByLabel('Tracking number', { exact: true }).fill('BST-2026-0042');
      await desk.getByRole('button', { name: 'Ship order' }).click();
      await desk.getByText(`${cash} is now Shipped.`).waitFor();
      await desk.getByText('BST-2026-0042').waitFor();
      await expect
        .poll(() => orderSms(who.phone)[0])
        .toMatch(
          new RegExp(`^Your order ${cash} is on its way with Bosta, tracking number BST-2026-0042\\.`),
        );
      await customerSees(page, cash, 'Shipped');
      await customerSees(page, cash, 'BST-2026-0042');
      await customerSees(page, cash, 'Bosta');

      await changeStatus(desk, cash, 'Delivered');
      await expect
        .poll(() => orderSms(who.phone).some((m) => m.includes(`${cash} was delivered`)))
        .toBe(true);
      await customerSees(page, cash, 'Delivered');

      // A card order of two items, paid on the sandbox's card page.
      await shop.go(page, '/item/airpods-4?name=AirPods-4');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
      await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 2 items' }).first().waitFor();
      await shop.go(page, '/checkout');
      await page.getByRole('radio', { name: /Credit or debit card/ }).click();
      await page.getByRole('button', { name: /Place order/ }).click();
      await page.waitForURL(/\/online-payment\?iframe=/);
      const frame = page.frameLocator('iframe[title="Card payment"]');
      await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
      await frame.getByLabel('Expiry (MM/YY)').fill('12/40');
      await frame.getByLabel('CVC').fill('123');
      await frame.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
      const cardId = /order_id=(\d+)/.exec(page.url())![1]!;
      const card = `ISP-${cardId.padStart(6, '0')}`;
      await customerSees(page, card, 'Paid');

      // Staff confirm it, ship it and deliver it: the order earns its points.
      await desk.goto(`${shop.url}/admin/orders/${cardId}`);
      await desk.getByRole('heading', { name: `Order ${card}`, level: 1 }).waitFor();
      await changeStatus(desk, card, 'Processing');
      await customerSees(page, card, 'Processing');
      await desk.getByLabel('Courier', { exact: true }).fill('Aramex');
      await desk.getByLabel('Tracking number', { exact: true }).fill('ARX-77');
      await desk.getByRole('button', { name: 'Ship order' }).click();
      await desk.getByText(`${card} is now Shipped.`).waitFor();
      await changeStatus(desk, card, 'Delivered');
      await customerSees(page, card, 'Delivered');

      await shop.go(page, '/');
      await page.getByRole('button', { name: 'Rewards' }).click();
      const panel = page.getByRole('dialog', { name: 'Your rewards' });
      const points = async () =>
        Number((await panel.locator('.rewards-panel__points').innerText()).replace(/,/g, ''));
      await panel.getByText(new RegExp(`Order ${card} delivered`)).waitFor();
      const earned = await points();
      expect(earned).toBeGreaterThan(0);

      // The AirPods come back: one unit refunded to the card, its stock and its points follow, the status stays.
      const airpods = stockOf('APL-AP4-WHITE');
      await desk.getByRole('radio', { name: 'Chosen items' }).check();
      await desk.getByLabel(/^Quantity of AirPods 4/).fill('1');
      await desk.getByRole('radio', { name: 'Card' }).check();
      await desk.getByLabel('Reason (optional)').fill('Returned unopened');
      await desk.getByRole('button', { name: 'Refund', exact: true }).click();
      const notice = await desk
        .getByText(/^Refunded [\d,]+ EGP\. Refunded [\d,]+ EGP of [\d,]+ EGP\.$/)
        .innerText();
      const back = /^Refunded ([\d,]+) EGP\./.exec(notice)![1]!;
      const summary = await desk.getByText(new RegExp(`^Refunded ${back} EGP of [\\d,]+ EGP$`)).innerText();
      const refunds = desk.getByRole('list', { name: 'Refunds made' });
      await refunds.getByText('1 × AirPods 4').waitFor();
      await refunds.getByText(/sandbox reference sbx_refund_/).waitFor();
      await desk.getByText('Delivered', { exact: true }).first().waitFor();
      await desk.getByText('This order is delivered: what is left is a refund, below.').waitFor();
      expect(stockOf('APL-AP4-WHITE')).toBe(airpods + 1);
      await expect
        .poll(() => orderSms(who.phone)[0])
        .toBe(`We refunded ${back} EGP of your order ${card} to the card you paid with. ${summary}.`);

      // The points of what went back are taken back: the order keeps those of what the customer kept.
      const row = orderRow(cardId);
      expect(row).toMatchObject({ status: 'delivered', refunded_total: Number(back.replace(/,/g, '')) });
      const goods = row.total - row.delivery_fee;
      const takenBack = Math.floor(goods / 100) - Math.floor((goods - row.refunded_total) / 100);
      expect(takenBack).toBeGreaterThan(0);
      await page.reload();
      await page.getByRole('button', { name: 'Rewards' }).click();
      await panel.getByText(new RegExp(`Order ${card}: part refunded`)).waitFor();
      expect(await points()).toBe(earned - takenBack);
      await customerSees(page, card, 'Delivered');

      // The page at a phone's width with scripts: nothing overflows, and axe finds nothing serious.
      const { page: phone } = await shop.shopper({ width: 390, height: 844 });
      await staffSignedIn(shop, phone, 'manager');
      await phone.goto(`${shop.url}/admin/orders/${cardId}`);
      await hydrated(phone);
      await phone.getByRole('heading', { name: 'Refund', level: 2 }).waitFor();
      await phone.getByRole('radio', { name: 'Whole order' }).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(phone)).toEqual([]);
      await saveScreenshot(phone, 'admin-refunds-390.png', { fullPage: true });

      // Support reads the refunds but is not offered the form.
      const supportContext = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const supportPage = await supportContext.newPage();
      await staffSignedIn(shop, supportPage, 'support');
      await supportPage.goto(`${shop.url}/admin/orders/${cardId}`);
      await supportPage.getByText('Only a manager or the owner can refund an order.').waitFor();
      expect(await supportPage.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
      await supportContext.close();
      await context.close();
    },
  );
});
