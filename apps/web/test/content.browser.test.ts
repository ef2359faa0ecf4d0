import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';
import { outbox } from './support/customers.ts';

const SHOP_EMAIL = 'care@shop.test';

const shop = setupShop({ env: { SHOP_EMAIL } });
const titleOf = (page: string) => `${page} | iSpot Egypt | premium reseller`;

async function expectPage(page: Page, heading: string, path: RegExp) {
  await page.waitForURL(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expect.poll(() => page.title()).toBe(titleOf(heading));
}

describe('content pages in the browser', () => {
  it('the footer and header links reach every content page, each with its title', async () => {
    const { page, problems } = await shop.shopper();
    await shop.go(page, '/help');
    await expectPage(page, 'Help', /\/help$/);

    const footer = page.getByRole('navigation', { name: 'Footer' });
    const stops: Array<[link: string, heading: string, path: RegExp]> = [
      ['About', 'About us', /\/about$/],
      ['Education', 'Education', /\/education$/],
      ['Business', 'Business', /\/business$/],
      ['Stores Location', 'Our stores', /\/map-location\?page=Shopping(%20|\+)Stores$/],
      ['Contact', 'Contact us', /\/contact-us$/],
      ['Terms', 'Terms and conditions', /\/terms$/],
      ['Privacy Policy', 'Privacy policy', /\/policy$/],
      ['FAQ', 'Frequently asked questions', /\/FAQs$/],
      ['BTC Offer', 'Back to College offer', /\/blog-detail\/btc-offer$/],
      ['Trade-in', 'Trade-in', /\/blog-detail\/Trade-in$/],
      ['Easy Payments', 'Easy Payments', /\/blog-detail\/Easy-Payments$/],
      ['Screen Insurance', 'Screen Insurance', /\/blog-detail\/Screen_Insurance$/],
      ['Whole Unit Insurance', 'Whole Unit Insurance', /\/blog-detail\/Whole-unit$/],
    ];
    for (const [link, heading, path] of stops) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expectPage(page, heading, path);
    }
    // The article's side column leads on to the other services.
    await page
      .getByRole('complementary', { name: 'More services' })
      .getByRole('link', { name: 'Trade-in' })
      .click();
    await expectPage(page, 'Trade-in', /\/blog-detail\/Trade-in$/);

    await page.getByRole('banner').getByRole('link', { name: 'Services', exact: true }).click();
    await expectPage(page, 'Services', /\/Services$/);
    await page.getByRole('main').getByRole('link', { name: 'Screen Insurance' }).first().click();
    await expectPage(page, 'Screen Insurance', /\/blog-detail\/Screen_Insurance$/);
    expect(problems).toEqual([]);
  });

  it('an unknown article is a 404 page', async () => {
    const { page } = await shop.shopper();
    const response = await page.goto(`${shop.url}/blog-detail/no-such-offer`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'We could not find that' }).waitFor();
    await page.getByText('There is no service article at this address.').waitFor();
  });

  it('the FAQ accordion opens and closes an answer', async () => {
    const { page, problems } = await shop.shopper();
    await shop.go(page, '/FAQs');
    const question = page.getByText('How much does delivery cost?');
    const answer = page.getByRole('cell', { name: '150 EGP' });
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    await answer.waitFor();
    await page.getByRole('cell', { name: /Greater Cairo/ }).waitFor();
    await question.click();
    await answer.waitFor({ state: 'hidden' });
    // Keyboard: Enter on the focused question opens it too.
    await page.locator('summary', { hasText: 'Can I pay in installments?' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(/6 months without interest/).waitFor();
    expect(problems).toEqual([]);
  });

  it('the stores filter by city, kept in the address', async () => {
    const { page, problems } = await shop.shopper();
    await shop.go(page, '/map-location?page=Shopping%20Stores');
    const stores = page.getByRole('list', { name: 'Stores' }).getByRole('listitem');
    await expect.poll(() => stores.count()).toBe(10);

    await page.getByLabel('City', { exact: true }).selectOption({ label: 'Gleem (1 store)' });
    await page.waitForURL(/city_id=305/);
    expect(new URL(page.url()).searchParams.get('page')).toBe('Shopping Stores');
    await page.getByRole('heading', { name: '1 store in Gleem' }).waitFor();
    await expect.poll(() => stores.count()).toBe(1);
    const store = page.getByRole('article', { name: 'iSpot San Stefano' });
    await store.getByText('San Stefano Grand Plaza, second floor, 399 El Geish Road, Alexandria').waitFor();
    await store.getByText('Saturday to Thursday: 10 am to 11 pm').waitFor();
    expect(await store.getByRole('link', { name: '03 469 0345' }).getAttribute('href')).toBe('tel:034690345');
    const map = store.getByRole('link', { name: /Open in Google Maps/ });
    expect(await map.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    expect(await map.getAttribute('target')).toBe('_blank');

    // The filtered address is a page of its own, rendered on the server.
    await page.reload();
    await page.getByRole('heading', { name: '1 store in Gleem' }).waitFor();
    expect(await page.title()).toBe(titleOf('Stores in Gleem'));

    await page.getByLabel('City', { exact: true }).selectOption({ label: 'All cities (10 stores)' });
    await page.getByRole('heading', { name: 'All 10 stores' }).waitFor();
    expect(new URL(page.url()).searchParams.has('city_id')).toBe(false);
    expect(problems).toEqual([]);
  });

  it('the contact form shows field messages, then sends the message to the shop', async () => {
    const { page, problems } = await shop.shopper();
    await shop.go(page, '/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('button', { name: 'Send message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Choose what your message is about',
      'Message is required',
    ]) {
      await form.getByText(message).waitFor();
    }
    // Each message is tied to its input.
    expect(await form.getByLabel('Your name').getAttribute('aria-invalid')).toBe('true');
    const describedBy = await form.getByLabel('Email').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Email is required');

    await form.getByLabel('Your name').fill('Mona Adel');
    await form.getByLabel('Email').fill('mona@example');
    await form.getByLabel('Phone (optional)').fill('0101');
    await form.getByLabel('What is it about?').selectOption('Order or delivery');
    await form.getByLabel('Your message').fill('Too short');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Enter a valid email address').waitFor();
    await form.getByText('Max phone length exceeded').waitFor();
    await form.getByText('Message must be at least 10 characters').waitFor();

    await form.getByLabel('Email').fill('mona@example.com');
    await form.getByLabel('Phone (optional)').fill('01012345678');
    await form.getByLabel('Your message').fill('Where is my order ISP-000042? It was due yesterday.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByRole('status')
      .getByText('Thank you for your message. We reply within one working day.')
      .waitFor();

    const mail = outbox(shop, SHOP_EMAIL)[0]!;
    expect(mail.subject).toMatch(/^Contact form #\d+: Order or delivery from Mona Adel$/);
    expect(mail.body).toContain('Where is my order ISP-000042?');
    expect(problems).toEqual([]);
  });

  it('a business inquiry on a phone is recorded and acknowledged by e-mail', async () => {
    const { page, problems } = await shop.shopper({ width: 390 });
    await shop.go(page, '/business');
    await page.getByRole('heading', { level: 1, name: 'Business' }).waitFor();
    const form = page.getByRole('form', { name: 'Ask for a business quotation' });
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await form.getByText('Organisation is required').waitFor();
    await form.getByText('Number of devices is required').waitFor();

    await form.getByLabel('Company').fill('Delta Pharma');
    await form.getByLabel('Your name').fill('Omar Said');
    await form.getByLabel('Work email').fill('omar@delta-pharma.example');
    await form.getByLabel('Phone').fill('01234567890');
    await form.getByLabel('Number of devices').fill('25');
    await form.getByLabel('Devices you are interested in').fill('iPhone 16 for the field sales team');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await page
      .getByRole('status')
      .getByText('Our enterprise team will contact you within two working days.')
      .waitFor();

    const [ack] = outbox(shop, 'omar@delta-pharma.example');
    expect(ack!.subject).toBe('Your business inquiry at iSpot Egypt');
    expect(outbox(shop, SHOP_EMAIL).some((m) => m.subject?.startsWith('New business lead'))).toBe(true);
    expect(problems).toEqual([]);
  });
});
