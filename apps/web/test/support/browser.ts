import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with nothing reaching outside the machine. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A fresh browser profile at a width, collecting uncaught page errors. */
export async function newShopper(
  browser: Browser,
  width = 1280,
): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  return { page, problems };
}

/** Opens a page of the shop and waits until React has hydrated it. */
export async function openPage(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
