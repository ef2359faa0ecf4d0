import { shopperMessages } from '@shop/contract/shopper-messages';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrated, saveScreenshot, axeViolations, setupShop } from './support/browser.ts';
import { englishLeft } from './support/english-left.ts';

const shop = setupShop();

const ARABIC_PAGES = [
  { name: 'home', path: '/ar' },
  { name: 'category', path: '/ar/Categories?page=1&category=1' },
  { name: 'product', path: '/ar/item/iphone-17-pro?name=iPhone-17-Pro' },
] as const;

/** Pages whose every interface word is Arabic (the item page and the cart are visited after them). */
const ARABIC_TEXT_PAGES = [
  '/ar',
  '/ar/Categories?page=1&category=1',
  '/ar/search?search=iphone',
  '/ar/login',
  '/ar/forget-password',
  '/ar/register',
  '/ar/FAQs',
  '/ar/Maintenance?tab=support',
  '/ar/contact-us',
  '/ar/map-location',
];

/**
 * Latin words in the Arabic pages' own texts that are names, not interface: Apple's names for its screens, the order
 * numbers' prefix (ISP-000123) and the service centre's name. The payment offers' names are Arabic (migration 0038),
 * with only the banks' and valU's own names in Latin.
 */
const NOT_YET_ARABIC = ['ProMotion', 'Retina', 'XDR', 'ISP', 'iSpot Egypt Service', 'SERVICE'] as const;

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function newPage(options: { width: number; locale?: string }): Promise<Page> {
  const context = await shop.browser.newContext({
    viewport: { width: options.width, height: 900 },
    ...(options.locale ? { locale: options.locale } : {}),
  });
  contexts.push(context);
  return context.newPage();
}

/** What a right-to-left page has to be: its direction, its width, and where its links lead. */
function pageFacts(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // Shop links of the header, footer and page that leave the Arabic storefront (the switch to English aside).
    englishLinks: [...document.querySelectorAll<HTMLAnchorElement>('header a, main a, footer a')]
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/') && !href.startsWith('/ar') && !href.includes('language=en')),
  }));
}

describe('the storefront in Arabic', () => {
  it('lays out home, a category and a product right to left at 1280 and 390 px, without sideways scroll', async () => {
    const problems: string[] = [];
    for (const width of [1280, 390]) {
      const page = await newPage({ width });
      for (const { name, path } of ARABIC_PAGES) {
        const response = await page.goto(`${shop.url}${path}`);
        expect(response?.status(), path).toBe(200);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        const facts = await pageFacts(page);
        const where = `${path} at ${width} px`;
        if (facts.lang !== 'ar' || facts.dir !== 'rtl')
          problems.push(`${where}: lang=${facts.lang} dir=${facts.dir}`);
        if (facts.scrollWidth > facts.innerWidth)
          problems.push(`${where}: scrolls sideways (${facts.scrollWidth} > ${facts.innerWidth})`);
        if (facts.englishLinks.length > 0)
          problems.push(`${where}: links out of Arabic: ${facts.englishLinks.join(' ')}`);
        problems.push(...(await axeViolations(page)).map((v) => `${where}: ${v}`));
        await saveScreenshot(page, `arabic-${name}-${width}.png`);
      }
      // The texts are Arabic ones, counts in Arabic's plural forms, prices with ج.م.
      await expect
        .poll(() => page.getByRole('link', { name: 'السلة، لا توجد منتجات' }).count())
        .toBeGreaterThan(0);
      expect(await page.locator('.item__now').textContent()).toMatch(/^[\d,]+ ج\.م$/);
    }
    const home = await newPage({ width: 1280 });
    await home.goto(`${shop.url}/ar`);
    await hydrated(home);
    await expect
      .poll(() => home.getByRole('button', { name: 'أضف إلى السلة', exact: true }).count())
      .toBeGreaterThan(0);
    // The mega-menu and the mini-cart open from the right, in Arabic, with nothing serious for axe.
    await home.getByRole('banner').getByRole('button', { name: 'تسوّق' }).click();
    await home.locator('.mega-menu').waitFor();
    await saveScreenshot(home, 'arabic-mega-menu-1280.png');
    problems.push(...(await axeViolations(home, '.mega-menu')).map((v) => `mega-menu: ${v}`));
    await home.keyboard.press('Escape');
    await home.getByRole('main').getByRole('button', { name: 'أضف إلى السلة', exact: true }).first().click();
    await home.getByRole('link', { name: 'السلة، منتج واحد' }).click();
    await home
      .getByRole('dialog', { name: 'سلة مشترياتك' })
      .getByRole('button', { name: 'إتمام الشراء' })
      .waitFor();
    await saveScreenshot(home, 'arabic-mini-cart-1280.png');
    problems.push(...(await axeViolations(home, '.mini-cart')).map((v) => `mini-cart: ${v}`));
    const alternates = await home
      .locator('link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map(
          (link) => `${link.getAttribute('hreflang')} ${new URL(link.getAttribute('href') ?? '').pathname}`,
        ),
      );
    expect(alternates).toEqual(['en /', 'ar /ar', 'x-default /']);
    expect(problems).toEqual([]);
  }, 180_000);

  it('leaves no interface text in English on the Arabic pages, at 1280 and 390 px', async () => {
    const left: string[] = [];
    for (const width of [1280, 390]) {
      const page = await newPage({ width });
      const visit = async (path: string) => {
        await page.goto(`${shop.url}${path}`);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        left.push(
          ...(await englishLeft(page, NOT_YET_ARABIC)).map((word) => `${path} at ${width} px: ${word}`),
        );
      };
      for (const path of ARABIC_TEXT_PAGES) await visit(path);
      // An empty cart says so in the same words on its page as in the mini-cart: the shop's own Arabic answer.
      await visit('/ar/shopping-cart');
      expect(await page.locator('.cart-page__message').innerText()).toBe(shopperMessages.emptyCart.ar);
      await visit('/ar/item/iphone-17-pro?name=iPhone-17-Pro');
      await page
        .getByRole('main')
        .getByRole('button', { name: 'أضف إلى السلة', exact: true })
        .first()
        .click();
      await page.getByRole('link', { name: 'السلة، منتج واحد' }).first().waitFor();
      await visit('/ar/shopping-cart');
    }
    expect(left).toEqual([]);
  }, 180_000);

  it('switches language and back on the same page, remembers the choice, and follows Accept-Language on a first visit', async () => {
    const page = await newPage({ width: 1280 });
    const product = '/item/iphone-17-pro?name=iPhone-17-Pro';
    await page.goto(`${shop.url}${product}`);
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');

    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(`${shop.url}/ar${product}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'المواصفات' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

    // Remembered: the English address typed later opens the Arabic page from the server.
    await page.goto(`${shop.url}/`);
    expect(new URL(page.url()).pathname).toBe('/ar');
    await hydrated(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${shop.url}/`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await page.goto(`${shop.url}${product}`);
    expect(new URL(page.url()).pathname).toBe('/item/iphone-17-pro');

    // Form checks speak Arabic on Arabic pages: the contract's English message has its Arabic.
    await page.goto(`${shop.url}/ar/login`);
    await hydrated(page);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect.poll(() => page.getByText('البريد الإلكتروني مطلوب').count()).toBeGreaterThan(0);

    // A first visit from a browser set to Arabic lands on the Arabic page; one set to English stays in English.
    const arabicBrowser = await newPage({ width: 390, locale: 'ar-EG' });
    await arabicBrowser.goto(`${shop.url}${product}`);
    expect(new URL(arabicBrowser.url()).pathname).toBe('/ar/item/iphone-17-pro');
    const englishBrowser = await newPage({ width: 390, locale: 'en-US' });
    await englishBrowser.goto(`${shop.url}${product}`);
    expect(new URL(englishBrowser.url()).pathname).toBe('/item/iphone-17-pro');
  }, 120_000);
});
