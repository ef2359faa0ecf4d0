import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage } from './browser.ts';
import { repoRoot, type RunningShop } from './shop-server.ts';

/** What an operator reads with `npm run shop -- outbox --to X --json`: the newest message first. */
export function outbox(
  shop: RunningShop,
  to: string,
): Array<{ body: string; channel: string; subject?: string }> {
  const out = shopCommand(shop, ['outbox', '--to', to, '--json']);
  return JSON.parse(out.slice(out.indexOf('['))) as Array<{ body: string; channel: string }>;
}

/**
 * The SMS starts with the code; the mails say 'code is N', or 'هو N' in Arabic (names and addresses may hold digits
 * too).
 */
export const codeIn = (body: string) => /(?:^|code is |هو )(\d{6})\b/.exec(body)![1]!;

let seq = 0;
/** A new customer nobody has registered yet. */
export function newPerson() {
  seq += 1;
  const n = `${Date.now() % 1_000_000}`.padStart(6, '0') + String(seq).padStart(2, '0');
  return {
    name: 'Salma Hassan',
    email: `salma${n}@example.com`,
    phone: `011${n}`,
    password: 'safe password 1',
  };
}
export type Person = ReturnType<typeof newPerson>;

/** Registers through the form and the code mailed to the address; the shop lands on the profile. */
export async function registerThroughForm(page: Page, shop: RunningShop, who: Person): Promise<void> {
  await openPage(page, shop.url, '/register');
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Phone').fill(who.phone);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText(`We sent a 6-digit code to ${who.email}.`, { exact: false }).waitFor();
  await expect.poll(() => outbox(shop, who.email).length).toBeGreaterThan(0);
  await page.getByLabel('Code', { exact: true }).fill(codeIn(outbox(shop, who.email)[0]!.body));
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/profile$/);
}

/** A customer with an account who is signed out again: registers through the form, then signs out. */
export async function registerAndSignOut(page: Page, shop: RunningShop, who: Person): Promise<void> {
  await registerThroughForm(page, shop, who);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${shop.url}/`);
}

/** In the open phone dialog: sends the code to the customer's phone, reads it from the outbox and enters it. */
export async function verifyPhoneInDialog(page: Page, shop: RunningShop, who: Person): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Your phone number' })
    .getByRole('button', { name: 'Send code' })
    .click();
  const codeStep = page.getByRole('dialog', { name: 'Enter the verification code' });
  await codeStep.getByLabel('Code').waitFor();
  await expect.poll(() => outbox(shop, who.phone).length).toBeGreaterThan(0);
  await codeStep.getByLabel('Code').fill(codeIn(outbox(shop, who.phone)[0]!.body));
  await codeStep.getByRole('button', { name: 'Verify' }).click();
}

/** Runs an operator command (`npm run shop -- ...`) against the test server's database; answers its output. */
export function shopCommand(shop: RunningShop, args: string[]): string {
  return execFileSync(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/cli/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, SQLITE_PATH: shop.sqlitePath, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
}

/** On checkout: saves a Cairo, Nasr City address in the address form and waits for its delivery line. */
export async function addAddress(page: Page) {
  const form = page.getByRole('form', { name: 'Address' });
  await form.getByLabel('Governorate').selectOption({ label: 'Cairo' });
  await form.getByLabel('City').selectOption({ label: 'Nasr City' });
  await form.getByLabel('Street').fill('12 Abbas El Akkad Street');
  await form.getByLabel('Building').fill('7');
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByText('Delivery to Nasr City, Cairo:').waitFor();
}
