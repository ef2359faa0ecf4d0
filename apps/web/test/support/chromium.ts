import { chromium, type Browser, type Page } from 'playwright-core';

/**
 * Chromium and page readiness without the test runner, so the benchmarks drive the browser the way the browser
 * tests do.
 */

/** Debian's Chromium, headless, with nothing reaching outside the machine. */
const CHROMIUM_ARGS = [
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

/** Waits until React has hydrated the page: before that, clicks reach plain server markup. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
