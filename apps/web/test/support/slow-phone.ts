import type { Page, Route } from 'playwright-core';

/**
 * A mid-range phone on a slow link, as Lighthouse's mobile run has it: the CPU six times slower, 1.6 Mbps down and
 * 150 ms of latency.
 */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Opens `url` on a page (throttled unless `throttled` is false) whose scripts are held back until the returned function
 * lets them through, so whatever the test does before that is sure to come between the first paint and hydration.
 */
export async function holdScripts(
  page: Page,
  url: string,
  { throttled = true }: { throttled?: boolean } = {},
): Promise<() => Promise<void>> {
  if (throttled) await throttle(page);
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}
