import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

/** One entry of an offer's card list: card numbers whose first `length` digits lie in from..to. */
export interface CardBinRange {
  length: number;
  from: number;
  to: number;
}

const PREFIX = /^\d{6,8}$/;

/**
 * An offer's card list as written in payment_offers.card_bins: 6 to 8 digit prefixes (BINs) or ranges of prefixes
 * of one length (`51293700-51293799`), separated by commas or spaces. An entry that is neither is skipped.
 */
export function parseCardBins(text: string): CardBinRange[] {
  const ranges: CardBinRange[] = [];
  for (const entry of text.split(/[\s,;]+/).filter(Boolean)) {
    const parts = entry.split('-');
    const from = parts[0] ?? '';
    const to = parts[1] ?? from;
    if (parts.length > 2 || !PREFIX.test(from) || !PREFIX.test(to) || from.length !== to.length) continue;
    const low = Number(from);
    const high = Number(to);
    ranges.push({ length: from.length, from: Math.min(low, high), to: Math.max(low, high) });
  }
  return ranges;
}

/**
 * Whether a card whose number starts with `digits` is one the list covers. An entry of 8-digit prefixes needs 8
 * digits to decide: fewer do not match it.
 */
export function cardCovered(ranges: readonly CardBinRange[], digits: string | null | undefined): boolean {
  if (!digits || !/^\d+$/.test(digits)) return false;
  return ranges.some((r) => {
    if (digits.length < r.length) return false;
    const prefix = Number(digits.slice(0, r.length));
    return prefix >= r.from && prefix <= r.to;
  });
}

/** The first digits of a card number as a gateway reports or a customer types it (at most 8 are kept). */
export function cardPrefix(card: string): string {
  return /^\d*/.exec(card.replace(/[\s-]/g, ''))![0].slice(0, 8);
}

/**
 * The card lists of the named offers that only some cards earn. An offer with no card list (valU's, say) is not a
 * card offer and takes any payment of its method.
 */
export async function cardOffersByName(db: Db, names: string[]): Promise<Map<string, CardBinRange[]>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('payment_offers')
    .select(['name_en', 'card_bins'])
    .where('name_en', 'in', [...new Set(names)])
    .where('card_bins', '<>', '')
    .execute();
  return new Map(rows.map((r) => [r.name_en, parseCardBins(r.card_bins)]));
}
