import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@shop/contract/catalog';
import { messages } from '@shop/contract/errors';
import { formatEGP } from '@shop/contract/money';
import { cardView } from './card-view.ts';

function product(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    slug: 'iphone-17-pro',
    name: 'iPhone 17 Pro',
    sku: 'APL-IP17P',
    image: '/media/device/phone/f77e2d.svg',
    price: 79999,
    final_price: 79999,
    old_price: null,
    discount_price: null,
    variant_max_price: null,
    default_variant_id: null,
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
    stock: 10,
    amount: null,
    category: { id: 1, name: 'Phones', slug: 'phones' },
    brand: null,
    productproperty_set: [],
    ...overrides,
  };
}

describe('cardView prices', () => {
  it('parses prices as whole base-10 numbers before comparing them', () => {
    // Fractions would otherwise show "up to" for a variant a few piastres dearer than the price shown.
    const view = cardView(product({ final_price: 79999.4, variant_max_price: 79999.9, old_price: 80000.7 }));
    expect(view.price).toBe(formatEGP(79999));
    expect(view.upTo).toBeNull();
    expect(view.struckPrice).toBe(formatEGP(80000));
  });

  it('shows final_price and nothing struck for a plain product', () => {
    const view = cardView(product());
    expect(view.price).toBe(formatEGP(79999));
    expect(view.struckPrice).toBeNull();
    expect(view.upTo).toBeNull();
  });

  it('strikes old_price when it is above the price shown', () => {
    const view = cardView(product({ price: 47999, final_price: 47999, old_price: 51999 }));
    expect(view.price).toBe(formatEGP(47999));
    expect(view.struckPrice).toBe(formatEGP(51999));
  });

  it('prefers old_price over price when both could be struck', () => {
    const view = cardView(
      product({ price: 41999, final_price: 37799, discount_price: 37799, old_price: 45999 }),
    );
    expect(view.struckPrice).toBe(formatEGP(45999));
  });

  it('strikes price when a discount_price brings final_price down and there is no old price', () => {
    const view = cardView(product({ price: 79999, final_price: 75199, discount_price: 75199 }));
    expect(view.price).toBe(formatEGP(75199));
    expect(view.struckPrice).toBe(formatEGP(79999));
  });

  it('strikes nothing when old_price is not above the price or the discount saves nothing', () => {
    expect(cardView(product({ old_price: 79999 })).struckPrice).toBeNull();
    expect(cardView(product({ discount_price: 79999 })).struckPrice).toBeNull();
  });

  it("says 'up to' the highest variant price when variants cost more", () => {
    expect(cardView(product({ variant_max_price: 144999 })).upTo).toBe(`up to ${formatEGP(144999)}`);
    expect(cardView(product({ variant_max_price: 79999 })).upTo).toBeNull();
  });
});

describe('cardView badges and status', () => {
  it('shows the arrival status, Pre-order and Available soon as badges', () => {
    expect(cardView(product({ arrival_status: 'New Arrival' })).badges).toEqual(['New Arrival']);
    expect(cardView(product({ preorder: true })).badges).toEqual(['Pre-order']);
    expect(
      cardView(
        product({
          arrival_status: 'Coming soon',
          available_soon: true,
          in_stock: false,
          status: 'Available soon',
        }),
      ).badges,
    ).toEqual(['Coming soon', 'Available soon']);
  });

  it('does not repeat a badge the arrival status already says', () => {
    expect(cardView(product({ arrival_status: 'Pre-order', preorder: true })).badges).toEqual(['Pre-order']);
  });

  it('can buy in stock and pre-order products, and greys out the rest', () => {
    expect(cardView(product()).canBuy).toBe(true);
    expect(cardView(product({ in_stock: false, preorder: true })).canBuy).toBe(true);
    const out = cardView(product({ in_stock: false, stock: 0, status: 'Out of stock' }));
    expect(out.canBuy).toBe(false);
    expect(out.status).toBe(messages.outOfStock);
    expect(out.statusTone).toBe('unavailable');
  });

  it('reports an unbuyable product as out of stock even when its status text lags behind', () => {
    expect(cardView(product({ in_stock: false, status: 'In stock' })).status).toBe(messages.outOfStock);
  });

  it('marks available-soon products as pending', () => {
    const view = cardView(product({ in_stock: false, available_soon: true, status: 'Available soon' }));
    expect(view.status).toBe('Available soon');
    expect(view.statusTone).toBe('pending');
  });

  it('offers no add for an available-soon product, in stock or not: it cannot be ordered yet', () => {
    for (const over of [{ in_stock: false }, { in_stock: true }, { in_stock: false, preorder: true }]) {
      const view = cardView(product({ ...over, available_soon: true, status: 'Available soon' }));
      expect(view).toMatchObject({
        canBuy: false,
        availableSoon: true,
        status: 'Available soon',
        statusTone: 'pending',
      });
    }
    expect(cardView(product()).availableSoon).toBe(false);
  });
});

describe('cardView swatches and tip', () => {
  it('has one swatch per distinct colour name', () => {
    const view = cardView(
      product({
        productproperty_set: [
          { id: 1, color: { id: 1, name: 'Silver', color: '#e3e4e5' } },
          { id: 2, color: { id: 1, name: 'Silver', color: '#e3e4e5' } },
          { id: 3, color: { id: 2, name: 'Deep Blue', color: '#3b4a63' } },
        ],
      }),
    );
    expect(view.colours).toEqual([
      { name: 'Silver', color: '#e3e4e5' },
      { name: 'Deep Blue', color: '#3b4a63' },
    ]);
  });

  it('cuts the payment-method tip to 17 characters plus " ..." and keeps the full text', () => {
    const view = cardView(product({ payment_methods_discount_name_en: 'Save 10% with CIB cards' }));
    expect(view.paymentTip).toEqual({ short: 'Save 10% with CIB ...', full: 'Save 10% with CIB cards' });
    expect(cardView(product({ payment_methods_discount_name_en: '5% off with Valu' })).paymentTip).toEqual({
      short: '5% off with Valu',
      full: '5% off with Valu',
    });
    expect(cardView(product({ payment_methods_discount_name_en: '  ' })).paymentTip).toBeNull();
  });

  it('names the offer in Arabic on Arabic pages, its Latin isolated so it keeps its order', () => {
    const offered = (ar: string | null) =>
      product({ payment_methods_discount_name_en: '5% off with Valu', payment_methods_discount_name_ar: ar });
    expect(cardView(offered('خصم 5% مع valU'), 'ar').paymentTip).toEqual({
      short: 'خصم 5% مع \u2068valU\u2069',
      full: 'خصم 5% مع \u2068valU\u2069',
    });
    // Cut as the English one is, counting what the shopper reads.
    const cib = product({
      payment_methods_discount_name_en: 'Save 10% with CIB cards',
      payment_methods_discount_name_ar: 'وفّر 10% لما تدفع بكروت CIB',
    });
    expect(cardView(cib, 'ar').paymentTip).toEqual({
      short: 'وفّر 10% لما تدفع ...',
      full: 'وفّر 10% لما تدفع بكروت \u2068CIB\u2069',
    });
    // No Arabic name yet: the English one, isolated whole so "5% off with Valu" does not read "off with Valu 5%".
    expect(cardView(offered(null), 'ar').paymentTip).toEqual({
      short: '\u20685% off with Valu\u2069',
      full: '\u20685% off with Valu\u2069',
    });
    expect(cardView(offered('  '), 'ar').paymentTip?.full).toBe('\u20685% off with Valu\u2069');
    // English pages are as they were, whatever the Arabic name.
    expect(cardView(offered('خصم 5% مع valU'), 'en').paymentTip).toEqual({
      short: '5% off with Valu',
      full: '5% off with Valu',
    });
    // Without an offer there is no tip in either language.
    expect(
      cardView(product({ payment_methods_discount_name_ar: 'خصم 5% مع valU' }), 'ar').paymentTip,
    ).toBeNull();
  });
});
