import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { hydrated, launchChromium } from './chromium.ts';
import { repoRoot, setupShopServer, type RunningShop, type ShopServerOptions } from './shop-server.ts';

// Tests wait for hydration through this module, beside the rest of their browser helpers.
export { hydrated };

export interface ShopperOptions {
  width?: number;
  height?: number;
  /**
   * Count the console's errors as problems too. Off for flows where the API refuses on purpose (a wrong password,
   * an expired session): Chromium logs every 4xx answer as a console error.
   */
  consoleErrors?: boolean;
  /** Count every Content-Security-Policy violation the page reports as a problem. */
  cspViolations?: boolean;
}

export interface Shopper {
  page: Page;
  /** What went wrong on the page so far: uncaught errors, and console errors or CSP violations when asked. */
  problems: string[];
}

/**
 * Hands every CSP violation of the pages in `target` to `report`, from the first byte on. The listener is injected by
 * the browser, not by the page, so the page's own policy does not apply to it.
 */
export async function reportCspViolations(
  target: Page | BrowserContext,
  report: (text: string) => void,
): Promise<void> {
  await target.exposeFunction('__reportCspViolation', report);
  await target.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
}

/** A fresh browser profile (own storage) at a window size, with what goes wrong on its page recorded. */
export async function newShopper(
  browser: Browser,
  { width = 1280, height = 900, consoleErrors = false, cspViolations = false }: ShopperOptions = {},
): Promise<Shopper> {
  const context = await browser.newContext({ viewport: { width, height } });
  // A page load waits for every resource; with the whole browser stage on two cores (load average 10-15) a shop page
  // took over Playwright's 30 s default to fire "load" now and then, while the same test passed in 8 s on a rerun.
  context.setDefaultNavigationTimeout(50_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  if (consoleErrors) {
    page.on('console', (message) => {
      // The location names the resource behind a "Failed to load resource" line, which its text leaves out.
      if (message.type() === 'error')
        problems.push(`console: ${message.text()} at ${message.location().url}`);
    });
  }
  if (cspViolations) await reportCspViolations(page, (text) => problems.push(`CSP violation: ${text}`));
  return { page, problems };
}

/** Opens a page of the shop and waits until React has hydrated it. */
export async function openPage(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await hydrated(page);
}

const SCREENSHOTS = join(repoRoot, 'test-results');

/**
 * Saves a screenshot under test-results/ for a person to look at; nothing compares it. A whole page is taken with the
 * window as tall as the page, since blocks rendered only near the screen (content-visibility: auto) would otherwise
 * be blank below it.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const size = page.viewportSize();
  if (!fullPage || !size) {
    await page.screenshot({ path: join(SCREENSHOTS, name), fullPage });
    return;
  }
  // Nothing is run in the page, which may have scripts turned off: the page's height comes from the browser.
  const cdp = await page.context().newCDPSession(page);
  const { cssContentSize } = await cdp.send('Page.getLayoutMetrics');
  await cdp.detach();
  await page.setViewportSize({
    width: size.width,
    height: Math.min(Math.ceil(cssContentSize.height), 16_000),
  });
  try {
    // Two captures: the frame after the resize finds which blocks are now on screen, the next one draws them.
    await page.screenshot({ fullPage });
    await page.screenshot({ path: join(SCREENSHOTS, name), fullPage });
  } finally {
    await page.setViewportSize(size);
  }
}

/** Serious or critical accessibility problems axe finds on the page as it is now, inside `include` if given. */
/** Every axe violation of the page (or of `include`), whatever its impact: what the Arabic pages are held to. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations.map(
    (v) => `${v.impact ?? 'unknown'} ${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export interface BrowserShop extends RunningShop {
  readonly browser: Browser;
  shopper(options?: ShopperOptions): Promise<Shopper>;
  /** A new shopper on `path`, hydrated unless `hydrate` is false; with the document's HTTP status. */
  open(path: string, options?: ShopperOptions & { hydrate?: boolean }): Promise<Shopper & { status: number }>;
  /** Takes an existing page to `path` and waits for hydration. */
  go(page: Page, path: string): Promise<void>;
}

/**
 * A browser suite: registers the hooks that start the shop and Chromium before the file's tests and stop both after
 * them, and answers getters and page helpers bound to them.
 */
export function setupShop(options: ShopServerOptions = {}): BrowserShop {
  const shop = setupShopServer(options);
  let browser: Browser | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  }, 30_000);

  const harness: BrowserShop = {
    get url() {
      return shop.url;
    },
    get origin() {
      return shop.origin;
    },
    get sqlitePath() {
      return shop.sqlitePath;
    },
    get browser() {
      if (!browser) throw new Error('Chromium has not started: use the shop inside a test or hook.');
      return browser;
    },
    shopper: (shopperOptions) => newShopper(harness.browser, shopperOptions),
    async open(path, { hydrate = true, ...shopperOptions } = {}) {
      const shopper = await newShopper(harness.browser, shopperOptions);
      const response = await shopper.page.goto(`${shop.url}${path}`);
      if (hydrate) await hydrated(shopper.page);
      return { ...shopper, status: response?.status() ?? 0 };
    },
    go: (page, path) => openPage(page, shop.url, path),
  };
  return harness;
}
