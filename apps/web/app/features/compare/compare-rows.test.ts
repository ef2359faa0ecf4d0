import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shop/contract/catalog';
import { compareRows, stockText } from './compare-rows.ts';

/** Only the fields the rows read matter; the cast keeps the test independent of fields added later. */
function product(id: number, extra: Partial<ProductDetail> = {}): ProductDetail {
  const base = {
    id,
    slug: `p-${id}`,
    name: `Product ${id}`,
    sku: `SKU-${id}`,
    image: '/media/x.svg',
    price: 1000,
    final_price: 1000,
    old_price: null,
    discount_price: null,
    variant_max_price: null,
    direct_discount: 0,
    payment_methods_discount_name_en: null,
    payment_methods_discount_name_ar: null,
    max_per_order: null,
    status: 'In stock',
    preorder: false,
    available_soon: false,
    new: false,
    promo: false,
    top: false,
    arrival_status: null,
    in_stock: true,
    stock: 50,
    amount: null,
    brand: { id: 1, name: 'Apple', slug: 'apple', image: '' },
    productproperty_set: [],
    details: 'Fast.',
    long_description: '',
    meta_description: '',
    productimages: [],
    category: { id: 1, name: 'Phones', slug: 'phones', sub_categories: [] },
    sub_category: null,
    product_variants: [],
    product_variants_options: [],
    attributes: [],
  };
  return { ...base, ...extra } as ProductDetail;
}

const sizes = (...names: string[]): ProductDetail['product_variants_options'] => [
  { option: { name: 'size' }, values: names.map((name, i) => ({ id: i + 1, name, color_code: null })) },
];

describe('compareRows', () => {
  it('marks rows whose values differ and leaves rows nobody has out', () => {
    const rows = compareRows([
      product(1, { product_variants_options: sizes('128GB', '256GB') }),
      product(2, { final_price: 1200, product_variants_options: sizes('256GB') }),
    ]);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.price?.differs).toBe(true);
    expect(byKey.price?.values).toEqual(['1,000 EGP', '1,200 EGP']);
    expect(byKey.brand?.differs).toBe(false);
    expect(byKey.sizes?.values).toEqual(['128GB, 256GB', '256GB']);
    expect(byKey.sizes?.differs).toBe(true);
    expect(byKey.mac_models).toBeUndefined();
    expect(byKey.payment_discount).toBeUndefined();
  });

  it('ignores case and surrounding space when comparing, and never marks a single product', () => {
    const rows = compareRows([product(1, { details: 'Fast.' }), product(2, { details: ' fast. ' })]);
    expect(rows.find((r) => r.key === 'details')?.differs).toBe(false);
    expect(compareRows([product(1)]).every((r) => !r.differs)).toBe(true);
  });

  it('names the payment offer in the page language', () => {
    const offered = product(1, {
      payment_methods_discount_name_en: '5% off with Valu',
      payment_methods_discount_name_ar: 'خصم 5% مع valU',
    });
    const offer = (language: 'en' | 'ar') =>
      compareRows([offered, product(2)], language).find((r) => r.key === 'payment_discount')?.values;
    expect(offer('en')).toEqual(['5% off with Valu', '']);
    expect(offer('ar')).toEqual(['خصم 5% مع \u2068valU\u2069', '']);
  });
});

describe('stockText', () => {
  it('adds a row per technical detail any product has, before the payment discount', () => {
    const rows = compareRows([
      product(1, { attributes: [{ name: 'Chip', values: ['A19 Pro'] }] }),
      product(2, {
        attributes: [
          { name: 'Chip', values: ['A19 Pro'] },
          { name: 'Connectivity', values: ['5G', 'USB-C'] },
        ],
        payment_methods_discount_name_en: '5% off with Valu',
      }),
    ]);
    const labels = rows.map((r) => r.label);
    expect(labels.indexOf('Chip')).toBeLessThan(labels.indexOf('Payment discount'));
    const byLabel = Object.fromEntries(rows.map((r) => [r.label, r]));
    expect(byLabel.Chip).toMatchObject({ values: ['A19 Pro', 'A19 Pro'], differs: false });
    expect(byLabel.Connectivity).toMatchObject({ values: ['', '5G, USB-C'], differs: true });
  });

  it('says when only a few are left', () => {
    expect(stockText(product(1, { stock: 3 }))).toBe('In stock, only 3 left');
    expect(stockText(product(1, { stock: 40 }))).toBe('In stock');
    expect(stockText(product(1, { in_stock: false, stock: 0, status: 'Out of stock' }))).toBe('Out of stock');
  });
});
