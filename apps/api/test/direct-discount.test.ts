import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contract/cart';
import type { ProductCard, ProductDetail } from '@shop/contract/catalog';
import type { PlaceOrderResult } from '@shop/contract/orders';
import { directDiscountMigration } from '#app/db/migrations/0018-direct-discount';
import { readCatalogFile } from '#app/modules/catalog/catalog-import-file';
import { importCatalog } from '#app/modules/catalog/catalog-import.service';
import { makeTestCustomer } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A product's direct discount (ADR 0025): imported as whole EGP, it comes off each variant's price that has no
 * discount price, and the card, the item page, the cart and the order all charge what that one rule says.
 */
let t: TestApp;
const CAIRO_CITY = 101; // delivery 60 EGP

/** One product of two variants: 30,000 with no discount price, 34,000 with its own discount price of 32,500. */
const PRODUCT = {
  sku: 'DD-PHONE',
  slug: 'dd-phone',
  name: 'Direct Discount Phone',
  category: 'phones',
  image: '/media/device/phone/2b2b2d.svg',
  direct_discount: 1_500,
  variants: [
    { sku: 'DD-PHONE-128', size: '128GB', price: 30_000, stock: 9 },
    { sku: 'DD-PHONE-256', size: '256GB', price: 34_000, discount_price: 32_500, stock: 9 },
  ],
};

async function importProducts(products: unknown[]) {
  const file = readCatalogFile('test.json', 'json', JSON.stringify(products));
  return importCatalog(t.runtime.deps, file);
}

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/customer${url}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let detail: ProductDetail;
let plain: number;
let ownDiscount: number;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  const summary = await importProducts([PRODUCT]);
  expect(summary.rejected).toEqual([]);
  detail = (await call('GET', '/products/dd-phone')).json().data;
  [plain, ownDiscount] = detail.product_variants.map((v) => v.id) as [number, number];
});
afterAll(async () => t?.close());

describe('a direct discount in the catalog', () => {
  it('is the price the card shows and sells at, with the list price to strike through', async () => {
    expect(detail).toMatchObject({
      price: 30_000,
      discount_price: 28_500,
      final_price: 28_500,
      direct_discount: 1_500,
      variant_max_price: 32_500,
      default_variant_id: plain,
      promo: true,
    });
  });

  it('prices each variant on the item page: the direct discount, unless the variant has its own discount', () => {
    expect(detail.product_variants.map((v) => [v.price, v.discount_price])).toEqual([
      [30_000, 28_500],
      [34_000, 32_500],
    ]);
  });

  it('is what listings filter and sort by', async () => {
    const search = (body: object) =>
      call('POST', '/products/search', undefined, { search: 'direct discount phone', ...body });
    const under = (await search({ price_to: 29_000 })).json().data.products as ProductCard[];
    expect(under.map((p) => [p.slug, p.final_price])).toEqual([['dd-phone', 28_500]]);
    const promotions = (await search({ promotions: true })).json().data.products as ProductCard[];
    expect(promotions.map((p) => p.slug)).toEqual(['dd-phone']);
  });

  it('refuses a direct discount that would leave a variant without a discount price at nothing', async () => {
    const summary = await importProducts([
      {
        ...PRODUCT,
        sku: 'DD-CABLE',
        slug: 'dd-cable',
        name: 'Direct Discount Cable',
        direct_discount: 900,
        variants: [{ sku: 'DD-CABLE-1', price: 900, stock: 3 }],
      },
    ]);
    expect(summary.rejected.map((r) => r.reason)).toEqual([
      'direct_discount: 900 must be below the price of every variant without a discount price (the lowest is 900), or 0',
    ]);
    expect((await call('GET', '/products/dd-cable')).statusCode).toBe(404);
  });
});

describe('a direct discount in the cart and the order', () => {
  it('makes the cart line’s price and the cart’s totals', async () => {
    const res = await call('POST', '/orders/validate_cart', undefined, {
      items: [
        { id: plain, amount: 2 },
        { id: ownDiscount, amount: 1 },
      ],
    });
    const cart: Cart = res.json().data;
    expect(cart.lines.map((l) => [l.price, l.discount_price, l.line_total])).toEqual([
      [30_000, 28_500, 57_000],
      [34_000, 32_500, 32_500],
    ]);
    expect(cart.totals).toEqual({ subtotal: 94_000, discount: 4_500, total: 89_500, count: 3 });
  });

  it('is what the order charges, line by line and in its totals', async () => {
    const phone = '01012345678';
    const who = await makeTestCustomer(t.runtime.deps.db, `dd-buyer-${Date.now()}`, {
      phone,
      phoneVerified: true,
    });
    const address = await call('POST', '/profile/addresses', who.token, {
      name: 'Mona Adel',
      phone,
      city_id: CAIRO_CITY,
      street: '12 Abbas El Akkad',
    });
    expect(address.statusCode, address.body).toBeLessThan(300);
    const addressId = ((address.json().data as Array<{ id: number }>)[0]?.id ??
      address.json().data.id) as number;
    const cart = await call('POST', '/carts', who.token, {
      items: [
        { id: plain, amount: 2 },
        { id: ownDiscount, amount: 1 },
      ],
      reset: true,
    });
    expect(cart.json().data.totals.total).toBe(89_500);

    const summary = await call('POST', '/orders/summary', who.token, {
      address_id: addressId,
      payment_method: 1,
    });
    expect(summary.json().data.totals).toMatchObject({ subtotal: 94_000, discount: 4_500, total: 89_560 });

    const placed = await call('POST', '/orders', who.token, {
      address_id: addressId,
      payment_method: 1,
      device_type: 1,
      notes: '',
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { order } = placed.json().data as PlaceOrderResult;
    expect(order.totals).toMatchObject({
      subtotal: 94_000,
      discount: 4_500,
      delivery_fee: 60,
      total: 89_560,
    });
    const lines = await t.runtime.deps.db
      .selectFrom('order_items')
      .select(['variant_id', 'unit_price', 'amount', 'line_total'])
      .where('order_id', '=', order.id)
      .orderBy('variant_id')
      .execute();
    expect(lines).toEqual([
      { variant_id: plain, unit_price: 28_500, amount: 2, line_total: 57_000 },
      { variant_id: ownDiscount, unit_price: 32_500, amount: 1, line_total: 32_500 },
    ]);
  });
});

describe('migration 0018', () => {
  it('prices again a product row written before the direct discount counted', async () => {
    const { db } = t.runtime.deps;
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('slug', '=', 'dd-phone')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ discount_price: null, promo: 0 })
      .where('id', '=', product.id)
      .execute();
    await directDiscountMigration.up(db as never);
    const row = await db
      .selectFrom('products')
      .select(['price', 'discount_price', 'promo'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ price: 30_000, discount_price: 28_500, promo: 1 });
  });
});
