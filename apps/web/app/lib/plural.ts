const english = new Intl.PluralRules('en');

/**
 * A count with the words English puts after it: `plural(1, 'item', 'items')` is "1 item", 0 and 2 take "items".
 * Every count the storefront shows or reads out goes through here, so "Cart, 1 items" cannot come back. The words may
 * carry a verb that agrees with the count: `plural(n, 'product matches', 'products match')`.
 */
export function plural(count: number, one: string, other: string): string {
  return `${count} ${english.select(count) === 'one' ? one : other}`;
}
