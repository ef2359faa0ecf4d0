import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import { shopCommand } from './support/customers.ts';

const shop = setupShop();

const PASSWORD = 'back office 2026';
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${(seq += 1)}`;

/** `npm run shop -- staff add ...` on the server's database; answers the token of the printed link. */
function addStaff(email: string, name: string, role: string): string {
  const out = shopCommand(shop, ['staff', 'add', email, '--name', name, '--role', role]);
  return /\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
}

async function setPasswordAndSignIn(page: Page, token: string, email: string) {
  await page.goto(`${shop.url}/admin/set-password?token=${token}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Sign in with it.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
}

describe('the back office', () => {
  it(
    'sets a password and signs in as plain form posts before any script, on its own noindex page',
    { timeout: 120_000 },
    async () => {
      const email = `owner${unique()}@example.com`;
      const token = addStaff(email, 'Olivia Owner', 'owner');
      const context = await shop.browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 900 },
      });
      const page = await context.newPage();

      const login = await page.goto(`${shop.url}/admin/login`);
      expect(login?.status()).toBe(200);
      expect(login?.headers()['cache-control']).toBe('private, no-store');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      // Its own frame: none of the storefront's header, search or cart.
      expect(await page.getByRole('link', { name: /cart/i }).count()).toBe(0);
      expect(await page.getByRole('searchbox').count()).toBe(0);
      await saveScreenshot(page, 'admin-login-no-js-1280.png');

      await setPasswordAndSignIn(page, token, email);
      await page.getByText('Signed in as Olivia Owner').waitFor();
      const cookie = (await context.cookies()).find((c) => c.name === 'shop_staff');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

      // The link was used: a second try is refused in words.
      await page.goto(`${shop.url}/admin/set-password?token=${token}`);
      await page.getByLabel('Password', { exact: true }).fill('another password 1');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByText('This link is not valid any more').waitFor();

      // Sign out, still without a script.
      await page.goto(`${shop.url}/admin`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('You are signed out.').waitFor();
      expect((await context.cookies()).find((c) => c.name === 'shop_staff')).toBeUndefined();
      await page.goto(`${shop.url}/admin/staff`);
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      await context.close();
    },
  );

  it.each([1280, 390])(
    'lets an owner invite, change a role and disable a member at %i px; a wrong password is told beside the form',
    { timeout: 150_000 },
    async (width) => {
      const email = `boss${unique()}@example.com`;
      const token = addStaff(email, 'Bassem Owner', 'owner');
      const { page, problems } = await shop.shopper({ width });

      await page.goto(`${shop.url}/admin/login`);
      await hydrated(page);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: 'The e-mail or password is not correct.' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-login-${width}.png`);

      await setPasswordAndSignIn(page, token, email);
      await hydrated(page);
      await page.getByRole('link', { name: /^Staff/ }).click();
      await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();

      const invitee = `mona${unique()}@example.com`;
      const name = `Mona Manager ${width}`;
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Email', { exact: true }).fill(invitee);
      await page.getByLabel('Role', { exact: true }).selectOption('manager');
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText(`${name} was invited: a set-password link was mailed to ${invitee}.`).waitFor();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect.poll(() => row.textContent()).toContain('Invited');
      expect(shopCommand(shop, ['outbox', '--to', invitee])).toContain('/admin/set-password?token=');

      await page.getByLabel(`Role of ${name}`, { exact: true }).selectOption('support');
      await page.getByRole('button', { name: `Save role of ${name}` }).click();
      await page.getByText(`${name}'s role is now Support.`).waitFor();
      await expect
        .poll(() => page.getByLabel(`Role of ${name}`, { exact: true }).inputValue())
        .toBe('support');

      // The invitation got lost: a new link goes out, and the first one no longer counts.
      await page.getByRole('button', { name: `Send ${name} a new password link` }).click();
      await page.getByText(`A new set-password link was mailed to ${invitee}.`).waitFor();
      // The mail is written with the change, before the page answers.
      expect(shopCommand(shop, ['outbox', '--to', invitee]).match(/set-password\?token=/g)).toHaveLength(2);

      await page.getByRole('button', { name: `Disable ${name}` }).click();
      await page.getByText(`${name} is disabled and signed out everywhere.`).waitFor();
      await page.getByRole('button', { name: `Enable ${name}` }).waitFor();
      // A disabled member is sent no link.
      expect(await page.getByRole('button', { name: `Send ${name} a new password link` }).count()).toBe(0);
      await expect.poll(() => row.textContent()).toContain('Disabled');
      expect(shopCommand(shop, ['staff', 'list'])).toMatch(
        new RegExp(`${invitee}\\s+${name}\\s+support\\s+disabled`),
      );

      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, `admin-staff-${width}.png`, { fullPage: true });
      await page.getByRole('link', { name: 'Back office' }).click();
      await page.getByText('Signed in as Bassem Owner').waitFor();
      await saveScreenshot(page, `admin-home-${width}.png`);
      expect(problems).toEqual([]);
    },
  );
});
