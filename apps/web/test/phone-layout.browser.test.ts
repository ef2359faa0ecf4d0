import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hydrated, setupShop } from './support/browser.ts';
import { newPerson, registerThroughForm } from './support/customers.ts';

const shop = setupShop();

/** The phone widths shoppers use most, from the smallest still sold to the large ones. */
const WIDTHS = [320, 360, 390, 412] as const;

/** Every storefront page a guest can open. */
const PUBLIC_PAGES = [
  '/',
  '/Categories?page=1&category=1',
  '/Accessories',
  '/item/iphone-17-pro?name=iPhone-17-Pro',
  '/search?q=iphone',
  '/search?search=iphone',
  '/compare/iphone-17-pro?with=iphone-17,samsung-galaxy-s25-ultra',
  '/shopping-cart',
  '/login',
  '/register',
  '/forget-password',
  '/Maintenance',
  '/Services',
  '/help',
  '/about',
  '/FAQs',
  '/contact-us',
  '/education',
  '/business',
  '/blog-detail/Trade-in',
  '/map-location',
] as const;

/** Pages only a signed-in customer reaches: the profile, and checkout with a line in the cart. */
const SIGNED_IN_PAGES = ['/profile', '/checkout'] as const;

interface Layout {
  scrollWidth: number;
  innerWidth: number;
  /** Elements sticking out past the right edge, to say what widens the page when it does. */
  wide: string[];
  header: Record<'menu' | 'logo' | 'cart', { x: number; y: number; width: number; height: number } | null>;
}

/** What the page measures now: the document's width against the window's, and the header's three controls. */
function measure(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const boxOf = (element: Element | null) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const header = document.querySelector('header.site-header');
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        typeof element.className === 'string' && element.className
          ? `.${element.className.split(' ')[0]}`
          : ''
      } (right ${Math.round(element.getBoundingClientRect().right)})`;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map(describe);
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      wide,
      header: {
        menu: boxOf(header?.querySelector('button[aria-label="Menu"]') ?? null),
        logo: boxOf(header?.querySelector('a.site-header__logo') ?? null),
        cart: boxOf(header?.querySelector('a[href="/shopping-cart"]') ?? null),
      },
    };
  });
}

/** Problems with the page at this width, as lines a person can read (none when it fits). */
async function layoutProblems(page: Page, path: string, width: number): Promise<string[]> {
  const layout = await measure(page);
  const problems: string[] = [];
  const where = `${path} at ${width} px`;
  if (layout.scrollWidth > layout.innerWidth) {
    problems.push(
      `${where} scrolls sideways: ${layout.scrollWidth} > ${layout.innerWidth} (${layout.wide.join(', ')})`,
    );
  }
  const viewportHeight = page.viewportSize()?.height ?? 0;
  for (const [name, box] of Object.entries(layout.header)) {
    if (!box) {
      problems.push(`${where}: the header has no ${name}`);
      continue;
    }
    const inside =
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= layout.innerWidth &&
      box.y + box.height <= viewportHeight;
    // A finger needs 44 by 44 px; the logo is a link home, so it is a target too.
    if (box.width < 44 || box.height < 44 || !inside) {
      problems.push(
        `${where}: the header's ${name} is ${Math.round(box.width)}x${Math.round(box.height)} at (${Math.round(box.x)}, ${Math.round(box.y)})`,
      );
    }
  }
  return problems;
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${shop.url}${path}`);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
  // Pages that fill in after hydration (a customer's profile, checkout) must be measured once they have.
  await page.waitForLoadState('networkidle');
}

const contexts: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

describe('the storefront on a phone', () => {
  for (const width of WIDTHS) {
    it(`fits every public page at ${width} px with the header's menu, logo and cart in reach`, async () => {
      const context = await shop.browser.newContext({ viewport: { width, height: 780 } });
      contexts.push(context);
      const page = await context.newPage();
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) {
        await visit(page, path);
        problems.push(...(await layoutProblems(page, path, width)));
      }
      expect(problems).toEqual([]);
    }, 180_000);
  }

  // Last: it needs sign-up to work, which the other checks do not.
  it("fits a customer's profile and checkout at every phone width", async () => {
    const setup = await shop.browser.newContext({ viewport: { width: 390, height: 780 } });
    contexts.push(setup);
    const page = await setup.newPage();
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    // A saved address with long lines, as real ones have: the profile and checkout show it in a card.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const saved = await fetch(`${shop.url}/api/customer/profile/addresses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Salma Hassan Abdelrahman Mohamed',
        phone: who.phone,
        city_id: 101,
        street: '12 Abbas El Akkad Street, next to the mall with the very long name',
        building: '7',
        floor: '3',
        apartment: '12',
        landmark: 'Opposite the pharmacy',
      }),
    });
    expect(saved.status).toBe(201);
    await visit(page, '/item/airpods-4?name=AirPods-4');
    await page.getByRole('main').getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    const signedIn = await setup.storageState();

    const problems: string[] = [];
    for (const width of WIDTHS) {
      const context = await shop.browser.newContext({
        viewport: { width, height: 780 },
        storageState: signedIn,
      });
      contexts.push(context);
      const customer = await context.newPage();
      for (const path of SIGNED_IN_PAGES) {
        await visit(customer, path);
        expect(new URL(customer.url()).pathname, `${path} at ${width} px`).toBe(path);
        problems.push(...(await layoutProblems(customer, path, width)));
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
