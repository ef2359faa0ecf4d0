import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@shop/contract/orders';
import { methodChangesPrice, priceOrder, promoDiscount, type PricedLine } from './pricing.ts';

// The demo shop's methods with the offers and plans the back office starts from (migration 0021).
const cod: PaymentMethod = {
  id: 1,
  code: 'cod',
  name_en: 'Cash on delivery',
  name_ar: 'الدفع عند الاستلام',
  kind: 'cash',
  discount_name_en: null,
  discount_name_ar: null,
  discount_percent: 0,
  plans: [],
};
const card: PaymentMethod = {
  id: 2,
  code: 'card',
  name_en: 'Credit or debit card',
  name_ar: 'بطاقة ائتمان أو خصم',
  kind: 'card',
  discount_name_en: 'Save 10% with CIB cards',
  discount_name_ar: 'خصم 10% بكروت CIB',
  discount_percent: 10,
  plans: [],
};
const valu: PaymentMethod = {
  id: 3,
  code: 'valu',
  name_en: 'valU installments',
  name_ar: 'تقسيط valU',
  kind: 'installments',
  discount_name_en: '5% off with Valu',
  discount_name_ar: 'خصم 5% مع valU',
  discount_percent: 5,
  plans: [
    { id: 31, months: 6, interest_percent: 0 },
    { id: 32, months: 12, interest_percent: 8 },
    { id: 33, months: 24, interest_percent: 18 },
  ],
};
const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  variant_id: 1,
  product_id: 1,
  name: 'Phone',
  sku: 'P-1',
  image: '',
  options: '',
  price: 10_000,
  unit_price: 9_000,
  amount: 2,
  method_offer: null,
  sold_ahead: false,
  max_per_order: null,
  ...over,
});

describe('priceOrder', () => {
  it('adds list prices, product discounts and delivery for cash on delivery', () => {
    const totals = priceOrder({ lines: [line()], method: cod, plan: null, promo: null, deliveryFee: 60 });
    expect(totals).toEqual({
      subtotal: 20_000,
      discount: 2_000,
      method_discount: 0,
      promo_discount: 0,
      installment_fee: 0,
      delivery_fee: 60,
      total: 18_060,
    });
    expect(methodChangesPrice(totals)).toBe(false);
  });

  it('gives the card offer only on products that carry it, then the promo, then installment interest', () => {
    const lines = [line({ method_offer: 'Save 10% with CIB cards' }), line({ variant_id: 2, amount: 1 })];
    const byCard = priceOrder({ lines, method: card, plan: null, promo: null, deliveryFee: 0 });
    expect(byCard.method_discount).toBe(1_800);
    expect(byCard.total).toBe(27_000 - 1_800);
    expect(methodChangesPrice(byCard)).toBe(true);

    const plan = valu.plans.find((p) => p.months === 12)!;
    const financed = priceOrder({
      lines,
      method: valu,
      plan,
      promo: { kind: 'fixed', value: 1_000, max_discount: null },
      deliveryFee: 85,
    });
    expect(financed.method_discount).toBe(0);
    expect(financed.promo_discount).toBe(1_000);
    expect(financed.installment_fee).toBe(Math.round((26_000 * 8) / 100));
    expect(financed.total).toBe(26_000 + 2_080 + 85);
  });
});

describe('promoDiscount', () => {
  it('floors percentages, caps them, and never exceeds the amount', () => {
    expect(promoDiscount({ kind: 'percent', value: 10, max_discount: null }, 12_345)).toBe(1_234);
    expect(promoDiscount({ kind: 'percent', value: 10, max_discount: 1_000 }, 50_000)).toBe(1_000);
    expect(promoDiscount({ kind: 'fixed', value: 500, max_discount: null }, 300)).toBe(300);
  });
});
