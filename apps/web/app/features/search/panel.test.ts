import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@shop/contract/catalog';
import { panelProducts } from './panel.ts';

/** Only the fields the panel reads matter; the cast keeps the test independent of fields added later. */
function card(id: number, name: string, extra: Partial<ProductCard> = {}): ProductCard {
  const base = {
    id,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    sku: `SKU-${id}`,
    image: `/media/${id}.svg`,
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
    stock: 5,
    amount: null,
    category: { id: 1, name: 'Phones', slug: 'phones' },
    brand: null,
    productproperty_set: [],
  };
  return { ...base, ...extra } as ProductCard;
}

describe('panelProducts', () => {
  it('lists the search cards first, then fills up to the limit with suggestion names not already shown', () => {
    const cards = [card(4, 'iPhone 17'), card(3, 'iPhone Air')];
    const suggestions = [
      { id: 4, name: 'iPhone 17' },
      { id: 7, name: 'iPhone 16' },
      { id: 3, name: 'iPhone Air' },
      { id: 9, name: 'iPhone 16e' },
      { id: 10, name: 'iPhone 15' },
      { id: 6, name: 'iPhone 16 Pro' },
      { id: 2, name: 'iPhone 17 Pro' },
    ];
    const products = panelProducts(cards, suggestions, 6);
    expect(products.map((p) => p.id)).toEqual([4, 3, 7, 9, 10, 6]);
    expect(products[0]).toEqual({
      id: 4,
      name: 'iPhone 17',
      href: '/item/iphone-17?name=iPhone-17',
      image: '/media/4.svg',
      price: 1000,
      struckPrice: null,
    });
    // A suggestion is addressed by its id (its slug equals its id).
    expect(products[2]).toEqual({
      id: 7,
      name: 'iPhone 16',
      href: '/item/7?name=iPhone-16',
      image: null,
      price: null,
      struckPrice: null,
    });
  });

  it('shows the old price struck only when it is above the price paid', () => {
    const [higher, lower] = panelProducts(
      [
        card(1, 'A', { final_price: 900, old_price: 1200 }),
        card(2, 'B', { final_price: 900, old_price: 800 }),
      ],
      [],
      6,
    );
    expect(higher?.struckPrice).toBe(1200);
    expect(lower?.struckPrice).toBeNull();
  });

  it('never lists more than the limit, even from cards alone, and copes with nothing', () => {
    const cards = Array.from({ length: 8 }, (_, i) => card(i + 1, `P ${i + 1}`));
    expect(panelProducts(cards, [], 6)).toHaveLength(6);
    expect(panelProducts([], [], 6)).toEqual([]);
  });
});
