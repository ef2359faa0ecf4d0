import { describe, expect, it } from 'vitest';
import { formatEGP, installmentFee, monthlyPayment, percentOff } from './money.ts';

describe('installment money', () => {
  it('rounds a percentage off down, so no one pays a pound more than it gives', () => {
    expect(percentOff(74_999, 5)).toBe(3749); // 3749.95
    expect(percentOff(1000, 10)).toBe(100);
    expect(percentOff(999, 0)).toBe(0);
  });

  it('rounds a plan’s interest to the nearest pound, a half pound up', () => {
    expect(installmentFee(71_250, 8)).toBe(5700);
    expect(installmentFee(1_234, 18)).toBe(222); // 222.12
    expect(installmentFee(1_250, 18)).toBe(225);
    expect(installmentFee(1_125, 2)).toBe(23); // 22.5
    expect(installmentFee(9_999, 0)).toBe(0);
  });

  it('divides a plan’s total, interest included, by its months, to the nearest pound as formatEGP shows it', () => {
    // 74,999 over 6 months is 12,499.83: 12,500 a month.
    expect(monthlyPayment(74_999, 6)).toBe(12_500);
    // 76,950 over 12 months is 6,412.5: a half pound goes up.
    expect(monthlyPayment(76_950, 12)).toBe(6413);
    // 84,075 over 24 months is 3,503.125.
    expect(monthlyPayment(84_075, 24)).toBe(3503);
    expect(monthlyPayment(1_200, 12)).toBe(100);
    expect(monthlyPayment(5, 1)).toBe(5);
    for (const [total, months] of [
      [74_999, 6],
      [76_950, 12],
      [84_075, 24],
      [3_333, 7],
    ] as const) {
      expect(formatEGP(monthlyPayment(total, months))).toBe(formatEGP(total / months));
      expect(Math.abs(monthlyPayment(total, months) * months - total)).toBeLessThanOrEqual(months / 2);
    }
  });

  it('refuses a plan without months rather than showing Infinity', () => {
    expect(() => monthlyPayment(1000, 0)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, 1.5)).toThrow(RangeError);
  });
});
