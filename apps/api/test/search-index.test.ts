import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchFilter, SearchResult } from '@shop/contract/search';
import type { Database } from '#app/db/schema';
import { searchInDatabase, searchInIndex } from '#app/modules/search/search.service';
import type { Kysely, Updateable } from 'kysely';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The search index in memory against the plain SQL search it replaced, on random catalogs and random filters: the same
 * products in the same order (for every sort but relevance, whose order is the index's own), the same total, facets
 * and price range. Each run changes the catalog first (new products, changed prices, stock, names, categories,
 * attributes, products switched off), so the index is also checked after catching up from the change log.
 */
let t: TestApp;
let db: Kysely<Database>;
let ids: {
  categories: number[];
  subs: number[];
  brands: number[];
  values: number[];
  colours: number[];
  sections: number[];
  groups: number[];
};
const made: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  db = t.runtime.deps.db;
  const [categories, subs, brands, values, colours, sections] = await Promise.all([
    db.selectFrom('categories').select('id').execute(),
    db.selectFrom('sub_categories').select(['id', 'group_id']).execute(),
    db.selectFrom('brands').select('id').execute(),
    db.selectFrom('attribute_values').select('id').execute(),
    db.selectFrom('option_values').select('id').execute(),
    db.selectFrom('home_sections').select('id').execute(),
  ]);
  ids = {
    categories: categories.map((r) => r.id),
    subs: subs.map((r) => r.id),
    brands: brands.map((r) => r.id),
    values: values.map((r) => r.id),
    colours: colours.map((r) => r.id),
    sections: sections.map((r) => r.id),
    groups: [...new Set(subs.flatMap((r) => (r.group_id === null ? [] : [r.group_id])))],
  };
}, 60_000);
afterAll(async () => t?.close());

/** Words that share prefixes and repeat across names, so searches match several products and tie often. */
const WORDS = [
  'alpha',
  'alpine',
  'alp',
  'beta',
  'bet',
  'case',
  'cable',
  'pro',
  'max',
  '17',
  'a19',
  'galaxy',
  'iphone',
];
const QUERY_WORDS = [
  ...WORDS,
  'al',
  'c',
  'ca',
  'ip',
  'gal',
  'pr',
  'apple',
  'samsung',
  'phones',
  'accessories',
];
const DATES = ['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'];

const productArb = fc.record({
  words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }),
  price: fc.integer({ min: 1, max: 40 }).map((n) => n * 250),
  discount: fc.option(fc.integer({ min: 0, max: 200 }), { nil: null }),
  promo: fc.boolean(),
  top: fc.boolean(),
  created: fc.constantFrom(...DATES),
  stock: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 3 }),
  pick: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
});

const changeArb = fc.record({
  add: fc.array(productArb, { maxLength: 6 }),
  edits: fc.array(
    fc.record({
      which: fc.nat(),
      kind: fc.constantFrom('price', 'stock', 'off', 'on', 'rename', 'move', 'attribute', 'unlist'),
      product: productArb,
    }),
    { maxLength: 4 },
  ),
});

type Of<A> = A extends fc.Arbitrary<infer T> ? T : never;

const at = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

async function addProduct(p: Of<typeof productArb>): Promise<void> {
  const n = made.length + 1;
  const category = at(ids.categories, p.pick[0]!);
  const sub = p.pick[1]! % 3 === 0 ? null : at(ids.subs, p.pick[1]!);
  const { id } = await db
    .insertInto('products')
    .values({
      slug: `prop-${n}`,
      name: p.words.join(' '),
      sku: `PT-${n}`,
      category_id: category,
      sub_category_id: sub,
      brand_id: p.pick[2]! % 4 === 0 ? null : at(ids.brands, p.pick[2]!),
      details: '',
      long_description: '',
      meta_description: '',
      image: '/media/x.svg',
      price: p.price,
      old_price: null,
      discount_price: p.discount === null ? null : Math.max(0, p.price - p.discount),
      direct_discount: 0,
      payment_methods_discount_name_en: null,
      max_per_order: null,
      preorder: 0,
      available_soon: 0,
      is_new: 0,
      promo: p.promo ? 1 : 0,
      top: p.top ? 1 : 0,
      arrival_status: null,
      active: 1,
      created_at: p.created,
      updated_at: p.created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  made.push(id);
  for (const [i, stock] of p.stock.entries()) {
    await db
      .insertInto('product_variants')
      .values({
        product_id: id,
        sku: `PT-${n}-${i}`,
        color_id: (p.pick[3]! + i) % 3 === 0 ? null : at(ids.colours, p.pick[3]! + i),
        size_id: null,
        mac_model_id: null,
        price: p.price,
        discount_price: null,
        stock,
        max_per_order: null,
        image: '/media/x.svg',
        sort_order: i,
      })
      .execute();
  }
  const values = [...new Set([at(ids.values, p.pick[4]!), at(ids.values, p.pick[5]!)])].slice(
    0,
    p.pick[6]! % 3,
  );
  for (const value of values)
    await db
      .insertInto('product_attribute_values')
      .values({ product_id: id, attribute_value_id: value })
      .execute();
  if (p.pick[7]! % 4 === 0 && ids.sections.length)
    await db
      .insertInto('home_section_products')
      .values({ section_id: at(ids.sections, p.pick[7]!), product_id: id, sort_order: 0 })
      .execute();
}

async function applyChanges(change: Of<typeof changeArb>): Promise<void> {
  for (const p of change.add) await addProduct(p);
  for (const edit of change.edits) {
    if (!made.length) break;
    const id = at(made, edit.which);
    const p = edit.product;
    const set = (values: Updateable<Database['products']>) =>
      db.updateTable('products').set(values).where('id', '=', id).execute();
    switch (edit.kind) {
      case 'price':
        await set({ price: p.price, discount_price: p.discount === null ? null : p.price - p.discount });
        break;
      case 'stock':
        await db
          .updateTable('product_variants')
          .set({ stock: p.stock[0]! })
          .where('product_id', '=', id)
          .execute();
        break;
      case 'off':
        await set({ active: 0 });
        break;
      case 'on':
        await set({ active: 1 });
        break;
      case 'rename':
        await set({ name: p.words.join(' '), top: p.top ? 1 : 0, created_at: p.created });
        break;
      case 'move':
        await set({ category_id: at(ids.categories, p.pick[0]!), brand_id: at(ids.brands, p.pick[2]!) });
        break;
      case 'attribute':
        await db.deleteFrom('product_attribute_values').where('product_id', '=', id).execute();
        await db
          .insertInto('product_attribute_values')
          .values({ product_id: id, attribute_value_id: at(ids.values, p.pick[4]!) })
          .execute();
        break;
      case 'unlist':
        await db.deleteFrom('home_section_products').where('product_id', '=', id).execute();
        break;
    }
  }
}

type Filter = Omit<SearchFilter, 'sort'> & { sort?: NonNullable<SearchFilter['sort']> | 'oldest' };

const someOf = (list: () => number[]) =>
  fc.option(
    fc
      .array(fc.nat(), { minLength: 1, maxLength: 3 })
      .map((ns) => [...new Set(ns.map((n) => at(list(), n)))]),
    {
      nil: undefined,
    },
  );

const filterArb: fc.Arbitrary<Filter> = fc
  .record({
    text: fc.option(
      fc.array(fc.constantFrom(...QUERY_WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
      { nil: undefined },
    ),
    category_id: fc.option(fc.nat(), { nil: undefined }),
    categories: someOf(() => ids.categories),
    sub_categories: someOf(() => ids.subs),
    brand_ids: someOf(() => ids.brands),
    attributes_ids: fc.option(
      fc
        .array(fc.nat(), { minLength: 1, maxLength: 3 })
        .map((ns) => [...new Set(ns.map((n) => (n % 10 === 0 ? 999_999 : at(ids.values, n))))]),
      { nil: undefined },
    ),
    options_values_ids: someOf(() => ids.colours),
    list_ids: someOf(() => ids.sections),
    group_id: fc.option(fc.nat(), { nil: undefined }),
    price_from: fc.option(fc.integer({ min: 0, max: 5_000 }), { nil: undefined }),
    span: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
    promotions: fc.option(fc.boolean(), { nil: undefined }),
    in_stock: fc.option(fc.boolean(), { nil: undefined }),
    sort: fc.option(fc.constantFrom('relevance', 'newest', 'price_asc', 'price_desc', 'name_asc', 'oldest'), {
      nil: undefined,
    }),
    page: fc.integer({ min: 1, max: 3 }),
    page_size: fc.integer({ min: 1, max: 30 }),
    chosen: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 3 }),
  })
  .map((r) => {
    // A filter narrows by up to three things, as shoppers do, so that most filters still find products.
    const keep = (n: number) => r.chosen.includes(n);
    return {
      ...(r.text !== undefined ? { search: r.text } : {}),
      ...(r.category_id !== undefined && keep(1) ? { category_id: at(ids.categories, r.category_id) } : {}),
      ...(r.categories && keep(2) ? { categories: r.categories } : {}),
      ...(r.sub_categories && keep(3) ? { sub_categories: r.sub_categories } : {}),
      ...(r.brand_ids && keep(4) ? { brand_ids: r.brand_ids } : {}),
      ...(r.attributes_ids && keep(5) ? { attributes_ids: r.attributes_ids } : {}),
      ...(r.options_values_ids && keep(6) ? { options_values_ids: r.options_values_ids } : {}),
      ...(r.list_ids && keep(7) ? { list_ids: r.list_ids } : {}),
      ...(r.group_id !== undefined && ids.groups.length && keep(8)
        ? { group_id: at(ids.groups, r.group_id) }
        : {}),
      ...(r.price_from !== undefined && keep(9) ? { price_from: r.price_from } : {}),
      ...(r.price_from !== undefined && r.span !== undefined && keep(10)
        ? { price_to: r.price_from + r.span }
        : {}),
      ...(r.promotions !== undefined && keep(11) ? { promotions: r.promotions } : {}),
      ...(r.in_stock !== undefined && keep(12) ? { in_stock: r.in_stock } : {}),
      ...(r.sort !== undefined ? { sort: r.sort } : {}),
      page: r.page,
      page_size: r.page_size,
    } as Filter;
  });

const shape = (r: SearchResult) => ({ ...r, products: r.products.map((p) => p.id) });

describe('the search index answers as the SQL search does', () => {
  it('on random catalogs and random filters: same products, order, totals, facets and price range', async () => {
    const search = t.runtime.deps.search;
    let compared = 0;
    let ranked = 0;
    await fc.assert(
      fc.asyncProperty(
        changeArb,
        fc.array(filterArb, { minLength: 4, maxLength: 8 }),
        async (change, filters) => {
          await applyChanges(change);
          const index = await search.current();
          for (const filter of filters) {
            const [fromSql, fromIndex] = await Promise.all([
              searchInDatabase(db, t.runtime.deps.dialect, filter),
              searchInIndex(db, index, filter, true),
            ]);
            const byRelevance = filter.search !== undefined && (filter.sort ?? 'relevance') === 'relevance';
            if (!byRelevance) expect(shape(fromIndex), JSON.stringify(filter)).toEqual(shape(fromSql));
            else {
              // Relevance is the index's own order: the same matches, totals and facets, ranked its way.
              expect({ ...shape(fromIndex), products: [] }, JSON.stringify(filter)).toEqual({
                ...shape(fromSql),
                products: [],
              });
              const all = { ...filter, page: 1, page_size: 100 };
              const [sqlAll, indexAll] = await Promise.all([
                searchInDatabase(db, t.runtime.deps.dialect, all),
                searchInIndex(db, index, all, true),
              ]);
              if (sqlAll.count <= 100)
                expect(indexAll.products.map((p) => p.id).sort(), JSON.stringify(filter)).toEqual(
                  sqlAll.products.map((p) => p.id).sort(),
                );
              ranked += 1;
            }
            compared += fromSql.count;
          }
        },
      ),
      { numRuns: 40, seed: Number(process.env.SEARCH_PROPERTY_SEED ?? 20261127) },
    );
    // The filters found products (not only empty answers) and relevance was compared too.
    expect(compared).toBeGreaterThan(500);
    expect(ranked).toBeGreaterThan(10);
    expect(made.length).toBeGreaterThan(50);
  }, 600_000);
});
