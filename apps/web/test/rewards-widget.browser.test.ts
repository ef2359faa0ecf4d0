import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newShopper, openPage } from './support/browser.ts';
import { codeIn, newPerson, outbox, registerThroughForm } from './support/customers.ts';
import { startShopServer, type ShopServer } from './support/shop-server.ts';

/**
 * The real loyalty adapter: with LOYALTY_WIDGET_URL set, the Rewards button loads that script (allowed by the page
 * CSP, with the page nonce) and logs the customer in with platform, language en and the player id '+2' + phone.
 * A local fake widget stands in for the vendor's.
 */
const FAKE_WIDGET = `window.LoyaltyWidget = {
  login: function (settings) { window.__widgetLogins = (window.__widgetLogins || []).concat([settings]); },
  open: function () { document.body.setAttribute('data-widget-open', 'yes'); }
};`;

let widgetServer: Server;
let shop: ShopServer;
let browser: Browser;
let served = 0;

beforeAll(async () => {
  widgetServer = createServer((req, res) => {
    served += 1;
    res.writeHead(req.url === '/widget.js' ? 200 : 404, { 'content-type': 'text/javascript' });
    res.end(req.url === '/widget.js' ? FAKE_WIDGET : '');
  });
  await new Promise<void>((done) => widgetServer.listen(0, '127.0.0.1', done));
  const { port } = widgetServer.address() as AddressInfo;
  shop = await startShopServer({
    env: { LOYALTY_WIDGET_URL: `http://127.0.0.1:${port}/widget.js`, LOYALTY_PLATFORM: 'ispot-widget-test' },
  });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  await new Promise((done) => widgetServer?.close(done));
}, 30_000);

describe('the third-party rewards widget', () => {
  it('loads the configured script once and logs the verified customer in with the specification settings', async () => {
    const { page, problems } = await newShopper(browser, 1280);
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    await page.getByRole('button', { name: 'Verify phone' }).click();
    await page
      .getByRole('dialog', { name: 'Your phone number' })
      .getByRole('button', { name: 'Send code' })
      .click();
    const codeStep = page.getByRole('dialog', { name: 'Enter the verification code' });
    await codeStep.getByLabel('Code').waitFor();
    await expect.poll(() => outbox(shop, who.phone).length).toBeGreaterThan(0);
    await codeStep.getByLabel('Code').fill(codeIn(outbox(shop, who.phone)[0]!.body));
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(`Your phone ${who.phone} is verified.`).waitFor();

    await openPage(page, shop.url, '/');
    await page.getByRole('button', { name: 'Rewards' }).click();
    await page.locator('body[data-widget-open="yes"]').waitFor({ state: 'attached' });
    const logins = await page.evaluate(
      () => (window as unknown as { __widgetLogins: unknown[] }).__widgetLogins,
    );
    expect(logins).toEqual([
      { platform: 'ispot-widget-test', language: 'en', playerId: `+2${who.phone}`, name: who.name },
    ]);
    // The built-in panel stays closed: the widget shows the rewards.
    expect(await page.getByRole('dialog', { name: 'Your rewards' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Rewards' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __widgetLogins: unknown[] }).__widgetLogins.length),
      )
      .toBe(2);
    expect(served).toBe(1);
    expect(problems).toEqual([]);
  });
});
