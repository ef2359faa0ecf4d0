/**
 * Money travels and is stored as whole EGP integers (ADR 0003). This is the one place that formats and parses it.
 */
const egp = new Intl.NumberFormat('en-EG', { maximumFractionDigits: 0 });

export function formatEGP(amount: number): string {
  return `${egp.format(Math.round(amount))} EGP`;
}

/** Prices are parsed as whole base-10 numbers (specification, Cards). */
export function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value !== 'string') return null;
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? null : n;
}
