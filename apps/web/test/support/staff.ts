import type { Page } from 'playwright-core';
import type { RunningShop } from './shop-server.ts';
import { shopCommand } from './customers.ts';

const PASSWORD = 'back office 2026';
let made = 0;

/**
 * A staff member made the way an operator makes one (`staff add`), with a password set from the printed link, then
 * signed in on `page` through the sign-in form. Answers their e-mail.
 */
export async function staffSignedIn(
  shop: RunningShop,
  page: Page,
  role: 'owner' | 'manager' | 'support',
): Promise<string> {
  made += 1;
  const email = `${role}-${Date.now() % 1_000_000}-${made}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', `Sam ${role}`, '--role', role]);
  const token = /\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
  await page.goto(`${shop.url}/admin/set-password?token=${token}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Sign in with it.').waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
  return email;
}
