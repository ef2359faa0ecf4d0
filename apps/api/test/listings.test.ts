import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '@shop/contract/catalog';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });

describe('GET /categories/{category_id}', () => {
  it('gives the category and a page of its products with the filters applied', async () => {
    const res = await inject(
      'GET',
      '/api/customer/categories/7?page=1&page_size=5&sort=price_asc&in_stock=1',
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.category).toMatchObject({ id: 7, name: expect.stringMatching(/Accessories/) });
    expect(data.products).toHaveLength(5);
    expect(data.products.every((p: ProductCard) => p.category.id === 7 && p.in_stock)).toBe(true);
    const prices = data.products.map((p: ProductCard) => p.final_price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('answers an unknown category with 404 and a bad query with 400', async () => {
    const missing = await inject('GET', '/api/customer/categories/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message_en).toBe('There is no category 999.');
    const bad = await inject('GET', '/api/customer/categories/7?price_to=cheap');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_en).toMatch(/price_to/);
    const badId = await inject('GET', '/api/customer/categories/seven');
    expect(badId.statusCode).toBe(400);
  });
});

describe('sub-category listings', () => {
  it('lists one sub-category by id or slug', async () => {
    const [sub] = await t.runtime.deps.db
      .selectFrom('sub_categories')
      .select(['id', 'slug'])
      .orderBy('id')
      .limit(1)
      .execute();
    const byId = (
      await inject('POST', '/api/customer/products/by-subcategory', { sub_category_id: sub!.id })
    ).json().data;
    const bySlug = (await inject('POST', '/api/customer/products/by-subcategory', { slug: sub!.slug })).json()
      .data;
    expect(byId.count).toBeGreaterThan(0);
    expect(bySlug.products.map((p: ProductCard) => p.id)).toEqual(
      byId.products.map((p: ProductCard) => p.id),
    );
    const none = await inject('POST', '/api/customer/products/by-subcategory', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message_en).toMatch(/give sub_category_id or slug/);
  });

  it('gives a few products of each sub-category in the order asked, leaving unknown ids out', async () => {
    const subs = await t.runtime.deps.db
      .selectFrom('sub_categories')
      .select('id')
      .orderBy('id')
      .limit(3)
      .execute();
    const ids = [subs[2]!.id, 999_999, subs[0]!.id];
    const data = (
      await inject('POST', '/api/customer/products/by-subcategories', { sub_category_ids: ids, limit: 2 })
    ).json().data;
    expect(data.map((d: { sub_category: { id: number } }) => d.sub_category.id)).toEqual([
      subs[2]!.id,
      subs[0]!.id,
    ]);
    for (const row of data) expect(row.products.length).toBeLessThanOrEqual(2);
  });
});

describe('GET /api/products/ (legacy)', () => {
  it('pages by 16 with next and previous links', async () => {
    const first = (await inject('GET', '/api/products/')).json().data;
    expect(first.results).toHaveLength(16);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/products/?page=2');
    const second = (await inject('GET', first.next)).json().data;
    expect(second.previous).toBe('/api/products/?page=1');
    const seen = new Set([...first.results, ...second.results].map((p: ProductCard) => p.id));
    expect(seen.size).toBe(32);
  });

  it('filters by category, sub-category and brand given as id or slug, ordered as asked', async () => {
    const bySlug = (await inject('GET', '/api/products/?brand=anker&ordering=-price&page_size=50')).json()
      .data;
    expect(bySlug.count).toBeGreaterThan(0);
    expect(bySlug.results.every((p: ProductCard) => p.brand?.slug === 'anker')).toBe(true);
    const prices = bySlug.results.map((p: ProductCard) => p.final_price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    const byCategory = (await inject('GET', '/api/products/?category=7&page_size=50')).json().data;
    expect(byCategory.results.every((p: ProductCard) => p.category.id === 7)).toBe(true);
    const missing = await inject('GET', '/api/products/?brand=nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message_en).toBe('There is no brand "nobody".');
  });
});
