/**
 * Money travels and is stored as whole EGP integers (ADR 0003). This is the one place that formats and parses it.
 */
/**
 * Whole pounds with comma thousands, as Intl.NumberFormat('en-EG') writes them, without it: building that formatter
 * loads locale data, a long task on a phone before the first price of a page can render.
 */
export function formatEGP(amount: number): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole < 0 ? '-' : ''}${digits} EGP`;
}

/** Prices are parsed as whole base-10 numbers: a fraction is cut off, never rounded. */
export function parseWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : null;
  if (typeof value !== 'string') return null;
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? null : n;
}
