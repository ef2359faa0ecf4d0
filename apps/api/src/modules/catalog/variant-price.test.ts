import { describe, expect, it } from 'vitest';
import { paidPrice, productPrice, repriceVariant, variantPrice } from './variant-price.ts';

describe('a variant’s price (ADR 0025)', () => {
  it('takes the direct discount off the price of a variant without a discount price', () => {
    expect(variantPrice({ price: 79_999, discount_price: null }, 1_000)).toEqual({
      price: 79_999,
      discount_price: 78_999,
    });
    expect(paidPrice({ price: 79_999, discount_price: null }, 1_000)).toBe(78_999);
  });

  it('keeps a variant’s own discount price: the direct discount does not add to it', () => {
    expect(variantPrice({ price: 50_000, discount_price: 48_000 }, 1_000)).toEqual({
      price: 50_000,
      discount_price: 48_000,
    });
    expect(paidPrice({ price: 50_000, discount_price: 48_000 }, 1_000)).toBe(48_000);
  });

  it('sells at the price without a direct discount', () => {
    expect(variantPrice({ price: 2_599, discount_price: null }, 0)).toEqual({
      price: 2_599,
      discount_price: null,
    });
    expect(paidPrice({ price: 2_599, discount_price: null }, 0)).toBe(2_599);
  });

  it('never gives a variant away: a direct discount at or above the price is not applied', () => {
    expect(variantPrice({ price: 500, discount_price: null }, 500)).toEqual({
      price: 500,
      discount_price: null,
    });
    expect(paidPrice({ price: 500, discount_price: null }, 900)).toBe(500);
    expect(paidPrice({ price: 500, discount_price: null }, 499)).toBe(1);
  });
});

describe('a bulk price change', () => {
  it('moves the price and the discount price together, rounded to whole pounds', () => {
    expect(repriceVariant({ price: 2_999, discount_price: null }, { mode: 'percent', value: 5 })).toEqual({
      price: 3_149,
      discount_price: null,
    });
    expect(repriceVariant({ price: 1_990, discount_price: 1_890 }, { mode: 'percent', value: 5 })).toEqual({
      price: 2_090,
      discount_price: 1_985,
    });
    expect(repriceVariant({ price: 1_000, discount_price: 900 }, { mode: 'amount', value: -100 })).toEqual({
      price: 900,
      discount_price: 800,
    });
  });

  it('refuses a price below 1 and a discount price that would reach the price', () => {
    expect(repriceVariant({ price: 100, discount_price: null }, { mode: 'amount', value: -100 })).toEqual({
      problem: 'the price 100 would fall to 0 (it must stay 1 or more)',
    });
    expect(repriceVariant({ price: 10, discount_price: 9 }, { mode: 'percent', value: -50 })).toEqual({
      problem: 'the discount price would become 5, not below the price 5',
    });
    expect(repriceVariant({ price: 500, discount_price: 50 }, { mode: 'amount', value: -60 })).toEqual({
      problem: 'the discount price 50 would fall to -10 (it must stay 1 or more)',
    });
  });

  it('shows a product at its cheapest variant to pay for, by the same rule', () => {
    const variants = [
      { price: 1_000, discount_price: null },
      { price: 1_200, discount_price: 950 },
    ];
    expect(productPrice(variants, 0)).toEqual({ price: 1_200, discount_price: 950 });
    expect(productPrice(variants, 100)).toEqual({ price: 1_000, discount_price: 900 });
  });
});
