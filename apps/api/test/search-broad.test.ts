import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '@shop/contract/catalog';
import { growCatalog } from '../../../bench/generate-catalog.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Broad searches: more than a thousand matches, so the page, the counts and the facets come from grouped queries
 * rather than from one pass over the matches (search.repository). Every generated product is named "... (Gen n)".
 */
let t: TestApp;
let generated = 0;
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.deps;
  const { n } = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  generated = await growCatalog(db, Number(n) + 1_200);
}, 60_000);
afterAll(async () => t?.close());

interface Found {
  products: ProductCard[];
  count: number;
  facets: { categories: Array<{ count: number }>; price: { min: number; max: number } };
}

async function found(body: Record<string, unknown>): Promise<Found> {
  const res = await t.app.inject({ method: 'POST', url: '/api/customer/products/search', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json().data as Found;
}

const ids = (f: Found) => f.products.map((p) => p.id);

describe('a search with more than a thousand matches', () => {
  it('counts every match and gives facets that add up', async () => {
    expect(generated).toBe(1_200);
    const all = await found({ search: 'gen', page_size: 20 });
    expect(all.count).toBeGreaterThanOrEqual(1_200);
    expect(all.products).toHaveLength(20);
    expect(all.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.count);
    expect(all.facets.price.min).toBeLessThanOrEqual(all.facets.price.max);
  });

  it.each([
    ['relevance', {}],
    ['price_asc', {}],
    ['price_desc', { in_stock: 1 }],
    ['name_asc', {}],
    ['newest', { in_stock: 1, price_from: 600 }],
    ['relevance', { in_stock: 1 }],
  ] as const)(
    'gives the same pages, sorted %s with filters %o, whether a page lies among the first thousand matches or past them',
    async (sort, filters) => {
      const query = { search: 'gen', sort, ...filters };
      // Offsets 980-999: within the first thousand. Offsets 990-1019: reaching past them, read on its own.
      const within = await found({ ...query, page: 50, page_size: 20 });
      const across = await found({ ...query, page: 34, page_size: 30 });
      expect(within.count).toBeGreaterThan(1_020);
      expect(ids(within).slice(10)).toEqual(ids(across).slice(0, 10));
      // The first page of 40 is the first two pages of 20, and pages never overlap.
      const [one, two, both] = await Promise.all([
        found({ ...query, page: 1, page_size: 20 }),
        found({ ...query, page: 2, page_size: 20 }),
        found({ ...query, page: 1, page_size: 40 }),
      ]);
      expect([...ids(one), ...ids(two)]).toEqual(ids(both));
      expect(new Set([...ids(one), ...ids(two), ...ids(within), ...ids(across)]).size).toBe(40 + 20 + 20);
      if (sort === 'price_asc' || sort === 'price_desc') {
        const prices = [...both.products, ...within.products].map((p) => p.final_price);
        const inOrder = [...prices].sort((a, b) => (sort === 'price_asc' ? a - b : b - a));
        expect(prices).toEqual(inOrder);
      }
      if ('in_stock' in filters) {
        for (const p of [...both.products, ...within.products, ...across.products])
          expect(p.in_stock).toBe(true);
      }
    },
  );

  it('keeps to an attribute filter, though the text alone matches over a thousand products', async () => {
    const { db } = t.runtime.deps;
    const { id: value } = await db
      .selectFrom('attribute_values')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // 30 generated products get the value, beside any demo product that has it and matches "gen".
    const given = await db
      .selectFrom('products')
      .select('id')
      .where('slug', 'like', 'bench-%')
      .orderBy('id')
      .limit(30)
      .execute();
    await db
      .insertInto('product_attribute_values')
      .values(given.map((p) => ({ product_id: p.id, attribute_value_id: value })))
      .execute();
    const having = new Set(
      (
        await db
          .selectFrom('product_attribute_values')
          .select('product_id')
          .where('attribute_value_id', '=', value)
          .execute()
      ).map((r) => r.product_id),
    );
    const [first, second] = await Promise.all([
      found({ search: 'gen', attributes_ids: [value], page_size: 20 }),
      found({ search: 'gen', attributes_ids: [value], page: 2, page_size: 20 }),
    ]);
    expect(first.count).toBeGreaterThanOrEqual(30);
    expect(first.count).toBeLessThanOrEqual(having.size);
    const shown = [...ids(first), ...ids(second)];
    expect(shown).toHaveLength(Math.min(first.count, 40));
    for (const id of shown) expect(having.has(id)).toBe(true);
    if (first.count <= 40) for (const { id } of given) expect(shown).toContain(id);
  });
});
