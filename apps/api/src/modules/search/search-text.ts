import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '#app/db/dialect';

/**
 * Turns what a shopper typed into a safe full-text query: words of letters and digits only (so no query syntax can be
 * injected), each matched as a prefix ("iph" finds iPhone), all words required. Null when nothing searchable is left.
 */
export function searchTerms(text: string | undefined): string[] | null {
  if (!text) return null;
  const words = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8)
    .map((w) => w.slice(0, 40));
  return words.length > 0 ? words : null;
}

/**
 * A derived table (id, rank) of matching products, lower rank first, for the dialect's full-text engine. Unranked
 * (rank 0 for all) when the caller orders by something else: scoring every match costs as much as finding it.
 */
export function textMatches(
  dialect: DialectName,
  terms: string[],
  ranked = true,
): RawBuilder<{ id: number; rank: number }> {
  if (dialect === 'postgres') {
    const query = terms.map((t) => `${t}:*`).join(' & ');
    const rank = ranked ? sql`-ts_rank(document, to_tsquery('simple', ${query}))` : sql`0`;
    return sql`(select product_id as id, ${rank} as rank
      from product_search where document @@ to_tsquery('simple', ${query}))`;
  }
  const query = terms.map((t) => `"${t}"*`).join(' AND ');
  const rank = ranked ? sql`bm25(product_search, 10.0, 2.0)` : sql`0`;
  return sql`(select rowid as id, ${rank} as rank
    from product_search where product_search match ${query})`;
}
