import { describe, expect, it } from 'vitest';
import { setupShopServer } from './support/shop-server.ts';

/**
 * With PUBLIC_ORIGIN set, a page's canonical link, og:url and share image name the shop's public host plus the page
 * path, whatever host the request reached: here the server is reached on 127.0.0.1.
 * No browser is needed: the metadata is in the server-rendered HTML.
 */
const SHOP = 'https://shop.example';
const shop = setupShopServer({ env: { PUBLIC_ORIGIN: SHOP } });

describe('public origin in page metadata', () => {
  it('names the shop host on the item page and in the sitemap', async () => {
    const html = await (await fetch(`${shop.url}/item/iphone-17-pro?name=iPhone-17-Pro`)).text();
    expect(html).toContain(`<link rel="canonical" href="${SHOP}/item/iphone-17-pro"/>`);
    expect(html).toContain(`<meta property="og:image" content="${SHOP}/share/products/iphone-17-pro.png?v=`);
    expect(html).not.toContain(shop.url);
    const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SHOP}/item/iphone-17-pro`);
  });

  it('names it on a listing page too (the category is part of its address, the page number is not)', async () => {
    const html = await (await fetch(`${shop.url}/Categories?page=2&category=1`)).text();
    expect(html).toContain(`<link rel="canonical" href="${SHOP}/Categories?category=1"/>`);
    expect(html).toContain(`<meta property="og:url" content="${SHOP}/Categories?category=1"/>`);
  });

  it('does not let an absolute-form request target pick the host', async () => {
    const { request } = await import('node:http');
    const port = new URL(shop.url).port;
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: 'http://elsewhere.example/item/iphone-17-pro', method: 'GET' },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(404);
  });
});
