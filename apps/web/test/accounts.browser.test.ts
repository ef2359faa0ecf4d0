import { describe, expect, it } from 'vitest';
import { hydrated, setupShop } from './support/browser.ts';
import {
  codeIn,
  newPerson,
  outbox as outboxOf,
  registerAndSignOut,
  registerThroughForm,
} from './support/customers.ts';

const shop = setupShop();
const outbox = (to: string) => outboxOf(shop, to);

describe('accounts in the browser', () => {
  it('registers, verifies the phone with the texted code, signs out and back in', async () => {
    const { page, problems } = await shop.shopper();
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    await expect
      .poll(() => page.getByText(`Your phone ${who.phone} is not verified yet.`).isVisible())
      .toBe(true);

    await page.getByRole('button', { name: 'Verify phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your phone number' });
    // With a phone the dialog starts in the phone step, already filled in.
    await expect.poll(() => dialog.getByLabel('Phone').inputValue()).toBe(who.phone);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const codeStep = page.getByRole('dialog', { name: 'Enter the verification code' });
    await codeStep.getByText(`We sent a 6-digit code to ${who.phone}.`).waitFor();
    await expect.poll(() => outbox(who.phone).length).toBe(1);
    const code = codeIn(outbox(who.phone)[0]!.body);

    // The code is required; a wrong one keeps the dialog open and says why beside the field.
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await codeStep.getByText('Code is required').waitFor();
    await codeStep.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await codeStep.getByText('The code is not correct. 4 tries left.').waitFor();
    expect(await codeStep.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');

    await codeStep.getByLabel('Code').fill(code);
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(`Your phone ${who.phone} is verified.`).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('phone_verified'))).toBe('1');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The e-mail or password is not correct.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('link', { name: `Profile, ${who.name}` }).waitFor();

    // A signed-in user is sent home from the login page.
    await shop.go(page, '/login');
    await page.waitForURL(`${shop.url}/`);
    expect(problems).toEqual([]);
  });

  it('checks the phone in the dialog with its field messages and digits-only keys', async () => {
    const { page } = await shop.shopper({ width: 390 });
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    await page.getByRole('button', { name: 'Verify phone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your phone number' });
    const phone = dialog.getByLabel('Phone');
    await phone.fill('');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('Phone is required').waitFor();
    await phone.pressSequentially('01a2b3');
    expect(await phone.inputValue()).toBe('0123');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('Max phone length exceeded').waitFor();
    await phone.fill('02012345678');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('Invalid phone number').waitFor();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(400);
  });

  it('changes the e-mail with the current password and the code mailed to the new address', async () => {
    const { page, problems } = await shop.shopper();
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    const details = page.getByRole('form', { name: 'Personal details' });
    const newEmail = `moved-${who.email}`;
    await details.getByLabel('Email', { exact: true }).fill(newEmail);
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText('Enter your current password to change your e-mail.').waitFor();
    await details.getByLabel('Current password').fill('not my password');
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText('The current password is not correct.').waitFor();
    await details.getByLabel('Current password').fill(who.password);
    await details.getByRole('button', { name: 'Save details' }).click();
    await details.getByText(`We sent a code to ${newEmail}. Enter it to change your e-mail.`).waitFor();
    await expect.poll(() => outbox(newEmail).length).toBe(1);
    const code = codeIn(outbox(newEmail)[0]!.body);

    // A wrong code is said beside the code field; nothing changes until the right one.
    await details.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await details.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await details.getByText('The code is not correct. 4 tries left.').waitFor();
    await details.getByLabel('Code').fill(code);
    await details.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await details.getByText('Your details were saved.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(newEmail);
    // The old address was told.
    expect(outbox(who.email)[0]!.subject).toMatch(/e-mail was changed/);
    expect(problems).toEqual([]);
  });

  it('resets a forgotten password with the mailed link', async () => {
    const { page } = await shop.shopper();
    const who = newPerson();
    await registerAndSignOut(page, shop, who);

    // Without the reset flag the reset page sends the shopper home.
    await shop.go(page, '/reset-password');
    await page.waitForURL(`${shop.url}/`);

    await shop.go(page, '/forget-password');
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.waitForURL(/\/reset-password\?/);
    await page.getByText(/If an account uses this e-mail/).waitFor();

    const mail = outbox(who.email)[0]!;
    const link = /https?:\/\/\S+/.exec(mail.body)![0];
    const fresh = await shop.shopper();
    await fresh.page.goto(link);
    await hydrated(fresh.page);
    expect(await fresh.page.getByLabel('Code').inputValue()).toBe(codeIn(mail.body));
    await fresh.page.getByLabel('New password', { exact: true }).fill('brand new password');
    await fresh.page.getByLabel('Confirm new password').fill('brand new password');
    await fresh.page.getByRole('button', { name: 'Save new password' }).click();
    await fresh.page.waitForURL(`${shop.origin}/`);
    await fresh.page.getByRole('link', { name: `Profile, ${who.name}` }).waitFor();
  });

  it("keeps the guest cart through sign-in, and ends an expired session with a 'token invalid or expired' toast", async () => {
    const { page } = await shop.shopper();
    const who = newPerson();
    await registerAndSignOut(page, shop, who);

    await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await shop.go(page, '/login');
    await page.getByLabel('Email', { exact: true }).fill(who.email);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${shop.url}/`);
    // The line moved to the customer's server cart and the local guest cart was cleared.
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('guest_cart'))).toBe('[]');
    await shop.go(page, '/shopping-cart');
    await page.getByRole('link', { name: 'iPhone 17 Pro' }).first().waitFor();
    await page.getByRole('button', { name: 'One more iPhone 17 Pro' }).click();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();

    await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged-token-value'));
    await shop.go(page, '/profile');
    await page.getByText('token invalid or expired').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
  });
});
