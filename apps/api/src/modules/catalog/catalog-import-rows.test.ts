import { describe, expect, it } from 'vitest';
import {
  catalogImportProduct,
  catalogImportProductFields,
  catalogImportVariant,
  csvRowToImport,
} from './catalog-import-rows.ts';

const messages = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const product = { sku: 'P-1', slug: 'p-one', name: 'P One', category: 'phones' };

describe('catalog import rows', () => {
  it('turns CSV cells into the JSON shapes, leaving empty cells out', () => {
    expect(
      csvRowToImport({
        sku: ' P-1 ',
        slug: 'p-one',
        name: 'P One',
        category: '7',
        old_price: '1200',
        images: '/a.png | /b.png',
        attributes: 'Chip: A19 Pro; Connectivity: 5G | USB-C',
        active: 'No',
        top: 'yes',
        brand: '',
        variant_sku: 'P-1-A',
        price: '999',
        stock: '3',
        variant_image: '/a.png',
      }),
    ).toEqual({
      product: {
        sku: 'P-1',
        slug: 'p-one',
        name: 'P One',
        category: '7',
        old_price: 1200,
        images: ['/a.png', '/b.png'],
        attributes: { Chip: ['A19 Pro'], Connectivity: ['5G', 'USB-C'] },
        active: false,
        top: true,
      },
      variant: { sku: 'P-1-A', price: 999, stock: 3, image: '/a.png' },
    });
    // What is not a number or a flag stays text, for the schema to refuse with its own message.
    expect(csvRowToImport({ price: '1,299', active: 'maybe', attributes: 'Chip A19' })).toEqual({
      product: { active: 'maybe', attributes: 'Chip A19' },
      variant: { price: '1,299' },
    });
  });

  it('fills the defaults a product leaves out', () => {
    expect(catalogImportProductFields.parse({ ...product, category: 7, brand: ' ' })).toEqual({
      ...product,
      category: '7',
      old_price: null,
      direct_discount: 0,
      payment_discount: null,
      max_per_order: null,
      details: '',
      long_description: '',
      meta_description: '',
      images: [],
      attributes: [],
      active: true,
      preorder: false,
      available_soon: false,
      new: false,
      top: false,
      arrival_status: null,
      // No Arabic: Arabic pages show the English.
      name_ar: null,
      details_ar: '',
      long_description_ar: '',
      meta_description_ar: '',
    });
    expect(catalogImportVariant.parse({ sku: 'V', price: 10, stock: 0 })).toEqual({
      sku: 'V',
      price: 10,
      discount_price: null,
      stock: 0,
      images: [],
    });
  });

  it('reads the payment offer, the creation time and the pictures of a variant, in JSON and CSV', () => {
    const { product: fields, variant } = csvRowToImport({
      ...product,
      payment_discount: '5% off with Valu',
      created_at: '2025-12-01T11:00:00+02:00',
      variant_sku: 'P-1-A',
      price: '999',
      stock: '3',
      variant_images: '/media/a.svg | /media/b.svg',
    });
    expect(fields).toEqual({
      ...product,
      payment_discount: '5% off with Valu',
      created_at: '2025-12-01T11:00:00+02:00',
    });
    expect(variant).toEqual({
      sku: 'P-1-A',
      price: 999,
      stock: 3,
      images: ['/media/a.svg', '/media/b.svg'],
    });
    // Times are kept in UTC, so the same moment written with another offset is the same value.
    expect(catalogImportProductFields.parse(fields)).toMatchObject({
      payment_discount: '5% off with Valu',
      created_at: '2025-12-01T09:00:00.000Z',
    });
    expect(catalogImportVariant.parse(variant).images).toEqual(['/media/a.svg', '/media/b.svg']);
  });

  it('refuses what would break the shop, saying what to fix', () => {
    expect(
      messages(
        catalogImportProductFields.safeParse({
          ...product,
          slug: '2025',
          name: 'Tab\there',
          details: 'bell\u0007',
          image: 'https://elsewhere.example/p.png',
          attributes: { Chip: [] },
        }),
      ),
    ).toEqual([
      'slug: must contain a letter: a slug of digits only reads as a product id',
      'name: must be one line (no tabs or line breaks)',
      'details: contains control characters, which are not allowed',
      'image: must be a path on the shop\'s own site starting with "/", e.g. /media/phones/iphone-17-pro.png',
      'attributes.Chip: must list at least one value',
    ]);
    expect(
      messages(catalogImportVariant.safeParse({ sku: 'V', price: 10.5, discount_price: 3, stock: -1 })),
    ).toEqual([
      'price: must be a whole number of EGP, 1 or more, digits only',
      'stock: must be a whole number, 0 or more',
    ]);
    expect(
      messages(catalogImportVariant.safeParse({ sku: 'V', price: 10, discount_price: 10, stock: 0 })),
    ).toEqual(['discount_price: must be below the price (10), or left empty']);
    expect(messages(catalogImportProduct.safeParse({ ...product, variants: [] }))).toEqual([
      'variants: must list at least one variant',
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    for (const [created_at, message] of [
      ['2025-12-01', 'must be a date and time with its time zone'],
      ['2025-12-01T09:00:00', 'must be a date and time with its time zone'],
      ['2025-02-30T09:00:00Z', 'must be a date and time with its time zone'],
      [tomorrow, 'must not be in the future'],
    ]) {
      expect(messages(catalogImportProductFields.safeParse({ ...product, created_at })), created_at).toEqual([
        expect.stringMatching(new RegExp(`^created_at: ${message}`)),
      ]);
    }
    expect(
      messages(
        catalogImportProductFields.safeParse({ ...product, payment_discount: 'Save 10%\nwith CIB cards' }),
      ),
    ).toEqual(['payment_discount: must be one line (no tabs or line breaks)']);
    expect(
      messages(
        catalogImportVariant.safeParse({
          sku: 'V',
          price: 10,
          stock: 0,
          images: ['https://x.example/a.png'],
        }),
      ),
    ).toEqual([
      'images.0: must be a path on the shop\'s own site starting with "/", e.g. /media/phones/iphone-17-pro.png',
    ]);
  });
});
