import { describe, expect, it } from 'vitest';
import { hydrated, setupShop } from './support/browser.ts';
import { newPerson, registerThroughForm } from './support/customers.ts';
import { holdScripts } from './support/slow-phone.ts';

const shop = setupShop();

/**
 * Each form a shopper may start typing into before the page is interactive: the field, found by its accessible name
 * (inside `within` when the name is not unique on the page), and the page it is on.
 */
const FIELDS = [
  { path: '/login', label: 'Email', exact: true },
  { path: '/register', label: 'Full name' },
  { path: '/forget-password', label: 'Email', exact: true },
  { path: '/contact-us', label: 'Your name' },
  { path: '/business', label: 'Your name' },
  { path: '/', label: 'Search', exact: true },
  { path: '/', label: 'Email address' },
] as const;

describe('nothing typed before the page is ready is lost', () => {
  for (const field of FIELDS) {
    it(`keeps "${field.label}" typed on ${field.path} before hydration`, { timeout: 150_000 }, async () => {
      const { page, problems } = await shop.shopper({ width: 1280, height: 900 });
      const release = await holdScripts(page, `${shop.url}${field.path}`);
      const input = page.getByLabel(field.label, { exact: 'exact' in field }).first();
      await input.waitFor();
      const typed = field.label.includes('mail') ? 'typed.early@example.com' : 'typed early';
      await input.pressSequentially(typed);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();

      await release();
      await hydrated(page);
      // The page settles: its effects and first data have run. Leaving the field makes the page render it again
      // (the search box collapses when its text is empty, a form checks the field): the text must be its text.
      await page.waitForLoadState('networkidle');
      await input.blur();
      await page.waitForTimeout(300);
      expect(await input.inputValue()).toBe(typed);
      expect(await input.getAttribute('aria-invalid')).toBeNull();
      await input.focus();
      // Typing goes on from there once the page is interactive.
      await input.press('End');
      await input.pressSequentially('x');
      expect(await input.inputValue()).toBe(`${typed}x`);
      expect(problems).toEqual([]);
    });
  }

  it(
    'keeps the address, notes and promo code typed into checkout before hydration',
    // Two pages loaded on a throttled phone, one after the other, on top of a registration and an order.
    { timeout: 420_000 },
    async () => {
      const { page, problems } = await shop.shopper({ width: 390, height: 844 });
      const who = newPerson();
      await registerThroughForm(page, shop, who);
      await shop.go(page, '/item/iphone-16-pro?name=iPhone-16-Pro');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();

      // No saved address: the server's page has the address form open, with the governorates to pick from.
      const release = await holdScripts(page, `${shop.url}/checkout`);
      const form = page.getByRole('form', { name: 'Address' });
      // Addressed to the customer in the server's form already.
      expect(await form.getByLabel('Recipient name').inputValue()).toBe(who.name);
      const typed = [
        [form.getByLabel('Street'), '12 Abbas El Akkad Street'],
        [form.getByLabel('Building'), '7'],
        [page.getByLabel('Notes for the delivery (optional)'), 'Please call first'],
        [page.getByRole('textbox', { name: 'Promo code' }), 'WELCOME10'],
      ] as const;
      for (const [field, text] of typed) {
        await field.waitFor();
        await field.pressSequentially(text);
      }
      await form.getByLabel('Governorate').selectOption({ label: 'Cairo' });
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();

      await release();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // Picking the city renders the form again; what was typed must still be there, and the form saves it.
      await form.getByLabel('City').selectOption({ label: 'Nasr City' });
      await page.getByLabel('Notes for the delivery (optional)').blur();
      for (const [field, text] of typed) expect(await field.inputValue()).toBe(text);
      await form.getByRole('button', { name: 'Save address' }).click();
      await page.getByText('Delivery to Nasr City, Cairo:').waitFor();
      await page.getByRole('radio', { name: /12 Abbas El Akkad Street, Building 7/ }).waitFor();
      expect(await page.getByLabel('Notes for the delivery (optional)').inputValue()).toBe(
        'Please call first',
      );

      // A payment method chosen before the page is interactive stays chosen, and the order follows it.
      const again = await holdScripts(page, `${shop.url}/checkout`);
      const card = page.getByRole('radio', { name: /^Credit or debit card/ });
      await card.check();
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull();
      await again();
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await card.isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: /Cash on delivery/ }).isChecked()).toBe(false);
      await expect
        .poll(() => page.getByRole('button', { name: /Place order|Pay/ }).textContent())
        .toMatch(/^(Place order|Pay)/);
      expect(problems).toEqual([]);
    },
  );
});
