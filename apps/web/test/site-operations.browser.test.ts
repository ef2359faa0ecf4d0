import { describe, expect, it } from 'vitest';
import { hydrated, setupShop } from './support/browser.ts';
import { newPerson, registerThroughForm, shopCommand, verifyPhoneInDialog } from './support/customers.ts';

const shop = setupShop();

describe('maintenance, rewards, analytics and deploys in the browser', () => {
  it('runs the whole maintenance cycle: on, English and Arabic, preview bypass, Exit, off, home', async () => {
    // A shopper already on a page when maintenance starts: the next call of any kind answers 700 and moves them.
    const early = await shop.shopper();
    await shop.go(early.page, '/');
    shopCommand(shop, [
      'maintenance',
      'on',
      '--message-en',
      'Back at 6 pm with new arrivals',
      '--message-ar',
      'نعود في السادسة مساءً',
    ]);
    try {
      await early.page.getByLabel('Email address').fill('early@example.com');
      await early.page.getByRole('button', { name: 'Subscribe' }).click();
      await early.page.waitForURL(/\/under-construction$/);

      const { page, problems } = await shop.shopper();
      await page.goto(`${shop.url}/`);
      await page.waitForURL(/\/under-construction$/);
      await page.getByRole('heading', { name: 'Back at 6 pm with new arrivals' }).waitFor();
      expect(await page.title()).toBe('Back at 6 pm with new arrivals');
      // No layout and no Rewards button on this page.
      expect(await page.getByRole('button', { name: 'Rewards' }).count()).toBe(0);

      await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.reload();
      const arabic = page.getByRole('heading', { name: 'نعود في السادسة مساءً' });
      await arabic.waitFor();
      expect(await arabic.getAttribute('dir')).toBe('rtl');

      // Preview: the query turns bypass on and stores it; the header offers Exit.
      await shop.go(page, '/?skip_maintenance=1');
      await page.getByRole('button', { name: 'Exit preview' }).first().waitFor();
      await shop.go(page, '/search?search=iphone');
      await page.getByRole('button', { name: 'Exit preview' }).first().waitFor();
      await page.getByRole('button', { name: 'Exit preview' }).first().click();
      await page.waitForURL(/\/under-construction$/);

      shopCommand(shop, ['maintenance', 'off']);
      await expect
        .poll(
          async () => {
            await page.goto(`${shop.url}/under-construction`);
            return new URL(page.url()).pathname;
          },
          { timeout: 20_000, interval: 1_000 },
        )
        .toBe('/');
      await page.getByRole('button', { name: 'Rewards' }).waitFor();
      expect(problems).toEqual([]);
    } finally {
      shopCommand(shop, ['maintenance', 'off']);
    }
  });

  it('Rewards: a guest is sent to sign in; an unverified phone opens the dialog, then the panel shows the points', async () => {
    const { page } = await shop.shopper({ width: 390 });
    await shop.go(page, '/');
    await page.getByRole('button', { name: 'Rewards' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Sign in to see your rewards.').waitFor();

    const who = newPerson();
    await registerThroughForm(page, shop, who);
    await page.getByRole('button', { name: 'Rewards' }).click();
    await verifyPhoneInDialog(page, shop, who);

    const panel = page.getByRole('dialog', { name: 'Your rewards' });
    await panel.getByText('0', { exact: true }).waitFor();
    await panel.getByText(`Member +2${who.phone}.`, { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();

    // Verified now: the check answers 200 and the panel opens straight away.
    await page.getByRole('button', { name: 'Rewards' }).click();
    await page.getByRole('dialog', { name: 'Your rewards' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('phone_verified'))).toBe('1');
  });

  it('shows the service logo in the header only when the address is exactly /Maintenance', async () => {
    const { page } = await shop.shopper();
    await shop.go(page, '/Maintenance');
    await page.locator('.site-header__logo').getByRole('img', { name: 'iSpot Egypt Service' }).waitFor();
    await shop.go(page, '/Maintenance?tab=hardware');
    await page.locator('.site-header__logo').getByRole('img', { name: 'iSpot Egypt Service' }).waitFor();
    await shop.go(page, '/about');
    await page.locator('.site-header__logo').getByRole('img', { name: 'iSpot Egypt', exact: true }).waitFor();
  });

  it('pushes a page view to dataLayer on every navigation and updates the sharing data after 500 ms', async () => {
    const { page } = await shop.shopper();
    await shop.go(page, '/');
    await page.getByRole('link', { name: 'About' }).first().waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).first().fill('iphone');
    await page.getByRole('searchbox', { name: 'Search' }).first().press('Enter');
    await page.waitForURL(/\/search\?search=iphone/);
    const views = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer: Array<{ event?: string; page_path?: string }> }).dataLayer ?? [])
          .filter((e) => e.event === 'page_view')
          .map((e) => e.page_path),
      );
    await expect.poll(views).toEqual(['/', '/search?search=iphone']);
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('meta[property="og:url"]')?.getAttribute('content')),
      )
      .toBe(`${shop.url}/search?search=iphone`);
  });

  it('reloads once when code fetched on first use is gone after a deploy, and shows the error if it still is', async () => {
    const { page, problems } = await shop.shopper();
    await shop.go(page, '/');
    // The files of the release this page came with are gone: a deploy replaced them.
    await page.route('**/assets/mega-menu-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    const shopMenu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop' });

    const reloaded = page.waitForEvent('load');
    await shopMenu.click();
    await reloaded;
    await hydrated(page);
    expect(await page.evaluate(() => sessionStorage.getItem('reloaded_for_code_at'))).toMatch(/^\d+$/);
    expect(problems).toEqual([]);

    // Right after that reload the file is missing for good: no second reload, the error page says so.
    let loads = 0;
    page.on('load', () => (loads += 1));
    await shopMenu.click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(loads).toBe(0);
  });
});
