import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupShop } from './support/browser.ts';
import { newPerson, registerThroughForm, verifyPhoneInDialog } from './support/customers.ts';

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
let served = 0;

// Registered before the shop's hooks, so the widget listens before the shop starts and closes after it stops.
beforeAll(async () => {
  widgetServer = createServer((req, res) => {
    served += 1;
    res.writeHead(req.url === '/widget.js' ? 200 : 404, { 'content-type': 'text/javascript' });
    res.end(req.url === '/widget.js' ? FAKE_WIDGET : '');
  });
  await new Promise<void>((done) => widgetServer.listen(0, '127.0.0.1', done));
});

afterAll(async () => {
  await new Promise((done) => widgetServer?.close(done));
});

const shop = setupShop({
  env: () => ({
    LOYALTY_WIDGET_URL: `http://127.0.0.1:${(widgetServer.address() as AddressInfo).port}/widget.js`,
    LOYALTY_PLATFORM: 'ispot-widget-test',
  }),
});

describe('the third-party rewards widget', () => {
  it('loads the configured script once and logs the verified customer in with platform, language and player id', async () => {
    const { page, problems } = await shop.shopper();
    const who = newPerson();
    await registerThroughForm(page, shop, who);
    await page.getByRole('button', { name: 'Verify phone' }).click();
    await verifyPhoneInDialog(page, shop, who);
    await page.getByText(`Your phone ${who.phone} is verified.`).waitFor();

    await shop.go(page, '/');
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
