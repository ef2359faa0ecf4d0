import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, setupShop } from './support/browser.ts';
import { codeIn, outbox } from './support/customers.ts';

const shop = setupShop();

async function open(path: string, width = 1280) {
  // Hydrated: the pickers react to clicks only once React runs.
  const opened = await shop.open(path, { width, consoleErrors: true });
  expect(opened.status).toBe(200);
  return opened;
}

const price = (page: Page) => page.locator('.item__now').textContent();

describe('item page', () => {
  it('is rendered on the server with the slug as its title and Product JSON-LD', async () => {
    const response = await fetch(`${shop.url}/item/iphone-17-pro?name=iPhone-17-Pro`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>iphone-17-pro | iSpot Egypt | premium reseller</title>');
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      '@type': 'Product',
      name: 'iPhone 17 Pro',
      offers: { priceCurrency: 'EGP' },
    });
    expect(html).toContain(`<link rel="canonical" href="${shop.origin}/item/iphone-17-pro"/>`);
    // Page metadata: the product's category is the section, the share image is on the shop's host, and the
    // article dates and author, which a product does not have, are left out.
    expect(html).toContain('<meta property="article:section" content="Phones"/>');
    expect(html).toContain(
      `<meta property="og:image" content="${shop.origin}/share/products/iphone-17-pro.png?v=`,
    );
    expect(html).not.toMatch(/article:(published_time|modified_time|author)/);
  });

  it('changes price, picture and address when another size and colour are picked', async () => {
    const { page, problems } = await open('/item/iphone-17-pro?name=iPhone-17-Pro');
    const before = await price(page);
    const image = () => page.locator('.gallery__image').getAttribute('src');
    const firstImage = await image();

    await page.getByRole('radiogroup', { name: 'Size' }).getByLabel('1TB').click();
    await page.waitForURL((url) => url.searchParams.has('variant'));
    await expect.poll(() => price(page)).not.toBe(before);
    expect(new URL(page.url()).searchParams.get('name')).toBe('iPhone-17-Pro');

    await page.getByRole('radiogroup', { name: 'Colour' }).getByLabel('Deep Blue').click();
    await expect.poll(image).not.toBe(firstImage);
    expect(await page.getByRole('radiogroup', { name: 'Size' }).getByLabel('1TB').isChecked()).toBe(true);

    // The chosen variant survives a reload: the server renders it from the address.
    const chosenPrice = await price(page);
    await page.reload();
    await hydrated(page);
    expect(await price(page)).toBe(chosenPrice);
    expect(await page.getByRole('radiogroup', { name: 'Colour' }).getByLabel('Deep Blue').isChecked()).toBe(
      true,
    );
    expect(problems).toEqual([]);
  });

  it('adds the chosen quantity to the cart, up to the most allowed per order', async () => {
    const { page } = await open('/item/iphone-17-pro?name=iPhone-17-Pro');
    await expect.poll(() => page.getByRole('link', { name: /^Cart, \d+ items$/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Cart, 2 items' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Added 2 to cart' }).count()).toBe(1);
    // iPhone 17 Pro allows two per order: a third is refused with a reason, and the count stays.
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect.poll(() => page.getByText(/the most we can sell per order \(2\)/).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Cart, 2 items' }).count()).toBe(1);
  });

  it('offers "notify me" for a sold-out product and confirms the request', async () => {
    const { page } = await open('/item/iphone-15-plus?name=iPhone-15-Plus');
    expect(await page.locator('.item__status').textContent()).toBe('Out of stock');
    expect(await page.getByRole('button', { name: 'Add to cart', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('E-mail').fill('waiting@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect.poll(() => page.locator('.notify-form__message--done').textContent()).toMatch(/\S/);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it("fills in a signed-in customer's own e-mail in the notify form", async () => {
    const email = `notify-${Date.now()}@example.com`;
    // Sign-up mails a code to the address; the same call with the code makes the account.
    const details = { name: 'Nour Waiting', email, password: 'waiting password 1' };
    const signUp = (body: object) =>
      fetch(`${shop.url}/api/customer/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await signUp(details)).status).toBe(202);
    const signup = await signUp({ ...details, code: codeIn(outbox(shop, email)[0]!.body) });
    expect(signup.status).toBe(201);
    const { data } = (await signup.json()) as { data: { token: string; user: { id: number } } };
    const context = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The session the storefront keeps in localStorage after a sign-in.
    await context.addInitScript(
      ([token, mail, id]) => {
        localStorage.setItem('token', token!);
        localStorage.setItem('email', mail!);
        localStorage.setItem('name', 'Nour Waiting');
        localStorage.setItem('user_id', id!);
      },
      [data.token, email, String(data.user.id)],
    );
    const page = await context.newPage();
    await shop.go(page, '/item/iphone-15-plus?name=iPhone-15-Plus');
    await expect.poll(() => page.getByLabel('E-mail').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect.poll(() => page.locator('.notify-form__message--done').textContent()).toMatch(/\S/);
    await context.close();
  });

  it('shows a real not-found page with a way back for an unknown product', async () => {
    const { page, status } = await shop.open('/item/no-such-phone?name=x', { hydrate: false });
    expect(status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('We could not find that');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('product hero page', () => {
  it('shows the product with a Buy link to its item page, and fixes a wrong category slug', async () => {
    const { page } = await open('/overview/iphone-17-pro/phones');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('iPhone 17 Pro');
    expect(await page.getByRole('link', { name: 'Buy iPhone 17 Pro' }).getAttribute('href')).toBe(
      '/item/iphone-17-pro?name=iPhone-17-Pro',
    );
    const moved = await fetch(`${shop.url}/overview/iphone-17-pro/laptops`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/overview/iphone-17-pro/phones');
  });
});
