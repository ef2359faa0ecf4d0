/**
 * How related products and compare suggestions are ordered (ADR 0039): pure functions over the few candidates the
 * repository read, so the order can be tested without a database.
 */

export interface Priced {
  id: number;
  price: number;
  brand_id: number | null;
  sub_category_id: number | null;
  category_id: number;
}

/** The similar-products band: within 30% of the price either way. */
export const PRICE_BAND = 0.3;

export function priceBand(price: number): { from: number; to: number } {
  return { from: Math.ceil(price * (1 - PRICE_BAND)), to: Math.floor(price * (1 + PRICE_BAND)) };
}

/** Nearest price first; at an equal distance the same brand first, then the lower id (older, so stable). */
export function rankSimilar<T extends Priced>(target: Priced, candidates: readonly T[], limit: number): T[] {
  const { from, to } = priceBand(target.price);
  const seen = new Set<number>([target.id]);
  const inBand = candidates.filter((c) => {
    if (seen.has(c.id) || c.price < from || c.price > to) return false;
    seen.add(c.id);
    return true;
  });
  const brand = (c: T) => (target.brand_id !== null && c.brand_id === target.brand_id ? 0 : 1);
  return inBand
    .sort(
      (a, b) =>
        Math.abs(a.price - target.price) - Math.abs(b.price - target.price) ||
        brand(a) - brand(b) ||
        a.id - b.id,
    )
    .slice(0, limit);
}

/**
 * A suggestion's score against the products compared: the best over those of its own category (other categories
 * never count) of 2 for the same sub-category, 1 for the same brand, less the relative price distance.
 * Null when it shares a category with none of them.
 */
export function suggestionScore(candidate: Priced, compared: readonly Priced[]): number | null {
  let best: number | null = null;
  for (const c of compared) {
    if (c.category_id !== candidate.category_id) continue;
    const sameSub = c.sub_category_id !== null && c.sub_category_id === candidate.sub_category_id ? 2 : 0;
    const sameBrand = c.brand_id !== null && c.brand_id === candidate.brand_id ? 1 : 0;
    const distance = Math.abs(candidate.price - c.price) / Math.max(c.price, 1);
    const score = sameSub + sameBrand - Math.min(distance, 1);
    if (best === null || score > best) best = score;
  }
  return best;
}

/** Suggestions best first, never a compared product, each once. */
export function rankSuggestions<T extends Priced>(
  compared: readonly Priced[],
  candidates: readonly T[],
  limit: number,
): T[] {
  const seen = new Set(compared.map((c) => c.id));
  const scored: Array<{ row: T; score: number }> = [];
  for (const row of candidates) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    const score = suggestionScore(row, compared);
    if (score !== null) scored.push({ row, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.row.id - b.row.id)
    .slice(0, limit)
    .map((s) => s.row);
}
