import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_BLOCKED } from '@shop/contract/admin-customers';
import { hydrated, seriousViolations, setupShop } from './support/browser.ts';
import { addAddress, newPerson, registerThroughForm, verifyPhoneInDialog } from './support/customers.ts';
import { staffSignedIn } from './support/staff.ts';

const shop = setupShop();

async function signInAsCustomer(page: Page, who: { email: string; password: string }) {
  if (new URL(page.url()).pathname !== '/login') await shop.go(page, '/login');
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Screenshots to look at after a run (not compared with anything). */
const saveScreenshot = (page: Page, name: string, options: { fullPage?: boolean } = {}) =>
  page.screenshot({ path: `/tmp/shop-screens/${name}`, ...options });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the customer desk', () => {
  it(
    'support finds a customer by phone and reads their orders and addresses; the owner blocks and unblocks them',
    { timeout: 300_000 },
    async () => {
      // A customer with a verified phone places an order to a full address.
      const { page } = await shop.shopper();
      const who = newPerson();
      await registerThroughForm(page, shop, who);
      await page.getByRole('button', { name: 'Verify phone' }).click();
      await verifyPhoneInDialog(page, shop, who);
      await shop.go(page, '/item/iphone-16-pro?name=iPhone-16-Pro');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
      await shop.go(page, '/checkout');
      const form = page.getByRole('form', { name: 'Address' });
      await form.getByLabel('Floor').fill('3');
      await form.getByLabel('Apartment').fill('12');
      await form.getByLabel('Landmark').fill('Behind City Stars');
      await addAddress(page);
      await page.getByRole('button', { name: /Place order/ }).click();
      await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
      const number = /ISP-\d+/.exec(await page.getByRole('heading', { name: /Thank you!/ }).innerText())![0];

      // Support opens Customers from the back office and types the phone the way a caller reads it out.
      const { page: desk } = await shop.shopper({ width: 1280, height: 900 });
      await staffSignedIn(shop, desk, 'support');
      await desk
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: /^Customers/ })
        .click();
      await desk.getByRole('heading', { name: 'Customers', level: 1 }).waitFor();
      await hydrated(desk);
      const spoken = `+20 ${who.phone.slice(1, 3)} ${who.phone.slice(3, 7)} ${who.phone.slice(7)}`;
      await desk.getByLabel('Name, phone or e-mail').fill(spoken);
      await desk.getByRole('button', { name: 'Find customers' }).click();
      await desk.getByText(`Customers whose phone starts with ${who.phone}`).waitFor();
      const rows = desk.getByRole('table').getByRole('row');
      await expect.poll(() => rows.count()).toBe(2); // the header and the one customer
      await desk.getByRole('row').filter({ hasText: who.email }).getByText('Verified').waitFor();
      await saveScreenshot(desk, 'admin-customers-1280.png', { fullPage: true });
      expect(await seriousViolations(desk)).toEqual([]);

      await desk.getByRole('link', { name: who.name }).click();
      await desk.getByRole('heading', { name: who.name, level: 1 }).waitFor();
      await hydrated(desk);
      await desk.getByRole('link', { name: number }).waitFor();
      const addresses = desk.getByRole('list', { name: `Addresses of ${who.name}` });
      await addresses.getByText('12 Abbas El Akkad Street').waitFor();
      await addresses.getByText('Nasr City').waitFor();
      await addresses.getByText('Behind City Stars').waitFor();
      await desk.getByText(/Registered \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Cairo time\)/).waitFor();
      await desk.getByText('Only the owner can block or unblock an account.').waitFor();
      expect(await desk.getByRole('button', { name: 'Block the account' }).count()).toBe(0);
      await saveScreenshot(desk, 'admin-customer-1280.png', { fullPage: true });
      expect(await seriousViolations(desk)).toEqual([]);

      // Support sends a password-reset message; a second one at once is under the same limits as the storefront.
      await desk.getByRole('button', { name: 'Send a password-reset message' }).click();
      await desk.getByText(`A password-reset message was sent to ${who.email}.`).waitFor();

      // The order number leads to the order desk.
      await desk.getByRole('link', { name: number }).click();
      await desk.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
      // And the order's customer name leads back to the customer.
      await desk.getByRole('link', { name: who.name, exact: true }).click();
      await desk.getByRole('heading', { name: who.name, level: 1 }).waitFor();

      // On a phone the list and the page fit the screen.
      await desk.setViewportSize({ width: 390, height: 844 });
      await shop.go(desk, `/admin/customers?q=${encodeURIComponent(who.phone)}`);
      expect(await pageWidth(desk)).toBeLessThanOrEqual(390);
      await saveScreenshot(desk, 'admin-customers-390.png', { fullPage: true });
      await desk.getByRole('link', { name: who.name }).click();
      await desk.getByRole('heading', { name: who.name, level: 1 }).waitFor();
      await hydrated(desk);
      expect(await pageWidth(desk)).toBeLessThanOrEqual(390);
      await saveScreenshot(desk, 'admin-customer-390.png', { fullPage: true });
      const customerPath = new URL(desk.url()).pathname;

      // The owner blocks the account with a reason.
      const { page: boss } = await shop.shopper({ width: 1280, height: 900 });
      await staffSignedIn(shop, boss, 'owner');
      await shop.go(boss, customerPath);
      await boss.getByLabel('Why block this account').fill('Refused three cash deliveries');
      await boss.getByRole('button', { name: 'Block the account' }).click();
      await boss.getByText(`${who.name} is blocked.`).waitFor();
      await boss.getByText(/by Sam owner: Refused three cash deliveries/).waitFor();
      await saveScreenshot(boss, 'admin-customer-blocked-1280.png', { fullPage: true });

      // The customer's session is over at once, and signing in again says why it is refused.
      await shop.go(page, '/profile');
      await page.waitForURL(/\/login/);
      // The browser finds its stored token refused, forgets it and reloads the page once, then tells the customer.
      const settled = () =>
        page
          .evaluate(
            () => localStorage.getItem('token') === null && sessionStorage.getItem('pending_toast') === null,
          )
          .catch(() => false);
      await expect.poll(settled, { timeout: 20_000 }).toBe(true);
      await page.waitForLoadState('load');
      await hydrated(page);
      await signInAsCustomer(page, who);
      await page.getByText(CUSTOMER_BLOCKED).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');

      // Unblocked, the customer signs in again, their cart and order as they were.
      await boss.getByRole('button', { name: 'Unblock the account' }).click();
      await boss.getByText(`${who.name} can sign in again.`).waitFor();
      await signInAsCustomer(page, who);
      // Back to the profile the sign-in was asked for.
      await page.waitForURL(`${shop.url}/profile`);
      await shop.go(page, '/profile#orders');
      await page.getByRole('list', { name: 'My orders' }).getByText(number, { exact: true }).waitFor();
    },
  );
});
