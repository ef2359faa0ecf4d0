import { describe, expect, it } from 'vitest';
import { addedText } from './added-message.ts';

const colour = (id: number, name: string) => ({ id, name, color_code: '#000000', image: '' });
const size = (id: number, name: string) => ({ id, name });

function variant(id: number, options: { Color?: string; size?: string; mac_model?: string }) {
  return {
    id,
    sku: `SKU-${id}`,
    price: 1000,
    discount_price: null,
    stock: 3,
    in_stock: true,
    image: '',
    images: [],
    Color: options.Color ? colour(id, options.Color) : null,
    size: options.size ? size(id, options.size) : null,
    mac_model: options.mac_model ? size(id, options.mac_model) : null,
    max_per_order: null,
  };
}

describe('the words a card says after adding', () => {
  it('names the colour and size the added variant has when the product comes in several', () => {
    const product = {
      name: 'iPhone 17 Pro',
      product_variants: [
        variant(1, { Color: 'Cosmic Orange', size: '256GB' }),
        variant(2, { Color: 'Cosmic Orange', size: '512GB' }),
        variant(3, { Color: 'Deep Blue', size: '256GB' }),
      ],
    };
    expect(addedText(product, 1)).toBe('Added iPhone 17 Pro, Cosmic Orange, 256GB to your cart');
    expect(addedText(product, 3)).toBe('Added iPhone 17 Pro, Deep Blue, 256GB to your cart');
  });

  it('leaves out an option every variant shares, and names only the product when there is one variant', () => {
    const sizes = {
      name: 'MacBook Air 13 M4',
      product_variants: [
        variant(1, { Color: 'Midnight', mac_model: '16GB / 256GB' }),
        variant(2, { Color: 'Midnight', mac_model: '16GB / 512GB' }),
      ],
    };
    expect(addedText(sizes, 2)).toBe('Added MacBook Air 13 M4, 16GB / 512GB to your cart');
    const single = { name: 'AirPods 4', product_variants: [variant(7, { Color: 'White' })] };
    expect(addedText(single, 7)).toBe('Added AirPods 4 to your cart');
  });

  it('names only the product when the variant is not among those it knows', () => {
    const product = {
      name: 'iPhone 17',
      product_variants: [variant(1, { size: '256GB' }), variant(2, { size: '512GB' })],
    };
    expect(addedText(product, 99)).toBe('Added iPhone 17 to your cart');
  });
});
