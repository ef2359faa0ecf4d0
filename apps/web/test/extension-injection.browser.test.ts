import { describe, expect, it } from 'vitest';
import { hydrated, setupShop } from './support/browser.ts';
import { holdScripts } from './support/slow-phone.ts';

const shop = setupShop();

/**
 * Browser extensions (password managers, translators, grammar checkers) and tag managers put their own elements into
 * <head> and <body> before the page's scripts run. Hydration must leave them, and the server's HTML around them,
 * in place: a page that throws its HTML away and renders again loses what the shopper typed and flashes.
 */
describe('elements injected before hydration', () => {
  it('keeps the server-rendered page and the injected elements through hydration', async () => {
    const { page, problems } = await shop.shopper({ width: 390, height: 800, consoleErrors: true });
    const release = await holdScripts(page, `${shop.url}/item/iphone-17-pro?name=iPhone-17-Pro`, {
      throttled: false,
    });
    await page.locator('header').first().waitFor({ state: 'attached' });
    await page.locator('footer').first().waitFor({ state: 'attached' });

    await page.evaluate(() => {
      const w = window as unknown as { serverNodes: Element[] };
      // Nodes of the server's HTML, kept by reference: a document rendered again would detach them.
      w.serverNodes = ['header', 'main', 'footer'].flatMap((tag) => {
        const node = document.querySelector(tag);
        return node ? [node] : [];
      });
      const style = document.createElement('style');
      style.id = 'extension-style';
      style.textContent = '.extension-badge{position:fixed}';
      document.head.appendChild(style);
      // As extensions do: their own element first in <body>, and a plain <div> at its end.
      const badge = document.createElement('extension-badge');
      badge.id = 'extension-badge';
      badge.className = 'extension-badge';
      document.body.prepend(badge);
      const panel = document.createElement('div');
      panel.id = 'extension-panel';
      document.body.appendChild(panel);
    });

    await release();
    await hydrated(page);
    // Something interactive answers, so hydration is done and the page is live.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'Close menu' }).waitFor();

    const after = await page.evaluate(() => {
      const w = window as unknown as { serverNodes: Element[] };
      return {
        kept: w.serverNodes.length,
        connected: w.serverNodes.filter((node) => node.isConnected).length,
        style: document.getElementById('extension-style') !== null,
        badge: document.getElementById('extension-badge') !== null,
        panel: document.getElementById('extension-panel') !== null,
      };
    });
    expect(after).toEqual({ kept: 3, connected: 3, style: true, badge: true, panel: true });
    expect(problems).toEqual([]);
  });
});
