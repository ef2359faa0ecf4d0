import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@shop/contract/envelope';
import { productDetail } from '@shop/contract/catalog';
import { productShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { createTestApp, type TestApp } from './support/test-app.ts';

const dir = mkdtempSync(join(tmpdir(), 'shop-share-test-'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: dir });
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Width and height from a PNG's header: the signature, then the IHDR chunk's first two 4-byte fields. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function productAddress(slug: string): Promise<string> {
  const answer = await get(`/api/customer/products/${slug}`);
  const product = envelope(productDetail).parse(answer.json()).data;
  return shareImageAddress(sharePaths.product(product.slug), productShareCard('iSpot Egypt', product));
}

describe('share images', () => {
  it("answers a product's address with a 1200 x 630 PNG kept for good, drawn once", async () => {
    const address = await productAddress('iphone-17-pro');
    const drawsBefore = t.runtime.deps.shareImages.draws;
    let started = performance.now();
    const first = await get(address);
    const drawnMs = performance.now() - started;
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.headers['etag']).toBe(`"${new URL(address, 'http://x').searchParams.get('v')}"`);
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    // A product with a picture: far more than the few kB of a card with text only.
    expect(first.rawPayload.length).toBeGreaterThan(60_000);

    started = performance.now();
    const again = await get(address);
    const keptMs = performance.now() - started;
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.runtime.deps.shareImages.draws).toBe(drawsBefore + 1);
    console.log(
      `share image: drawn in ${drawnMs.toFixed(0)} ms, answered from the kept bytes in ${keptMs.toFixed(1)} ms`,
    );

    const notModified = await get(address, { 'if-none-match': String(first.headers['etag']) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
  });

  it('gets a new address when the price changes, and answers an old or missing version for a while only', async () => {
    const before = await productAddress('iphone-17-pro');
    await t.runtime.deps.db
      .updateTable('products')
      // The price a shopper pays is the discount price when there is one.
      .set({ discount_price: 12_345 })
      .where('slug', '=', 'iphone-17-pro')
      .execute();
    const after = await productAddress('iphone-17-pro');
    expect((await get(after)).statusCode).toBe(200);
    expect(after).not.toBe(before);
    expect(after.split('?')[0]).toBe(before.split('?')[0]);

    for (const stale of [before, before.split('?')[0]!]) {
      const answer = await get(stale);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=300');
      expect(answer.headers['etag']).toBe(`"${new URL(after, 'http://x').searchParams.get('v')}"`);
    }
  });

  it('draws the home page, a category and a content page as 1200 x 630 PNGs', async () => {
    for (const address of [sharePaths.home(), sharePaths.category(1), sharePaths.page('about')]) {
      const answer = await get(address);
      expect(answer.statusCode, address).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(pngSize(answer.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  });

  it.each([
    ['/share/products/no-such-phone.png', 'There is no product "no-such-phone".'],
    ['/share/products/%3Cscript%3E.png', 'There is no product "<script>".'],
    ['/share/products/iphone-17-pro.jpg', 'There is no share image at /share/products/iphone-17-pro.jpg.'],
    ['/share/categories/999999.png', 'There is no category 999999.'],
    ['/share/categories/phones.png', 'There is no category "phones".'],
    ['/share/pages/no-such-page.png', 'There is no page called "no-such-page".'],
  ])('answers %s with the 404 envelope', async (address, message) => {
    const answer = await get(address);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.json()).toEqual({ code: 404, message_en: message, data: null });
  });
});
