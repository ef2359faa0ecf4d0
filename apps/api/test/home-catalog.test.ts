import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homePage } from '@shop/contract/catalog';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('home and catalog calls on the demo catalog', () => {
  it('home2 gives the whole home page in the contract shape', async () => {
    const page = homePage.parse(await get('/api/customer/home2'));
    expect(page.hero.length).toBeGreaterThanOrEqual(1);
    expect(page.sections.length).toBeGreaterThanOrEqual(4);
    for (const section of page.sections) expect(section.products.length).toBeGreaterThan(0);
    expect(page.featured_brands.length).toBeGreaterThan(0);
  });

  it('lists categories with groups and sub-categories; id 7 is Accessories', async () => {
    const categories = await get('/api/customer/home/categories');
    const accessories = categories.find((c: { id: number }) => c.id === 7);
    expect(accessories.name).toMatch(/Accessories/);
    expect(accessories.groups.length).toBeGreaterThan(0);
    expect(accessories.sub_categories.length).toBeGreaterThan(0);
    for (const sub of accessories.sub_categories) expect(sub.parent_id).toBe(7);
    expect(
      categories.some((c: { sub_categories: Array<{ is_new: boolean }> }) =>
        c.sub_categories.some((s) => s.is_new),
      ),
    ).toBe(true);
  });

  it('filters featured brands', async () => {
    const all = await get('/api/customer/home/brands?featured=0');
    const featured = await get('/api/customer/home/brands?featured=1');
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.length).toBeLessThan(all.length);
  });

  it('separates hero/home ads from custom ads', async () => {
    const ads = await get('/api/customer/home/ads');
    const custom = await get('/api/customer/home/custom-ads');
    expect(ads.every((a: { placement: string }) => a.placement !== 'custom')).toBe(true);
    expect(custom.length).toBeGreaterThan(0);
    expect(custom.every((a: { placement: string }) => a.placement === 'custom')).toBe(true);
  });

  it('gives cards their status and whole final prices no higher than the list price', async () => {
    const sections = await get('/api/customer/home/sections');
    const cards = sections.flatMap((s: { products: unknown[] }) => s.products);
    expect(cards.length).toBeGreaterThan(20);
    const statuses = new Set(cards.map((c: { status: string }) => c.status));
    expect(statuses.has('In stock')).toBe(true);
    for (const card of cards) {
      expect(Number.isInteger(card.final_price)).toBe(true);
      expect(card.final_price).toBeLessThanOrEqual(card.price);
    }
  });

  it('serves the product images the catalog names', async () => {
    const page = await get('/api/customer/home2');
    const image = page.sections[0].products[0].image;
    const res = await t.app.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body.startsWith('<svg')).toBe(true);
  });
});
