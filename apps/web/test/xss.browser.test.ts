import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportCspViolations, setupShop } from './support/browser.ts';
import { newPerson, registerThroughForm, shopCommand } from './support/customers.ts';
import { repoRoot } from './support/shop-server.ts';

/**
 * Hostile text written where operators and shoppers write it (catalog rows, imported content,
 * the maintenance message, a customer's name, the address bar) is shown as text and never runs. Each page is read
 * three ways: the server's HTML with JavaScript off (the markup alone, no injected element or handler), the hydrated
 * page with the CSP switched off (nothing runs even without the second lock), and the real page (the CSP never has
 * to block anything, which would mean something got injected).
 */

// Every payload sets window.__xss or opens a dialog if it ever runs.
const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1;alert(1)">';
const SVG = '<svg onload=window.__xss=1>';
const BREAKOUT = '"><script>window.__xss=1</script>';
const CLOSE_SCRIPT = '</script><script>window.__xss=1</script>';
const JS_LINK = '<a href="javascript:window.__xss=1">Sneaky link</a>';

const PRODUCT = {
  slug: 'zephyrine-phone',
  name: `Zephyrine ${SCRIPT} ${BREAKOUT} ${IMG}`,
  details: `Zephyrine details ${SVG} ${CLOSE_SCRIPT}`,
  longDescription: [
    '<p>Zephyrine keeps its charge for two days.</p>',
    SCRIPT,
    IMG,
    `${SVG}</svg>`,
    '<p onclick="window.__xss=1">Tap-proof paragraph</p>',
    JS_LINK,
    '<a href="https://example.com/manual">Manual</a>',
    '<iframe src="javascript:window.__xss=1"></iframe>',
    '<object data="javascript:window.__xss=1"></object>',
    '<style>body{display:none}</style>',
    '<form action="javascript:window.__xss=1"><button>Go</button></form>',
  ].join(''),
  metaDescription: `Zephyrine meta ${CLOSE_SCRIPT} ${BREAKOUT}`,
  brand: `Brandon ${IMG}`,
  brandSlug: 'brandon',
  category: `Zephyr category ${CLOSE_SCRIPT}`,
  categorySlug: 'zephyr-category',
};

const CONTENT = {
  pages: [
    {
      slug: 'zephyrine-offer',
      kind: 'article',
      title_en: `Zephyrine offer ${SCRIPT}`,
      summary: `Zephyrine summary ${BREAKOUT}`,
      body_html: `<h2>Zephyrine article</h2><p>Plain words stay.</p>${SCRIPT}${IMG}${SVG}</svg>${JS_LINK}<p onmouseover="window.__xss=1">Hover text</p>`,
    },
    {
      slug: 'terms',
      kind: 'page',
      title_en: `Zephyrine terms ${IMG}`,
      summary: `Terms summary ${CLOSE_SCRIPT}`,
      body_html: `<p>Terms words stay.</p><iframe src="javascript:window.__xss=1"></iframe>${JS_LINK}`,
    },
  ],
  faqs: [
    {
      question: `Is Zephyrine safe ${SCRIPT}?`,
      answer_html: `<p>Zephyrine answer.</p>${IMG}${JS_LINK}`,
      topic: 'Zephyrine topic',
    },
  ],
  stores: [
    {
      name: `Zephyrine Store ${IMG}`,
      city_id: 305,
      address: `1 Zephyrine Street ${SCRIPT}`,
      opening_hours: `Daily ${BREAKOUT}`,
      phone: '03 555 0000',
    },
  ],
};

/**
 * Writes the hostile catalog rows with the API's own runtime and the fixture the API tests use (the shop has no
 * catalog command yet). It runs as its own process, as an operator's command would, because the storefront's code,
 * tests included, never imports the API or a database client.
 */
const WRITE_CATALOG = `
import { loadConfig } from './apps/api/src/env.ts';
import { openRuntime } from './apps/api/src/runtime.ts';
import { makeTestProduct } from './apps/api/test/support/fixtures.ts';

const input = JSON.parse(process.env.HOSTILE_PRODUCT);
const runtime = await openRuntime(loadConfig({ ...process.env, LOG_LEVEL: 'silent' }));
try {
  const db = runtime.deps.db;
  const brand = await db.insertInto('brands')
    .values({ name: input.brand, slug: input.brandSlug, image: '/media/brand/apple.svg', featured: 1, sort_order: 0 })
    .returning('id').executeTakeFirstOrThrow();
  const category = await db.insertInto('categories')
    .values({ name: input.category, slug: input.categorySlug, icon: '/media/icon/phone.svg',
      active_icon: '/media/icon/phone.svg', image: '/media/category/phone.svg', sort_order: 0, active: 1 })
    .returning('id').executeTakeFirstOrThrow();
  const { productId } = await makeTestProduct(db, input.slug, {}, [{ price: 12345, stock: 5 }]);
  await db.updateTable('products')
    .set({ name: input.name, details: input.details, long_description: input.longDescription,
      meta_description: input.metaDescription, brand_id: brand.id, category_id: category.id,
      image: '/media/brand/apple.svg' })
    .where('id', '=', productId).execute();
  console.log(JSON.stringify({ categoryId: category.id }));
} finally {
  await runtime.close();
}
`;

// Rows are written by other processes and read back at once: no read cache.
const shop = setupShop({ env: { CATALOG_CACHE_MS: '0' } });
let categoryId: number;
let workDir: string;
/** JavaScript off: what the server sent, parsed by the browser and nothing else. */
let markupOnly: BrowserContext;
/** JavaScript on, CSP ignored: would a payload run if the policy were not there? */
let withoutCsp: BrowserContext;
/** The real thing, watched for CSP violations. */
let real: BrowserContext;
const dialogs: string[] = [];
const violations: string[] = [];

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'shop-xss-'));

  const out = execFileSync(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['--input-type=module', '-e', WRITE_CATALOG],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        SQLITE_PATH: shop.sqlitePath,
        LOG_LEVEL: 'silent',
        HOSTILE_PRODUCT: JSON.stringify(PRODUCT),
      },
      encoding: 'utf8',
    },
  );
  categoryId = (JSON.parse(out.trim().split('\n').pop()!) as { categoryId: number }).categoryId;

  const file = join(workDir, 'hostile-content.json');
  writeFileSync(file, JSON.stringify(CONTENT));
  shopCommand(shop, ['content', 'import', file]);

  markupOnly = await shop.browser.newContext({ javaScriptEnabled: false });
  withoutCsp = await shop.browser.newContext({ bypassCSP: true });
  real = await shop.browser.newContext();
  await reportCspViolations(real, (text) => violations.push(text));
}, 180_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

// --- what "inert" means ------------------------------------------------------------------------------------------

/** Anything in the document that could run a payload: handlers, script addresses, foreign or nonce-less scripts. */
function injectedThings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // Browsers drop spaces and control characters from addresses ("java\tscript:" still runs): compare without them.
    const bare = (value: string) => [...value].filter((c) => c.charCodeAt(0) > 0x20).join('');
    const scriptUrl = /^(javascript|vbscript|data):/i;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${el.localName} ${name}>`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name)) {
          const isImage = el.localName === 'img' && name === 'src' && attr.value.startsWith('data:image/');
          if (scriptUrl.test(bare(attr.value)) && !isImage)
            found.push(`<${el.localName} ${name}="${attr.value}">`);
        }
      }
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      if (script.type === 'application/ld+json') continue;
      if (script.src) {
        if (new URL(script.src).origin !== location.origin) found.push(`foreign script ${script.src}`);
      } else if (!script.nonce) {
        found.push(`script without nonce: ${script.outerHTML.slice(0, 80)}`);
      }
    }
    for (const el of Array.from(
      document.querySelectorAll('iframe, object, embed, base, meta[http-equiv], img[src="x"]'),
    )) {
      found.push(`<${el.localName}> ${el.outerHTML.slice(0, 80)}`);
    }
    return found;
  });
}

const ranPayload = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

/** The HTML as sent: no payload survives as markup, and JSON-LD cannot end its script element. */
async function checkServerHtml(path: string): Promise<string> {
  const response = await fetch(`${shop.url}${path}`);
  const html = await response.text();
  expect(html, `${path}: a script tag from the data`).not.toMatch(/<script>window\.__xss/i);
  expect(html, `${path}: a closed script`).not.toMatch(/<\/script><script>window/i);
  expect(html, `${path}: an img tag from the data`).not.toMatch(/<img src=x/i);
  expect(html, `${path}: an svg tag from the data`).not.toMatch(/<svg onload/i);
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    if (/type="application\/ld\+json"/i.test(tag)) continue;
    expect(tag, `${path}: every script carries the nonce`).toContain(`nonce="${nonce}"`);
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    expect(json, `${path}: JSON-LD escapes '<'`).not.toContain('<');
    expect(() => JSON.parse(json!), `${path}: JSON-LD is whole`).not.toThrow();
  }
  return html;
}

/**
 * Opens the path three ways and asserts nothing ran or was injected. Answers the hydrated page (CSP off) so the
 * caller can check the text is still there, as text.
 */
async function expectInert(path: string, status = 200): Promise<Page> {
  await checkServerHtml(path);

  const plain = await markupOnly.newPage();
  const response = await plain.goto(`${shop.url}${path}`);
  expect(response?.status(), `${path}: status`).toBe(status);
  expect(await injectedThings(plain), `${path}: server markup`).toEqual([]);
  await plain.close();

  const page = await withoutCsp.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(`${path}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await shop.go(page, path);
  await page.waitForLoadState('networkidle');
  expect(await ranPayload(page), `${path}: window.__xss without CSP`).toBeUndefined();
  expect(await injectedThings(page), `${path}: hydrated page`).toEqual([]);

  const guarded = await real.newPage();
  guarded.on('dialog', (dialog) => {
    dialogs.push(`${path} (CSP): ${dialog.message()}`);
    void dialog.dismiss();
  });
  const before = violations.length;
  await shop.go(guarded, path);
  await guarded.waitForLoadState('networkidle');
  expect(await ranPayload(guarded), `${path}: window.__xss`).toBeUndefined();
  expect(violations.slice(before), `${path}: CSP had to block something`).toEqual([]);
  await guarded.close();

  expect(dialogs).toEqual([]);
  return page;
}

const text = async (page: Page, selector: string) =>
  (await page.locator(selector).first().textContent())?.replace(/\s+/g, ' ').trim();

// --- the tests ---------------------------------------------------------------------------------------------------

describe('the checks can fail', () => {
  it('an element injected into a page runs without the CSP, and the checks see it', async () => {
    const page = await withoutCsp.newPage();
    await shop.go(page, '/about');
    expect(await injectedThings(page)).toEqual([]);
    await page.evaluate(
      (html) => document.body.insertAdjacentHTML('beforeend', html),
      IMG.replace(';alert(1)', ''),
    );
    await expect.poll(() => ranPayload(page)).toBe(1);
    expect(await injectedThings(page)).toEqual(['<img onerror>', expect.stringMatching(/^<img> /)]);
    await page.close();
  });
});

describe('hostile catalog text renders as text', () => {
  it(
    'item page: name, brand, short and long description, meta and JSON-LD',
    { timeout: 120_000 },
    async () => {
      const path = `/item/${PRODUCT.slug}`;
      const html = await checkServerHtml(path);
      const jsonLd = JSON.parse(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!,
      ) as Record<string, unknown>;
      // The JSON-LD round-trips the exact text: escaped, not mangled.
      expect(jsonLd).toMatchObject({
        name: PRODUCT.name,
        description: PRODUCT.metaDescription,
        brand: { name: PRODUCT.brand },
        category: PRODUCT.category,
      });

      const page = await expectInert(path);
      expect(await text(page, 'h1')).toBe(PRODUCT.name.replace(/\s+/g, ' '));
      await page.getByText(PRODUCT.brand, { exact: true }).first().waitFor();
      await page.getByText(PRODUCT.details.replace(/\s+/g, ' '), { exact: true }).first().waitFor();
      expect(await page.title()).toContain(PRODUCT.slug);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        PRODUCT.metaDescription,
      );
      // The long description keeps its harmless structure and loses the rest.
      const rich = page.locator('.rich-text').first();
      await rich.getByText('Zephyrine keeps its charge for two days.').waitFor();
      await rich.getByText('Tap-proof paragraph').waitFor();
      expect(await rich.getByText('Sneaky link').getAttribute('href')).toBeNull();
      expect(await rich.getByRole('link', { name: 'Manual' }).getAttribute('href')).toBe(
        'https://example.com/manual',
      );
      expect(await rich.locator('style, form, button').count()).toBe(0);
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText(PRODUCT.category).waitFor();
      await page.close();
    },
  );

  it('overview and compare pages', { timeout: 120_000 }, async () => {
    const overview = await expectInert(`/overview/${PRODUCT.slug}/${PRODUCT.categorySlug}`);
    await overview.getByText('Zephyrine keeps its charge for two days.').waitFor();
    await overview.getByText(PRODUCT.name).first().waitFor();
    await overview.close();

    const compare = await expectInert(`/compare/${PRODUCT.slug}`);
    await compare.getByText(PRODUCT.name).first().waitFor();
    await compare.close();
  });

  it('the category page, and the shop menu on every page', { timeout: 120_000 }, async () => {
    const category = await expectInert(`/Categories?page=1&category=${categoryId}`);
    expect(await text(category, 'h1')).toBe(PRODUCT.category);
    await category.getByText(PRODUCT.name).first().waitFor();
    await category.close();

    const home = await expectInert('/');
    expect(await home.getByText(PRODUCT.category).count()).toBeGreaterThan(0);
    await home.close();
  });

  it('search: a hostile query, and results with a hostile name', { timeout: 120_000 }, async () => {
    const query = `Zephyrine ${SCRIPT}${IMG}`;
    const page = await expectInert(`/search?search=${encodeURIComponent(query)}`);
    expect(await page.getByRole('searchbox').last().inputValue()).toBe(query);
    expect(await page.title()).toContain(`Search: ${query}`);
    await page.close();

    const results = await expectInert('/search?search=Zephyrine');
    await results.getByText(PRODUCT.name).first().waitFor();
    await results.close();

    // The header's autocomplete shows the hostile name from the API, rendered on the client.
    const typed = await expectInert('/');
    await typed.getByRole('searchbox', { name: 'Search' }).first().fill('Zephyrine');
    await typed.getByRole('listbox').first().getByText(PRODUCT.name).first().waitFor();
    expect(await ranPayload(typed)).toBeUndefined();
    expect(await injectedThings(typed)).toEqual([]);
    await typed.close();
  });
});

describe('hostile content renders as text', () => {
  it('an article, a text page, the FAQ and the store list', { timeout: 120_000 }, async () => {
    const article = await expectInert('/blog-detail/zephyrine-offer');
    expect(await text(article, 'h1')).toBe(CONTENT.pages[0]!.title_en);
    await article.getByText('Plain words stay.').waitFor();
    await article.getByText('Hover text').waitFor();
    expect(await article.getByText('Sneaky link').getAttribute('href')).toBeNull();
    await article.close();

    const terms = await expectInert('/terms');
    expect(await text(terms, 'h1')).toBe(CONTENT.pages[1]!.title_en);
    await terms.getByText('Terms words stay.').waitFor();
    await terms.close();

    const faqs = await expectInert('/FAQs');
    const question = faqs.getByText(CONTENT.faqs[0]!.question);
    await question.click();
    await faqs.getByText('Zephyrine answer.').waitFor();
    expect(await ranPayload(faqs)).toBeUndefined();
    await faqs.close();

    const stores = await expectInert('/map-location?page=Shopping%20Stores&city_id=305');
    await stores.getByText(CONTENT.stores[0]!.name).first().waitFor();
    await stores.getByText(CONTENT.stores[0]!.address).first().waitFor();
    await stores.close();
  });

  it("the operator's maintenance message", async () => {
    const message = `Back soon ${SCRIPT} ${BREAKOUT}`;
    shopCommand(shop, ['maintenance', 'on', '--message-en', message, '--message-ar', `قريبا ${IMG}`]);
    try {
      await expect
        .poll(async () => (await fetch(`${shop.url}/api/customer/home2`)).status, { timeout: 10_000 })
        .toBe(503);
      const page = await expectInert('/under-construction');
      await page.getByRole('heading', { name: message }).waitFor();
      expect(await page.title()).toBe(message);
      await page.close();
    } finally {
      shopCommand(shop, ['maintenance', 'off']);
      await expect
        .poll(async () => (await fetch(`${shop.url}/api/customer/home2`)).status, { timeout: 10_000 })
        .toBe(200);
    }
  });
});

describe('hostile text in the address bar renders as text', () => {
  const payload = encodeURIComponent(`${BREAKOUT}${IMG}${SVG}javascript:window.__xss=1`);
  const reflected: Array<[where: string, path: string, status: number]> = [
    ['map-location page and city_id', `/map-location?page=${payload}&city_id=${payload}`, 200],
    [
      'Accessories slug_brand and slug_subCat',
      `/Accessories?slug_brand=${payload}&slug_subCat=${payload}`,
      404,
    ],
    ['compare with and add', `/compare/iphone-17-pro?with=${payload}&add=${payload}`, 200],
    [
      'newsletter/unsubscribe email and token',
      `/newsletter/unsubscribe?email=${payload}&token=${payload}`,
      200,
    ],
    ['reset-password email and code', `/reset-password?email=${payload}&code=${payload}`, 200],
    ['Categories category', `/Categories?category=${payload}`, 404],
    ['item slug', `/item/${payload}`, 404],
    ['blog-detail slug', `/blog-detail/${payload}`, 404],
    ['search search, sort and page', `/search?search=${payload}&sort=${payload}&page=${payload}`, 200],
  ];
  for (const [where, path, status] of reflected) {
    it(where, async () => {
      const page = await expectInert(path, status);
      await page.close();
    });
  }
});

describe("a customer's own hostile name, and a hostile payment link", () => {
  it('the profile shows the name as text; online-payment refuses a javascript: frame', async () => {
    const page = await withoutCsp.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(`customer: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const who = { ...newPerson(), name: `Salma ${IMG}` };
    await registerThroughForm(page, shop, who);
    await page.getByText(who.name).first().waitFor();
    expect(await ranPayload(page)).toBeUndefined();
    expect(await injectedThings(page)).toEqual([]);

    await shop.go(page, '/');
    expect(await ranPayload(page)).toBeUndefined();
    expect(await injectedThings(page)).toEqual([]);

    await shop.go(page, `/online-payment?iframe=${encodeURIComponent('javascript:window.__xss=1')}`);
    await page.getByText('This payment link is not one the shop opened.', { exact: false }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await ranPayload(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
