import type { Language } from '@shop/contract/languages';
import type { ProductCard } from '@shop/contract/catalog';

/**
 * Product cards of search pages, kept in memory as long as the read cache keeps an answer (its TTL), so a page of
 * searches nobody asked before reads only the cards no recent page showed. A card is read again once it is older
 * than the TTL, once the read cache moved (an order took stock, an operator changed the catalog) or once the search
 * index applied a change: exactly when a cached search answer would be read again. Each language's cards apart: their
 * names and texts differ.
 */
export class CardMemory {
  private readonly cards = new Map<string, { card: ProductCard; at: number; stamp: string }>();

  /** At most this many cards (about 1-2 kB each). */
  constructor(private readonly max = 20_000) {}

  /** The cards of `ids` in `language`, those not kept (or too old) read through `read`. */
  async get(
    read: (ids: number[]) => Promise<ProductCard[]>,
    ids: readonly number[],
    stamp: string,
    ttlMs: number,
    language: Language = 'en',
  ): Promise<ProductCard[]> {
    if (ttlMs === 0 || ids.length === 0) return read([...ids]);
    const now = Date.now();
    const found = new Map<number, ProductCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const kept = this.cards.get(`${language}:${id}`);
      if (kept && kept.stamp === stamp && now - kept.at <= ttlMs) found.set(id, kept.card);
      else missing.push(id);
    }
    if (missing.length) {
      for (const card of await read(missing)) {
        const key = `${language}:${card.id}`;
        found.set(card.id, card);
        this.cards.delete(key);
        this.cards.set(key, { card, at: now, stamp });
      }
      for (const oldest of this.cards.keys()) {
        if (this.cards.size <= this.max) break;
        this.cards.delete(oldest);
      }
    }
    return [...new Set(ids)].flatMap((id) => found.get(id) ?? []);
  }
}
