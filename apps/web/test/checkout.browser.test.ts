import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';
import {
  addAddress,
  newPerson,
  outbox,
  registerAndSignOut,
  registerThroughForm,
  verifyPhoneInDialog,
  type Person,
} from './support/customers.ts';

const shop = setupShop();

/** Puts one of a product into the cart from its page and goes to checkout through the cart page. */
async function cartToCheckout(page: Page, itemPath: string) {
  await shop.go(page, itemPath);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  await shop.go(page, '/shopping-cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
}

/** Verifies the phone in the dialog that placing the order opened; the code places the order. */
async function verifyInDialog(page: Page, who: Person) {
  const phoneStep = page.getByRole('dialog', { name: 'Your phone number' });
  await expect.poll(() => phoneStep.getByLabel('Phone').inputValue()).toBe(who.phone);
  await verifyPhoneInDialog(page, shop, who);
}

describe('checkout in the browser', () => {
  it('signs in, pays by sandbox card after accepting the new total, and finds the paid order in the profile', async () => {
    const { page, problems } = await shop.shopper();
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    await cartToCheckout(page, '/item/iphone-16-pro?name=iPhone-16-Pro');

    // No saved address yet: the form is open at once.
    await addAddress(page);
    const summary = page.getByRole('complementary', { name: /Your order/ });
    await summary.getByText('60 EGP').waitFor();
    const cashTotal = await summary.getByRole('button', { name: /Place order/ }).textContent();

    // The card's offer is for CIB cards: the customer gives the card's first digits, then accepts the new total.
    await page.getByRole('radio', { name: /Credit or debit card/ }).click();
    await page.getByLabel(/First 6 digits of your card/).fill('455712');
    await page.getByRole('button', { name: 'Check card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your total changes' });
    await dialog.getByText(/Paying with .* changes your total from/).waitFor();
    await dialog.getByRole('button', { name: /Accept/ }).click();
    await summary.getByText('Payment method offer').waitFor();
    expect(await summary.getByRole('button', { name: /Place order/ }).textContent()).not.toBe(cashTotal);

    // The phone is not verified yet: placing the order asks for the code, and the code places it.
    await summary.getByRole('button', { name: /Place order/ }).click();
    await verifyInDialog(page, who);

    await page.waitForURL(/\/online-payment\?iframe=/);
    const frame = page.frameLocator('iframe[title="Card payment"]');
    await frame.getByRole('heading', { name: 'Sandbox card payment' }).waitFor();
    await frame.getByLabel('Card number').fill('4557 1200 0000 4242');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/40');
    await frame.getByLabel('CVC').fill('123');
    await frame.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
    await page.getByRole('heading', { name: /Thank you! Your order ISP-\d+ is confirmed/ }).waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    const number = /ISP-\d+/.exec((await page.getByRole('heading', { level: 1 }).textContent())!)![0];

    await page.getByRole('link', { name: 'My orders' }).click();
    await page.waitForURL(/\/profile#orders$/);
    const orders = page.getByRole('list', { name: 'My orders' });
    await orders.getByText(number, { exact: true }).click();
    await orders.getByText('Paid', { exact: true }).first().waitFor();
    await orders.getByText('Paid online').waitFor();
    await orders.getByText('Pending payment').waitFor();
    expect(problems).toEqual([]);
  });

  it('a declined card brings the customer back with the items in the cart', async () => {
    const { page } = await shop.shopper();
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    await cartToCheckout(page, '/item/iphone-16-pro?name=iPhone-16-Pro');
    await addAddress(page);
    // Without a card's digits the offer does not apply: the total stays as it is.
    await page.getByRole('radio', { name: /Credit or debit card/ }).click();
    await page.getByRole('button', { name: /Place order/ }).click();
    await verifyInDialog(page, who);
    await page.waitForURL(/\/online-payment\?iframe=/);
    const frame = page.frameLocator('iframe[title="Card payment"]');
    await frame.getByLabel('Card number').fill('4000 0000 0000 0002');
    await frame.getByLabel('Expiry (MM/YY)').fill('12/40');
    await frame.getByLabel('CVC').fill('123');
    await frame.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/checkout\?response=failed/);
    await page.getByRole('heading', { name: 'Your payment did not go through' }).waitFor();
    await page.getByText(/your items are back in your cart/).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
  });

  it('pays cash on delivery at phone width: the count drops to 0 and the order is confirmed', async () => {
    const { page, problems } = await shop.shopper({ width: 390 });
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    // Verify the phone first, from the profile, so the order goes straight through.
    await page.getByRole('button', { name: 'Verify phone' }).click();
    await verifyInDialog(page, who);
    await page.getByText(`Your phone ${who.phone} is verified.`).waitFor();

    await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await shop.go(page, '/shopping-cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await addAddress(page);
    expect(await page.getByRole('radio', { name: /Cash on delivery/ }).isChecked()).toBe(true);
    await page.getByLabel('Notes for the delivery (optional)').fill('Please call before arriving.');
    await page.getByRole('button', { name: /Place order/ }).click();

    await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
    await page.getByRole('heading', { name: /Thank you! Your order ISP-\d+ is confirmed/ }).waitFor();
    await page.getByText('Please call before arriving.').waitFor();
    await page.getByText('Processing', { exact: true }).first().waitFor();
    const mail = outbox(shop, who.email).find((m) => m.subject?.includes('Processing'));
    expect(mail?.body).toContain('iPhone 17 Pro');
    expect(problems).toEqual([]);
  });

  it(
    'sends a guest to sign in and back to checkout, and refuses a payment link the shop did not open',
    { timeout: 150_000 },
    async () => {
      const { page } = await shop.shopper();
      const who = newPerson();
      await registerAndSignOut(page, shop, who);

      await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await shop.go(page, '/shopping-cart');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/login$/);
      await page.getByLabel('Email', { exact: true }).fill(who.email);
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/checkout$/);
      await page.getByRole('heading', { name: 'Checkout' }).waitFor();

      await shop.go(page, `/online-payment?iframe=${encodeURIComponent('https://evil.example/pay')}`);
      await page.getByText('This payment link is not one the shop opened.').waitFor();
      expect(await page.locator('iframe').count()).toBe(0);

      // An empty cart has nothing to check out: the guard sends the customer to the cart.
      const other = await shop.shopper();
      await registerThroughForm(other.page, shop, newPerson());
      await shop.go(other.page, '/checkout');
      await other.page.waitForURL(/\/shopping-cart$/);
    },
  );
});
