import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '@shop/contract/catalog';
import { makeTestProduct, makeTestSubCategory } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
/** A sub-category of three products only the sort tests own: name, age and id each order them differently. */
const sorted = { subCategoryId: 0, alpha: 0, bravo: 0, charlie: 0 };
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.deps;
  const { id: subCategoryId } = await makeTestSubCategory(db, 'Sorting test', 'sorting-test');
  sorted.subCategoryId = subCategoryId;
  for (const [key, name, created_at] of [
    ['charlie', 'Sorting Charlie', '2001-01-02T00:00:00.000Z'],
    ['alpha', 'Sorting Alpha', '2001-01-01T00:00:00.000Z'],
    ['bravo', 'Sorting Bravo', '2001-01-03T00:00:00.000Z'],
  ] as const) {
    const { productId } = await makeTestProduct(db, `sorting-${key}`, {}, [{ price: 500, stock: 1 }]);
    await db
      .updateTable('products')
      .set({ name, created_at, sub_category_id: sorted.subCategoryId })
      .where('id', '=', productId)
      .execute();
    sorted[key] = productId;
  }
});
afterAll(async () => t?.close());

async function search(body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/customer/products/search', payload: body });
  return { status: res.statusCode, body: res.json() };
}
async function found(body: Record<string, unknown>) {
  const { status, body: json } = await search(body);
  expect(status).toBe(200);
  return json.data as {
    products: ProductCard[];
    count: number;
    pages: number;
    facets: Record<string, never> & {
      categories: Array<{ id: number; count: number }>;
      sub_categories: Array<{ id: number; name: string; count: number }>;
      brands: Array<{ id: number; name: string; count: number }>;
      price: { min: number; max: number };
      attributes: Array<{
        id: number;
        name: string;
        values: Array<{ id: number; name: string; count: number }>;
      }>;
    };
  };
}

describe('full-text search', () => {
  it('matches prefixes case-insensitively: "iph" and "IPHONE" find iPhones first', async () => {
    for (const text of ['iph', 'IPHONE']) {
      const { products, count } = await found({ search: text });
      expect(count).toBeGreaterThan(3);
      expect(products.slice(0, 3).every((p) => /iphone/i.test(p.name))).toBe(true);
    }
  });

  it('requires every word', async () => {
    const { products } = await found({ search: 'iphone pro' });
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => /iphone/i.test(p.name) && /pro/i.test(p.name))).toBe(true);
  });

  it('finds products by brand name and accepts q as well as search', async () => {
    const { products } = await found({ q: 'anker' });
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((p) => p.brand?.name === 'Anker')).toBe(true);
  });

  it('answers text with nothing searchable in it with no products and the fixed no-products message', async () => {
    const { status, body } = await search({ search: '!!! ???' });
    expect(status).toBe(200);
    expect(body.message_en).toBe('No Products Available');
    expect(body.data.products).toEqual([]);
  });

  it('treats query syntax as plain words', async () => {
    const { status } = await search({ search: 'iphone" OR name:* NEAR(' });
    expect(status).toBe(200);
  });
});

describe('filters', () => {
  it('filters by category, and category 7 holds accessories', async () => {
    const { products, count } = await found({ category_id: 7, page_size: 100 });
    expect(count).toBeGreaterThan(8);
    expect(products.every((p) => p.category.id === 7)).toBe(true);
  });

  it('filters by brands, sub-categories and price on the price a shopper pays', async () => {
    const all = await found({ category_id: 7, page_size: 100 });
    const brandId = all.facets.brands[0]!.id;
    const byBrand = await found({ brand_ids: [brandId], page_size: 100 });
    expect(byBrand.products.every((p) => p.brand?.id === brandId)).toBe(true);
    // The brand may sell outside category 7 too, so at least the facet's count.
    expect(byBrand.count).toBeGreaterThanOrEqual(all.facets.brands[0]!.count);
    const ranged = await found({ price_from: 1000, price_to: 5000, page_size: 100 });
    expect(ranged.count).toBeGreaterThan(0);
    expect(ranged.products.every((p) => p.final_price >= 1000 && p.final_price <= 5000)).toBe(true);
    const asText = await found({ brand_ids: String(brandId), page_size: 100 });
    expect(asText.count).toBe(byBrand.count);
  });

  it('filters stock, promotions, colour options, lists and groups', async () => {
    const inStock = await found({ in_stock: 1, page_size: 100 });
    expect(inStock.products.every((p) => p.in_stock)).toBe(true);
    const outOfStock = await found({ in_stock: 0, page_size: 100 });
    expect(outOfStock.count).toBeGreaterThan(0);
    expect(outOfStock.products.every((p) => !p.in_stock)).toBe(true);

    const promos = await found({ promotions: true, page_size: 100 });
    expect(promos.count).toBeGreaterThan(0);
    expect(promos.products.every((p) => p.promo || p.discount_price !== null)).toBe(true);

    const someCard = inStock.products.find((p) => p.productproperty_set.length > 1)!;
    const colorId = someCard.productproperty_set[1]!.color.id;
    const byColor = await found({ options_values_ids: [colorId], page_size: 100 });
    expect(byColor.products.some((p) => p.id === someCard.id)).toBe(true);
    expect(byColor.products.every((p) => p.productproperty_set.some((s) => s.color.id === colorId))).toBe(
      true,
    );

    const home = (await t.app.inject({ method: 'GET', url: '/api/customer/home/sections' })).json().data;
    const section = home[0];
    const listed = await found({ list_ids: [section.id], page_size: 100 });
    expect(new Set(listed.products.map((p) => p.id))).toEqual(
      new Set(section.products.map((p: ProductCard) => p.id)),
    );

    const categories = (await t.app.inject({ method: 'GET', url: '/api/customer/home/categories' })).json()
      .data;
    const group = categories[0].groups[0];
    const grouped = await found({ group_id: group.id, page_size: 100 });
    expect(grouped.count).toBeGreaterThan(0);
    expect(grouped.products.every((p) => p.category.id === categories[0].id)).toBe(true);
  });

  it('filters by attributes: values of one attribute widen, different attributes narrow', async () => {
    const { facets } = await found({ category_id: 7 });
    const fit = facets.attributes.find((a) => a.name === 'Compatible with')!;
    const connectivity = facets.attributes.find((a) => a.name === 'Connectivity')!;
    const iPhone = fit.values.find((v) => v.name === 'iPhone')!;
    const iPad = fit.values.find((v) => v.name === 'iPad')!;
    const magSafe = connectivity.values.find((v) => v.name === 'MagSafe')!;

    const forIPhone = await found({ category_id: 7, attributes_ids: [iPhone.id], page_size: 100 });
    expect(forIPhone.count).toBe(iPhone.count);
    const either = await found({ category_id: 7, attributes_ids: `${iPhone.id},${iPad.id}`, page_size: 100 });
    expect(either.count).toBeGreaterThan(forIPhone.count);
    expect(either.count).toBeLessThanOrEqual(iPhone.count + iPad.count);

    const both = await found({ category_id: 7, attributes_ids: [iPhone.id, magSafe.id], page_size: 100 });
    expect(both.count).toBeGreaterThan(0);
    expect(both.count).toBeLessThan(forIPhone.count);
    const magSafeIds = new Set(
      (await found({ category_id: 7, attributes_ids: [magSafe.id], page_size: 100 })).products.map(
        (p) => p.id,
      ),
    );
    expect(both.products.every((p) => magSafeIds.has(p.id))).toBe(true);

    // The narrowed attribute keeps its other values, counted as if it were not chosen yet.
    const fitAfter = forIPhone.facets.attributes.find((a) => a.name === 'Compatible with')!;
    expect(fitAfter.values.find((v) => v.name === 'iPad')?.count).toBe(iPad.count);
    const connectivityAfter = forIPhone.facets.attributes.find((a) => a.name === 'Connectivity')!;
    expect(connectivityAfter.values.find((v) => v.name === 'MagSafe')?.count).toBe(both.count);
  });

  it('matches nothing for an attribute value that does not exist, and rejects a malformed list', async () => {
    expect((await found({ attributes_ids: [999999] })).count).toBe(0);
    const { status, body } = await search({ attributes_ids: 'usb-c' });
    expect(status).toBe(400);
    expect(body.message_en).toMatch(/attributes_ids/);
  });

  it('offers attribute filters on category listings too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/customer/categories/1' });
    const chip = res.json().data.facets.attributes.find((a: { name: string }) => a.name === 'Chip');
    const a19 = chip.values.find((v: { name: string }) => v.name === 'A19 Pro');
    const narrowed = await t.app.inject({
      method: 'GET',
      url: `/api/customer/categories/1?attributes_ids=${a19.id}`,
    });
    const names = narrowed.json().data.products.map((p: { name: string }) => p.name);
    expect(names.length).toBe(a19.count);
    expect(names).toContain('iPhone 17 Pro Max');
    expect(names.every((n: string) => /iPhone 17 Pro|iPhone Air/.test(n))).toBe(true);
  });

  /** Active products per sub-category or category, straight from the table. */
  async function activeCounts(column: 'sub_category_id' | 'category_id') {
    const rows = await t.runtime.deps.db
      .selectFrom('products')
      .select([column, (eb) => eb.fn.countAll<number>().as('n')])
      .where('active', '=', 1)
      .where(column, 'is not', null)
      .groupBy(column)
      .orderBy(column)
      .execute();
    return rows.map((r) => ({ id: Number(r[column]), count: Number(r.n) }));
  }
  async function activeIds(column: 'sub_category_id' | 'category_id', ids: number[]) {
    const rows = await t.runtime.deps.db
      .selectFrom('products')
      .select('id')
      .where('active', '=', 1)
      .where(column, 'in', ids)
      .execute();
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }
  const byId = <T extends { id: number }>(list: T[]) => [...list].sort((a, b) => a.id - b.id);
  const idsOf = (products: ProductCard[]) => products.map((p) => p.id).sort((a, b) => a - b);

  it('restricts results to the sub_categories given, with facets counting only them', async () => {
    const seeded = (await activeCounts('sub_category_id')).filter((s) => s.id !== sorted.subCategoryId);
    // Two small sub-categories of different categories, so all their products fit on one page.
    const subCategoryOf = new Map(
      (await t.runtime.deps.db.selectFrom('sub_categories').select(['id', 'category_id']).execute()).map(
        (r) => [r.id, r.category_id],
      ),
    );
    const small = [...seeded].sort((a, b) => a.count - b.count || a.id - b.id);
    const first = small[0]!;
    const second = small.find((s) => subCategoryOf.get(s.id) !== subCategoryOf.get(first.id))!;
    const chosen = byId([first, second]);
    const expected = await activeIds(
      'sub_category_id',
      chosen.map((s) => s.id),
    );
    expect(expected.length).toBeLessThanOrEqual(100);

    const result = await found({ sub_categories: chosen.map((s) => s.id), page_size: 100 });
    expect(result.count).toBe(first.count + second.count);
    expect(idsOf(result.products)).toEqual(expected);
    expect(byId(result.facets.sub_categories).map(({ id, count }) => ({ id, count }))).toEqual(chosen);
    expect(byId(result.facets.categories).map(({ id, count }) => ({ id, count }))).toEqual(
      byId(chosen.map((s) => ({ id: subCategoryOf.get(s.id)!, count: s.count }))),
    );
    expect(result.facets.brands.reduce((sum, b) => sum + b.count, 0)).toBeLessThanOrEqual(result.count);

    const asText = await found({ sub_categories: chosen.map((s) => s.id).join(','), page_size: 100 });
    expect(idsOf(asText.products)).toEqual(expected);
    // Sub-categories narrow a category filter rather than widen it: first's category holds none of second's.
    const narrowed = await found({ categories: [subCategoryOf.get(first.id)!], sub_categories: [second.id] });
    expect(narrowed.count).toBe(0);
  });

  it('restricts results to the categories given, with facets counting only them', async () => {
    const perCategory = await activeCounts('category_id');
    expect(perCategory.length).toBeGreaterThan(2);
    const chosen = byId([...perCategory].sort((a, b) => a.count - b.count || a.id - b.id).slice(0, 2));
    const total = chosen[0]!.count + chosen[1]!.count;
    const expected = await activeIds(
      'category_id',
      chosen.map((c) => c.id),
    );

    const result = await found({ categories: chosen.map((c) => c.id), page_size: 100 });
    expect(result.count).toBe(total);
    expect(byId(result.facets.categories).map(({ id, count }) => ({ id, count }))).toEqual(chosen);
    expect(result.facets.sub_categories.reduce((sum, s) => sum + s.count, 0)).toBeLessThanOrEqual(total);
    if (total <= 100) expect(idsOf(result.products)).toEqual(expected);
    else expect(result.products.every((p) => expected.includes(p.id))).toBe(true);

    const one = await found({ categories: String(chosen[0]!.id), page_size: 100 });
    expect(one.count).toBe(chosen[0]!.count);
    expect(one.products.every((p) => p.category.id === chosen[0]!.id)).toBe(true);
  });

  it('gives facet counts that add up to the total', async () => {
    const { count, facets } = await found({ search: 'case' });
    expect(count).toBeGreaterThan(0);
    expect(facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(count);
    expect(facets.price.min).toBeLessThanOrEqual(facets.price.max);
  });
});

describe('sorting and pages', () => {
  it('sorts by price both ways', async () => {
    const up = (await found({ category_id: 1, sort: 'price_asc', page_size: 100 })).products.map(
      (p) => p.final_price,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await found({ category_id: 1, sort: 'price_desc', page_size: 100 })).products.map(
      (p) => p.final_price,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('sorts newest first by when a product was added, not by its id', async () => {
    const newest = await found({ sub_categories: [sorted.subCategoryId], sort: 'newest' });
    expect(newest.products.map((p) => p.id)).toEqual([sorted.bravo, sorted.charlie, sorted.alpha]);
    // Without text and without a sort, a listing is newest first too.
    const plain = await found({ sub_categories: [sorted.subCategoryId] });
    expect(plain.products.map((p) => p.id)).toEqual([sorted.bravo, sorted.charlie, sorted.alpha]);

    const page = await found({ category_id: 1, sort: 'newest', page_size: 100 });
    const added = new Map(
      (
        await t.runtime.deps.db
          .selectFrom('products')
          .select(['id', 'created_at'])
          .where(
            'id',
            'in',
            page.products.map((p) => p.id),
          )
          .execute()
      ).map((r) => [r.id, String(r.created_at)]),
    );
    const times = page.products.map((p) => added.get(p.id)!);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('sorts by name A to Z', async () => {
    const byName = await found({ sub_categories: [sorted.subCategoryId], sort: 'name_asc' });
    expect(byName.products.map((p) => p.name)).toEqual(['Sorting Alpha', 'Sorting Bravo', 'Sorting Charlie']);
    expect(byName.products.map((p) => p.id)).toEqual([sorted.alpha, sorted.bravo, sorted.charlie]);
  });

  it('pages without overlap, defaults to page 1, and gives an empty list past the end', async () => {
    const first = await found({ page_size: 10, sort: 'name_asc' });
    const second = await found({ page: 2, page_size: 10, sort: 'name_asc' });
    const ids = new Set([...first.products, ...second.products].map((p) => p.id));
    expect(ids.size).toBe(20);
    expect(first.pages).toBe(Math.ceil(first.count / 10));
    const past = await found({ page: first.pages + 5, page_size: 10 });
    expect(past.products).toEqual([]);
    expect(past.count).toBe(first.count);
  });
});

describe('bad filters', () => {
  it.each([
    [{ page_size: 1000 }, /page_size/],
    [{ page: 0 }, /page/],
    [{ brand_ids: 'abc' }, /brand_ids/],
    [{ price_from: -5 }, /price_from/],
    [{ price_from: 9000, price_to: 100 }, /price_from must not be above price_to/],
    [{ sort: 'cheapest' }, /sort/],
    // The legacy listing's oldest-first order is not one of the search API's sorts.
    [{ sort: 'oldest' }, /sort/],
    [{ category_id: 'seven' }, /category_id/],
  ])('answers %j with a 400 naming the field', async (body, pattern) => {
    const { status, body: json } = await search(body);
    expect(status).toBe(400);
    expect(json.code).toBe(400);
    expect(json.message_en).toMatch(pattern);
  });
});

describe('autocomplete', () => {
  it('answers up to 10 suggestions of id and name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/products/autocomplete',
      payload: { q: 'a' },
    });
    const { products } = res.json().data;
    expect(products.length).toBe(10);
    for (const p of products) expect(Object.keys(p).sort()).toEqual(['id', 'name']);
    const iph = await t.app.inject({
      method: 'POST',
      url: '/api/customer/products/autocomplete',
      payload: { q: 'iph', page_size: 4 },
    });
    expect(iph.json().data.products.length).toBe(4);
    expect(iph.json().data.products.every((p: { name: string }) => /iphone/i.test(p.name))).toBe(true);
  });

  it('suggests nothing for empty text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/products/autocomplete',
      payload: { q: '  ' },
    });
    expect(res.json().data.products).toEqual([]);
  });
});
