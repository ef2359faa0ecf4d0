import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql, type Compilable } from 'kysely';
import { productDetail } from '@shop/contract/catalog';
import { compareSuggestions, relatedProducts, type RelatedProducts } from '@shop/contract/related';
import { ACCESSORIES_CATEGORY_ID } from '@shop/contract/urls';
import {
  accessoriesNamedQuery,
  accessoriesWithValuesQuery,
  nearestQueries,
} from '#app/modules/catalog/related.repository';
import { growCatalog } from '../../../bench/generate-catalog.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;

async function related(key: string, query = ''): Promise<RelatedProducts> {
  const res = await t.app.inject({ method: 'GET', url: `/api/customer/products/${key}/related${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return relatedProducts.parse(res.json().data);
}

async function product(slug: string) {
  return (
    db()
      .selectFrom('products')
      .select(['id', 'slug', 'name', 'category_id', 'sub_category_id'])
      // The price a shopper pays, which the price band compares.
      .select(sql<number>`coalesce(discount_price, price)`.as('price'))
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow()
  );
}

const slugs = (cards: Array<{ slug: string }>) => cards.map((c) => c.slug);

describe('GET /products/{id}/related: similar products', () => {
  it('lists products of the same sub-category within 30% of the price, nearest first, never the product itself', async () => {
    const pro = await product('iphone-17-pro');
    const answer = await related('iphone-17-pro');
    expect(answer.similar.length).toBeGreaterThan(0);
    for (const card of answer.similar) {
      const row = await product(card.slug);
      expect(row.sub_category_id).toBe(pro.sub_category_id);
      expect(Math.abs(row.price - pro.price)).toBeLessThanOrEqual(pro.price * 0.3);
      expect(card.in_stock).toBe(true);
    }
    expect(slugs(answer.similar)).not.toContain('iphone-17-pro');
    // From 79,999: the iPhone Air (69,999) and the Pro Max (89,999); the iPhone 17 (52,999) is 34% cheaper.
    expect(new Set(slugs(answer.similar))).toEqual(new Set(['iphone-air', 'iphone-17-pro-max']));
    // The same answer by id.
    expect(await related(String(pro.id))).toEqual(answer);
  });

  it('takes the price band from the chosen variant', async () => {
    const detail = productDetail.parse(
      (await t.app.inject({ method: 'GET', url: '/api/customer/products/iphone-17-pro' })).json().data,
    );
    const pays = (v: (typeof detail.product_variants)[number]) => v.discount_price ?? v.price;
    const dearest = detail.product_variants.reduce((a, b) => (pays(b) > pays(a) ? b : a));
    expect(pays(dearest)).toBeGreaterThan(100_000);
    const answer = await related('iphone-17-pro', `?variant_id=${dearest.id}`);
    // From 106,999 the iPhone Air (69,999) is out of the band and the Pro Max is in.
    expect(slugs(answer.similar)).toEqual(['iphone-17-pro-max']);
  });

  it('leaves out inactive, sold-out and not yet available products', async () => {
    const max = await product('iphone-17-pro-max');
    const before = await related('iphone-17-pro');
    expect(slugs(before.similar)).toContain('iphone-17-pro-max');
    await db().updateTable('product_variants').set({ stock: 0 }).where('product_id', '=', max.id).execute();
    expect(slugs((await related('iphone-17-pro')).similar)).not.toContain('iphone-17-pro-max');
    await db().updateTable('product_variants').set({ stock: 5 }).where('product_id', '=', max.id).execute();
    await db().updateTable('products').set({ active: 0 }).where('id', '=', max.id).execute();
    expect(slugs((await related('iphone-17-pro')).similar)).not.toContain('iphone-17-pro-max');
    await db()
      .updateTable('products')
      .set({ active: 1, available_soon: 1 })
      .where('id', '=', max.id)
      .execute();
    expect(slugs((await related('iphone-17-pro')).similar)).not.toContain('iphone-17-pro-max');
    await db().updateTable('products').set({ available_soon: 0 }).where('id', '=', max.id).execute();
    expect(slugs((await related('iphone-17-pro')).similar)).toContain('iphone-17-pro-max');
  });
});

describe('GET /products/{id}/related: accessories that fit', () => {
  it('puts the case made for the model first, then what is compatible with iPhone, and no case of another model', async () => {
    const answer = await related('iphone-17-pro');
    const names = answer.accessories.map((a) => a.name);
    expect(names[0]).toBe('iPhone 17 Pro Clear Case with MagSafe');
    expect(names.length).toBeGreaterThan(2);
    for (const card of answer.accessories) expect(card.category.id).toBe(ACCESSORIES_CATEGORY_ID);
    for (const name of names) {
      expect(name).not.toMatch(/iPhone 16|Galaxy|iPad Air/);
    }
    // Chargers and cables "Compatible with iPhone" fit, up to the row's eight.
    expect(names.some((name) => /Charger|Cable|Power Bank/.test(name))).toBe(true);
    expect(names).toHaveLength(8);
  });

  it('finds the cases named for a Galaxy model, then the Android accessories its cases say it is', async () => {
    const ultra = (await related('samsung-galaxy-s25-ultra')).accessories.map((a) => a.name);
    expect(new Set(ultra.slice(0, 2))).toEqual(
      new Set(['Spigen Tough Armor Case for Galaxy S25 Ultra', 'Samsung Silicone Case for Galaxy S25 Ultra']),
    );
    // Its cases are "Compatible with Android": so is the Samsung charger, which names no phone.
    expect(ultra).toContain('Samsung 45W Power Adapter (Super Fast Charging 2.0)');
    for (const name of ultra) expect(name).not.toMatch(/iPhone|Galaxy S25$|MagSafe/);

    const s25 = (await related('samsung-galaxy-s25')).accessories.map((a) => a.name);
    expect(s25[0]).toBe('OtterBox Symmetry Series Clear Case for Galaxy S25');
    expect(s25).toContain('Samsung 45W Power Adapter (Super Fast Charging 2.0)');
    for (const name of s25) expect(name).not.toMatch(/Ultra|iPhone/);
  });

  it('fits Mac accessories to a MacBook and lists none on an accessory’s own page', async () => {
    const mac = (await related('macbook-air-13-m4')).accessories.map((a) => a.name);
    expect(mac).toContain('Magic Mouse (USB-C)');
    expect(mac).not.toContain('Apple MagSafe Charger (1 m)');
    const caseItself = await related('iphone-17-pro-clear-case-with-magsafe');
    expect(caseItself.accessories).toEqual([]);
    expect(caseItself.similar.every((c) => c.category.id === ACCESSORIES_CATEGORY_ID)).toBe(true);
  });

  it('follows an accessory renamed for the model, or moved out of the accessories, at once', async () => {
    const cable = await product('anker-333-usb-c-cable-2-pack');
    const names = async () => (await related('iphone-17-pro')).accessories.map((a) => a.name);
    await db()
      .updateTable('products')
      .set({ name: 'Anker Braided Cable for iPhone 17 Pro' })
      .where('id', '=', cable.id)
      .execute();
    // Made for the model: beside the clear case, ahead of everything compatible with any iPhone.
    expect(new Set((await names()).slice(0, 2))).toEqual(
      new Set(['Anker Braided Cable for iPhone 17 Pro', 'iPhone 17 Pro Clear Case with MagSafe']),
    );
    await db().updateTable('products').set({ category_id: 1 }).where('id', '=', cable.id).execute();
    expect(await names()).not.toContain('Anker Braided Cable for iPhone 17 Pro');
    await db()
      .updateTable('products')
      .set({ category_id: ACCESSORIES_CATEGORY_ID, name: cable.name })
      .where('id', '=', cable.id)
      .execute();
    expect(await names()).not.toContain('Anker Braided Cable for iPhone 17 Pro');
  });

  it('drops an accessory that sold out', async () => {
    const clear = await product('iphone-17-pro-clear-case-with-magsafe');
    await db().updateTable('product_variants').set({ stock: 0 }).where('product_id', '=', clear.id).execute();
    const names = (await related('iphone-17-pro')).accessories.map((a) => a.name);
    expect(names).not.toContain('iPhone 17 Pro Clear Case with MagSafe');
    await db().updateTable('product_variants').set({ stock: 8 }).where('product_id', '=', clear.id).execute();
  });
});

describe('GET /products/{id}/related: bad requests', () => {
  it('answers an unknown product, or a variant of another product, with a 404 envelope naming it', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/customer/products/no-such-phone/related',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message_en).toContain('no-such-phone');

    const other = productDetail.parse(
      (await t.app.inject({ method: 'GET', url: '/api/customer/products/iphone-17' })).json().data,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/products/iphone-17-pro/related?variant_id=${other.product_variants[0]!.id}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message_en).toMatch(/iPhone 17 Pro has no variant \d+/);
  });

  it('answers a variant that is not a variant id with a 400 saying what it must be', async () => {
    for (const value of ['big', '0', '-3', '1.5', '99999999999']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/customer/products/iphone-17-pro/related?variant_id=${value}`,
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().message_en, value).toContain('must be a variant id');
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes both calls with their query parameters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const related = doc.paths['/api/customer/products/{id}/related'].get;
    expect(related.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'variant_id']),
    );
    const suggestions = doc.paths['/api/customer/compare/suggestions'].get;
    expect(suggestions.parameters.map((p: { name: string }) => p.name)).toContain('ids');
  });
});

describe('GET /compare/suggestions', () => {
  async function suggest(ids: number[]) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/customer/compare/suggestions?ids=${ids.join(',')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return compareSuggestions.parse(res.json().data).products;
  }

  it('suggests phones beside phones, the same series first, never a case and never one already compared', async () => {
    const pro = await product('iphone-17-pro');
    const air = await product('iphone-air');
    const found = await suggest([pro.id, air.id]);
    expect(found.length).toBeGreaterThan(2);
    for (const card of found) expect(card.category.id).toBe(pro.category_id);
    expect(slugs(found)).not.toContain('iphone-17-pro');
    expect(slugs(found)).not.toContain('iphone-air');
    // Same sub-category and brand outrank the rest: the Pro Max and the iPhone 17 come first.
    expect(new Set(slugs(found).slice(0, 2))).toEqual(new Set(['iphone-17-pro-max', 'iphone-17']));
    // The order does not depend on the order of the ids.
    expect(await suggest([air.id, pro.id])).toEqual(found);
  });

  it('suggests accessories beside an accessory', async () => {
    const clear = await product('iphone-17-pro-clear-case-with-magsafe');
    const found = await suggest([clear.id]);
    expect(found.length).toBeGreaterThan(0);
    for (const card of found) expect(card.category.id).toBe(ACCESSORIES_CATEGORY_ID);
  });

  it('refuses ids that are not a list of one to four ids, and answers 404 when none is in the shop', async () => {
    for (const query of ['', '?ids=', '?ids=a,b', '?ids=1,2,3,4,5']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/customer/compare/suggestions${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message_en).toBeTruthy();
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/customer/compare/suggestions?ids=999999' });
    expect(none.statusCode).toBe(404);
    expect(none.json().message_en).toBe('None of the compared products is in the shop any more.');
  });
});

/**
 * The queries read through the indexes of migration 0032 rather than the whole products table. On a table this
 * small PostgreSQL prefers a sequential or bitmap scan and a sort whatever the indexes, so it is told not to, which
 * shows whether an index can serve the query in order at all (bench/related.ts measures 100,000 products).
 */
describe('the query plans', () => {
  beforeAll(async () => {
    await growCatalog(db(), 3_000);
  }, 120_000);

  /** GIN indexes are read by bitmap scans only, so a word-index query keeps them (`bitmap`). */
  async function plan(query: Compilable<unknown> | CompiledQuery, { bitmap = false } = {}): Promise<string> {
    const compiled = 'compile' in query ? query.compile() : query;
    return db()
      .connection()
      .execute(async (conn) => {
        if (TEST_DIALECT === 'postgres') {
          await conn.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
          if (!bitmap) await conn.executeQuery(CompiledQuery.raw('set enable_bitmapscan = off'));
          await conn.executeQuery(CompiledQuery.raw('analyze products'));
        }
        try {
          const prefix = TEST_DIALECT === 'postgres' ? 'explain ' : 'explain query plan ';
          const { rows } = await conn.executeQuery(
            CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
          );
          return rows.map((r) => Object.values(r as Record<string, unknown>).join(' ')).join('\n');
        } finally {
          if (TEST_DIALECT === 'postgres') {
            await conn.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
            await conn.executeQuery(CompiledQuery.raw('reset enable_bitmapscan'));
          }
        }
      });
  }

  it('reads similar products and suggestions outward from the price through the price indexes', async () => {
    const pro = await product('iphone-17-pro');
    const bySub = nearestQueries(db(), {
      column: 'sub_category_id',
      value: pro.sub_category_id!,
      price: pro.price,
      from: 50_000,
      to: 100_000,
      exclude: [pro.id],
      limit: 12,
    });
    for (const query of [bySub.above, bySub.below]) {
      const text = await plan(query);
      expect(text).toContain('products_related_sub_category');
      // Read in price order: no sort step.
      expect(text).not.toMatch(/TEMP B-TREE|Sort Key/i);
    }
    const byCategory = nearestQueries(db(), {
      column: 'category_id',
      value: pro.category_id,
      price: pro.price,
      exclude: [pro.id],
      limit: 12,
    });
    expect(await plan(byCategory.above)).toContain('products_related_category');
  });

  it('finds accessories by name in the category index and by compatibility through the value index', async () => {
    const named = await plan(
      accessoriesNamedQuery(db(), TEST_DIALECT, ['iphone', '17'], 1, 300).compile(db()),
      {
        bitmap: true,
      },
    );
    expect(named).toMatch(TEST_DIALECT === 'sqlite' ? /VIRTUAL TABLE INDEX/ : /products_accessory_names/);
    // Either way round the join reads through indexes, never the whole products table, and stops at the limit.
    const compatible = await plan(accessoriesWithValuesQuery(db(), [1, 2], 1, 300));
    expect(compatible).not.toMatch(/\bSCAN p\b(?! USING)|Seq Scan/);
    expect(compatible).toMatch(/INDEX|Index/);
  });
});

describe('through the catalog read cache', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await createTestApp({ CATALOG_CACHE_MS: '60000' });
  });
  afterAll(async () => cached?.close());

  it('answers again from the cache like the product page, with its caching headers, until a writer clears it', async () => {
    const url = '/api/customer/products/iphone-17-pro/related';
    const first = await cached.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=60/);
    expect(first.headers.etag).toBeTruthy();
    const names = () => relatedProducts.parse(first.json().data).similar.map((c) => c.slug);
    expect(names()).toContain('iphone-17-pro-max');

    const { db, reads } = cached.runtime.deps;
    const max = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'iphone-17-pro-max')
      .executeTakeFirstOrThrow();
    await db.updateTable('products').set({ active: 0 }).where('id', '=', max.id).execute();
    const again = await cached.app.inject({ method: 'GET', url });
    expect(again.body).toBe(first.body);

    reads.invalidate();
    const fresh = await cached.app.inject({ method: 'GET', url });
    expect(relatedProducts.parse(fresh.json().data).similar.map((c) => c.slug)).not.toContain(
      'iphone-17-pro-max',
    );

    const pro = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'iphone-17-pro')
      .executeTakeFirstOrThrow();
    const suggested = await cached.app.inject({
      method: 'GET',
      url: `/api/customer/compare/suggestions?ids=${pro.id}`,
    });
    expect(suggested.statusCode).toBe(200);
    expect(suggested.headers.etag).toBeTruthy();
  });
});
