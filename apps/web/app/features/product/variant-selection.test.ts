import { describe, expect, it } from 'vitest';
import type { ProductDetail, ProductVariant } from '@shop/contract/catalog';
import { chooseVariant, galleryImages, maxQuantity, offerOf, optionPickers } from './variant-selection.ts';

const orange = { id: 1, name: 'Cosmic Orange', color_code: '#f77e2d', image: '/o.svg' };
const blue = { id: 2, name: 'Deep Blue', color_code: '#3b4a63', image: '/b.svg' };
const s256 = { id: 10, name: '256GB' };
const s512 = { id: 11, name: '512GB' };
const s1tb = { id: 12, name: '1TB' };

function variant(
  id: number,
  Color: typeof orange,
  size: typeof s256,
  price: number,
  stock = 5,
): ProductVariant {
  return {
    id,
    sku: `SKU-${id}`,
    price,
    discount_price: null,
    stock,
    in_stock: stock > 0,
    image: `/v${id}.svg`,
    images: [`/v${id}-side.svg`],
    Color,
    size,
    mac_model: null,
    max_per_order: null,
  };
}

function product(variants: ProductVariant[], extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    slug: 'iphone-17-pro',
    name: 'iPhone 17 Pro',
    sku: 'APL-IP17P',
    image: '/main.svg',
    price: 79999,
    final_price: 79999,
    old_price: null,
    discount_price: null,
    variant_max_price: null,
    default_variant_id: variants[0]?.id ?? null,
    direct_discount: 0,
    payment_methods_discount_name_en: null,
    payment_methods_discount_name_ar: null,
    max_per_order: 2,
    status: 'In stock',
    preorder: false,
    available_soon: false,
    new: false,
    promo: false,
    top: false,
    arrival_status: null,
    in_stock: true,
    stock: 10,
    amount: null,
    category: { id: 1, name: 'Phones', slug: 'phones', sub_categories: [] },
    brand: null,
    productproperty_set: [],
    details: '',
    long_description: '',
    meta_description: '',
    productimages: [{ image: '/gallery.svg' }],
    sub_category: null,
    product_variants: variants,
    attributes: [],
    product_variants_options: [
      {
        option: { name: 'Color' },
        values: [
          { id: 1, name: 'Cosmic Orange', color_code: '#f77e2d' },
          { id: 2, name: 'Deep Blue', color_code: '#3b4a63' },
        ],
      },
      {
        option: { name: 'size' },
        values: [
          { id: 10, name: '256GB', color_code: null },
          { id: 11, name: '512GB', color_code: null },
          { id: 12, name: '1TB', color_code: null },
        ],
      },
    ],
    ...extra,
  };
}

// Orange comes in every size; blue only in 256GB and 512GB, and blue 512GB is sold out.
const variants = [
  variant(100, orange, s256, 79999),
  variant(101, orange, s512, 92999),
  variant(102, orange, s1tb, 106999),
  variant(103, blue, s256, 79999),
  variant(104, blue, s512, 92999, 0),
];
const p = product(variants);

describe('choosing the variant from the query', () => {
  it('takes ?variant= when it names one of the product variants', () => {
    expect(chooseVariant(p, new URLSearchParams('variant=103'))?.id).toBe(103);
  });

  it('takes the option ids the pickers submit without JavaScript', () => {
    expect(chooseVariant(p, new URLSearchParams('color=2&size=11'))?.id).toBe(104);
    // Only a colour: the first variant of that colour in stock.
    expect(chooseVariant(p, new URLSearchParams('color=2'))?.id).toBe(103);
  });

  it('falls back to the default variant for unknown or malformed values', () => {
    for (const query of ['variant=999', 'variant=abc', 'color=-1', '']) {
      expect(chooseVariant(p, new URLSearchParams(query))?.id).toBe(100);
    }
  });

  it('answers null for a product without variants', () => {
    expect(chooseVariant(product([]), new URLSearchParams('variant=1'))).toBeNull();
  });
});

describe('option pickers', () => {
  it('points every value at the variant that keeps the other choices', () => {
    const [colour, size] = optionPickers(p, variants[1]!); // orange 512GB
    expect(colour?.label).toBe('Colour');
    expect(colour?.selectedName).toBe('Cosmic Orange');
    expect(colour?.choices.map((c) => c.variantId)).toEqual([101, 104]);
    expect(size?.choices.map((c) => [c.name, c.variantId, c.selected])).toEqual([
      ['256GB', 100, false],
      ['512GB', 101, true],
      ['1TB', 102, false],
    ]);
  });

  it('marks combinations that do not exist as unavailable and sold-out ones as out of stock', () => {
    const [, size] = optionPickers(p, variants[3]!); // blue 256GB
    const terabyte = size?.choices.find((c) => c.name === '1TB');
    expect(terabyte).toMatchObject({ available: false, variantId: null });
    const [colour] = optionPickers(p, variants[1]!); // orange 512GB
    expect(colour?.choices.find((c) => c.name === 'Deep Blue')).toMatchObject({
      available: true,
      inStock: false,
    });
  });
});

describe('offer of the chosen variant', () => {
  it('prices the variant and strikes the price through when it is discounted', () => {
    const discounted = { ...variants[0]!, discount_price: 74999 };
    expect(offerOf(p, discounted)).toMatchObject({ price: 74999, struck: 79999, canBuy: true });
    expect(offerOf(p, variants[2]!)).toMatchObject({ price: 106999, struck: null, status: 'In stock' });
  });

  it('says how many are left when few are', () => {
    expect(offerOf(p, { ...variants[0]!, stock: 2 }).status).toBe('Only 2 left');
  });

  it('is sold out without stock unless the product is pre-order or available soon', () => {
    expect(offerOf(p, variants[4]!)).toMatchObject({ status: 'Out of stock', canBuy: false, soldOut: true });
    expect(offerOf(product(variants, { preorder: true }), variants[4]!)).toMatchObject({
      status: 'Pre-order',
      canBuy: true,
    });
    expect(offerOf(product(variants, { available_soon: true }), variants[4]!)).toMatchObject({
      status: 'Available soon',
      soldOut: false,
    });
  });

  it('takes no order for an available-soon product, in stock or not, and offers the notify form without stock', () => {
    const soon = product(variants, { available_soon: true });
    expect(offerOf(soon, variants[0]!)).toMatchObject({
      status: 'Available soon',
      tone: 'pending',
      canBuy: false,
      soon: true,
      notify: false,
    });
    const noneYet = product(
      variants.map((v) => ({ ...v, stock: 0, in_stock: false })),
      { available_soon: true, stock: 0, in_stock: false },
    );
    expect(offerOf(noneYet, null)).toMatchObject({ canBuy: false, soon: true, notify: true });
    expect(offerOf(p, variants[4]!)).toMatchObject({ soon: false, notify: true });
    expect(offerOf(p, variants[0]!)).toMatchObject({ soon: false, notify: false, canBuy: true });
  });
});

describe('gallery and quantity', () => {
  it('shows the variant pictures first, then the product gallery, without repeats', () => {
    expect(galleryImages(p, variants[0]!)).toEqual([
      '/v100.svg',
      '/v100-side.svg',
      '/gallery.svg',
      '/main.svg',
    ]);
    expect(galleryImages(p, null)).toEqual(['/gallery.svg', '/main.svg']);
  });

  it('limits the quantity by stock and max per order, but not by stock for pre-orders', () => {
    expect(maxQuantity(p, variants[0]!)).toBe(2); // max_per_order 2, stock 5
    expect(maxQuantity(product(variants, { max_per_order: null }), { ...variants[0]!, stock: 3 })).toBe(3);
    expect(maxQuantity(p, variants[4]!)).toBe(0);
    expect(maxQuantity(product(variants, { preorder: true, max_per_order: null }), variants[4]!)).toBe(10);
  });
});
