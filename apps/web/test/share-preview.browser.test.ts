import { describe, expect, it } from 'vitest';
import { setupShopServer } from './support/shop-server.ts';

/**
 * A link preview as Facebook's and WhatsApp's crawlers make it: fetch the page's HTML, read og:image, fetch that.
 * No browser is needed: the crawlers run no script either. The shop's public origin is the address it is reached on
 * here, so the image's absolute address can be fetched as it stands.
 */
const shop = setupShopServer();
const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' };

/** The content of every <meta property=...> with this property, in page order. */
function metaContents(html: string, property: string): string[] {
  const pattern = new RegExp(`<meta property="${property}" content="([^"]*)"/>`, 'g');
  return [...html.matchAll(pattern)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('link previews', () => {
  it.each([
    ['a product page', '/item/iphone-17-pro?name=iPhone-17-Pro', '/share/products/iphone-17-pro.png?v='],
    ['the home page', '/', '/share/home.png?v='],
    ['a category page', '/Categories?category=1', '/share/categories/1.png?v='],
    ['a content page', '/about', '/share/pages/about.png?v='],
  ])('get a 1200 x 630 PNG for %s', async (_name, path, imagePath) => {
    const page = await fetch(`${shop.url}${path}`, { headers: CRAWLER });
    expect(page.status).toBe(200);
    const html = await page.text();
    const image = metaContents(html, 'og:image')[0];
    expect(image).toContain(`${shop.origin}${imagePath}`);
    expect(metaContents(html, 'og:image:width')[0]).toBe('1200');
    expect(metaContents(html, 'og:image:height')[0]).toBe('630');
    expect(metaContents(html, 'og:image:type')[0]).toBe('image/png');
    expect(html).toContain(`<meta name="twitter:image" content="${image!.replaceAll('&', '&amp;')}"/>`);

    const picture = await fetch(image!, { headers: CRAWLER });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pngSize(Buffer.from(await picture.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("keeps the product's own picture as the second, 150 x 150, image", async () => {
    const html = await (
      await fetch(`${shop.url}/item/iphone-17-pro?name=iPhone-17-Pro`, { headers: CRAWLER })
    ).text();
    const images = metaContents(html, 'og:image');
    expect(images).toHaveLength(2);
    expect(images[1]).toMatch(new RegExp(`^${shop.origin}/media/device/phone/[0-9a-f]{6}\\.svg$`));
    expect(metaContents(html, 'og:image:width')).toEqual(['1200', '150']);
    const picture = await fetch(images[1]!);
    expect(picture.status).toBe(200);
  });
});
