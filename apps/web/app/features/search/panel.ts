import type { ProductCard } from '@shop/contract/catalog';
import { itemPath } from '@shop/contract/urls';

/** One option of the results panel: a product, linked to its item page. */
export interface PanelProduct {
  id: number;
  name: string;
  href: string;
  /** Only header-search cards carry an image and a price; autocomplete suggestions are names. */
  image: string | null;
  /** Amounts in EGP, written in the page's language by the panel. */
  price: number | null;
  struckPrice: number | null;
}

export interface Suggestion {
  id: number;
  name: string;
}

/**
 * What the results panel lists, at most `limit` products (RESULTS_PANEL_SIZE, 6).
 *
 * The two calls combine like this: the header product search (4 cards on desktop) comes first, because a card
 * carries an image and a price and is the better answer; the autocomplete names (up to 10, best first) then fill
 * the remaining slots, skipping products already shown as cards. With no cards (the mobile dialog, or a failed
 * search call) the names alone fill the panel.
 */
export function panelProducts(
  cards: readonly ProductCard[],
  suggestions: readonly Suggestion[],
  limit: number,
): PanelProduct[] {
  const out: PanelProduct[] = [];
  const seen = new Set<number>();
  for (const card of cards) {
    if (out.length >= limit) break;
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    const struck = card.old_price !== null && card.old_price > card.final_price ? card.old_price : null;
    out.push({
      id: card.id,
      name: card.name,
      href: itemPath(card),
      image: card.image,
      price: card.final_price,
      struckPrice: struck,
    });
  }
  for (const suggestion of suggestions) {
    if (out.length >= limit) break;
    if (seen.has(suggestion.id)) continue;
    seen.add(suggestion.id);
    // An autocomplete suggestion carries no slug: its item link is made from its id.
    out.push({
      id: suggestion.id,
      name: suggestion.name,
      href: itemPath({ id: suggestion.id, name: suggestion.name }),
      image: null,
      price: null,
      struckPrice: null,
    });
  }
  return out;
}
