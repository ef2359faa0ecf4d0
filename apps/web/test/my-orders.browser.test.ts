import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hydrated, seriousViolations, setupShop } from './support/browser.ts';
import {
  addAddress,
  newPerson,
  outbox,
  registerThroughForm,
  shopCommand,
  verifyPhoneInDialog,
  type Person,
} from './support/customers.ts';
import { staffSignedIn } from './support/staff.ts';

const shop = setupShop();

/** Places a cash order of one iPhone from the product page; answers its number. */
async function placeCashOrder(page: Page, first: boolean): Promise<string> {
  await shop.go(page, '/item/iphone-16-pro?name=iPhone-16-Pro');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
  await shop.go(page, '/checkout');
  if (first) await addAddress(page);
  else await page.getByText('Delivery to Nasr City, Cairo:').waitFor();
  await page.getByRole('button', { name: /Place order/ }).click();
  await page.waitForURL(/\/checkout\?response=success&order_id=\d+/);
  return /ISP-\d+/.exec(await page.getByRole('heading', { name: /Thank you!/ }).innerText())![0];
}

/** A tiny PNG, written by hand so the test needs no image library. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const [width, height] = [24, 16];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc0)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** No sideways scroll at this width. */
async function fitsWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll at ${width} px on ${page.url()}`).toBeLessThanOrEqual(0);
}

async function signedUpShopper(page: Page): Promise<Person> {
  const who = newPerson();
  await registerThroughForm(page, shop, who);
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await verifyPhoneInDialog(page, shop, who);
  await page.getByText(`Your phone ${who.phone} is verified.`).waitFor();
  return who;
}

describe('My orders', () => {
  it(
    'a shopper opens My orders and an order, cancels one still waiting, and returns a delivered one that support accepts',
    { timeout: 420_000 },
    async () => {
      const { page, problems } = await shop.shopper();
      const who = await signedUpShopper(page);
      const delivered = await placeCashOrder(page, true);
      const pending = await placeCashOrder(page, false);
      const deliveredId = String(Number(delivered.slice(4)));
      shopCommand(shop, ['orders', 'set-status', deliveredId, 'shipped']);
      shopCommand(shop, ['orders', 'set-status', deliveredId, 'delivered']);

      // The profile keeps the latest orders and leads to all of them.
      await shop.go(page, '/profile');
      await page.getByRole('link', { name: 'All my orders (2)' }).click();
      await page.waitForURL(/\/profile\/orders$/);
      await page.getByRole('heading', { name: 'My orders', level: 1 }).waitFor();
      await hydrated(page);
      const list = page.getByRole('list', { name: 'My orders' });
      expect(await list.locator('.my-order__number').allInnerTexts()).toEqual([pending, delivered]);
      await list.getByText(pending, { exact: true }).click();
      await list.getByRole('link', { name: `Open the order page of ${pending}` }).click();
      await page.waitForURL(new RegExp(`/profile/orders/${pending}$`));
      await page.getByRole('heading', { name: `Order ${pending}`, level: 1 }).waitFor();
      await hydrated(page);
      // Lines with prices, the money, the address, and the history in Cairo time.
      const items = page.getByRole('list', { name: `Items of order ${pending}` });
      await items
        .getByText(/\d[\d,]* EGP/)
        .first()
        .waitFor();
      await page.getByText('12 Abbas El Akkad Street').waitFor();
      await page.getByText('(Cairo time)').waitFor();
      expect(await page.getByRole('heading', { name: 'Return' }).count()).toBe(0);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: '/tmp/my-order-1280.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/my-order-390.png', fullPage: true });
      for (const width of [320, 390, 412]) await fitsWidth(page, width);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });

      // Cancelling asks once more, then the order is cancelled and the customer told.
      const sent = outbox(shop, who.email).length;
      await page.getByText('Cancel order', { exact: true }).click();
      await page.getByRole('button', { name: `Yes, cancel order ${pending}` }).click();
      await page.getByText('Your order was cancelled. We sent you an e-mail and an SMS.').waitFor();
      await page.locator('.my-order-page__head').getByText('Cancelled', { exact: true }).waitFor();
      expect(await page.getByText('Cancel order', { exact: true }).count()).toBe(0);
      await expect.poll(() => outbox(shop, who.email).length).toBe(sent + 1);
      expect(outbox(shop, who.email)[0]!.subject).toBe(`Order ${pending}: Cancelled`);

      // The delivered order: a return request with a reason and a photo.
      await shop.go(page, `/profile/orders/${delivered}`);
      await page
        .getByText(/You can ask to return this order until \d+ \w+ \d{4} \(14 days after delivery\)\./)
        .waitFor();
      await page.getByRole('button', { name: 'Send return request' }).click();
      // The reason is required: the browser keeps the form until it is given.
      expect(await page.getByText('Return requested').count()).toBe(0);
      await page.getByLabel('Reason').fill('The box came crushed and the screen is scratched.');
      await page.getByLabel('Photo (optional)').setInputFiles({
        name: 'scratch.png',
        mimeType: 'image/png',
        buffer: png(),
      });
      await page.getByRole('button', { name: 'Send return request' }).click();
      await page
        .getByText('We received your return request. We will tell you our decision by e-mail and SMS.')
        .waitFor();
      await page.getByText('Return requested').waitFor();
      await page.getByText('(with a photo)').waitFor();
      await expect
        .poll(() => outbox(shop, who.email)[0]?.subject)
        .toBe(`Order ${delivered}: Return requested`);

      // Support accepts it on the order's page in the back office, seeing the customer's photo.
      const deskContext = await shop.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const desk = await deskContext.newPage();
      await staffSignedIn(shop, desk, 'support');
      await desk.goto(`${shop.url}/admin/orders/${deliveredId}`);
      await desk.getByRole('heading', { name: `Order ${delivered}`, level: 1 }).waitFor();
      const panel = desk.getByRole('region', { name: 'Return request' });
      await panel.getByText('The box came crushed and the screen is scratched.').waitFor();
      const photo = panel.getByRole('img', {
        name: `The customer's photo for the return of order ${delivered}`,
      });
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);
      await panel.getByRole('button', { name: 'Refuse return' }).click();
      await panel.getByText('Tell the customer why the return is refused').waitFor();
      await panel.getByLabel('Message to the customer').fill('A courier will call you tomorrow.');
      await panel.getByRole('button', { name: 'Accept return' }).click();
      await panel.getByText('Return accepted. The customer was told.').waitFor();
      await panel.getByText('Return accepted', { exact: true }).waitFor();
      expect(await panel.getByRole('button', { name: 'Accept return' }).count()).toBe(0);
      await desk.screenshot({ path: '/tmp/admin-order-return-1280.png', fullPage: true });
      await deskContext.close();

      // The shopper sees the decision, and was told by e-mail and SMS.
      await shop.go(page, `/profile/orders/${delivered}`);
      await page.getByText('Return accepted').waitFor();
      await page.getByText(/We accepted your return\. .*A courier will call you tomorrow\./).waitFor();
      await expect
        .poll(() => outbox(shop, who.email)[0]?.subject)
        .toBe(`Order ${delivered}: Return accepted`);
      expect(outbox(shop, who.phone)[0]!.body).toContain(`Your return of order ${delivered} was accepted.`);

      await shop.go(page, '/profile/orders');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: '/tmp/my-orders-1280.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/my-orders-390.png', fullPage: true });
      for (const width of [320, 390, 412]) await fitsWidth(page, width);
      await shop.go(page, `/profile/orders/${delivered}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/my-order-returned-390.png', fullPage: true });
      expect(problems).toEqual([]);
    },
  );

  it(
    'works without scripts: the list, an order, and cancelling it are plain pages and form posts',
    { timeout: 240_000 },
    async () => {
      const { page } = await shop.shopper();
      await signedUpShopper(page);
      const number = await placeCashOrder(page, true);
      const context = await shop.browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      await context.addCookies(await page.context().cookies());
      const bare = await context.newPage();
      await bare.goto(`${shop.url}/profile/orders`);
      const list = bare.getByRole('list', { name: 'My orders' });
      await list.getByText(number, { exact: true }).click();
      await list.getByRole('link', { name: `Open the order page of ${number}` }).click();
      await bare.getByRole('heading', { name: `Order ${number}`, level: 1 }).waitFor();
      await bare.getByText('Cancel order', { exact: true }).click();
      await bare.getByRole('button', { name: `Yes, cancel order ${number}` }).click();
      await bare.getByText('Your order was cancelled. We sent you an e-mail and an SMS.').waitFor();
      expect(new URL(bare.url()).searchParams.get('done')).toBe('cancelled');

      // Someone else's order, or a number that is no order, is not found.
      const other = await bare.goto(`${shop.url}/profile/orders/ISP-999999`);
      expect(other?.status()).toBe(404);
      await bare.getByText('This order was not found in your orders.').waitFor();
      // Signed out, the page asks for a sign-in first.
      const anonymous = await shop.browser.newContext({ javaScriptEnabled: false });
      const nobody = await anonymous.newPage();
      await nobody.goto(`${shop.url}/profile/orders/${number}`);
      expect(new URL(nobody.url()).pathname).toBe('/login');
      await anonymous.close();
      await context.close();
    },
  );
});
