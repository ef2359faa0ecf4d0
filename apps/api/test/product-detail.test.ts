import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productDetail, type ProductDetail } from '@shop/contract/catalog';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (key: string) => t.app.inject({ method: 'GET', url: `/api/customer/products/${key}` });

async function firstWithOptions(min: number): Promise<ProductDetail> {
  const ids = (await t.runtime.deps.db.selectFrom('products').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  for (const id of ids) {
    const detail = productDetail.parse((await get(String(id))).json().data);
    if (detail.product_variants_options.length >= min) return detail;
  }
  throw new Error(`no product with ${min} option pickers`);
}

describe('GET /products/{id}', () => {
  it('answers the same product by id and by slug, in the contract shape', async () => {
    const bySlug = await get('iphone-17-pro');
    expect(bySlug.statusCode).toBe(200);
    const detail = productDetail.parse(bySlug.json().data);
    const byId = productDetail.parse((await get(String(detail.id))).json().data);
    expect(byId).toEqual(detail);
    expect(detail.product_variants.length).toBeGreaterThan(1);
    expect(detail.category.sub_categories.length).toBeGreaterThan(0);
  });

  it('lists each option once, with every variant pointing at listed values', async () => {
    const detail = await firstWithOptions(2);
    const names = detail.product_variants_options.map((o) => o.option.name);
    expect(new Set(names).size).toBe(names.length);
    const colors = detail.product_variants_options
      .find((o) => o.option.name === 'Color')!
      .values.map((v) => v.id);
    for (const v of detail.product_variants) {
      if (v.Color) expect(colors).toContain(v.Color.id);
      expect(v.in_stock).toBe(v.stock > 0);
      expect(v.images.length).toBeGreaterThan(0);
    }
    expect(detail.stock).toBe(detail.product_variants.reduce((s, v) => s + v.stock, 0));
  });

  it('lists the attributes in catalogue order, several values of one attribute together', async () => {
    const detail = productDetail.parse((await get('belkin-usb-c-to-lightning-cable-1m')).json().data);
    expect(detail.attributes).toEqual([
      { name: 'Connectivity', values: ['Lightning', 'USB-C'] },
      { name: 'Compatible with', values: ['iPhone'] },
    ]);
    const phone = productDetail.parse((await get('iphone-17-pro')).json().data);
    expect(phone.attributes.map((a) => a.name)).toEqual(['Chip', 'Display size', 'Connectivity']);
  });

  it('answers an unknown id or slug with a 404 envelope', async () => {
    for (const key of ['999999', 'no-such-phone']) {
      const res = await get(key);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message_en: `There is no product "${key}".`, data: null });
    }
  });

  it('rejects a key that is neither an id nor a slug', async () => {
    const res = await get('%3Cscript%3E');
    expect(res.statusCode).toBe(400);
    expect(res.json().message_en).toMatch(/product id or slug/);
  });

  it('serves descriptions with scripts and handlers removed', async () => {
    const { db } = t.runtime.deps;
    await db
      .updateTable('products')
      .set({
        long_description:
          '<p onclick="steal()">Great<script>alert(1)</script><img src=x onerror=alert(2)></p>',
      })
      .where('slug', '=', 'iphone-17-pro')
      .execute();
    const detail = (await get('iphone-17-pro')).json().data;
    expect(detail.long_description).toBe('<p>Great</p>');
  });
});

describe('the catalog read cache', () => {
  it('serves repeated reads from memory until a stock change in this process clears it', async () => {
    const cached = await createTestApp({ CATALOG_CACHE_MS: '60000' });
    try {
      const { db } = cached.runtime.deps;
      const read = async () =>
        (await cached.app.inject({ method: 'GET', url: '/api/customer/products/iphone-17-pro' })).json().data;
      const before = await read();
      await db
        .updateTable('products')
        .set({ details: 'changed behind the cache' })
        .where('slug', '=', 'iphone-17-pro')
        .execute();
      expect((await read()).details).toBe(before.details);
      const variant = before.product_variants[0];
      const { setStockBySku } = await import('#app/modules/catalog/stock.service');
      await setStockBySku(cached.runtime.deps, variant.sku, variant.stock + 1);
      const after = await read();
      expect(after.details).toBe('changed behind the cache');
      expect(after.product_variants[0].stock).toBe(variant.stock + 1);
    } finally {
      await cached.close();
    }
  });
});
