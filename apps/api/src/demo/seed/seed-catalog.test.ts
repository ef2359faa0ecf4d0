import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#app/db/database';
import { migrateToLatest } from '#app/db/migrate';
import type { CatalogDeps } from '#app/deps';
import { loadConfig } from '#app/env';
import { ReadCache } from '#app/lib/read-cache';
import { readDemoCatalog } from './demo-files.ts';
import { SEEDED_TABLES, seedDemoCatalog, type SeedSummary } from './seed-catalog.ts';
import { demoPictures } from './seed-media.ts';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The products of demo-catalog.json, the file the seed imports. */
const demoProducts = readDemoCatalog().products;

describe('seedDemoCatalog', () => {
  let handle: DatabaseHandle;
  let deps: CatalogDeps;
  let first: SeedSummary;

  beforeAll(async () => {
    handle = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(handle.db, handle.dialect);
    deps = {
      db: handle.db,
      dialect: handle.dialect,
      reads: new ReadCache({ ttlMs: 0 }),
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SQLITE_PATH: ':memory:' }),
    };
    first = await seedDemoCatalog(deps);
  });

  afterAll(async () => {
    await handle.destroy();
  });

  it('reports what it inserted', () => {
    expect(first.products).toBe(demoProducts.length);
    expect(first.categories).toBe(8);
    expect(first.product_variants).toBeGreaterThan(first.products);
  });

  it('creates at least 60 active products with kebab-case, unique slugs', async () => {
    const products = await handle.db.selectFrom('products').select(['slug', 'active']).execute();
    expect(products.filter((p) => p.active === 1).length).toBeGreaterThanOrEqual(60);
    for (const p of products) expect(p.slug).toMatch(KEBAB);
  });

  it('makes category 7 the Accessories category with at least 8 brands', async () => {
    const category = await handle.db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', 7)
      .executeTakeFirstOrThrow();
    expect(category.name).toBe('Accessories');
    const brands = await handle.db
      .selectFrom('products')
      .select('brand_id')
      .distinct()
      .where('category_id', '=', 7)
      .where('brand_id', 'is not', null)
      .execute();
    expect(brands.length).toBeGreaterThanOrEqual(8);
  });

  it('gives every category 1 to 3 groups of sub-categories, some flagged new', async () => {
    const categories = await handle.db.selectFrom('categories').select('id').execute();
    for (const { id } of categories) {
      const groups = await handle.db
        .selectFrom('category_groups')
        .select('id')
        .where('category_id', '=', id)
        .execute();
      expect(groups.length).toBeGreaterThanOrEqual(1);
      expect(groups.length).toBeLessThanOrEqual(3);
      for (const group of groups) {
        const subs = await handle.db
          .selectFrom('sub_categories')
          .select('id')
          .where('group_id', '=', group.id)
          .execute();
        expect(subs.length).toBeGreaterThan(0);
      }
    }
    const fresh = await handle.db.selectFrom('sub_categories').select('id').where('is_new', '=', 1).execute();
    expect(fresh.length).toBeGreaterThan(0);
  });

  it('has at least 10 brands, some featured', async () => {
    const brands = await handle.db.selectFrom('brands').select(['slug', 'featured']).execute();
    expect(brands.length).toBeGreaterThanOrEqual(10);
    expect(brands.some((b) => b.featured === 1)).toBe(true);
  });

  it('covers every status and flag the product card shows', async () => {
    const products = await handle.db.selectFrom('products').selectAll().execute();
    const variants = await handle.db.selectFrom('product_variants').select(['product_id', 'stock']).execute();
    const stockOf = (id: number) => variants.filter((v) => v.product_id === id).map((v) => v.stock);
    const total = (id: number) => stockOf(id).reduce((a, b) => a + b, 0);

    expect(products.some((p) => p.available_soon === 0 && total(p.id) > 0)).toBe(true); // In stock
    expect(products.some((p) => p.available_soon === 0 && total(p.id) === 0)).toBe(true); // Out of stock
    expect(products.some((p) => p.available_soon === 1)).toBe(true);
    expect(products.some((p) => p.preorder === 1)).toBe(true);
    expect(products.some((p) => p.is_new === 1)).toBe(true);
    expect(products.some((p) => p.top === 1)).toBe(true);
    expect(products.some((p) => p.promo === 1 && p.old_price !== null)).toBe(true);
    expect(products.some((p) => p.promo === 1 && p.discount_price !== null)).toBe(true);
    expect(products.some((p) => p.max_per_order !== null)).toBe(true);
    expect(products.some((p) => p.payment_methods_discount_name_en)).toBe(true);
    expect(products.some((p) => p.direct_discount > 0)).toBe(true);
    expect(products.some((p) => Math.max(...stockOf(p.id)) >= 1 && Math.max(...stockOf(p.id)) <= 3)).toBe(
      true,
    );
    const arrivals = new Set(products.map((p) => p.arrival_status).filter(Boolean));
    expect(arrivals).toContain('New Arrival');
    expect(arrivals).toContain('Back in stock');
    expect(arrivals).toContain('Coming soon');
  });

  it('keeps product prices consistent with their variants', async () => {
    const products = await handle.db.selectFrom('products').selectAll().execute();
    const variants = await handle.db.selectFrom('product_variants').selectAll().execute();
    for (const p of products) {
      const own = variants.filter((v) => v.product_id === p.id);
      expect(own.length, p.slug).toBeGreaterThan(0);
      for (const v of own) {
        expect(Number.isInteger(v.price), v.sku).toBe(true);
        if (v.discount_price !== null) {
          expect(Number.isInteger(v.discount_price)).toBe(true);
          expect(v.discount_price).toBeLessThan(v.price);
        }
        expect(v.max_per_order).toBe(p.max_per_order);
      }
      expect(p.price, p.slug).toBe(Math.min(...own.map((v) => v.price)));
      if (p.discount_price !== null) expect(p.discount_price).toBeLessThan(p.price);
      if (p.old_price !== null) expect(p.old_price).toBeGreaterThan(p.price);
      expect(p.promo).toBe(p.old_price !== null || p.discount_price !== null ? 1 : 0);
    }
  });

  it('takes each direct discount off the price the cards show and listings filter by (ADR 0025)', async () => {
    const products = await handle.db
      .selectFrom('products')
      .selectAll()
      .where('direct_discount', '>', 0)
      .execute();
    const variants = await handle.db.selectFrom('product_variants').selectAll().execute();
    expect(products.map((p) => p.slug).sort()).toEqual(
      demoProducts
        .filter((p) => p.data.direct_discount > 0)
        .map((p) => p.data.slug)
        .sort(),
    );
    expect(products.length).toBeGreaterThanOrEqual(3);
    for (const p of products) {
      const paid = variants
        .filter((v) => v.product_id === p.id)
        .map((v) => v.discount_price ?? v.price - p.direct_discount);
      expect(p.discount_price, p.slug).toBe(Math.min(...paid));
      expect(p.promo, p.slug).toBe(1);
    }
  });

  it('charges more for more storage', async () => {
    const prices = (
      await handle.db
        .selectFrom('product_variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .innerJoin('option_values as c', 'c.id', 'v.color_id')
        .select('v.price')
        .where('p.slug', '=', 'iphone-16-pro')
        .where('c.name', '=', 'Desert Titanium')
        .orderBy('v.sort_order')
        .execute()
    ).map((v) => v.price);
    expect(prices.length).toBeGreaterThanOrEqual(3);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[1]).toBeGreaterThanOrEqual(70000);
    expect(prices[1]).toBeLessThanOrEqual(80000);
  });

  it('rounds discounts to shop prices below the original', async () => {
    const discounted = await handle.db
      .selectFrom('product_variants')
      .select(['sku', 'price', 'discount_price'])
      .where('discount_price', 'is not', null)
      .execute();
    expect(discounted.length).toBeGreaterThan(0);
    for (const v of discounted) {
      // Shop prices end in 49 or 99: a multiple of 50, one pound below.
      expect((v.discount_price! + 1) % 50, v.sku).toBe(0);
      expect(v.discount_price!, v.sku).toBeLessThan(v.price);
    }
  });

  it('fills 4+ home sections with 8 to 12 products each', async () => {
    const sections = await handle.db.selectFrom('home_sections').select(['id', 'slug']).execute();
    expect(sections.length).toBeGreaterThanOrEqual(4);
    for (const section of sections) {
      const links = await handle.db
        .selectFrom('home_section_products')
        .select('product_id')
        .where('section_id', '=', section.id)
        .execute();
      expect(links.length, section.slug).toBeGreaterThanOrEqual(8);
      expect(links.length, section.slug).toBeLessThanOrEqual(12);
    }
  });

  it('places ads on storefront routes', async () => {
    const ads = await handle.db.selectFrom('ads').selectAll().execute();
    const count = (placement: string) => ads.filter((a) => a.placement === placement).length;
    expect(count('hero')).toBe(3);
    expect(count('home')).toBeGreaterThanOrEqual(2);
    expect(count('home')).toBeLessThanOrEqual(3);
    expect(count('custom')).toBe(2);
    const routes =
      /^\/(item\/[a-z0-9-]+\?name=\S+|Categories\?page=1&category=\d+|Accessories(\?\S+)?|search\?search=\S+|blog-detail\/\S+)$/;
    for (const ad of ads) expect(ad.link).toMatch(routes);
  });

  it('uses only image URLs the seed draws a picture for', async () => {
    const db = handle.db;
    const urls = [
      ...(await db.selectFrom('products').select('image').execute()).map((r) => r.image),
      ...(await db.selectFrom('product_variants').select('image').execute()).map((r) => r.image),
      ...(await db.selectFrom('product_images').select('image').execute()).map((r) => r.image),
      ...(await db.selectFrom('categories').select(['icon', 'active_icon', 'image']).execute()).flatMap(
        (r) => [r.icon, r.active_icon, r.image],
      ),
      ...(await db.selectFrom('sub_categories').select('image').execute()).map((r) => r.image),
      ...(await db.selectFrom('brands').select('image').execute()).map((r) => r.image),
      ...(await db.selectFrom('ads').select('image').execute()).map((r) => r.image),
    ];
    const pictures = demoPictures();
    for (const url of new Set(urls)) {
      const draw = pictures.get(url);
      expect(draw, url).toBeDefined();
      expect(draw!().startsWith('<svg')).toBe(true);
    }
  });

  it('ties product images to the variant of their colour', async () => {
    const images = await handle.db.selectFrom('product_images').selectAll().execute();
    const variants = await handle.db
      .selectFrom('product_variants')
      .select(['id', 'image', 'product_id', 'color_id'])
      .execute();
    expect(images.every((i) => i.variant_id !== null)).toBe(true);
    for (const image of images) {
      const variant = variants.find((v) => v.id === image.variant_id)!;
      expect(variant.product_id).toBe(image.product_id);
      expect(variant.image).toBe(image.image);
    }
    // One picture per colour of every product.
    const colours = new Set(variants.map((v) => `${v.product_id}:${v.color_id}`));
    expect(images.length).toBe(colours.size);
  });

  it('inserts nothing on a second run and keeps what an operator added', async () => {
    const count = async () =>
      Promise.all(
        SEEDED_TABLES.map(async (table) => {
          const row = await handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return Number(row.n);
        }),
      );
    await handle.db
      .insertInto('brands')
      .values({
        name: 'Operator Brand',
        slug: 'operator-brand',
        image: '/x.svg',
        featured: 0,
        sort_order: 99,
      })
      .execute();
    await handle.db
      .updateTable('products')
      .set({ name: 'Renamed by operator' })
      .where('slug', '=', 'iphone-16')
      .execute();
    const before = await count();

    const second = await seedDemoCatalog(deps);

    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(await count()).toEqual(before);
    const renamed = await handle.db
      .selectFrom('products')
      .select('name')
      .where('slug', '=', 'iphone-16')
      .executeTakeFirstOrThrow();
    expect(renamed.name).toBe('Renamed by operator');
    const brand = await handle.db
      .selectFrom('brands')
      .select('id')
      .where('slug', '=', 'operator-brand')
      .execute();
    expect(brand).toHaveLength(1);
  });

  it('fills in a demo product an operator removed, without duplicating the rest', async () => {
    await handle.db.deleteFrom('products').where('slug', '=', 'jbl-charge-5').execute();
    const again = await seedDemoCatalog(deps);
    expect(again.products).toBe(1);
    expect(again.product_variants).toBe(
      demoProducts.find((p) => p.data.slug === 'jbl-charge-5')!.variants.length,
    );
    expect(again.brands + again.categories + again.home_sections + again.ads).toBe(0);
  });

  it('names the demo products it could not add, and adds the others', async () => {
    await handle.db.deleteFrom('products').where('slug', 'in', ['jbl-charge-5', 'jbl-flip-6']).execute();
    // An operator gave another product the slug of a demo product that is gone.
    await handle.db
      .updateTable('products')
      .set({ slug: 'jbl-charge-5' })
      .where('slug', '=', 'iphone-16')
      .execute();
    await expect(seedDemoCatalog(deps)).rejects.toThrow(
      /^The demo catalog was not fully added; .*\n {2}\[\d+\] \(JBL-CHARGE5\): slug: "jbl-charge-5" is already the slug of product APL-IP16$/,
    );
    const back = await handle.db
      .selectFrom('products')
      .select('sku')
      .where('slug', '=', 'jbl-flip-6')
      .execute();
    expect(back).toEqual([{ sku: 'JBL-FLIP6' }]);
  });
});
