import { describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';
import { addAddress, codeIn, newPerson, outbox, registerThroughForm } from './support/customers.ts';

const shop = setupShop();

describe('the phone dialog at checkout', () => {
  it(
    'shows one message for a wrong code, then a right code marks the phone verified and places the order',
    { timeout: 120_000 },
    async () => {
      const { page, problems } = await shop.shopper();
      const who = newPerson();
      await registerThroughForm(page, shop, who);
      expect(await page.evaluate(() => localStorage.getItem('phone_verified'))).toBe('0');

      await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();
      await shop.go(page, '/shopping-cart');
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.waitForURL(/\/checkout$/);
      await addAddress(page);

      // The phone is not verified: placing the order opens the dialog, whose code places it.
      await page.getByRole('button', { name: /Place order/ }).click();
      await page
        .getByRole('dialog', { name: 'Your phone number' })
        .getByRole('button', { name: 'Send code' })
        .click();
      const codeStep = page.getByRole('dialog', { name: 'Enter the verification code' });
      await codeStep.getByLabel('Code').waitFor();
      await expect.poll(() => outbox(shop, who.phone).length).toBeGreaterThan(0);
      const code = codeIn(outbox(shop, who.phone)[0]!.body);

      // A wrong code: the refusal beside the code field, and no toast or snackbar besides.
      const wrong = code.replace(/^./, (d) => String((Number(d) + 1) % 10));
      await codeStep.getByLabel('Code').fill(wrong);
      await codeStep.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('The code is not correct. 4 tries left.').first().waitFor();
      expect(await page.getByText('The code is not correct. 4 tries left.').count()).toBe(1);
      expect(await page.locator('.toast, .snackbar', { hasText: 'The code is not correct' }).count()).toBe(0);
      await codeStep.getByText('The code is not correct. 4 tries left.').waitFor();
      expect(await codeStep.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');

      // The right code: the stored session says verified and the order goes through.
      await codeStep.getByLabel('Code').fill(code);
      await codeStep.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
      await page.getByRole('heading', { name: /Thank you! Your order ISP-\d+ is confirmed/ }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('phone_verified'))).toBe('1');
      expect(problems).toEqual([]);
    },
  );
});
