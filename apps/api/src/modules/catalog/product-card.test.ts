import { describe, expect, it } from 'vitest';
import { defaultVariantId, toProductCard, type ProductRow, type VariantRow } from './product-card.ts';

const row: ProductRow = {
  id: 1,
  slug: 'iphone-16',
  name: 'iPhone 16',
  sku: 'IP16',
  image: '/media/device/phone/222222.svg',
  price: 50000,
  old_price: 55000,
  discount_price: 48000,
  direct_discount: 0,
  payment_methods_discount_name_en: null,
  payment_methods_discount_name_ar: null,
  max_per_order: 2,
  preorder: 0,
  available_soon: 0,
  is_new: 1,
  promo: 1,
  top: 0,
  arrival_status: 'New Arrival',
  category_id: 1,
  category_name: 'iPhone',
  category_slug: 'iphone',
  brand_id: null,
  brand_name: null,
  brand_slug: null,
  brand_image: null,
};

const variant = (over: Partial<VariantRow>): VariantRow => ({
  id: 10,
  product_id: 1,
  price: 50000,
  discount_price: 48000,
  stock: 3,
  color_id: 100,
  color_name: 'Black',
  color_code: '#111111',
  ...over,
});

describe('product card rules', () => {
  it('sums stock, shows the discount as the final price and the dearest variant as "up to"', () => {
    const card = toProductCard(row, [
      variant({}),
      variant({
        id: 11,
        price: 56000,
        discount_price: null,
        stock: 0,
        color_id: 101,
        color_name: 'Pink',
        color_code: '#f9c',
      }),
    ]);
    expect(card).toMatchObject({
      stock: 3,
      in_stock: true,
      status: 'In stock',
      final_price: 48000,
      variant_max_price: 56000,
    });
    expect(card.new).toBe(true);
  });

  it('gives one swatch per distinct colour name', () => {
    const card = toProductCard(row, [
      variant({ id: 10 }),
      variant({ id: 11 }),
      variant({ id: 12, color_id: 101, color_name: 'White', color_code: '#fff' }),
    ]);
    expect(card.productproperty_set).toEqual([
      { id: 10, color: { id: 100, name: 'Black', color: '#111111' } },
      { id: 12, color: { id: 101, name: 'White', color: '#fff' } },
    ]);
  });

  it('is out of stock when no variant has stock, and available soon wins over both', () => {
    const empty = toProductCard(row, [variant({ stock: 0 })]);
    expect(empty).toMatchObject({
      in_stock: false,
      stock: 0,
      status: 'Out of stock',
      variant_max_price: null,
    });
    const soon = toProductCard({ ...row, available_soon: 1 }, [variant({ stock: 0 })]);
    expect(soon.status).toBe('Available soon');
  });
});

describe('default variant (what Add to cart on a card adds)', () => {
  it('is the cheapest variant in stock, else the cheapest, else none', () => {
    const cheapButEmpty = variant({ id: 10, price: 40000, discount_price: null, stock: 0 });
    const dearInStock = variant({ id: 11, price: 60000, discount_price: null, stock: 2 });
    const discountedInStock = variant({ id: 12, price: 70000, discount_price: 45000, stock: 1 });
    expect(defaultVariantId([cheapButEmpty, dearInStock, discountedInStock])).toBe(12);
    expect(defaultVariantId([dearInStock, cheapButEmpty])).toBe(11);
    expect(defaultVariantId([variant({ id: 13, stock: 0 }), { ...cheapButEmpty, id: 14 }])).toBe(14);
    expect(toProductCard(row, []).default_variant_id).toBeNull();
  });
});

describe('product cards with a direct discount', () => {
  // The import writes the product row with the price paid for its cheapest variant (variantPrice, ADR 0025).
  const discounted: ProductRow = {
    ...row,
    price: 40000,
    old_price: null,
    discount_price: 39000,
    direct_discount: 1000,
  };

  it('shows the price paid and the list price, and counts the discount in "up to" and the variant added', () => {
    const card = toProductCard(discounted, [
      variant({ id: 10, price: 40000, discount_price: null, stock: 2 }),
      variant({ id: 11, price: 46000, discount_price: null, stock: 4 }),
    ]);
    expect(card).toMatchObject({
      price: 40000,
      discount_price: 39000,
      final_price: 39000,
      direct_discount: 1000,
      variant_max_price: 45000,
      default_variant_id: 10,
    });
  });

  it('picks the variant a shopper pays least for once the direct discount is off', () => {
    // 41,000 less 1,000 is 40,000, below the other variant's own discount price.
    const variants = [
      variant({ id: 20, price: 42000, discount_price: 40500 }),
      variant({ id: 21, price: 41000, discount_price: null }),
    ];
    expect(defaultVariantId(variants, 1000)).toBe(21);
    expect(defaultVariantId(variants, 0)).toBe(20);
  });
});
