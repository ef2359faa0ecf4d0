import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, seriousViolations, setupShop } from './support/browser.ts';
import { shopCommand } from './support/customers.ts';

const shop = setupShop();
const PASSWORD = 'back office 2026';

/** A staff member made by the operator command, with a password set from their link, signed in on `page`. */
async function staffSignedIn(page: Page, role: 'support' | 'manager') {
  const email = `content-${role}${Date.now() % 1_000_000}@example.com`;
  const out = shopCommand(shop, ['staff', 'add', email, '--name', `Nour ${role}`, '--role', role]);
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

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('content in the back office', () => {
  it(
    'a manager previews and saves the about page, and the shop shows the new text',
    { timeout: 180_000 },
    async () => {
      const { page } = await shop.shopper({ width: 1280, height: 900 });
      await staffSignedIn(page, 'manager');
      await page
        .getByRole('navigation', { name: 'Back office' })
        .getByRole('link', { name: /^Content/ })
        .click();
      await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-content-1280.png', { fullPage: true });

      await page.getByRole('table', { name: 'Pages' }).getByRole('link', { name: /About/ }).first().click();
      await page.getByRole('heading', { name: /About/, level: 1 }).waitFor();
      await hydrated(page);
      const title = `About our shop ${Date.now() % 100_000}`;
      await page.getByLabel('Title', { exact: true }).fill(title);
      const text = page.getByRole('textbox', { name: 'Text' });
      await text.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Open every day from ten until late.');
      await page.getByRole('button', { name: 'Bold' }).waitFor();

      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview (not saved)' });
      await preview.getByText('Open every day from ten until late.').waitFor();
      await preview.getByRole('heading', { name: title }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-content-page-1280.png', { fullPage: true });

      // Nothing is saved by a preview: the shop still shows the old title.
      const shopper = (await shop.shopper()).page;
      await shop.go(shopper, '/about');
      await shopper.getByRole('heading', { level: 1 }).waitFor();
      expect(await shopper.getByRole('heading', { level: 1 }).innerText()).not.toBe(title);

      // A colleague opens the same page before the save.
      const colleague = await page.context().newPage();
      await colleague.goto(`${shop.url}/admin/content/about`);
      await hydrated(colleague);

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`${title} was saved.`).waitFor();

      // Their save comes second: it is refused, and what they typed stays in the form.
      await colleague.getByLabel('Title', { exact: true }).fill('About us, the colleague');
      await colleague.getByRole('button', { name: 'Save' }).click();
      await colleague.getByText(/This page was changed by someone else since you opened it/).waitFor();
      expect(await colleague.getByLabel('Title', { exact: true }).inputValue()).toBe(
        'About us, the colleague',
      );
      await colleague.getByRole('link', { name: 'Open the page as saved now' }).waitFor();
      await colleague.close();

      await shop.go(shopper, '/about');
      await shopper.getByRole('heading', { name: title, level: 1 }).waitFor();
      await shopper.getByText('Open every day from ten until late.').waitFor();

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await hydrated(page);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'admin-content-page-390.png', { fullPage: true });
      await page.goto(`${shop.url}/admin/content`);
      await hydrated(page);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'admin-content-390.png', { fullPage: true });
    },
  );

  it('support reads a page and is not offered a change', { timeout: 120_000 }, async () => {
    const { page } = await shop.shopper({ width: 1280, height: 900 });
    await staffSignedIn(page, 'support');
    await page.goto(`${shop.url}/admin/content/terms`);
    await page.getByText('You can read this page. Only an owner or a manager can change it.').waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByLabel('Title', { exact: true }).isDisabled()).toBe(true);
  });

  it(
    'a manager adds a FAQ question, moves it up from the keyboard, and the shop shows it',
    { timeout: 180_000 },
    async () => {
      const { page } = await shop.shopper({ width: 1280, height: 900 });
      await staffSignedIn(page, 'manager');
      await page.goto(`${shop.url}/admin/content`);
      await page.getByRole('link', { name: 'FAQ questions' }).click();
      await page.getByRole('heading', { name: 'FAQ', level: 1 }).waitFor();
      await hydrated(page);
      const question = `Can I collect my order from a store ${Date.now() % 100_000}?`;
      await page.getByLabel('Topic', { exact: true }).fill('Pickup');
      await page.getByLabel('Question', { exact: true }).fill('Is there a pickup point?');
      await page.getByRole('textbox', { name: 'Answer' }).click();
      await page.keyboard.type('Yes, in Cairo.');
      await page.getByRole('button', { name: 'Add question' }).click();
      await page.getByText('The question was added.').waitFor();
      await hydrated(page);
      await page.getByLabel('Topic', { exact: true }).fill('Pickup');
      await page.getByLabel('Question', { exact: true }).fill(question);
      await page.getByRole('textbox', { name: 'Answer' }).click();
      await page.keyboard.type('Yes, from any of our stores the next day.');
      await page.getByRole('button', { name: 'Add question' }).click();
      const pickup = page.getByRole('region', { name: 'Pickup' });
      await pickup.getByText(question).waitFor();
      expect(await pickup.locator('.admin-faqs__question').allInnerTexts()).toEqual([
        'Is there a pickup point?',
        question,
      ]);
      await page.getByRole('button', { name: `Move up: ${question}` }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Moved up.').waitFor();
      await expect
        .poll(() => pickup.locator('.admin-faqs__question').allInnerTexts())
        .toEqual([question, 'Is there a pickup point?']);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-faqs-1280.png', { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await noSideScroll(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'admin-faqs-390.png');

      const shopper = (await shop.shopper()).page;
      await shop.go(shopper, '/FAQs');
      await shopper.getByText(question).waitFor();
      await shopper.getByText('Yes, from any of our stores the next day.').waitFor({ state: 'attached' });
    },
  );

  it(
    'a manager adds a store, a bad map link is refused beside its field, and the locator shows it',
    {
      timeout: 180_000,
    },
    async () => {
      const { page } = await shop.shopper({ width: 1280, height: 900 });
      await staffSignedIn(page, 'manager');
      await page.goto(`${shop.url}/admin/content`);
      await page.getByRole('link', { name: 'Stores', exact: true }).click();
      await page.getByRole('heading', { name: 'Stores', level: 1 }).waitFor();
      await hydrated(page);
      const name = `Heliopolis Korba ${Date.now() % 100_000}`;
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('City', { exact: true }).selectOption({ index: 1 });
      await page.getByLabel('Address', { exact: true }).fill('12 Baghdad Street, Korba');
      await page.getByLabel('Opening hours', { exact: true }).fill('Every day: 10 am to 11 pm');
      await page.getByLabel('Phone', { exact: true }).fill('02 2414 0000');
      await page.getByLabel('Map link', { exact: true }).fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Add store' }).click();
      await page.getByText('Map link must be a web address starting with https://').waitFor();
      await page.getByLabel('Map link', { exact: true }).fill('https://maps.example.com/?q=korba');
      await page.getByRole('button', { name: 'Add store' }).click();
      await page.getByText(`${name} was added.`).waitFor();
      await page.getByRole('list', { name: 'Stores' }).getByText(name).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await noSideScroll(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'admin-stores-390.png');

      const shopper = (await shop.shopper()).page;
      await shop.go(shopper, '/map-location?page=Shopping%20Stores');
      await shopper.getByText(name).first().waitFor();
    },
  );

  it(
    "a manager edits a promo tile, previews it, and the shop's home shows it",
    { timeout: 180_000 },
    async () => {
      const { page } = await shop.shopper({ width: 1280, height: 900 });
      await staffSignedIn(page, 'manager');
      await page.goto(`${shop.url}/admin/content`);
      await page.getByRole('link', { name: 'Home page', exact: true }).click();
      await page.getByRole('heading', { name: 'Home page', level: 1 }).waitFor();
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-home-page-1280.png', { fullPage: true });

      const tiles = page.getByRole('list', { name: 'Promo tiles' });
      await tiles
        .getByRole('link', { name: /^Edit / })
        .first()
        .click();
      await page.getByLabel('Title', { exact: true }).waitFor();
      await hydrated(page);
      const title = `Trade-in week ${Date.now() % 100_000}`;
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Link', { exact: true }).fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(/Link must be a page of the shop/).waitFor();
      // The refusal keeps what was typed.
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(title);
      await page.getByLabel('Link', { exact: true }).fill('/blog-detail/Trade-in');
      await page.getByLabel('Picture description', { exact: true }).fill('An old phone traded for a new one');

      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview (not saved)' });
      await preview.getByRole('heading', { name: title }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await saveScreenshot(page, 'admin-home-ad-1280.png', { fullPage: true });

      const shopper = (await shop.shopper()).page;
      await shop.go(shopper, '/');
      const explore = shopper.getByRole('region', { name: 'More to explore' });
      await explore.waitFor();
      expect(await explore.getByRole('heading', { name: title }).count()).toBe(0);

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`${title} was saved.`).waitFor();

      await shop.go(shopper, '/');
      await explore.getByRole('heading', { name: title }).waitFor();
      await explore.getByRole('img', { name: 'An old phone traded for a new one' }).waitFor();

      await page.setViewportSize({ width: 390, height: 844 });
      await hydrated(page);
      expect(await noSideScroll(page)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'admin-home-page-390.png', { fullPage: true });
    },
  );
});
