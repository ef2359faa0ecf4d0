import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TICKET_NOT_FOUND } from '@shop/contract/tickets';
import { hydrated, seriousViolations, setupShop } from './support/browser.ts';
import { newPerson, outbox, shopCommand } from './support/customers.ts';

const shop = setupShop();

const IMEI = '356938035643809';

/** `npm run shop -- tickets ...` against the server's database, as an operator would run it. */
const ticketsCli = (...args: string[]) => shopCommand(shop, ['tickets', ...args]);

/** The panel of the selected tab (the others are hidden, so role queries skip them). */
const panel = (page: Page) => page.getByRole('tabpanel');

/** The texts an input points at with aria-describedby: its hint and its error. */
async function describedBy(input: Locator): Promise<string[]> {
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return Promise.all(ids.map(async (id) => (await input.page().locator(`[id="${id}"]`).textContent()) ?? ''));
}

async function expectFieldError(input: Locator, message: string) {
  await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
  expect(await describedBy(input)).toContain(message);
}

async function selectedTab(page: Page): Promise<string> {
  return (await page.getByRole('tab', { selected: true }).textContent()) ?? '';
}

describe.each([1280, 390])('the service centre at %i px', (width) => {
  it('sends a hardware request from the footer link, shows the code, and tracks it with the code and phone', async () => {
    const { page, problems } = await shop.shopper({ width });
    const who = newPerson();
    await shop.go(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Hardware Service' }).click();
    await page.waitForURL(/\/Maintenance\?tab=hardware$/);
    await expect.poll(() => page.title()).toMatch(/^Service centre \| /);
    await expect.poll(() => selectedTab(page)).toBe('Hardware Service');

    const form = panel(page);
    await form.getByLabel('Device', { exact: true }).fill('iPhone 15 Pro');
    await form.getByLabel('Serial number or IMEI').fill(IMEI);
    await form.getByLabel('Problem').fill('The screen stays black after a fall, but it still rings.');
    await form.getByLabel('Full name').fill(who.name);
    await form.getByLabel('Phone', { exact: true }).fill(who.phone);
    await form.getByLabel('Email (optional)').fill(who.email);
    await form.getByRole('button', { name: 'Send request' }).click();

    await form.getByRole('heading', { name: 'Request received' }).waitFor();
    const code = (await form.getByText(/^SRV-[2-9A-HJKMNP-Z]{6}$/).textContent())!;
    expect(await form.getByText(`with your phone number (${who.phone})`, { exact: false }).count()).toBe(1);
    // A guest has not proven the number or the address: they get the shop's own words, never the code or the
    // request's text, which only this page shows. The SMS goes out in the same transaction as the ticket.
    const sms = outbox(shop, who.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toMatch(/a hardware service request was made with this number/);
    expect(sms[0]!.body).not.toContain(code);
    expect(outbox(shop, who.email)[0]!.body).not.toContain(code);

    // Track Your Device: the code and the phone show the ticket with its history.
    await page.getByRole('tab', { name: 'Track Your Device' }).click();
    await page.waitForURL(/\?tab=tracking$/);
    const tracking = panel(page);
    await tracking.getByLabel('Tracking code').fill(code.toLowerCase());
    await tracking.getByLabel('Phone', { exact: true }).fill(who.phone);
    await tracking.getByRole('button', { name: 'Track', exact: true }).click();
    const history = tracking.getByRole('list', { name: 'Status history' });
    await history.getByText('Received').waitFor();
    expect(await tracking.getByRole('heading', { name: 'iPhone 15 Pro' }).count()).toBe(1);
    expect(await history.getByRole('listitem').count()).toBe(1);

    // The service centre moves it on; the customer sees the new status and the note on the next look-up.
    expect(
      ticketsCli('set-status', code, 'diagnosing', '--note', 'Our technician is checking the display'),
    ).toMatch(/Received -> Diagnosing/);
    await tracking.getByRole('button', { name: 'Track', exact: true }).click();
    await history.getByText('Diagnosing').waitFor();
    expect(await history.getByRole('listitem').count()).toBe(2);
    expect(await history.getByText('Our technician is checking the display').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(outbox(shop, who.phone)[0]!.body).toMatch(/is now Diagnosing\./);

    // The right code with another phone shows nothing but the one message.
    await tracking.getByLabel('Phone', { exact: true }).fill('01000000000');
    await tracking.getByRole('button', { name: 'Track', exact: true }).click();
    await tracking.getByRole('alert').getByText(TICKET_NOT_FOUND).waitFor();
    expect(await tracking.getByRole('list', { name: 'Status history' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('shows the contract messages beside the fields and sends nothing until they are right', async () => {
    const { page, problems } = await shop.shopper({ width });
    const who = newPerson();
    await shop.go(page, '/Maintenance?tab=software');
    const form = panel(page);
    await form.getByRole('heading', { name: 'Software service request' }).waitFor();
    await form.getByRole('button', { name: 'Send request' }).click();

    await expectFieldError(form.getByLabel('Device', { exact: true }), 'Device is required');
    await expectFieldError(form.getByLabel('Serial number or IMEI'), 'Serial number or IMEI is required');
    await expectFieldError(form.getByLabel('Problem'), 'Describe the problem');
    await expectFieldError(form.getByLabel('Full name'), 'Name is required');
    await expectFieldError(form.getByLabel('Phone', { exact: true }), 'Phone is required');
    expect(await form.getByLabel('Email (optional)').getAttribute('aria-invalid')).toBeNull();

    await form.getByLabel('Device', { exact: true }).fill('MacBook Air');
    await form.getByLabel('Serial number or IMEI').fill('356938035643808');
    await form.getByLabel('Problem').fill('Slow');
    await form.getByLabel('Full name').fill(who.name);
    await form.getByLabel('Phone', { exact: true }).fill('0101');
    await form.getByLabel('Email (optional)').fill('not-an-address');
    await form.getByRole('button', { name: 'Send request' }).click();

    await expectFieldError(
      form.getByLabel('Serial number or IMEI'),
      'This IMEI is not valid: check the 15 digits',
    );
    await expectFieldError(form.getByLabel('Problem'), 'Describe the problem in at least 10 characters');
    await expectFieldError(form.getByLabel('Phone', { exact: true }), 'Max phone length exceeded');
    await expectFieldError(form.getByLabel('Email (optional)'), 'Enter a valid email address');
    expect(await form.getByLabel('Device', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    expect(await form.getByRole('heading', { name: 'Request received' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The tracking form checks its two fields the same way.
    await page.getByRole('tab', { name: 'Track Your Device' }).click();
    const tracking = panel(page);
    await tracking.getByRole('button', { name: 'Track', exact: true }).click();
    await expectFieldError(tracking.getByLabel('Tracking code'), 'Tracking code is required');
    await expectFieldError(tracking.getByLabel('Phone', { exact: true }), 'Phone is required');
    await tracking.getByLabel('Tracking code').fill('SRV-12');
    await tracking.getByRole('button', { name: 'Track', exact: true }).click();
    await expectFieldError(
      tracking.getByLabel('Tracking code'),
      'Enter the tracking code from your SMS, such as SRV-7K3Q9P',
    );
    expect(problems).toEqual([]);
  });

  it('remembers the chosen tab for /Maintenance without one, and moves between tabs with the arrow keys', async () => {
    const { page, problems } = await shop.shopper({ width });
    await shop.go(page, '/Maintenance');
    expect(await selectedTab(page)).toBe('Support');
    await panel(page).getByRole('link', { name: /19345/ }).waitFor();
    expect(await panel(page).getByRole('link', { name: 'Read the FAQ' }).getAttribute('href')).toBe('/FAQs');
    expect(await panel(page).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Software Service' }).click();
    await page.waitForURL(/\?tab=software$/);
    await expect.poll(() => selectedTab(page)).toBe('Software Service');

    // Back to /Maintenance with no tab (a fresh load, as from the header's Support link): the last tab reopens.
    await shop.go(page, '/Maintenance');
    await expect.poll(() => selectedTab(page)).toBe('Software Service');
    await page.waitForURL(/\?tab=software$/);

    // Arrow keys move along the tablist and open the tab; Home and End go to either end.
    await page.getByRole('tab', { name: 'Software Service' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedTab(page)).toBe('Track Your Device');
    await page.waitForURL(/\?tab=tracking$/);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Track Your Device');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => selectedTab(page)).toBe('Support');
    await page.keyboard.press('End');
    await expect.poll(() => selectedTab(page)).toBe('Track Your Device');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selectedTab(page)).toBe('Software Service');
    expect(await page.getByRole('tab', { name: 'Hardware Service' }).getAttribute('tabindex')).toBe('-1');
    expect(await page.getByRole('tab', { name: 'Software Service' }).getAttribute('aria-controls')).toBe(
      await panel(page).getAttribute('id'),
    );

    await page.reload();
    await hydrated(page);
    await expect.poll(() => selectedTab(page)).toBe('Software Service');

    // The memory belongs to this browser tab's session: a new shopper starts on Support.
    const other = await shop.shopper({ width });
    await shop.go(other.page, '/Maintenance');
    await other.page.waitForTimeout(300);
    expect(await selectedTab(other.page)).toBe('Support');
    expect(problems).toEqual([]);
    expect(other.problems).toEqual([]);
  });
});
