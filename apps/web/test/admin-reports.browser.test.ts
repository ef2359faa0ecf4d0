import { readFileSync } from 'node:fs';
// eslint-disable-next-line no-restricted-imports -- the test seeds orders of a past month as the shop would have them
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import { shopCommand } from './support/customers.ts';

const shop = setupShop();

const PASSWORD = 'back office 2026';
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${(seq += 1)}`;

async function staffSignedIn(page: Page, role: 'manager' | 'support') {
  const email = `${role}${unique()}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', `Rana ${role}`, '--role', role]);
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

/**
 * Three orders of June 2025 written straight into the shop's database: cash 1,500 on the 10th, card 2,500 on the
 * 11th with 500 of it refunded, and a cancelled card order of 900 that sold nothing. Cairo is UTC+3 then.
 */
function seed() {
  const db = new Database(shop.sqlitePath);
  const user = db
    .prepare('INSERT INTO users (name, email, phone_verified, created_at) VALUES (?, ?, 0, ?)')
    .run('Report Buyer', `buyer${unique()}@example.com`, '2025-06-01T00:00:00.000Z');
  const order = db.prepare(
    `INSERT INTO orders (user_id, status, payment_method, address_json, subtotal, discount, method_discount,
       promo_discount, installment_fee, delivery_fee, total, notes, device_type, created_at, updated_at)
     VALUES (?, ?, ?, '{}', ?, 0, 0, 0, 0, 0, ?, '', 1, ?, ?)`,
  );
  const ids: number[] = [];
  for (const [status, method, total, at] of [
    ['processing', 'cod', 1500, '2025-06-10T09:00:00.000Z'],
    ['delivered', 'card', 2500, '2025-06-11T09:00:00.000Z'],
    ['cancelled', 'card', 900, '2025-06-11T10:00:00.000Z'],
  ] as const)
    ids.push(Number(order.run(user.lastInsertRowid, status, method, total, total, at, at).lastInsertRowid));
  db.prepare(
    `INSERT INTO order_refunds (order_id, amount, method, state, created_at) VALUES (?, 500, 'card', 'done', ?)`,
  ).run(ids[1], '2025-06-12T09:00:00.000Z');
  db.close();
}

const cells = async (page: Page, row: string) =>
  (await page.getByRole('row', { name: new RegExp(`^${row}`) }).innerText())
    .split(/\s*\t\s*|\n/)
    .filter(Boolean);

describe('sales reports', () => {
  it(
    'a manager opens Reports, changes the range and grouping, reads the table and downloads it',
    { timeout: 180_000 },
    async () => {
      seed();
      const { page, problems } = await shop.shopper({ width: 1280 });
      await staffSignedIn(page, 'manager');
      await hydrated(page);
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: /^Reports/ })
        .click();
      await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
      // Opened without a range: the last 30 days by day.
      await page.getByRole('heading', { name: /^Sales over time, .* by day$/ }).waitFor();

      await page.getByLabel('From', { exact: true }).fill('2025-06-10');
      await page.getByLabel('To', { exact: true }).fill('2025-06-12');
      await page.getByLabel('Group by').selectOption('week');
      await page.getByRole('button', { name: 'Show report' }).click();
      await page
        .getByRole('heading', { name: 'Sales over time, 2025-06-10 to 2025-06-12 by week' })
        .waitFor();
      const table = page.getByRole('table', { name: /Sales over time/ });
      expect(await cells(page, 'Week of 2025-06-07')).toEqual([
        'Week of 2025-06-07',
        '2',
        '4,000 EGP',
        '500 EGP',
        '3,500 EGP',
      ]);
      await expect.poll(() => table.getByRole('row').count()).toBe(3); // header, the week, the total
      await page.getByRole('img', { name: /Sales over time, 2025-06-10 to 2025-06-12/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-reports-1280.png', { fullPage: true });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('sales-by-week-2025-06-10-to-2025-06-12.csv');
      const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
      expect(csv.trim().split('\n')).toEqual([
        'Week (from Saturday),Orders,Revenue (EGP),Refunds (EGP),Net (EGP)',
        'Week of 2025-06-07,2,4000,500,3500',
        'Total,2,4000,500,3500',
      ]);

      await page.getByLabel('Report', { exact: true }).selectOption({ label: 'By payment method' });
      await page.getByRole('button', { name: 'Show report' }).click();
      await page.getByRole('heading', { name: 'By payment method, 2025-06-10 to 2025-06-12' }).waitFor();
      expect(await cells(page, '1 Credit or debit card')).toEqual([
        '1',
        'Credit or debit card',
        '1',
        '2,500 EGP',
        '500 EGP',
        '2,000 EGP',
      ]);
      expect(await cells(page, '2 Cash on delivery')).toEqual([
        '2',
        'Cash on delivery',
        '1',
        '1,500 EGP',
        '0 EGP',
        '1,500 EGP',
      ]);

      await saveScreenshot(page, 'admin-reports-methods-1280.png', { fullPage: true });

      // A range the shop cannot read is explained beside its field.
      await page.getByLabel('From', { exact: true }).fill('2025-06-20');
      await page.getByRole('button', { name: 'Show report' }).click();
      await page.getByText('From must be on or before To').waitFor();
      expect(problems).toEqual([]);
    },
  );

  it(
    'fits a phone, and support is told reports are for owners and managers',
    { timeout: 180_000 },
    async () => {
      const { page } = await shop.shopper({ width: 390 });
      await staffSignedIn(page, 'manager');
      await shop.go(page, '/admin/reports?report=sales&from=2025-06-01&to=2025-06-30&group=day');
      await page.getByRole('heading', { name: 'Sales over time, 2025-06-01 to 2025-06-30 by day' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'admin-reports-390.png', { fullPage: true });
      // The table keeps its columns and scrolls inside its own box.
      await page
        .getByRole('region', { name: 'Sales over time table' })
        .getByRole('columnheader', { name: 'Net' })
        .waitFor();

      const desk = await shop.shopper({ width: 1280 });
      await staffSignedIn(desk.page, 'support');
      expect(
        await desk.page
          .getByRole('navigation', { name: 'Back office' })
          .getByRole('link', { name: /^Reports/ })
          .count(),
      ).toBe(0);
      await desk.page.goto(`${shop.url}/admin/reports`);
      await desk.page.getByText('Only an owner or a manager can do this.', { exact: false }).waitFor();
    },
  );
});
