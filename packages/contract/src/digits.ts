/**
 * Whole numbers written with Latin digits and comma thousands, as Intl.NumberFormat('en-EG') and
 * Intl.NumberFormat('ar-EG-u-nu-latn') both write them, without building either: the first number formatter a page
 * makes loads the browser's number data, 35-90 ms of main thread in Chromium before anything that needs it can render.
 * Amounts of money, counts in messages and the like share this one rule in both languages.
 */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
