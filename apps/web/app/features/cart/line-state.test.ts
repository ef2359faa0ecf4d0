import { describe, expect, it } from 'vitest';
import type { CartLine } from '@shop/contract/cart';
import { messages } from '@shop/contract/errors';
import { lineStates, optionSummary, stepperMax } from './line-state.ts';

function line(extra: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    product_id: 1,
    slug: 'iphone-17-pro',
    sku: 'SKU',
    name: 'iPhone 17 Pro',
    image: '/i.svg',
    picture: '/i.svg',
    amount: 1,
    price: 79999,
    discount_price: null,
    line_total: 79999,
    stock: 10,
    in_stock: true,
    preorder: false,
    available_soon: false,
    max_per_order: null,
    active: true,
    product_variants_options: [
      { option: { name: 'Color' }, values: [{ id: 1, name: 'Deep Blue', color_code: '#333' }] },
      { option: { name: 'size' }, values: [{ id: 2, name: '256GB', color_code: null }] },
    ],
    checkout_block: null,
    ...extra,
  };
}
const texts = (l: CartLine) => lineStates(l).map((s) => s.text);

describe('cart line states', () => {
  it('says nothing for a plain line in stock', () => {
    expect(texts(line())).toEqual([]);
  });

  it('names the blocking states in the words the cart shows', () => {
    expect(texts(line({ active: false }))).toEqual(['Deactivated']);
    expect(texts(line({ in_stock: false, stock: 0 }))).toEqual(['Out of stock']);
    expect(texts(line({ amount: 3, max_per_order: 2 }))).toEqual(['You exceeded the man number per order']);
  });

  it('tells pre-order, available soon and only N left apart', () => {
    expect(texts(line({ preorder: true, stock: 0 }))).toEqual(['Pre-order']);
    expect(texts(line({ available_soon: true, in_stock: false, stock: 0 }))).toEqual([
      messages.availableSoon,
    ]);
    expect(texts(line({ stock: 2 }))).toEqual(['Only 2 left']);
  });

  it('lets the stepper reach stock and max per order, never below the amount held', () => {
    expect(stepperMax(line({ stock: 4 }))).toBe(4);
    expect(stepperMax(line({ stock: 40, max_per_order: 2 }))).toBe(2);
    expect(stepperMax(line({ preorder: true, stock: 0 }))).toBe(99);
    expect(stepperMax(line({ stock: 0, in_stock: false }))).toBe(1);
    // Available soon cannot be ordered yet: its line can be lowered, never raised.
    expect(stepperMax(line({ available_soon: true, stock: 40, amount: 3 }))).toBe(3);
  });

  it('summarises the chosen options', () => {
    expect(optionSummary(line())).toBe('Deep Blue · 256GB');
  });
});
