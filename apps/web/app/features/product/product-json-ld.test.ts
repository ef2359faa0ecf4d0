import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@shop/contract/catalog';
import { productJsonLd } from './product-json-ld.ts';

const product = {
  name: 'Case </script><script>alert(1)</script>',
  sku: 'CASE-1',
  image: '/media/case.svg',
  meta_description: 'A clear case',
  details: '',
  brand: { id: 1, name: 'Spigen', image: '/b.svg' },
  category: { id: 7, name: 'Accessories', slug: 'accessories', sub_categories: [] },
  final_price: 1499,
  old_price: null,
  in_stock: true,
  stock: 4,
  preorder: false,
  available_soon: false,
} as unknown as ProductDetail;

describe('Product JSON-LD', () => {
  it('describes the product with an EGP offer and absolute image URLs', () => {
    const json = JSON.parse(
      productJsonLd(product, null, 'https://shop.example/item/case', 'https://shop.example'),
    );
    expect(json).toMatchObject({
      '@type': 'Product',
      sku: 'CASE-1',
      image: ['https://shop.example/media/case.svg'],
      brand: { name: 'Spigen' },
      offers: { priceCurrency: 'EGP', price: 1499, availability: 'https://schema.org/InStock' },
    });
  });

  it('cannot close its script element whatever the product text says', () => {
    const text = productJsonLd(product, null, 'https://shop.example/item/case', 'https://shop.example');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe(product.name);
  });

  it('says out of stock when nothing can be bought', () => {
    const soldOut = { ...product, in_stock: false, stock: 0 } as ProductDetail;
    const json = JSON.parse(productJsonLd(soldOut, null, 'u', 'https://shop.example'));
    expect(json.offers.availability).toBe('https://schema.org/OutOfStock');
  });
});
