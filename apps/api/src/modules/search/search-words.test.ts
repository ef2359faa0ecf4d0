import { describe, expect, it } from 'vitest';
import { joinSynonymPhrases, loadSynonyms } from './search-engine.ts';
import { IndexThread } from './index-thread.ts';
import { SearchIndex, type IndexedProduct, type IndexQuery } from './search-index.ts';
import {
  compareCodePoints,
  editDistance,
  normaliseText,
  queryWords,
  typoBudget,
  wordsOf,
} from './search-words.ts';

describe('search words', () => {
  it('folds the Arabic letters written several ways, and drops tatweel and diacritics', () => {
    expect(normaliseText('أإآا')).toBe('اااا');
    expect(normaliseText('ساعة')).toBe('ساعه');
    expect(normaliseText('مستشفى')).toBe('مستشفي');
    expect(normaliseText('ايـــفون')).toBe('ايفون');
    expect(normaliseText('آيْفُونٌ')).toBe('ايفون');
    expect(wordsOf('آيفون 17 برو')).toEqual(['ايفون', '17', 'برو']);
    expect(wordsOf('١٧ ۱۸')).toEqual(['17', '18']);
  });

  it('lower-cases, removes Latin accents and splits on anything but letters and digits', () => {
    expect(wordsOf('Café USB-C (Re)Classic')).toEqual(['cafe', 'usb', 'c', 're', 'classic']);
    expect(queryWords('  ')).toBeNull();
    expect(queryWords('"; drop table --')).toEqual(['drop', 'table']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(queryWords('x'.repeat(60))![0]).toHaveLength(40);
  });

  it('allows one edit from five letters and two from nine, a swap counting as one', () => {
    expect([4, 5, 8, 9].map(typoBudget)).toEqual([0, 1, 1, 2]);
    expect(editDistance('galxy', 'galaxy', 1)).toBe(1);
    expect(editDistance('iphnoe', 'iphone', 1)).toBe(1);
    expect(editDistance('powrstaton', 'powerstation', 2)).toBe(2);
    expect(editDistance('charger', 'changer', 1)).toBe(1);
    expect(editDistance('laptop', 'desktop', 2)).toBe(3);
  });

  it('orders text by code point, as the databases compare names', () => {
    const names = ['b', 'B', 'a', 'Z', '\u{1F600}', '\uFF21', 'é'];
    expect([...names].sort(compareCodePoints)).toEqual(['B', 'Z', 'a', 'b', 'é', '\uFF21', '\u{1F600}']);
  });

  it('reads Arabic names of several words as one ("ماك بوك")', () => {
    expect(loadSynonyms().get('ماك بوك')).toEqual([['macbook']]);
    expect(joinSynonymPhrases(wordsOf('ماك بوك اير'), loadSynonyms())).toEqual(['ماك بوك', 'اير']);
    expect(joinSynonymPhrases(['iphone', '17'], loadSynonyms())).toEqual(['iphone', '17']);
  });
});

const dimensions = {
  brands: new Map([
    [1, 'Apple'],
    [2, 'Samsung'],
  ]),
  categories: new Map([
    [1, 'Phones'],
    [4, 'Watch'],
    [7, 'Accessories'],
  ]),
  subCategories: new Map<number, { name: string; group_id: number | null }>(),
  attributes: new Map([[1, { name: 'Chip', sort_order: 1 }]]),
  attributeValues: new Map([[10, { attribute_id: 1, value: 'A19 Pro', sort_order: 1 }]]),
};

function product(
  id: number,
  name: string,
  category: number,
  extra: Partial<IndexedProduct> = {},
): IndexedProduct {
  return {
    id,
    name,
    keywords: `SKU-${id}`,
    spec: '',
    category_id: category,
    sub_category_id: null,
    brand_id: name.startsWith('Samsung') ? 2 : 1,
    price: 1000 + id,
    promotion: false,
    in_stock: true,
    top: false,
    created_at: `2026-01-${String(id).padStart(2, '0')}`,
    attribute_values: [],
    option_values: [],
    sections: [],
    ...extra,
  };
}

function indexOf(products: IndexedProduct[]): SearchIndex {
  const index = new SearchIndex(dimensions, loadSynonyms());
  for (const p of products) index.put(p);
  index.settle();
  return index;
}

const namesFor = (index: SearchIndex, text: string) =>
  index
    .search({ words: index.joinPhrases(queryWords(text)!), sort: 'relevance', offset: 0, limit: 20 })
    .ids.map((id) => index.nameOf(id));

describe('the search index', () => {
  const index = indexOf([
    product(1, 'Spigen Case for iPhone 17', 7),
    product(2, 'iPhone 17 Pro Clear Case', 7),
    product(3, 'iPhone 17 Pro', 1, { spec: 'A19 Pro', attribute_values: [10] }),
    product(4, 'iPhone 17', 1),
    product(5, 'Samsung Galaxy Watch8', 4),
    product(6, 'Samsung Galaxy S25', 1),
    product(7, 'Samsung Galaxy S25 Ultra', 1),
    product(8, 'Zephyr Lamp', 7),
    product(9, 'Zephir Lamp', 7),
    product(10, 'mophie powerstation plus', 7),
  ]);

  it('puts the model asked for before accessories that name it, and phones before the watch', () => {
    const iphone17 = namesFor(index, 'iphone 17');
    expect(iphone17.slice(0, 2)).toEqual(['iPhone 17', 'iPhone 17 Pro']);
    expect(iphone17.slice(2).sort()).toEqual(['Spigen Case for iPhone 17', 'iPhone 17 Pro Clear Case']);
    const galaxy = namesFor(index, 'galaxy');
    expect(galaxy.indexOf('Samsung Galaxy Watch8')).toBe(2);
  });

  it('finds words with a typo, below the exact word, and none for short words', () => {
    expect(namesFor(index, 'zephyr')).toEqual(['Zephyr Lamp', 'Zephir Lamp']);
    expect(namesFor(index, 'zephir')).toEqual(['Zephir Lamp', 'Zephyr Lamp']);
    expect(namesFor(index, 'iphnoe 17')[0]).toBe('iPhone 17');
    expect(namesFor(index, 'powrstaton')).toEqual(['mophie powerstation plus']);
    expect(namesFor(index, 'lamb')).toEqual([]);
    // Strict matching (what the SQL search does) knows no typos.
    expect(
      index.search({ words: ['zephir'], strict: true, sort: 'relevance', offset: 0, limit: 5 }).count,
    ).toBe(1);
  });

  it('finds the catalog names typed in Arabic script', () => {
    expect(namesFor(index, 'ايفون 17')[0]).toBe('iPhone 17');
    expect(namesFor(index, 'آيفون ١٧')[0]).toBe('iPhone 17');
    expect(namesFor(index, 'جالكسي')).toHaveLength(3);
    expect(namesFor(index, 'جراب ايفون').sort()).toEqual([
      'Spigen Case for iPhone 17',
      'iPhone 17 Pro Clear Case',
    ]);
  });

  it('finds attribute values only for words no name holds', () => {
    expect(namesFor(index, 'a19')).toEqual(['iPhone 17 Pro']);
    expect(namesFor(index, 'iphone pro')).toEqual(['iPhone 17 Pro', 'iPhone 17 Pro Clear Case']);
  });

  it('forgets a removed product and finds a changed one by its new name', () => {
    const changing = indexOf([product(1, 'Old Name', 1), product(2, 'Other', 1)]);
    changing.put(product(1, 'New Name', 1));
    changing.remove(2);
    changing.settle();
    expect(namesFor(changing, 'old')).toEqual([]);
    expect(namesFor(changing, 'new')).toEqual(['New Name']);
    expect(changing.search({ words: null, sort: 'name_asc', offset: 0, limit: 5 }).count).toBe(1);
  });

  it('answers the same after a change whether or not the words were searched before it', () => {
    const queries = ['gal', 'galaxy', 'galxy', 'جالكسي', 'lamp', 'zeph', 'a', 'pro', 'watch8'];
    const catalog = [
      product(1, 'Samsung Galaxy S25', 1),
      product(2, 'Zephyr Lamp', 7),
      product(3, 'iPhone 17 Pro', 1),
    ];
    const warm = indexOf(catalog);
    for (const q of queries) namesFor(warm, q); // every word's matches kept
    const changes = (index: SearchIndex) => {
      index.put(product(4, 'Samsung Galaxy Watch8', 4));
      index.put(product(2, 'Zephir Lamp', 7)); // renamed: the old name's slot is dead
      index.remove(3);
      index.settle();
    };
    changes(warm);
    const cold = indexOf(catalog);
    changes(cold);
    for (const q of queries) expect(namesFor(warm, q), q).toEqual(namesFor(cold, q));
    expect(namesFor(warm, 'galxy')).toContain('Samsung Galaxy Watch8');
    expect(namesFor(warm, 'جالكسي')).toContain('Samsung Galaxy Watch8');
    expect(namesFor(warm, 'pro')).toEqual([]);
    expect(namesFor(warm, 'zephyr')).toEqual(['Zephir Lamp']);
  });

  it('orders dates added by their text, however each is written, as the databases do', () => {
    const dates = [
      '2026-01-02T00:00:00.000Z',
      '2026-01-02 00:00:00',
      '2026-01-02T00:00:00Z',
      '2026-01-01T23:59:59.999Z',
      '2026-01-01T23:59:59.999+02:00',
      '0999-12-31T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
      '2026-01-02T00:00:00.000Z',
      '',
      '\u{1f600}',
      '\ue000',
    ];
    const catalog = dates.map((created_at, i) => product(i + 1, `Dated ${i}`, 1, { created_at }));
    const changing = indexOf(catalog.slice(0, 6));
    for (const p of catalog.slice(6)) changing.put(p);
    changing.settle();
    const expected = [...catalog]
      .sort((a, b) => compareCodePoints(a.created_at, b.created_at) || a.id - b.id)
      .map((p) => p.id);
    for (const index of [changing, indexOf(catalog)]) {
      const order = (sort: 'oldest' | 'newest') =>
        index.search({ words: null, sort, offset: 0, limit: 20 }).ids;
      expect(order('oldest')).toEqual(expected);
      expect(order('newest')).toEqual([...expected].reverse());
    }
  });

  it('keeps long word lists in order, and ids far beyond the others', () => {
    const ids = [...Array.from({ length: 9_000 }, (_, i) => i + 1), 2_000_000_000, 1e12];
    const index = indexOf(ids.map((id) => product(id, `Common ${id % 2 ? 'odd' : 'even'}`, 1)));
    index.put(product(5, 'Common odd again', 1));
    index.remove(7);
    index.settle();
    expect(index.products).toBe(ids.length - 1);
    expect(index.nameOf(1e12)).toBe('Common even');
    expect(index.has(7)).toBe(false);
    const found = index.search({ words: ['common', 'odd'], sort: 'price_asc', offset: 0, limit: 10_000 });
    expect(found.ids).toEqual(ids.filter((id) => id % 2 === 1 && id !== 7));
  });
});

describe('the search thread', () => {
  const products = [
    product(1, 'iPhone 17', 1),
    product(2, 'iPhone 17 Case', 7),
    product(3, 'Samsung Galaxy S25', 1),
    product(4, 'Samsung Galaxy Watch8', 4),
  ];
  const queries: IndexQuery[] = [
    { words: ['iphone'], sort: 'relevance', offset: 0, limit: 10 },
    { words: ['galxy'], sort: 'relevance', offset: 0, limit: 10 },
    { words: ['samsung'], categories: [1], sort: 'price_desc', offset: 0, limit: 10 },
    { words: null, sort: 'newest', offset: 1, limit: 2 },
  ];
  const noResults = { categories: 3, products: 4 };

  it('answers as the index does in this thread, goes on after a request it cannot answer, and stops when closed', async () => {
    const local = indexOf(products);
    const thread = new IndexThread();
    try {
      const remote = await thread.create(dimensions, loadSynonyms());
      await remote.apply(products);
      expect(remote.products).toBe(4);
      for (const query of queries) expect(await remote.find(query)).toEqual(local.find(query));
      const nothing: IndexQuery = { words: ['iphnoe', 'zzzz'], sort: 'relevance', offset: 0, limit: 10 };
      const offered = await remote.find(nothing, noResults);
      expect(offered.count).toBe(0);
      expect(offered.instead).toEqual(local.find(nothing, noResults).instead);
      expect(offered.instead!.products.length).toBeGreaterThan(0);
      expect(await remote.suggest(['sam'], 5)).toEqual(local.suggest(['sam'], 5));
      // The thread's own heap and the buffers of the index's typed arrays.
      const memory = await remote.threadMemory();
      expect(memory.heapUsed).toBeGreaterThan(0);
      expect(memory.arrayBuffers).toBeGreaterThan(0);

      await expect(thread.ask({ op: 'find', index: 999, query: queries[0]! })).rejects.toThrow(
        /holds no index 999/,
      );
      await remote.apply([{ ...products[1]!, name: 'Zephir Lamp' }], [3]);
      local.put({ ...products[1]!, name: 'Zephir Lamp' });
      local.remove(3);
      local.settle();
      for (const query of queries) expect(await remote.find(query)).toEqual(local.find(query));

      await thread.close();
      expect(remote.alive).toBe(false);
      await expect(remote.find(queries[0]!)).rejects.toThrow(/closed/);
    } finally {
      await thread.close();
    }
  });
});
