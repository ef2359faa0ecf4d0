import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfLines } from '@shop/test-support/pdf-text';
import { setupShop } from './support/browser.ts';
import {
  addAddress,
  newPerson,
  registerThroughForm,
  shopCommand,
  verifyPhoneInDialog,
} from './support/customers.ts';

const shop = setupShop();
const PASSWORD = 'back office 2026';

/** A support member made by the operator command, with a password set from their link, signed in on `page`. */
async function supportSignedIn(page: Page) {
  const email = `printer${Date.now() % 1_000_000}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', 'Pat support', '--role', 'support']);
  const token = /\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
  await page.goto(`${shop.url}/admin/set-password?token=${token}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Sign in with it.').waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
}

/** Follows a link as the page's own browser would (its cookies), and reads the PDF it answers. */
async function openPdf(page: Page, name: string | RegExp) {
  const href = await page.getByRole('link', { name }).first().getAttribute('href');
  expect(href).toBeTruthy();
  const answer = await page.request.get(new URL(href!, page.url()).href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  const body = await answer.body();
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { disposition: answer.headers()['content-disposition'], text: (await pdfLines(body)).join('\n') };
}

describe('order documents', () => {
  it(
    'staff print the invoice and the packing slip from the order page; the customer downloads the invoice',
    { timeout: 360_000 },
    async () => {
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
      const id = /order_id=(\d+)/.exec(page.url())![1]!;
      const number = /ISP-\d+/.exec(await page.getByRole('heading', { name: /Thank you!/ }).innerText())![0];

      const desk = await (
        await shop.browser.newContext({ viewport: { width: 1280, height: 900 } })
      ).newPage();
      await supportSignedIn(desk);
      await desk.goto(`${shop.url}/admin/orders/${id}`);
      await desk.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
      const item = desk.getByRole('table').getByRole('row').nth(1);
      const itemName = (await item.getByRole('rowheader').innerText()).split('\n')[0]!.trim();
      const unitPrice = (await item.getByRole('cell').nth(1).innerText()).trim();
      const total = (await desk.locator('.admin-note strong').first().innerText()).trim();
      expect(itemName).toContain('iPhone 16 Pro');

      const invoice = await openPdf(desk, 'Invoice (PDF)');
      expect(invoice.disposition).toBe(`inline; filename="invoice-${number}.pdf"`);
      expect(invoice.text).toContain(`Order ${number}`);
      expect(invoice.text).toContain(itemName);
      expect(invoice.text).toContain(unitPrice);
      expect(invoice.text).toContain(`Total ${total}`);
      expect(invoice.text).toContain('12 Abbas El Akkad Street');
      expect(invoice.text).toContain('Payment: Cash on delivery');

      const slip = await openPdf(desk, 'Packing slip (PDF)');
      expect(slip.disposition).toBe(`inline; filename="packing-slip-${number}.pdf"`);
      expect(slip.text).toContain(itemName);
      expect(slip.text).toContain('Nasr City, Cairo');
      expect(slip.text).not.toContain('EGP');
      await desk.context().close();

      // The customer's own orders offer the same invoice, opened by their session cookie.
      await shop.go(page, '/profile#orders');
      const mine = await openPdf(page, `Invoice (PDF) of order ${number}`);
      expect(mine.text).toContain(`Order ${number}`);
      expect(mine.text).toContain(`Total ${total}`);
      // An order that is not theirs is not found.
      const other = await page.request.get(`${shop.url}/orders/${Number(id) + 1000}/invoice.pdf`);
      expect(other.status()).toBe(404);
      expect(await other.text()).toBe('This order was not found in your orders.');
    },
  );
});
