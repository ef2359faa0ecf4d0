import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_ORIGIN: 'https://shop.example.eg' });
});
afterAll(async () => t?.close());

describe('sitemap and robots', () => {
  it('lists the static pages, every category and every active product on the public origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const products = await t.runtime.deps.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .execute();
    expect(locs).toContain('https://shop.example.eg/');
    expect(locs).toContain('https://shop.example.eg/Accessories');
    // The service articles of the content store, and help.
    for (const slug of ['btc-offer', 'Trade-in', 'Easy-Payments', 'Screen_Insurance', 'Whole-unit']) {
      expect(locs).toContain(`https://shop.example.eg/blog-detail/${slug}`);
    }
    expect(locs).toContain('https://shop.example.eg/help');
    // Listed under the same canonical addresses the pages name (no page number, no ?name=).
    expect(locs).toContain('https://shop.example.eg/Categories?category=1');
    expect(locs).toContain('https://shop.example.eg/item/iphone-17-pro');
    expect(locs.some((l) => l.includes('?name='))).toBe(false);
    expect(locs.filter((l) => l.startsWith('https://shop.example.eg/item/'))).toHaveLength(products.length);
    expect(locs.every((l) => l.startsWith('https://shop.example.eg/'))).toBe(true);
  });

  it('lists every page in Arabic too, each entry naming its English and Arabic twins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const entries = [...res.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!);
    expect(locs).toContain('https://shop.example.eg/ar');
    expect(locs).toContain('https://shop.example.eg/ar/item/iphone-17-pro');
    expect(locs).toContain('https://shop.example.eg/ar/Categories?category=1');
    expect(locs.filter((l) => l.startsWith('https://shop.example.eg/ar/')).length).toBe(
      locs.filter((l) => !l.startsWith('https://shop.example.eg/ar')).length - 1,
    );
    const item = entries.find((entry) =>
      entry.includes('<loc>https://shop.example.eg/ar/item/iphone-17-pro</loc>'),
    )!;
    expect(item).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example.eg/item/iphone-17-pro"/>',
    );
    expect(item).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://shop.example.eg/ar/item/iphone-17-pro"/>',
    );
    expect(item).toContain('hreflang="x-default" href="https://shop.example.eg/item/iphone-17-pro"');
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('keeps private pages and the API out of robots and points at the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /checkout');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://shop.example.eg/sitemap.xml');
  });
});
