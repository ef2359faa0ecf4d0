import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { reportCspViolations, setupShop } from './support/browser.ts';
import { newPerson, registerThroughForm, shopCommand } from './support/customers.ts';
import { repoRoot } from './support/shop-server.ts';

/**
 * Every answer the shop gives (each storefront page, whatever its status, the sitemap, robots.txt, static files and
 * the API) carries a Content-Security-Policy, nosniff, a referrer policy, frame protection and, when it arrived over
 * HTTPS, HSTS. Page CSPs admit inline scripts only by a nonce that is new on every response and that every inline
 * script of the page carries. Chromium then shows the policy is not stricter than our own pages need.
 */

// Production runs behind a TLS-terminating load balancer that says so in X-Forwarded-Proto. The sweep renders a few
// hundred pages from one address, each making several API calls: more than a shopper's rate limit allows.
const shop = setupShop({ env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: '100000' } });

// --- what a response must carry ----------------------------------------------------------------------------------

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** Referrer policies that never send a full address to another site, nor anything over plain HTTP. */
const SAFE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const HALF_A_YEAR = 180 * 24 * 3600;

interface Checked {
  label: string;
  status: number;
  nonce: string | null;
}

/** The headers every answer needs, HTML or not; answers the page's nonce (null for non-pages). */
function checkHeaders(label: string, response: Response, https: boolean): string | null {
  const h = response.headers;
  expect(h.get('x-content-type-options'), `${label}: nosniff`).toBe('nosniff');
  expect(SAFE_REFERRER, `${label}: Referrer-Policy ${h.get('referrer-policy')}`).toContain(
    h.get('referrer-policy'),
  );
  const csp = h.get('content-security-policy');
  expect(csp, `${label}: Content-Security-Policy`).toBeTruthy();
  const policy = directives(csp!);
  // Frame protection: frame-ancestors for current browsers, X-Frame-Options for old ones; both must forbid others.
  expect(["'none'", "'self'"], `${label}: frame-ancestors`).toContain(
    policy.get('frame-ancestors')?.join(' '),
  );
  expect(['DENY', 'SAMEORIGIN'], `${label}: X-Frame-Options`).toContain(
    h.get('x-frame-options')?.toUpperCase(),
  );
  for (const [name, values] of policy) {
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
      // Styles may be inline (React sets style attributes); nothing else may be that open.
      if (name === 'style-src' && bad === "'unsafe-inline'") continue;
      if (name === 'img-src' && bad === 'data:') continue;
      expect(values, `${label}: ${name} allows ${bad}`).not.toContain(bad);
    }
  }
  if (https) {
    const hsts = h.get('strict-transport-security');
    expect(hsts, `${label}: Strict-Transport-Security over HTTPS`).toBeTruthy();
    const maxAge = Number(/max-age=(\d+)/i.exec(hsts!)?.[1] ?? 0);
    expect(maxAge, `${label}: HSTS max-age`).toBeGreaterThanOrEqual(HALF_A_YEAR);
  }

  const isPage = (h.get('content-type') ?? '').startsWith('text/html') || policy.has('script-src');
  if (!isPage) {
    // JSON, XML, text, images and scripts are never documents: their policy runs nothing.
    expect(policy.get('default-src'), `${label}: default-src of a non-page`).toEqual(["'none'"]);
    return null;
  }
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc, `${label}: script-src`).toContain("'self'");
  const nonces = scriptSrc.filter((v) => v.startsWith("'nonce-"));
  expect(nonces, `${label}: one nonce in script-src`).toHaveLength(1);
  const nonce = nonces[0]!.slice("'nonce-".length, -1);
  // At least 128 random bits, base64.
  expect(nonce, `${label}: nonce`).toMatch(/^[A-Za-z0-9+/]{22,}={0,2}$/);
  expect(policy.get('default-src'), `${label}: default-src`).toBeDefined();
  expect(policy.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(["'self'", "'none'"], `${label}: base-uri`).toContain(policy.get('base-uri')?.join(' '));
  expect(policy.get('form-action'), `${label}: form-action`).toBeDefined();
  return nonce;
}

/** Every executable script in the document carries the response's nonce; JSON-LD data blocks never run. */
function checkScripts(label: string, html: string, nonce: string): void {
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  for (const tag of tags) {
    const type = /\stype="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase();
    if (type === 'application/ld+json') continue;
    expect(/\snonce="([^"]*)"/i.exec(tag)?.[1], `${label}: ${tag}`).toBe(nonce);
  }
  // Inline handlers and javascript: addresses would need 'unsafe-inline': the pages must not depend on them.
  expect(html, `${label}: inline event handler`).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  expect(html, `${label}: javascript: address`).not.toMatch(/(href|src|action)\s*=\s*["']?\s*javascript:/i);
}

async function request(
  path: string,
  { method = 'GET', https = false }: { method?: string; https?: boolean } = {},
): Promise<{ response: Response; body: string }> {
  const response = await fetch(`${shop.url}${path}`, {
    method,
    redirect: 'manual',
    headers: https ? { 'x-forwarded-proto': 'https' } : {},
  });
  return { response, body: method === 'HEAD' ? '' : await response.text() };
}

async function check(
  path: string,
  expectedStatus: number,
  options: { method?: string; https?: boolean } = {},
): Promise<Checked> {
  const label = `${options.method ?? 'GET'} ${path}${options.https ? ' (https)' : ''}`;
  const { response, body } = await request(path, options);
  expect(response.status, `${label}: status`).toBe(expectedStatus);
  const nonce = checkHeaders(label, response, options.https ?? false);
  if (nonce && body) checkScripts(label, body, nonce);
  if (response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html')) {
    // A rendered page, so the nonce check above saw React Router's inline scripts.
    expect(body, `${label}: hydration scripts`).toMatch(/<script\b[^>]*nonce=/);
  }
  return { label, status: response.status, nonce };
}

// --- which pages -------------------------------------------------------------------------------------------------

/** Every page route of the storefront with a real address for it and the status that address answers. */
const PAGES: Array<[path: string, status: number]> = [
  ['/', 200],
  // The Arabic storefront: the same pages under /ar.
  ['/ar', 200],
  ['/ar/item/iphone-17-pro?name=iPhone-17-Pro', 200],
  ['/Categories?page=1&category=1', 200],
  ['/Categories?category=2&page=2', 200],
  ['/Categories', 404],
  ['/Accessories', 200],
  ['/Accessories?slug_brand=apple', 200],
  ['/search?search=iphone', 200],
  ['/search', 200],
  ['/item/iphone-17-pro?name=iPhone-17-Pro', 200],
  ['/item/no-such-product-anywhere', 404],
  ['/overview/iphone-17-pro/phones', 200],
  ['/compare/iphone-17-pro', 200],
  ['/shopping-cart', 200],
  ['/newsletter/unsubscribe?email=a%40example.com&token=abc', 200],
  ['/login', 200],
  ['/register', 200],
  ['/forget-password', 200],
  ['/reset-password?email=a%40example.com&code=123456', 200],
  // Without the providers' keys the start leads back to sign-in; the callback page renders and then says so.
  ['/auth/facebook/start?next=%2Fcheckout', 302],
  ['/auth/google/callback', 200],
  // Without a session cookie the server sends the shopper to sign in first.
  ['/profile', 302],
  ['/checkout', 302],
  ['/online-payment?iframe=%2Fapi%2Fcustomer%2Fpayments%2Fsandbox%2Fpay%2F1', 200],
  ['/Services', 200],
  ['/help', 200],
  ['/about', 200],
  ['/terms', 200],
  ['/policy', 200],
  ['/FAQs', 200],
  ['/contact-us', 200],
  ['/education', 200],
  ['/business', 200],
  ['/blog-detail/btc-offer', 200],
  ['/blog-detail/no-such-offer', 404],
  ['/map-location?page=Shopping%20Stores', 200],
  ['/Maintenance', 200],
  // Without maintenance these two send the shopper home; see the maintenance test.
  ['/under-construction', 302],
  ['/under-constructure', 302],
  ['/session/signin', 302],
  // The footer's newsletter form posts here; there is nothing to see.
  ['/newsletter', 302],
  // The back office: without a staff session its pages send the visitor to its own sign-in.
  ['/admin', 302],
  ['/admin/staff', 302],
  ['/admin/orders', 302],
  ['/admin/orders/1', 302],
  ['/admin/import', 302],
  ['/admin/bulk', 302],
  ['/admin/account', 302],
  ['/admin/categories', 302],
  ['/admin/brands', 302],
  ['/admin/media', 302],
  ['/admin/products/1/pictures', 302],
  ['/admin/products', 302],
  ['/admin/products/new', 302],
  ['/admin/products/1', 302],
  ['/admin/promotions', 302],
  ['/admin/promotions/new', 302],
  ['/admin/promotions/1', 302],
  ['/admin/payment-offers', 302],
  ['/admin/delivery', 302],
  ['/admin/settings', 302],
  ['/admin/customers', 302],
  ['/admin/customers/1', 302],
  ['/profile/orders', 302],
  ['/profile/orders/ISP-000001', 302],
  ['/admin/orders/1/return', 302],
  ['/orders/1/invoice.pdf', 302],
  ['/admin/tickets', 302],
  ['/admin/tickets/1', 302],
  ['/admin/inbox', 302],
  ['/admin/subscribers', 302],
  ['/admin/messages', 302],
  ['/admin/audit', 302],
  ['/admin/reports', 302],
  ['/admin/content', 302],
  ['/admin/content/about', 302],
  ['/admin/faqs', 302],
  ['/admin/stores', 302],
  ['/admin/home-page', 302],
  ['/admin/home-page/ads/1', 302],
  ['/admin/search-synonyms', 302],
  ['/admin/login', 200],
  ['/admin/set-password?token=abc', 200],
  ['/no/such/page', 302],
];

/** The route patterns of apps/web/app/routes.ts, as regular expressions over a path. */
function routePatterns(): Array<{ source: string; pattern: RegExp }> {
  const config = readFileSync(join(repoRoot, 'apps/web/app/routes.ts'), 'utf8');
  const sources = [...config.matchAll(/\broute\(\s*'([^']*)'/g)].map((m) => m[1]!);
  if (/\bindex\(/.test(config)) sources.push('');
  return sources.map((source) => {
    const body = source
      .split('/')
      .map((part) =>
        part === '*' ? '.+' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    return { source, pattern: new RegExp(`^/${body}$`) };
  });
}

describe('security headers on every answer', () => {
  it('the page list covers every route in routes.ts', () => {
    const patterns = routePatterns();
    expect(patterns.length).toBeGreaterThan(30);
    const paths = PAGES.map(([path]) => new URL(path, 'http://x').pathname);
    for (const { source, pattern } of patterns) {
      expect(
        paths.some((p) => pattern.test(p)),
        `no address in PAGES for route "${source}"`,
      ).toBe(true);
    }
  });

  it('every storefront page, over HTTP and behind HTTPS, with a fresh nonce each time', async () => {
    const seen = new Set<string>();
    for (const https of [false, true]) {
      for (const [path, status] of PAGES) {
        const { nonce, label } = await check(path, status, { https });
        expect(nonce, `${label}: a page policy`).toBeTruthy();
        expect(seen.has(nonce!), `${label}: nonce reused`).toBe(false);
        seen.add(nonce!);
      }
    }
    // The same page twice: two different nonces.
    const again = await check('/', 200);
    expect(seen.has(again.nonce!)).toBe(false);
  });

  it('every address the sitemap lists (all products and content pages)', async () => {
    const { body } = await request('/sitemap.xml');
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(locations.length).toBeGreaterThan(50);
    for (const location of locations) {
      const url = new URL(location);
      await check(`${url.pathname}${url.search}`, 200);
    }
  });

  it('HEAD, a POST to a page, and an address the router cannot even decode', async () => {
    for (const https of [false, true]) {
      await check('/', 200, { method: 'HEAD', https });
      await check('/item/iphone-17-pro', 405, { method: 'POST', https });
      // A malformed percent-escape is refused before any route runs; the refusal still carries the headers.
      await check('/item/%E0%A4%A', 400, { https });
      await check('/api/customer/products/%E0%A4%A', 400, { https });
    }
  });

  it('sitemap.xml, robots.txt, static files and a sample of API answers', async () => {
    const { body: home } = await request('/');
    const asset =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ??
      /<link[^>]+href="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(asset, 'a script asset on the home page').toBeTruthy();
    const css = /<link[^>]+href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
    expect(css, 'a style sheet on the home page').toBeTruthy();
    const answers: Array<[path: string, status: number, method?: string]> = [
      ['/sitemap.xml', 200],
      ['/robots.txt', 200],
      ['/favicon.svg', 200],
      [asset!, 200],
      [css!, 200],
      ['/api/docs', 200],
      ['/api/customer/home2', 200],
      ['/api/customer/home/categories', 200],
      ['/api/customer/products/iphone-17-pro', 200],
      ['/api/customer/products/no-such-product-anywhere', 404],
      ['/api/cities', 200],
      ['/api/customer/profile', 401],
      ['/api/customer/nothing-here', 404],
      ['/api/customer/products/search', 400, 'POST'],
    ];
    for (const https of [false, true]) {
      for (const [path, status, method] of answers) {
        const { nonce } = await check(path, status, { https, method });
        expect(nonce, `${path}: not a page`).toBeNull();
      }
    }
  });

  it('during maintenance: the under-construction page, a page and an API answer of code 700', async () => {
    await setMaintenance('on');
    try {
      for (const https of [false, true]) {
        await check('/under-construction', 200, { https });
        await check('/under-constructure', 200, { https });
        // Pages send the shopper to the maintenance message, a redirect that carries the headers too.
        for (const path of ['/', '/item/iphone-17-pro', '/search?search=ipad']) {
          await check(path, 302, { https });
          const { response } = await request(path, { https });
          expect(response.headers.get('location'), path).toMatch(/\/under-construction$/);
        }
        await check('/api/customer/home2', 503, { https });
      }
    } finally {
      await setMaintenance('off');
    }
  });
});

/** Turns maintenance on or off and waits out the API's one-second cache of the setting. */
async function setMaintenance(mode: 'on' | 'off'): Promise<void> {
  shopCommand(shop, ['maintenance', mode, ...(mode === 'on' ? ['--message-en', 'Back soon'] : [])]);
  await expect
    .poll(async () => (await fetch(`${shop.url}/api/customer/home2`)).status, { timeout: 10_000 })
    .toBe(mode === 'on' ? 503 : 200);
}

// --- the browser's view ------------------------------------------------------------------------------------------

/** Records every CSP violation the page reports, from the first byte on, and every console word about CSP. */
async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const { page, problems: violations } = await shop.shopper();
  await reportCspViolations(page, (text) => violations.push(text));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return { page, violations };
}

describe('the policy is not stricter than our own pages', () => {
  it(
    'Chromium reports no violation on the public pages, and would report one',
    { timeout: 120_000 },
    async () => {
      const { page, violations } = await watchedPage();
      const paths = [
        '/',
        '/Categories?page=1&category=1',
        '/Accessories',
        '/search?search=iphone',
        '/item/iphone-17-pro?name=iPhone-17-Pro',
        '/overview/iphone-17-pro/phones',
        '/compare/iphone-17-pro',
        '/shopping-cart',
        '/login',
        '/register',
        '/Services',
        '/FAQs',
        '/contact-us',
        '/education',
        '/blog-detail/Trade-in',
        '/map-location?page=Shopping%20Stores',
        '/Maintenance',
      ];
      for (const path of paths) {
        await shop.go(page, path);
        // Client-side work after hydration (autocomplete, analytics) runs under the same policy.
        await page.waitForLoadState('networkidle');
        expect(violations, path).toEqual([]);
      }
      // The header search runs the API from the browser.
      await page.getByRole('searchbox', { name: 'Search' }).first().fill('ipad');
      await page.getByRole('listbox').first().waitFor();
      // A client-side navigation.
      await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
      await page.waitForURL(/\/about$/);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);

      // The watcher works: a script without the nonce is refused and reported.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__cspControl = 1';
        document.body.append(script);
      });
      await expect
        .poll(() => violations.filter((v) => /^script-src(-elem)? blocked inline/.test(v)).length)
        .toBe(1);
      expect(await page.evaluate(() => (window as unknown as { __cspControl?: number }).__cspControl)).toBe(
        undefined,
      );
    },
  );

  it("Chromium reports no violation on a customer's pages (profile, cart, checkout)", async () => {
    const { page, violations } = await watchedPage();
    await registerThroughForm(page, shop, newPerson());
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    await shop.go(page, '/item/iphone-17-pro?name=iPhone-17-Pro');
    await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
    for (const path of ['/shopping-cart', '/checkout', '/profile']) {
      await shop.go(page, path);
      await page.waitForLoadState('networkidle');
      expect(violations, path).toEqual([]);
    }
  });
});
