import { describe, expect, it } from 'vitest';
import {
  FIT,
  fitOf,
  inferredFamilies,
  lookupWords,
  modelPhrase,
  namesModel,
  seriesPhrase,
  type FitTarget,
} from './related-fit.ts';
import { priceBand, rankSimilar, rankSuggestions, type Priced } from './related-rank.ts';

const iphone17: FitTarget = {
  name: 'iPhone 17',
  brand: 'Apple',
  category: 'Phones',
  subCategory: 'iPhone 17 Series',
};
const iphone17ProMax: FitTarget = { ...iphone17, name: 'iPhone 17 Pro Max' };
const galaxyS25: FitTarget = {
  name: 'Samsung Galaxy S25',
  brand: 'Samsung',
  category: 'Phones',
  subCategory: 'Galaxy S Series',
};
const macbook: FitTarget = {
  name: 'MacBook Air 13-inch (M4)',
  brand: 'Apple',
  category: 'Mac',
  subCategory: 'MacBook Air',
};
const watch: FitTarget = {
  name: 'Apple Watch Series 11 (GPS)',
  brand: 'Apple',
  category: 'Watch',
  subCategory: 'Apple Watch Series',
};

const accessory = (name: string, ...compatible: string[]) => ({ name, compatible });

describe('the words that name a model', () => {
  it('drops the brand in front and the punctuation', () => {
    expect(modelPhrase(galaxyS25)).toBe('galaxy s25');
    expect(modelPhrase({ name: 'iPad Air 11-inch (M3)', brand: 'Apple' })).toBe('ipad air 11 inch m3');
    expect(modelPhrase({ name: 'Apple', brand: 'Apple' })).toBe('apple');
  });

  it('reads a series from a sub-category that ends in "Series"', () => {
    expect(seriesPhrase('iPhone 17 Series')).toBe('iphone 17');
    expect(seriesPhrase('Cases')).toBeNull();
    expect(seriesPhrase(null)).toBeNull();
  });

  it('tells "iPhone 16" from "iPhone 16 Pro" and from "iPhone 160"', () => {
    expect(namesModel('OtterBox Defender Series Case for iPhone 16', 'iphone 16')).toBe(true);
    expect(namesModel('iPhone 16 Silicone Case', 'iphone 16')).toBe(true);
    expect(namesModel('Spigen Ultra Hybrid Case for iPhone 16 Pro', 'iphone 16')).toBe(false);
    expect(namesModel('Case for iPhone 160', 'iphone 16')).toBe(false);
  });

  it('looks accessories up by the fewest words that find every candidate', () => {
    // Every name with "iphone 17 pro max" has "iphone" and "17": the series' words find both.
    expect(lookupWords(iphone17ProMax)).toEqual([['iphone', '17']]);
    expect(lookupWords(iphone17)).toEqual([['iphone', '17']]);
    expect(lookupWords(galaxyS25)).toEqual([
      ['galaxy', 's25'],
      ['galaxy', 's'],
    ]);
    expect(lookupWords(macbook)).toEqual([['macbook', 'air', '13', 'inch', 'm4']]);
  });
});

describe('which accessories fit', () => {
  it('fits a case made for this very model best', () => {
    expect(fitOf(iphone17, accessory('Clear Case for iPhone 17 with MagSafe', 'iPhone'))).toBe(FIT.model);
    expect(fitOf(iphone17ProMax, accessory('UAG Monarch Case for iPhone 17 Pro Max', 'iPhone'))).toBe(
      FIT.model,
    );
    expect(fitOf(galaxyS25, accessory('OtterBox Symmetry Series Clear Case for Galaxy S25', 'Android'))).toBe(
      FIT.model,
    );
  });

  it('never fits a case made for another model, whatever its compatibility says', () => {
    expect(fitOf(iphone17, accessory('iPhone 16 Pro Silicone Case with MagSafe', 'iPhone'))).toBe(FIT.none);
    expect(fitOf(iphone17, accessory('iPhone 17 Pro Clear Case with MagSafe', 'iPhone'))).toBe(FIT.none);
    expect(fitOf(iphone17ProMax, accessory('Case for iPhone 17', 'iPhone'))).toBe(FIT.none);
    expect(fitOf(galaxyS25, accessory('Samsung Silicone Case for Galaxy S25 Ultra', 'Android'))).toBe(
      FIT.none,
    );
  });

  it('fits what names the whole series to every model of it', () => {
    expect(fitOf(iphone17ProMax, accessory('Glass Screen Protector for iPhone 17 Series', 'iPhone'))).toBe(
      FIT.series,
    );
  });

  it('fits chargers and cables compatible with the product’s family', () => {
    expect(fitOf(iphone17, accessory('Apple 20W USB-C Power Adapter', 'iPhone', 'iPad'))).toBe(FIT.family);
    expect(fitOf(macbook, accessory('Magic Mouse (USB-C)', 'Mac', 'iPad'))).toBe(FIT.family);
    expect(fitOf(macbook, accessory('Apple MagSafe Charger (1 m)', 'iPhone'))).toBe(FIT.none);
    expect(fitOf(galaxyS25, accessory('Apple MagSafe Charger (1 m)', 'iPhone'))).toBe(FIT.none);
  });

  it('learns a family from what is made for the model, and fits that family’s accessories', () => {
    const made = [
      accessory('OtterBox Symmetry Series Clear Case for Galaxy S25', 'Android'),
      accessory('Samsung Silicone Case for Galaxy S25 Ultra', 'Android', 'Tablet'),
      accessory('Apple 20W USB-C Power Adapter', 'iPhone', 'iPad'),
    ];
    // Only the case made for the S25 itself counts: not the Ultra's, not the charger's.
    expect(inferredFamilies(galaxyS25, made)).toEqual(['Android']);
    const charger = accessory('Samsung 45W Power Adapter', 'Android');
    expect(fitOf(galaxyS25, charger)).toBe(FIT.none);
    expect(fitOf({ ...galaxyS25, families: ['Android'] }, charger)).toBe(FIT.family);
    // A family never makes a case of another model fit.
    expect(fitOf({ ...galaxyS25, families: ['Android'] }, made[1]!)).toBe(FIT.none);
    expect(inferredFamilies(iphone17, [accessory('Clear Case for iPhone 17', 'iPhone')])).toEqual([]);
  });

  it('does not take a watch for an iPhone because it works with one', () => {
    expect(fitOf(watch, accessory('Apple 20W USB-C Power Adapter', 'iPhone', 'iPad'))).toBe(FIT.none);
    expect(fitOf(watch, accessory('Spigen Ultra Hybrid Case for iPhone 16 Pro', 'iPhone'))).toBe(FIT.none);
  });
});

const row = (id: number, price: number, extra: Partial<Priced> = {}): Priced => ({
  id,
  price,
  brand_id: 1,
  sub_category_id: 10,
  category_id: 1,
  ...extra,
});

describe('the order of similar products and compare suggestions', () => {
  it('keeps similar products within 30% of the price, nearest first, the same brand first at a tie', () => {
    expect(priceBand(10_000)).toEqual({ from: 7_000, to: 13_000 });
    const target = row(1, 10_000);
    const ranked = rankSimilar(
      target,
      [
        row(1, 10_000),
        row(2, 12_000),
        row(3, 9_000, { brand_id: 2 }),
        row(4, 11_000),
        row(5, 13_001),
        row(6, 6_999),
      ],
      8,
    );
    expect(ranked.map((r) => r.id)).toEqual([4, 3, 2]);
    expect(rankSimilar(target, [row(7, 9_000, { brand_id: 2 }), row(8, 11_000)], 8).map((r) => r.id)).toEqual(
      [8, 7],
    );
  });

  it('suggests only products of the compared categories, same sub-category and brand first, then close price', () => {
    const compared = [row(1, 50_000)];
    const ranked = rankSuggestions(
      compared,
      [
        row(1, 50_000),
        row(2, 51_000, { category_id: 7, sub_category_id: 70 }),
        row(3, 40_000, { brand_id: 2 }),
        row(4, 30_000),
        row(5, 52_000, { sub_category_id: 11 }),
        row(6, 49_000, { sub_category_id: 11, brand_id: 2 }),
        row(4, 30_000),
      ],
      6,
    );
    expect(ranked.map((r) => r.id)).toEqual([4, 3, 5, 6]);
  });
});
