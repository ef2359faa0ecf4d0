import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '@shop/contract/catalog';
import { makeTestProduct, makeTestSubCategory } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
/** Products only these tests own, so every answer below can be checked product by product and in order. */
const own = { subCategoryId: 0, alpha: 0, bravo: 0, charlie: 0, one: 0, two: 0, three: 0, four: 0 };
let filterCategoryId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.deps;
  const { id: subCategoryId } = await makeTestSubCategory(db, 'Ordering test', 'ordering-test');
  own.subCategoryId = subCategoryId;
  // Price, name and age each put the three in a different order, and none of them is the order of their ids.
  for (const [key, name, price, created_at] of [
    ['alpha', 'Ordering Alpha', 100, '2001-01-02T00:00:00.000Z'],
    ['charlie', 'Ordering Charlie', 200, '2001-01-01T00:00:00.000Z'],
    ['bravo', 'Ordering Bravo', 300, '2001-01-03T00:00:00.000Z'],
  ] as const) {
    const { productId } = await makeTestProduct(db, `ordering-${key}`, {}, [{ price, stock: 1 }]);
    await db
      .updateTable('products')
      .set({ name, created_at, sub_category_id: own.subCategoryId })
      .where('id', '=', productId)
      .execute();
    own[key] = productId;
  }

  ({ id: filterCategoryId } = await db
    .insertInto('categories')
    .values({
      name: 'Filter test',
      slug: 'filter-test',
      icon: '',
      active_icon: '',
      image: '',
      sort_order: 999,
      active: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  // one: in stock; two: out of stock, on promotion; three: in stock, discounted 3000 -> 2500; four: out of stock.
  for (const [key, price, discount, stock, promo] of [
    ['one', 1000, null, 5, 0],
    ['two', 2000, null, 0, 1],
    ['three', 3000, 2500, 3, 0],
    ['four', 4000, null, 0, 0],
  ] as const) {
    const { productId } = await makeTestProduct(db, `filter-${key}`, {}, [
      { price, discount_price: discount, stock },
    ]);
    await db
      .updateTable('products')
      .set({ category_id: filterCategoryId, discount_price: discount, promo })
      .where('id', '=', productId)
      .execute();
    own[key] = productId;
  }
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

  const listed = async (query: string) => {
    const res = await inject('GET', `/api/customer/categories/${filterCategoryId}?sort=price_asc&${query}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    return {
      ids: data.products.map((p: ProductCard) => p.id),
      count: data.count as number,
      price: data.facets.price as { min: number | null; max: number | null },
      products: data.products as ProductCard[],
    };
  };

  it('filters a category by stock: in_stock=1 keeps the products with stock, in_stock=0 the others', async () => {
    const all = await listed('');
    expect(all.ids).toEqual([own.one, own.two, own.three, own.four]);
    const stocked = await listed('in_stock=1');
    expect(stocked.ids).toEqual([own.one, own.three]);
    expect(stocked.count).toBe(2);
    expect(stocked.products.map((p) => p.status)).toEqual(['In stock', 'In stock']);
    const empty = await listed('in_stock=0');
    expect(empty.ids).toEqual([own.two, own.four]);
    expect(empty.products.every((p) => !p.in_stock && p.stock === 0)).toBe(true);
  });

  it('filters a category by promotions: on promotion or discounted', async () => {
    const promoted = await listed('promotions=1');
    expect(promoted.ids).toEqual([own.two, own.three]);
    expect(promoted.count).toBe(2);
    const both = await listed('promotions=true&in_stock=1');
    expect(both.ids).toEqual([own.three]);
  });

  it('filters a category by a price range on the price a shopper pays', async () => {
    const middle = await listed('price_from=1500&price_to=2600');
    expect(middle.ids).toEqual([own.two, own.three]);
    expect(middle.price).toEqual({ min: 2000, max: 2500 });
    // three costs 3000 before its discount: it pays 2500, so it is below 2600 and above 2100.
    const discounted = await listed('price_from=2100&price_to=3500');
    expect(discounted.ids).toEqual([own.three]);
    expect(discounted.products[0]!.final_price).toBe(2500);
    const bounds = await listed('price_from=1000&price_to=1000');
    expect(bounds.ids).toEqual([own.one]);
    const none = await listed('price_from=4001');
    expect(none.ids).toEqual([]);
    expect(none.count).toBe(0);
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

  const legacyIds = async (query: string) => {
    const res = await inject('GET', `/api/products/?${query}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    return { ids: data.results.map((p: ProductCard) => p.id), count: data.count as number };
  };

  it('filters by sub_category given as id or slug, newest first by default', async () => {
    const bySlug = await legacyIds('sub_category=ordering-test');
    expect(bySlug.count).toBe(3);
    expect(bySlug.ids).toEqual([own.bravo, own.alpha, own.charlie]);
    expect(await legacyIds(`sub_category=${own.subCategoryId}`)).toEqual(bySlug);
    const missing = await inject('GET', '/api/products/?sub_category=no-such-sub');
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ['price', ['alpha', 'charlie', 'bravo']],
    ['-price', ['bravo', 'charlie', 'alpha']],
    ['name', ['alpha', 'bravo', 'charlie']],
    ['-created_at', ['bravo', 'alpha', 'charlie']],
    ['created_at', ['charlie', 'alpha', 'bravo']],
  ] as const)('orders by ordering=%s (Django style: a leading - is descending)', async (ordering, order) => {
    const { ids } = await legacyIds(`sub_category=ordering-test&ordering=${ordering}`);
    expect(ids).toEqual(order.map((key) => own[key]));
  });

  it('rejects an ordering it does not know', async () => {
    const res = await inject('GET', '/api/products/?ordering=-name');
    expect(res.statusCode).toBe(400);
    expect(res.json().message_en).toMatch(/ordering/);
  });
});
