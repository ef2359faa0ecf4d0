import { groupThousands } from './digits.ts';

/**
 * Money travels and is stored as whole EGP integers (ADR 0003). This is the one place that formats and parses it.
 */
/**
 * Whole pounds with comma thousands, as Intl.NumberFormat('en-EG') writes them, without it (see `groupThousands`).
 *
 * In Arabic the amount keeps its Latin digits and comma thousands and the pound is written ج.م, after the number as
 * Arabic reads it: `74,999 ج.م` (ADR 0040). Digits are the same in both languages, as on Egyptian receipts and price
 * tags, so an amount never changes shape between the pages, e-mails and SMS of one order. Where an amount sits
 * inside text of the other direction it is isolated (<bdi>, or U+2068…U+2069 in plain text) so it reads as one unit.
 */
export function formatEGP(amount: number, language: 'en' | 'ar' = 'en'): string {
  return `${groupThousands(Math.round(amount))} ${language === 'ar' ? 'ج.م' : 'EGP'}`;
}

/** Prices are parsed as whole base-10 numbers: a fraction is cut off, never rounded. */
export function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value !== 'string') return null;
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? null : n;
}

/** A percentage off an amount, rounded down: the customer is never charged a pound more than it gives (ADR 0003). */
export function percentOff(amount: number, percent: number): number {
  return Math.floor((amount * percent) / 100);
}

/**
 * An installment plan's interest on the amount financed, to the nearest pound (a half pound up): the one rounding of
 * interest (ADR 0003).
 */
export function installmentFee(financed: number, interestPercent: number): number {
  return Math.round((financed * interestPercent) / 100);
}

/**
 * What one month of an installment plan comes to: the plan's total, its interest included, over its months, to the
 * nearest pound (a half pound up) as every amount is shown. It is shown to shoppers; the total is what is charged.
 */
export function monthlyPayment(total: number, months: number): number {
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`A plan has at least one month, not ${months}`);
  return Math.round(total / months);
}
