import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@shop/contract/orders';
import { installmentOffers, lowestMonthly } from './installment-offers.ts';

const cash: PaymentMethod = {
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

describe('installment offers on the item page', () => {
  it('prices each plan as checkout does: interest on the price, then a month’s share', () => {
    const [offer, ...rest] = installmentOffers(74_999, null, [cash, valu]);
    expect(rest).toEqual([]);
    expect(offer).toMatchObject({ methodId: 3, name: 'valU installments', offer: null });
    expect(offer!.plans).toEqual([
      // 74,999 / 6 = 12,499.83
      { planId: 31, months: 6, interestPercent: 0, total: 74_999, monthly: 12_500 },
      // interest 5,999.92 -> 6,000; 80,999 / 12 = 6,749.92
      { planId: 32, months: 12, interestPercent: 8, total: 80_999, monthly: 6750 },
      // interest 13,499.82 -> 13,500; 88,499 / 24 = 3,687.46
      { planId: 33, months: 24, interestPercent: 18, total: 88_499, monthly: 3687 },
    ]);
    expect(lowestMonthly(offer!.plans)).toBe(3687);
  });

  it('takes the method’s offer off first when the product carries it, rounded down', () => {
    const [offer] = installmentOffers(74_999, '5% off with Valu', [valu]);
    // 5% of 74,999 is 3,749.95: 3,749 off, 71,250 financed.
    expect(offer!.offer).toBe('5% off with Valu');
    expect(offer!.offer_ar).toBe('خصم 5% مع valU');
    expect(offer!.plans.map((p) => [p.total, p.monthly])).toEqual([
      [71_250, 11_875],
      [76_950, 6413], // 5,700 interest; 6,412.5 a month goes up
      [84_075, 3503], // 12,825 interest
    ]);
    // Another method's offer does not apply to valU.
    expect(installmentOffers(74_999, 'Save 10% with CIB cards', [valu])[0]).toMatchObject({
      offer: null,
      offer_ar: null,
    });
    // An offer without an Arabic name is named in English on Arabic pages too.
    const [unnamed] = installmentOffers(74_999, '5% off with Valu', [{ ...valu, discount_name_ar: null }]);
    expect(unnamed!.offer_ar).toBe('5% off with Valu');
  });

  it('offers nothing when no method pays over plans', () => {
    expect(installmentOffers(1000, null, [cash])).toEqual([]);
    expect(lowestMonthly([])).toBeNull();
  });
});
