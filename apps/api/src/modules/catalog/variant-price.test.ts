import { describe, expect, it } from 'vitest';
import { paidPrice, variantPrice } from './variant-price.ts';

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
