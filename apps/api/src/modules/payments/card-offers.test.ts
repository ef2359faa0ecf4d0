import { describe, expect, it } from 'vitest';
import { DEMO_CIB_CARD_BINS } from '#app/db/migrations/0016-checkout-limits';
import { paymobCardBin, type PaymobTransactionFields } from '#app/integrations/payments/paymob-gateway';
import { cardCovered, cardPrefix, parseCardBins } from './card-offers.ts';

describe('card offer lists', () => {
  it('reads prefixes and ranges of one length, and skips anything else', () => {
    expect(parseCardBins('455712, 51293700-51293799;409765 12345 1234567-12345678 45-46 abcdef')).toEqual([
      { length: 6, from: 455712, to: 455712 },
      { length: 8, from: 51293700, to: 51293799 },
      { length: 6, from: 409765, to: 409765 },
    ]);
    expect(parseCardBins('')).toEqual([]);
  });

  it('covers a card by its first digits; an 8-digit entry needs 8 digits', () => {
    const cib = parseCardBins(DEMO_CIB_CARD_BINS);
    expect(cardCovered(cib, '455712')).toBe(true);
    expect(cardCovered(cib, '45571299')).toBe(true);
    expect(cardCovered(cib, '424242')).toBe(false);
    expect(cardCovered(cib, '50780350')).toBe(true);
    expect(cardCovered(cib, '507803')).toBe(false);
    for (const nothing of [null, undefined, '', '4557xx']) expect(cardCovered(cib, nothing)).toBe(false);
    expect(cardPrefix('4557 1200-0000 4242')).toBe('45571200');
  });
});

describe("the card's first digits in a Paymob callback", () => {
  const withPan = (pan: string) => ({ 'source_data.pan': pan }) as PaymobTransactionFields;

  it('come from the signed pan when it shows them, else from the number beside it when the last four agree', () => {
    expect(paymobCardBin(withPan('455712xxxxxx2346'), null)).toBe('455712');
    expect(paymobCardBin(withPan('2346'), '455712xxxxxx2346')).toBe('455712');
    expect(paymobCardBin(withPan('2346'), '455712xxxxxx9999')).toBeNull();
    expect(paymobCardBin(withPan('2346'), null)).toBeNull();
    // A wallet's phone number is not a card.
    expect(paymobCardBin(withPan('01010101010'), null)).toBeNull();
  });
});
