import { createHmac } from 'node:crypto';
// eslint-disable-next-line no-restricted-imports -- the test seeds orders as the shop would have them; no page writes them yet
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import { shopCommand } from './support/customers.ts';

const shop = setupShop();

const PASSWORD = 'back office 2026';
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${(seq += 1)}`;

/** RFC 6238 (SHA-1, 6 digits, 30 s), written here again so the test checks the server's codes independently. */
function totp(secret: string, atMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const cairoToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

async function signIn(page: Page, email: string) {
  await page.goto(`${shop.url}/admin/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** An owner or manager added by the operator command, with a password set from the printed link, signed in. */
async function staffSignedIn(page: Page, role: 'owner' | 'manager'): Promise<string> {
  const email = `${role}${unique()}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', `Dana ${role}`, '--role', role]);
  const token = /\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
  await page.goto(`${shop.url}/admin/set-password?token=${token}`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('Your password is set. Sign in with it.').waitFor();
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
  return email;
}

/** Orders, a ticket and a failed message written straight into the shop's database, as the shop would have. */
function seed(): { lowStock: number } {
  const db = new Database(shop.sqlitePath);
  const now = new Date().toISOString();
  const user = db
    .prepare('INSERT INTO users (name, email, phone_verified, created_at) VALUES (?, ?, 0, ?)')
    .run('Dash Buyer', `buyer${unique()}@example.com`, now);
  const order = db.prepare(
    `INSERT INTO orders (user_id, status, payment_method, address_json, subtotal, discount, method_discount,
       promo_discount, installment_fee, delivery_fee, total, notes, device_type, created_at, updated_at)
     VALUES (?, ?, ?, '{}', ?, 0, 0, 0, 0, 0, ?, '', 1, ?, ?)`,
  );
  for (const [status, method, total] of [
    ['paid', 'card', 1234],
    ['delivered', 'valu', 1000],
    ['processing', 'cod', 567],
    ['cancelled', 'cod', 999],
  ] as const)
    order.run(user.lastInsertRowid, status, method, total, total, now, now);
  db.prepare(
    `INSERT INTO tickets (code, kind, device, serial_or_imei, problem, name, phone, status, created_at, updated_at)
     VALUES ('DASH-0001', 'hardware', 'Phone', '1', 'Screen', 'Test Person', '01000000000', 'received', ?, ?)`,
  ).run(now, now);
  db.prepare(
    `INSERT INTO outbox (channel, recipient, subject, body, created_at, failed_at, last_error)
     VALUES ('email', 'gone@example.com', 'x', 'x', ?, ?, 'mailbox unavailable')`,
  ).run(now, now);
  const low = db
    .prepare(
      `SELECT count(*) AS n FROM product_variants v JOIN products p ON p.id = v.product_id
       WHERE v.stock BETWEEN 1 AND 5 AND p.active = 1`,
    )
    .get() as { n: number };
  db.close();
  return { lowStock: low.n };
}

async function tile(page: Page, label: string) {
  const link = page.getByRole('link', { name: new RegExp(`^${label}`) });
  return { text: await link.innerText(), href: await link.getAttribute('href') };
}

describe('the back office dashboard', () => {
  it.each([1280, 390])(
    'shows the seeded figures at %i px, each tile leading to its list, with a chart and its table',
    { timeout: 120_000 },
    async (width) => {
      const { lowStock } = width === 1280 ? seed() : { lowStock: -1 };
      const { page, problems } = await shop.shopper({ width });
      await staffSignedIn(page, 'manager');
      await hydrated(page);
      const today = cairoToday();

      const paid = await tile(page, 'Paid online today');
      expect(paid.text).toContain('2,234 EGP');
      expect(paid.text).toContain('2 orders');
      expect(paid.href).toBe(`/admin/orders?from=${today}`);
      const cod = await tile(page, 'Cash on delivery today');
      expect(cod.text).toContain('567 EGP');
      expect(cod.text).toContain('1 order');
      expect((await tile(page, 'Orders today')).text).toContain('4');
      expect(await tile(page, 'Paid orders')).toEqual({
        text: expect.stringContaining('1'),
        href: '/admin/orders?status=paid',
      });
      expect((await tile(page, 'Processing orders')).href).toBe('/admin/orders?status=processing');
      expect((await tile(page, 'Shipped orders')).href).toBe('/admin/orders?status=shipped');
      const low = await tile(page, 'Low stock');
      expect(low.href).toBe('/admin/products?stock=low');
      expect(low.text).toContain('variants with 5 or fewer left');
      if (lowStock >= 0) expect(low.text).toContain(String(lowStock));
      // Tickets and messages lead to their lists, filtered to what the count counts.
      expect(await tile(page, 'Open service tickets')).toEqual({
        text: expect.stringContaining('1'),
        href: '/admin/tickets?status=open',
      });
      expect(await tile(page, 'Failed messages')).toEqual({
        text: expect.stringContaining('1'),
        href: '/admin/messages?state=failed',
      });

      // The chart is one image with a summary; its table holds the same figures.
      const chart = page.getByRole('img', { name: /Revenue, last 30 days/ });
      expect(await chart.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
      expect(await chart.evaluate((el) => el.querySelectorAll('rect').length)).toBe(2);
      await page.getByText('Revenue by day as a table').click();
      const row = page.getByRole('row', { name: new RegExp(today) });
      expect(await row.innerText()).toMatch(/2,234 EGP\s+567 EGP/);

      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `admin-dashboard-${width}.png`, { fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});

describe('categories in the back office', () => {
  it(
    'renames a category and the storefront’s mega-menu shows the new name at once',
    { timeout: 120_000 },
    async () => {
      const { page, problems } = await shop.shopper({ width: 1280 });
      await staffSignedIn(page, 'manager');
      await page.goto(`${shop.url}/admin/categories`);
      await hydrated(page);
      const field = page.getByLabel(/^Name of Category /).first();
      const before = await field.inputValue();
      const renamed = `${before} Plus ${unique()}`;
      await field.fill(renamed);
      await page.getByRole('button', { name: `Rename Category ${before}` }).click();
      await page.getByText(`Category "${renamed}" is saved.`).waitFor();
      await saveScreenshot(page, 'admin-categories-1280.png');
      expect(await seriousViolations(page)).toEqual([]);

      // A name is required, and the refusal sits beside the field.
      const again = page.getByLabel(`Name of Category ${renamed}`);
      await again.fill('  ');
      await page.getByRole('button', { name: `Rename Category ${renamed}` }).click();
      await page.getByText('Name is required').waitFor();
      expect(await again.getAttribute('aria-invalid')).toBe('true');

      // Both pages at a phone's width: no sideways scroll, nothing axe calls serious.
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of ['/admin/categories', '/admin/brands']) {
        await page.goto(`${shop.url}${path}`);
        await hydrated(page);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          path,
        ).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
        await saveScreenshot(page, `admin${path.replace('/admin/', '-')}-390.png`);
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(`${shop.url}/`);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Shop' }).click();
      await nav.getByRole('button', { name: renamed, exact: true }).waitFor();
      expect(await nav.getByRole('button', { name: before, exact: true }).count()).toBe(0);
      expect(problems).toEqual([]);
    },
  );
});

describe('two-step sign-in', () => {
  it(
    'is set up on the account page and then asks for the code after the password',
    { timeout: 150_000 },
    async () => {
      const { page, problems } = await shop.shopper({ width: 390 });
      const email = await staffSignedIn(page, 'owner');
      await page.goto(`${shop.url}/admin/account`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
      await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
      const secret = (await page.locator('.admin-enrol__secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-account-enrol-390.png', { fullPage: true });

      const codeField = page.getByLabel('Code from the app', { exact: true });
      await codeField.fill('12');
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      await page.getByText('The code is the 6 digits your authenticator app shows').waitFor();
      expect(await codeField.getAttribute('aria-invalid')).toBe('true');
      const at = Date.now();
      await codeField.fill(totp(secret, at));
      await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
      const recovery = page.getByRole('list', { name: 'Recovery codes' });
      await recovery.waitFor();
      expect(await recovery.getByRole('listitem').count()).toBe(10);
      await page.getByText(/^On: signing in asks for the code/).waitFor();

      await page.goto(`${shop.url}/admin`);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByText('You are signed out.').waitFor();
      await signIn(page, email);
      await page.getByRole('heading', { name: 'Enter your code', level: 1 }).waitFor();
      const code = page.getByLabel('Code', { exact: true });
      // The code that turned it on was used already.
      await code.fill(totp(secret, at));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('That code is not correct.', { exact: false }).waitFor();
      expect(await code.getAttribute('aria-invalid')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      await code.fill(totp(secret, at + 30_000));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Back office', level: 1 }).waitFor();
      await page.getByText('Signed in as Dana owner').waitFor();

      // Required of everybody: a member without it can only set it up (or sign out) until they do.
      await page.goto(`${shop.url}/admin/account`);
      await page.getByRole('button', { name: 'Require it of everybody' }).click();
      await page.getByText('Two-step sign-in is now required of every member.').waitFor();
      const { page: other } = await shop.shopper({ width: 390 });
      const memberEmail = `member${unique()}@example.com`;
      const out = shopCommand(shop, [
        'staff',
        'add',
        memberEmail,
        '--name',
        'Mai Member',
        '--role',
        'support',
      ]);
      const token = /\/admin\/set-password\?token=([A-Za-z0-9_-]+)/.exec(out)![1]!;
      await other.goto(`${shop.url}/admin/set-password?token=${token}`);
      await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await other.getByRole('button', { name: 'Set password' }).click();
      await other.getByText('Your password is set. Sign in with it.').waitFor();
      await signIn(other, memberEmail);
      await other.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
      await other.getByRole('alert').filter({ hasText: 'The shop requires two-step sign-in.' }).waitFor();
      await other.goto(`${shop.url}/admin/categories`);
      await other.getByRole('heading', { name: 'Your account', level: 1 }).waitFor();
      await other.getByRole('button', { name: 'Sign out' }).click();
      await other.getByText('You are signed out.').waitFor();
      expect(problems).toEqual([]);
    },
  );
});
