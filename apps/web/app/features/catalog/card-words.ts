import { messages } from '@shop/contract/errors';
import type { MessageKey } from '#web/i18n/i18n.tsx';
import { AVAILABLE_SOON_BADGE, PREORDER_BADGE } from './card-view.ts';

/**
 * The fixed words of a product's badges and stock line, as cards and the item page show them, with their message
 * keys: the shop's own badges and the arrival labels it uses. A label of the catalog's own making has no key and
 * shows as the catalog has it.
 */
const FIXED_WORDS: Record<string, MessageKey> = {
  [PREORDER_BADGE]: 'card.preorder',
  [AVAILABLE_SOON_BADGE]: 'card.availableSoon',
  [messages.outOfStock]: 'card.outOfStock',
  'In stock': 'card.inStock',
  'New Arrival': 'card.arrival.newArrival',
  'Best seller': 'card.arrival.bestSeller',
  'Back in stock': 'card.arrival.backInStock',
  'Limited stock': 'card.arrival.limitedStock',
  'Coming soon': 'card.arrival.comingSoon',
  Deal: 'card.arrival.deal',
};

/** A badge or stock word in the page's language. */
export function cardWords(t: (key: MessageKey) => string, text: string): string {
  const key = FIXED_WORDS[text];
  return key ? t(key) : text;
}
