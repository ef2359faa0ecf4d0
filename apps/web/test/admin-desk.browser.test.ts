// eslint-disable-next-line no-restricted-imports -- the test seeds a ticket, a contact message and a failed SMS as the shop would have them
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, seriousViolations, setupShop } from './support/browser.ts';
import { outbox } from './support/customers.ts';
import { staffSignedIn } from './support/staff.ts';

const shop = setupShop();
let seq = 0;
const unique = () => `${Date.now() % 1_000_000}${++seq}`;

/** A ticket, a contact message and a failed SMS written straight into the shop's database, as the shop would have. */
function seed() {
  const db = new Database(shop.sqlitePath);
  const now = new Date().toISOString();
  const n = unique().padStart(8, '0').slice(-8);
  const phone = `015${n}`;
  const code = `SRV-${'ABCDEFGH'[seq % 8]}${'KMNPQRST'[Number(n.slice(-1)) % 8]}${n.slice(-4).replace(/[01]/g, '7')}`;
  const ticket = db
    .prepare(
      `INSERT INTO tickets (code, kind, device, serial_or_imei, problem, name, phone, email, status, created_at,
         updated_at, phone_proven)
       VALUES (?, 'hardware', 'MacBook Air M2', 'C02XK1234567', 'The keyboard stopped typing after a coffee spill.',
         'Youssef Adel', ?, NULL, 'received', ?, ?, 0)`,
    )
    .run(code, phone, now, now);
  db.prepare(
    `INSERT INTO ticket_status_history (ticket_id, status, note, created_at) VALUES (?, 'received', '', ?)`,
  ).run(ticket.lastInsertRowid, now);
  const name = `Nour Desk ${n}`;
  db.prepare(
    `INSERT INTO contact_messages (name, email, phone, topic, message, created_at)
     VALUES (?, ?, NULL, 'Order or delivery', 'My order has not arrived yet, can you check it?', ?)`,
  ).run(name, `nour${n}@example.com`, now);
  const failedTo = `012${n}`;
  const failed = db
    .prepare(
      `INSERT INTO outbox (channel, recipient, subject, body, created_at, failed_at, attempts, last_error)
       VALUES ('sms', ?, NULL, 'Your order is on its way', ?, ?, 8, 'gateway refused the number')`,
    )
    .run(failedTo, now, now);
  db.close();
  return {
    ticketId: Number(ticket.lastInsertRowid),
    code,
    phone,
    name,
    failedId: Number(failed.lastInsertRowid),
    failedTo,
  };
}

async function snap(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
  if (width < 500)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `/tmp/admin-desk-${name}-${width}.png`, fullPage: true });
}

describe('the service desk', () => {
  it(
    'moves a ticket on and its SMS shows in the outbox, marks a contact message handled and retries a failed message',
    { timeout: 240_000 },
    async () => {
      const seeded = seed();
      const { page } = await shop.shopper({ width: 1280, height: 900 });
      await staffSignedIn(shop, page, 'manager');
      await hydrated(page);

      // The dashboard's tile opens the open tickets.
      await page.getByRole('link', { name: /^Open service tickets/ }).click();
      await page.getByRole('heading', { name: 'Service tickets', level: 1 }).waitFor();
      expect(new URL(page.url()).search).toBe('?status=open');
      await page.getByLabel('Ticket code or phone').fill(seeded.phone);
      await page.getByRole('button', { name: 'Show tickets' }).click();
      await page.waitForURL(/q=015/);
      const rows = page.getByRole('table').getByRole('row');
      await expect.poll(() => rows.count()).toBe(2);
      await snap(page, 'tickets', 1280);
      await snap(page, 'tickets', 390);
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('link', { name: seeded.code }).click();
      await page.getByRole('heading', { name: `Ticket ${seeded.code}`, level: 1 }).waitFor();
      await hydrated(page);
      await page.getByLabel('New status').selectOption({ label: 'Repairing' });
      await page.getByLabel('Note to the customer (optional)').fill('The keyboard is ordered');
      await page.getByRole('button', { name: 'Change status' }).click();
      await page.getByText(`${seeded.code} is now Repairing. The customer was told by SMS.`).waitFor();
      await page
        .getByRole('list')
        .filter({ hasText: 'The keyboard is ordered' })
        .getByText('by Sam manager')
        .waitFor();
      await page.getByLabel('New note').fill('Customer prefers a call after 6 pm');
      await page.getByRole('button', { name: 'Add note' }).click();
      await page
        .getByRole('list', { name: 'Staff notes' })
        .getByText('Customer prefers a call after 6 pm')
        .waitFor();
      await snap(page, 'ticket', 1280);
      await snap(page, 'ticket', 390);
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });

      // The SMS the change sent is in the outbox, as staff see it on Messages.
      const sms = outbox(shop, seeded.phone);
      expect(sms[0]).toMatchObject({ channel: 'sms' });
      expect(sms[0]!.body).toMatch(/your service request is now Repairing\. The keyboard is ordered\./);
      await shop.go(page, '/admin');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: /^Messages/ })
        .click();
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
      await page.getByLabel('Recipient').fill(seeded.phone);
      await page.getByRole('button', { name: 'Show messages' }).click();
      const smsRow = page.getByRole('row', { name: new RegExp(seeded.phone) });
      await smsRow.waitFor();
      expect(await smsRow.innerText()).toMatch(/SMS/);
      expect(await page.content()).not.toContain('The keyboard is ordered');

      // The inbox: the contact message is marked handled by this member.
      await shop.go(page, '/admin');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: /^Inbox/ })
        .click();
      await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
      await page.getByLabel('Handled', { exact: true }).selectOption({ label: 'Not handled' });
      await page.getByRole('button', { name: 'Show messages' }).click();
      await page.waitForURL(/handled=no/);
      await page.getByRole('button', { name: `Mark handled: Order or delivery, ${seeded.name}` }).click();
      await page.getByText(`Order or delivery, ${seeded.name}: Marked handled.`).waitFor();
      // Handled, it leaves the list of those not handled and shows among the handled ones with who and when.
      await expect
        .poll(() =>
          page.getByRole('button', { name: `Mark handled: Order or delivery, ${seeded.name}` }).count(),
        )
        .toBe(0);
      await page.goto(`${shop.url}/admin/inbox?handled=yes`);
      const handled = page.getByRole('listitem').filter({ hasText: seeded.name });
      await handled.getByText(/Handled by Sam manager on \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
      await handled
        .getByRole('button', { name: `Mark not handled: Order or delivery, ${seeded.name}` })
        .waitFor();

      // The failed message, from the dashboard's tile: Retry puts it back in the queue.
      await shop.go(page, '/admin');
      await page.getByRole('link', { name: /^Failed messages/ }).click();
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
      const failedRow = page.getByRole('row', { name: new RegExp(seeded.failedTo) });
      expect(await failedRow.innerText()).toMatch(/gateway refused the number/);
      await failedRow.getByRole('button', { name: /^Retry/ }).click();
      await page.getByText('The message is queued to be sent again.').waitFor();
      await expect.poll(() => page.getByRole('row', { name: new RegExp(seeded.failedTo) }).count()).toBe(0);
      await page.goto(`${shop.url}/admin/messages?recipient=${seeded.failedTo}`);
      expect(await page.getByRole('row', { name: new RegExp(seeded.failedTo) }).innerText()).toMatch(
        /Waiting to be sent|Sent/,
      );

      // The audit trail shows the ticket's change field by field, who and when.
      await shop.go(page, '/admin');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: /^Audit trail/ })
        .click();
      await page.getByRole('heading', { name: 'Audit trail', level: 1 }).waitFor();
      await page.getByLabel('Object type').selectOption('ticket');
      await page.getByLabel('Object id').fill(String(seeded.ticketId));
      await page.getByRole('button', { name: 'Show changes' }).click();
      await page.waitForURL(/entity_id=/);
      const change = page.getByRole('listitem').filter({ hasText: 'ticket.status' });
      await change.getByRole('row', { name: /status\s+received\s+repairing/ }).waitFor();
      expect(await change.innerText()).toContain('Sam manager');
      await page.goto(`${shop.url}/admin/audit`);
      await snap(page, 'audit', 1280);
      await snap(page, 'audit', 390);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it(
    'keeps the audit trail and Retry from support, who still reads messages',
    { timeout: 120_000 },
    async () => {
      seed();
      const { page } = await shop.shopper({ width: 390, height: 844 });
      await staffSignedIn(shop, page, 'support');
      expect(
        await page
          .getByRole('navigation', { name: 'Back office' })
          .getByRole('link', { name: /^Audit trail/ })
          .count(),
      ).toBe(0);
      const audit = await page.goto(`${shop.url}/admin/audit`);
      expect(audit?.status()).toBe(403);
      await page.getByText('Only an owner or a manager can do this.', { exact: false }).waitFor();
      await page.goto(`${shop.url}/admin/messages?state=failed`);
      await page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
      expect(await page.getByRole('row').count()).toBeGreaterThan(1);
      expect(await page.getByRole('button', { name: /^Retry/ }).count()).toBe(0);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    },
  );
});
