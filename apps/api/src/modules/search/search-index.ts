/**
 * The storefront's search index, held in each server's memory (ADR 0038): every active product's filter and sort
 * columns in typed arrays, its words in an inverted index (name, other keywords, attribute values), and the catalog's
 * orders (name, date added, price, top-then-id) kept sorted, so a search, its total, its facets and its page are
 * worked out without a query. search-engine.ts loads it from the database and keeps it in step.
 *
 * Products live in slots that are only ever appended: a changed product gets a new slot and its old one is marked dead,
 * so word lists never need rewriting; the engine rebuilds the whole index when dead slots pile up.
 */
import { compareCodePoints, editDistance, typoBudget, wordsOf } from './search-words.ts';

/** What the index keeps of one product (the engine reads it from the database). */
export interface IndexedProduct {
  id: number;
  name: string;
  /** SKU, brand, category and sub-category names: matched like the name, weighed below it. */
  keywords: string;
  /** The product's attribute values ("A19 Pro", "6.9-inch"): found, weighed lowest. */
  spec: string;
  category_id: number;
  sub_category_id: number | null;
  brand_id: number | null;
  /** The price paid: the discount price when there is one. */
  price: number;
  promotion: boolean;
  in_stock: boolean;
  top: boolean;
  created_at: string;
  attribute_values: number[];
  option_values: number[];
  /** Home sections (list_ids) the product is shown in. */
  sections: number[];
}

/** Names and orders of what facets count, and how values group under attributes. */
export interface Dimensions {
  brands: Map<number, string>;
  categories: Map<number, string>;
  subCategories: Map<number, { name: string; group_id: number | null }>;
  attributes: Map<number, { name: string; sort_order: number }>;
  attributeValues: Map<number, { attribute_id: number; value: string; sort_order: number }>;
}

export type IndexSort = 'relevance' | 'newest' | 'oldest' | 'price_asc' | 'price_desc' | 'name_asc';

export interface IndexQuery {
  /** Query words (already normalised); null: no text. */
  words: string[] | null;
  /**
   * strict: every word a prefix of a name or keyword word, nothing else (what the SQL search does); loose adds
   * typos, the Arabic names and attribute values.
   */
  strict?: boolean;
  categories?: number[];
  sub_categories?: number[];
  brand_ids?: number[];
  group_id?: number;
  list_ids?: number[];
  price_from?: number;
  price_to?: number;
  promotions?: boolean;
  in_stock?: boolean;
  options_values_ids?: number[];
  attributes_ids?: number[];
  sort: IndexSort;
  offset: number;
  limit: number;
}

interface Facet {
  id: number;
  name: string;
  count: number;
}

export interface IndexAnswer {
  ids: number[];
  count: number;
  facets: {
    brands: Facet[];
    categories: Facet[];
    sub_categories: Facet[];
    attributes: Array<{ id: number; name: string; values: Facet[] }>;
    price: { min: number | null; max: number | null };
  };
}

/** What a search that found nothing offers instead (`SearchIndex.noResults`), and how much of it. */
export interface NoResults {
  did_you_mean: string[];
  categories: Facet[];
  products: number[];
}
export interface NoResultsLimit {
  categories: number;
  products: number;
}

/** A search's answer, with what to offer instead when it found nothing and that was asked for. */
export type Found = IndexAnswer & { instead?: NoResults };

/**
 * What a search asks of an index: the index itself (SearchIndex), or the server's copy of it in the search thread
 * (index-thread.ts), which answers the same calls a moment later.
 */
export interface IndexReader {
  joinPhrases(words: string[]): string[];
  find(q: IndexQuery, orElse?: NoResultsLimit): Found | Promise<Found>;
  suggest(words: string[], limit: number): Suggestion[] | Promise<Suggestion[]>;
}
export interface Suggestion {
  id: number;
  name: string;
}

/** One query word's ways of matching a catalog word: Arabic names become the catalog words they stand for. */
export type Synonyms = Map<string, string[][]>;

const NAME = 0;
const KEYWORDS = 1;
const SPEC = 2;
type Field = typeof NAME | typeof KEYWORDS | typeof SPEC;

/** Points a word earns by where and how it matched; the best way of each word counts. */
const SCORE = {
  exact: [10, 5, 2],
  prefix: [6, 3, 1],
  synonym: [9, 4.5, 1.8],
  typo1: [4, 2, 0.8],
  typo2: [3, 1.5, 0.6],
} as const;
/** Up to this many points for a name that the query covers entirely ("iPhone 17" for "iphone 17"). */
const COVERAGE = 4;
/** Points for the category that holds most of the products whose names match. */
const CATEGORY_AFFINITY = 2;

/** One query word's matches, in rising slot order: the points each earned, and 1 where it matched in the name. */
interface WordMatch {
  slots: Int32Array;
  /** Tenths of points (every score in SCORE is a whole number of tenths, 100 at most). */
  tenths: Uint8Array;
  name: Uint8Array;
}

/** Slots the word cache holds at most, over all its words (6 bytes each: about 36 MB). */
const WORD_CACHE_SLOTS = 6_000_000;

class Growable<T extends Int32Array | Float64Array | Uint8Array> {
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}
  ensure(size: number) {
    if (size <= this.data.length) return;
    const next = this.make(Math.max(size, this.data.length + (this.data.length >> 1)));
    next.set(this.data);
    this.data = next;
  }
}

const ints = (n: number) => new Growable(new Int32Array(n), (m) => new Int32Array(m));
const bytes = (n: number) => new Growable(new Uint8Array(n), (m) => new Uint8Array(m));
const floats = (n: number) => new Growable(new Float64Array(n), (m) => new Float64Array(m));

/** Small lists of ids per slot, end to end in one array. */
class Pool {
  readonly values = ints(1024);
  readonly start = ints(1024);
  readonly length = ints(1024);
  private used = 0;

  put(slot: number, ids: readonly number[]): void {
    this.start.ensure(slot + 1);
    this.length.ensure(slot + 1);
    this.values.ensure(this.used + ids.length);
    this.start.data[slot] = this.used;
    this.length.data[slot] = ids.length;
    for (const id of ids) this.values.data[this.used++] = id;
  }

  /** Whether the slot holds an id the table marks. */
  any(slot: number, table: Uint8Array): boolean {
    const from = this.start.data[slot]!;
    const to = from + this.length.data[slot]!;
    const values = this.values.data;
    for (let i = from; i < to; i += 1) {
      const v = values[i]!;
      if (v < table.length && table[v] === 1) return true;
    }
    return false;
  }
}

/** Slots a block of a word's list holds at most (the first holds 4, each next one twice the last). */
const BLOCK_MAX = 4096;

/**
 * One field's words and the slots of each, in rising order. A word of one slot keeps it in the map itself (as
 * -1 - slot); a longer list is a chain of blocks end to end in one array, each [room, count, next block, slots...],
 * so a list grows without being moved or copied and a few big arrays hold every list.
 */
class WordLists {
  private readonly words = new Map<string, number>();
  /** Each list's first and last block. */
  private readonly first = ints(1024);
  private readonly last = ints(1024);
  private lists = 0;
  readonly blocks = ints(4096);
  private used = 0;

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** -1 - slot for a word of one slot, the list's first block for more, undefined for a word not held. */
  start(word: string): number | undefined {
    const entry = this.words.get(word);
    return entry === undefined || entry < 0 ? entry : this.first.data[entry];
  }

  /** The word's slots as a plain array. */
  slots(word: string): number[] {
    const start = this.start(word);
    if (start === undefined) return [];
    if (start < 0) return [-1 - start];
    const out: number[] = [];
    const blocks = this.blocks.data;
    for (let b = start; b !== -1; b = blocks[b + 2]!) {
      const to = b + 3 + blocks[b + 1]!;
      for (let i = b + 3; i < to; i += 1) out.push(blocks[i]!);
    }
    return out;
  }

  /** Adds a slot above every slot the word has; true when the word is new to this field. */
  add(word: string, slot: number): boolean {
    const entry = this.words.get(word);
    if (entry === undefined) {
      this.words.set(word, -1 - slot);
      return true;
    }
    if (entry >= 0) {
      this.push(entry, slot);
      return false;
    }
    const list = this.lists++;
    this.first.ensure(this.lists);
    this.last.ensure(this.lists);
    const block = this.block(4);
    this.first.data[list] = block;
    this.last.data[list] = block;
    this.words.set(word, list);
    this.push(list, -1 - entry);
    this.push(list, slot);
    return false;
  }

  private block(room: number): number {
    const at = this.used;
    this.used += 3 + room;
    this.blocks.ensure(this.used);
    const blocks = this.blocks.data;
    blocks[at] = room;
    blocks[at + 1] = 0;
    blocks[at + 2] = -1;
    return at;
  }

  private push(list: number, slot: number): void {
    let b = this.last.data[list]!;
    if (this.blocks.data[b + 1] === this.blocks.data[b]) {
      const next = this.block(Math.min(2 * this.blocks.data[b]!, BLOCK_MAX));
      this.blocks.data[b + 2] = next;
      this.last.data[list] = next;
      b = next;
    }
    const blocks = this.blocks.data;
    blocks[b + 3 + blocks[b + 1]!] = slot;
    blocks[b + 1] = blocks[b + 1]! + 1;
  }
}

/** Product id to slot: an array by id (-1: none), and a map for the odd id far above the others. */
class SlotTable {
  private table = new Int32Array(1024).fill(-1);
  private readonly far = new Map<number, number>();
  size = 0;

  private inTable(id: number): boolean {
    return Number.isInteger(id) && id >= 0 && id < this.table.length;
  }

  get(id: number): number | undefined {
    if (!this.inTable(id)) return this.far.get(id);
    const slot = this.table[id]!;
    return slot < 0 ? undefined : slot;
  }

  set(id: number, slot: number): void {
    this.delete(id);
    this.size += 1;
    // Ids are the catalog's own, counted up from 1: the array covers them all but one lying far beyond the rest.
    if (Number.isInteger(id) && id >= this.table.length && id < 4 * this.size + 65_536) {
      const table = new Int32Array(Math.max(id + 1, this.table.length + (this.table.length >> 1))).fill(-1);
      table.set(this.table);
      this.table = table;
      for (const [farId, farSlot] of this.far)
        if (this.inTable(farId)) {
          table[farId] = farSlot;
          this.far.delete(farId);
        }
    }
    if (this.inTable(id)) this.table[id] = slot;
    else this.far.set(id, slot);
  }

  delete(id: number): void {
    if (this.get(id) === undefined) return;
    this.size -= 1;
    if (this.inTable(id)) this.table[id] = -1;
    else this.far.delete(id);
  }
}

/**
 * A date added as a number when it is written the one way `toISOString` writes it ("2026-01-01T00:00:00.000Z"):
 * those order as their text does. NaN for any other text, which the index keeps as it is.
 */
function createdTime(text: string): number {
  const time = Date.parse(text);
  return text.length === 24 && !Number.isNaN(time) && new Date(time).toISOString() === text ? time : NaN;
}

function longestKey(synonyms: Synonyms): number {
  let longest = 1;
  for (const key of synonyms.keys()) longest = Math.max(longest, key.split(' ').length);
  return longest;
}

function joinWords(words: string[], synonyms: Synonyms, longest: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    let joined = 1;
    for (let n = Math.min(longest, words.length - i); n > 1; n -= 1) {
      if (synonyms.has(words.slice(i, i + n).join(' '))) {
        joined = n;
        break;
      }
    }
    out.push(words.slice(i, i + joined).join(' '));
    i += joined;
  }
  return out;
}

/** Joins query words that spell one Arabic name ("ماك بوك") into a single word the index looks up as such. */
export function joinSynonymPhrases(words: string[], synonyms: Synonyms): string[] {
  let longest = longestKeys.get(synonyms);
  if (longest === undefined) longestKeys.set(synonyms, (longest = longestKey(synonyms)));
  return joinWords(words, synonyms, longest);
}
/** Each list's longest name in words, worked out once: a list is swapped whole, never changed in place. */
const longestKeys = new WeakMap<Synonyms, number>();

/** A list of ids as a lookup table (ids are small positive integers). */
function lookup(ids: readonly number[] | undefined): Uint8Array | null {
  if (!ids) return null;
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  const table = new Uint8Array(max + 1);
  for (const id of ids) table[id] = 1;
  return table;
}
const has = (table: Uint8Array, id: number) => id < table.length && table[id] === 1;

export class SearchIndex implements IndexReader {
  private size = 0;
  private readonly slotOf = new SlotTable();
  private readonly alive = bytes(1024);
  private readonly ids = ints(1024);
  private readonly category = ints(1024);
  private readonly sub = ints(1024);
  private readonly brand = ints(1024);
  private readonly price = floats(1024);
  private readonly flags = bytes(1024);
  private readonly nameWords = bytes(1024);
  private names: string[] = [];
  /**
   * Each slot's date added as a time (createdTime), or NaN with its text in `createdText` (an array with holes: it
   * costs little while such dates are few, and no more than the texts themselves when all are).
   */
  private readonly created = floats(1024);
  private readonly createdText: string[] = [];
  private createdTexts = 0;
  /**
   * Each product's attribute values, option values and home sections, in three flat pools (a start and a length per
   * slot): a hundred thousand small arrays would be a hundred thousand objects for every garbage collection to walk.
   */
  private readonly attributeValues = new Pool();
  private readonly optionValues = new Pool();
  private readonly sections = new Pool();
  /** Word to slots, per field; a slot appears once per word and field. */
  private readonly postings = [new WordLists(), new WordLists(), new WordLists()];
  /** Every word once, sorted, for prefix look-ups; rebuilt lazily after words were added. */
  private vocabulary: string[] = [];
  private newWords: string[] = [];
  /** Words of letters only (5+ characters), by length, for typo look-ups. */
  private typoWords = new Map<number, Set<string>>();
  /** Slots in each listing order, dead ones included (skipped on reading). */
  private orders: Record<'name' | 'created' | 'price' | 'top', Int32Array> = {
    name: new Int32Array(0),
    created: new Int32Array(0),
    price: new Int32Array(0),
    top: new Int32Array(0),
  };
  private pending: number[] = [];
  /** Largest brand, category and sub-category ids held, for counting facets in arrays. */
  private maxId = { brand: 0, category: 0, sub: 0 };
  private dead = 0;
  // Scratch space reused by every query (a query runs start to finish without yielding).
  private stamp = new Uint32Array(0);
  private generation = 0;
  private score = new Float64Array(0);
  /** Per query word: whether a slot matched it (by generation), its best points, whether in the name. */
  private wordStamp = new Uint32Array(0);
  private wordBest = new Float64Array(0);
  private wordInName = new Uint32Array(0);
  private nameHits = new Uint8Array(0);
  /** Per slot: whether the word being intersected matched it in the name (scratch). */
  private nameFlag = new Uint8Array(0);
  /** Word matches of recent queries, by word (WORD_CACHE_SLOTS slots at most), until the index changes. */
  private readonly wordCache = new Map<string, WordMatch>();
  private wordCacheSlots = 0;
  /** Respellings worked out for words that found nothing, until the vocabulary changes. */
  private readonly respellings = new Map<string, string>();
  /** Slots a word touched, the slots matching every word so far, and those a search keeps: scratch buffers. */
  private touched = new Int32Array(0);
  private touchedCount = 0;
  private matched = new Int32Array(0);
  private kept = new Int32Array(0);

  private readonly subCategoryNames: Map<number, string>;
  /** Each live slot's place in the name and date-added orders, for sorting a few matches without walking the orders. */
  private rank = { name: new Int32Array(0), created: new Int32Array(0) };

  private synonymList: Synonyms = new Map();
  /** Each attribute value's attribute (0: none known), and scratch counts by value id. */
  private readonly valueAttribute: Int32Array;
  private readonly valueCounts: Int32Array;

  constructor(
    public dimensions: Dimensions,
    synonyms: Synonyms = new Map(),
  ) {
    this.subCategoryNames = new Map([...dimensions.subCategories].map(([id, s]) => [id, s.name]));
    let maxValue = 0;
    for (const id of dimensions.attributeValues.keys()) maxValue = Math.max(maxValue, id);
    this.valueAttribute = new Int32Array(maxValue + 1);
    this.valueCounts = new Int32Array(maxValue + 1);
    for (const [id, value] of dimensions.attributeValues) this.valueAttribute[id] = value.attribute_id;
    this.synonyms = synonyms;
  }

  /** The Arabic names and the catalog words they stand for; swapped whole when the staff change the list. */
  get synonyms(): Synonyms {
    return this.synonymList;
  }

  set synonyms(synonyms: Synonyms) {
    this.forgetWords();
    this.respellings.clear();
    this.synonymList = synonyms;
  }

  /** Query words with the words that spell one Arabic name ("ماك بوك") joined into one. */
  joinPhrases(words: string[]): string[] {
    return joinSynonymPhrases(words, this.synonymList);
  }

  get products(): number {
    return this.slotOf.size;
  }

  /** Share of slots that are dead: past about a third the engine rebuilds. */
  get waste(): number {
    return this.size === 0 ? 0 : this.dead / this.size;
  }

  has(id: number): boolean {
    return this.slotOf.get(id) !== undefined;
  }

  nameOf(id: number): string | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.names[slot];
  }

  /** Adds or replaces a product (call `settle` after a batch). */
  put(p: IndexedProduct): void {
    this.remove(p.id);
    const slot = this.size++;
    for (const g of [this.alive, this.ids, this.category, this.sub, this.brand, this.flags, this.nameWords])
      g.ensure(this.size);
    this.price.ensure(this.size);
    this.created.ensure(this.size);
    this.slotOf.set(p.id, slot);
    this.alive.data[slot] = 1;
    this.ids.data[slot] = p.id;
    this.category.data[slot] = p.category_id;
    this.maxId.brand = Math.max(this.maxId.brand, p.brand_id ?? 0);
    this.maxId.category = Math.max(this.maxId.category, p.category_id);
    this.maxId.sub = Math.max(this.maxId.sub, p.sub_category_id ?? 0);
    this.sub.data[slot] = p.sub_category_id ?? 0;
    this.brand.data[slot] = p.brand_id ?? 0;
    this.price.data[slot] = p.price;
    this.flags.data[slot] = (p.promotion ? 1 : 0) | (p.in_stock ? 2 : 0) | (p.top ? 4 : 0);
    this.names[slot] = p.name;
    this.created.data[slot] = createdTime(p.created_at);
    if (Number.isNaN(this.created.data[slot])) {
      this.createdText[slot] = p.created_at;
      this.createdTexts += 1;
    }
    this.attributeValues.put(slot, p.attribute_values);
    this.optionValues.put(slot, p.option_values);
    this.sections.put(slot, p.sections);
    const nameWords = new Set(wordsOf(p.name));
    const keywords = new Set(wordsOf(p.keywords));
    const spec = new Set(wordsOf(p.spec));
    this.nameWords.data[slot] = Math.min(255, nameWords.size);
    this.addWords(slot, NAME, nameWords);
    this.addWords(slot, KEYWORDS, keywords);
    this.addWords(slot, SPEC, spec);
    // A few products changed (a poll): only the kept matches their words could join go; many (a load): all of them.
    if (this.pending.length < 32) this.forgetWordsOf([...new Set([...nameWords, ...keywords, ...spec])]);
    else this.forgetWords();
    this.pending.push(slot);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    // Kept matches may still list the slot: every reader of them skips dead slots.
    this.alive.data[slot] = 0;
    this.slotOf.delete(id);
    this.dead += 1;
  }

  private addWords(slot: number, field: Field, words: Set<string>) {
    const lists = this.postings[field]!;
    for (const word of words) {
      if (lists.add(word, slot)) {
        if (!this.postings.some((m, f) => f !== field && m.has(word))) {
          this.newWords.push(word);
          if (word.length >= 5 && /^\p{L}+$/u.test(word)) {
            const same = this.typoWords.get(word.length) ?? new Set<string>();
            same.add(word);
            this.typoWords.set(word.length, same);
          }
        }
      }
    }
  }

  /** Puts the slots added since the last call into the listing orders. */
  settle(): void {
    if (this.newWords.length) {
      this.respellings.clear();
      const fresh = this.newWords.sort(compareCodePoints);
      this.newWords = [];
      const old = this.vocabulary;
      const merged: string[] = new Array<string>(old.length + fresh.length);
      let i = 0;
      let j = 0;
      let o = 0;
      while (i < old.length || j < fresh.length) {
        if (j >= fresh.length || (i < old.length && compareCodePoints(old[i]!, fresh[j]!) <= 0))
          merged[o++] = old[i++]!;
        else merged[o++] = fresh[j++]!;
      }
      this.vocabulary = merged;
    }
    if (!this.pending.length) return;
    const added = this.pending;
    this.pending = [];
    const price = this.price.data;
    const flags = this.flags.data;
    const ids = this.ids.data;
    const byName = (a: number, b: number) =>
      compareCodePoints(this.names[a]!, this.names[b]!) || ids[a]! - ids[b]!;
    const created = this.created.data;
    const byCreated = (a: number, b: number) =>
      (this.createdTexts === 0 ? created[a]! - created[b]! : this.compareCreated(a, b)) || ids[a]! - ids[b]!;
    const byPrice = (a: number, b: number) => price[a]! - price[b]! || ids[a]! - ids[b]!;
    const byTop = (a: number, b: number) => (flags[b]! & 4) - (flags[a]! & 4) || ids[a]! - ids[b]!;
    this.orders = {
      name: this.merged(this.orders.name, added, byName),
      created: this.merged(this.orders.created, added, byCreated),
      price: this.merged(this.orders.price, added, byPrice),
      top: this.merged(this.orders.top, added, byTop),
    };
    const rankOf = (order: Int32Array) => {
      const rank = new Int32Array(this.size);
      for (let i = 0; i < order.length; i += 1) rank[order[i]!] = i;
      return rank;
    };
    this.rank = { name: rankOf(this.orders.name), created: rankOf(this.orders.created) };
    if (this.stamp.length < this.size) {
      const n = Math.max(this.size, this.stamp.length * 2);
      this.stamp = new Uint32Array(n);
      this.generation = 0;
      this.score = new Float64Array(n);
      this.wordStamp = new Uint32Array(n);
      this.wordBest = new Float64Array(n);
      this.wordInName = new Uint32Array(n);
      this.nameHits = new Uint8Array(n);
      this.nameFlag = new Uint8Array(n);
      this.touched = new Int32Array(n);
      this.matched = new Int32Array(n);
      this.kept = new Int32Array(n);
    }
  }

  /**
   * The live slots of `order` with `added` put in their places: dead slots are dropped here, so the orders stay
   * the size of the catalog. Few added (a product edited): each found by binary search; many (a load): sorted.
   */
  private merged(order: Int32Array, added: number[], compare: (a: number, b: number) => number): Int32Array {
    const alive = this.alive.data;
    const fresh = added.filter((s) => alive[s] === 1).sort(compare);
    // Where each new slot goes, by binary search (dead slots keep their values, so they still compare).
    const at = new Int32Array(fresh.length);
    let low = 0;
    for (let f = 0; f < fresh.length; f += 1) {
      let high = order.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (compare(order[mid]!, fresh[f]!) < 0) low = mid + 1;
        else high = mid;
      }
      at[f] = low;
    }
    const out = new Int32Array(this.slotOf.size);
    let o = 0;
    let f = 0;
    for (let i = 0; i <= order.length; i += 1) {
      while (f < fresh.length && at[f] === i) out[o++] = fresh[f++]!;
      if (i === order.length) break;
      const slot = order[i]!;
      if (alive[slot] === 1) out[o++] = slot;
    }
    return o === out.length ? out : out.subarray(0, o);
  }

  /** Two slots' dates added, compared as their text is (by code point), whichever way each is kept. */
  private compareCreated(a: number, b: number): number {
    const created = this.created.data;
    const x = created[a]!;
    const y = created[b]!;
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
    const text = (slot: number, time: number) =>
      Number.isNaN(time) ? this.createdText[slot]! : new Date(time).toISOString();
    return compareCodePoints(text(a, x), text(b, y));
  }

  private nextGeneration(): number {
    this.generation += 1;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
    return this.generation;
  }

  /** Vocabulary words that start with `prefix`. */
  private wordsStartingWith(prefix: string): string[] {
    const words = this.vocabulary;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareCodePoints(words[mid]!, prefix) < 0) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < words.length && words[i]!.startsWith(prefix); i += 1) found.push(words[i]!);
    return found;
  }

  /** Catalog words one or two edits away from a query word (its budget by length), nearest first. */
  typosOf(word: string): Array<{ word: string; edits: number }> {
    const budget = typoBudget(word.length);
    if (budget === 0 || !/^\p{L}+$/u.test(word)) return [];
    const found: Array<{ word: string; edits: number }> = [];
    for (let length = word.length - budget; length <= word.length + budget; length += 1) {
      for (const candidate of this.typoWords.get(length) ?? []) {
        if (candidate === word) continue;
        const edits = editDistance(word, candidate, budget);
        if (edits <= budget) found.push({ word: candidate, edits });
      }
    }
    return found.sort((a, b) => a.edits - b.edits || compareCodePoints(a.word, b.word));
  }

  /**
   * Credits each slot with its best match of one query word (wordBest, under generation `g` in wordStamp) and lists
   * the slots touched. A word matches as a prefix of a catalog word in the name or keywords; loosely also in
   * attribute values, through the Arabic names, and with typos (whole words only).
   */
  private matchWord(word: string, strict: boolean, g: number): void {
    this.touchedCount = 0;
    const alive = this.alive.data;
    const stamp = this.wordStamp;
    const best = this.wordBest;
    const inName = this.wordInName;
    const touched = this.touched;
    const one = (slot: number, points: number, field: Field) => {
      if (alive[slot] !== 1) return;
      if (stamp[slot] !== g) {
        stamp[slot] = g;
        best[slot] = points;
        touched[this.touchedCount++] = slot;
      } else if (best[slot]! < points) best[slot] = points;
      if (field === NAME) inName[slot] = g;
    };
    const credit = (field: Field, word: string, points: number) => {
      const lists = this.postings[field]!;
      const start = lists.start(word);
      if (start === undefined) return;
      if (start < 0) return one(-1 - start, points, field);
      const blocks = lists.blocks.data;
      for (let b = start; b !== -1; b = blocks[b + 2]!) {
        const to = b + 3 + blocks[b + 1]!;
        for (let i = b + 3; i < to; i += 1) one(blocks[i]!, points, field);
      }
    };
    const prefixes = this.wordsStartingWith(word);
    // Attribute values count for a word no name or keyword holds ("5g", "bluetooth"): "iphone pro" stays the Pro
    // models, not every phone with an "A19 Pro" chip.
    const named = prefixes.some((w) => this.postings[NAME]!.has(w) || this.postings[KEYWORDS]!.has(w));
    const fields: Field[] = strict || named ? [NAME, KEYWORDS] : [NAME, KEYWORDS, SPEC];
    for (const candidate of prefixes) {
      const exact = candidate === word;
      for (const field of fields) credit(field, candidate, exact ? SCORE.exact[field] : SCORE.prefix[field]);
    }
    if (strict) return;
    for (const alternative of this.synonyms.get(word) ?? []) {
      if (alternative.length === 1) {
        for (const field of fields) credit(field, alternative[0]!, SCORE.synonym[field]);
        continue;
      }
      // A synonym of several words ("power bank") matches where all of them do.
      const parts = alternative.map((part) => {
        const slots = new Set<number>();
        for (const field of fields) for (const slot of this.postings[field]!.slots(part)) slots.add(slot);
        return slots;
      });
      for (const slot of parts[0]!) if (parts.every((p) => p.has(slot))) one(slot, SCORE.synonym[NAME], NAME);
    }
    for (const { word: near, edits } of this.typosOf(word)) {
      const points = edits === 1 ? SCORE.typo1 : SCORE.typo2;
      for (const field of fields) credit(field, near, points[field]);
    }
  }

  /**
   * One query word's matches: its slots in rising order, the points each earned and whether it matched in the name.
   * Kept for the next query with the same word until the index changes (a broad prefix, "a" or "1", touches tens of
   * thousands of slots through thousands of catalog words; read again from the cache it costs a copy).
   */
  private wordMatch(word: string, strict: boolean): WordMatch {
    const key = strict ? `\u0001${word}` : word;
    const cached = this.wordCache.get(key);
    if (cached) {
      // Most recently used last, so the oldest go first when the cache is full.
      this.wordCache.delete(key);
      this.wordCache.set(key, cached);
      return cached;
    }
    const g = this.nextWordGeneration();
    this.matchWord(word, strict, g);
    const count = this.touchedCount;
    const slots = new Int32Array(count);
    if (count * 32 > this.size) {
      // Many slots: a sweep of the stamps lists them in order without sorting.
      const stamp = this.wordStamp;
      let o = 0;
      for (let slot = 0; slot < this.size; slot += 1) if (stamp[slot] === g) slots[o++] = slot;
    } else {
      slots.set(this.touched.subarray(0, count));
      slots.sort();
    }
    const tenths = new Uint8Array(count);
    const name = new Uint8Array(count);
    const best = this.wordBest;
    const inName = this.wordInName;
    for (let i = 0; i < count; i += 1) {
      const slot = slots[i]!;
      tenths[i] = Math.round(best[slot]! * 10);
      name[i] = inName[slot] === g ? 1 : 0;
    }
    const match: WordMatch = { slots, tenths, name };
    this.wordCache.set(key, match);
    this.wordCacheSlots += count + 1;
    for (const [oldest, old] of this.wordCache) {
      if (this.wordCacheSlots <= WORD_CACHE_SLOTS) break;
      this.wordCache.delete(oldest);
      this.wordCacheSlots -= old.slots.length + 1;
    }
    return match;
  }

  /**
   * Drops the kept matches a new product with these words would join: each word's prefixes (as typed, and strict),
   * query words one or two edits away, and Arabic names standing for one of them. Matches that only lose a product
   * stay: their readers skip dead slots.
   */
  private forgetWordsOf(words: string[]): void {
    if (this.wordCache.size === 0) return;
    const drop = (key: string) => {
      const match = this.wordCache.get(key);
      if (!match) return;
      this.wordCache.delete(key);
      this.wordCacheSlots -= match.slots.length + 1;
    };
    for (const word of words)
      for (let length = 1; length <= word.length; length += 1) {
        const prefix = word.slice(0, length);
        drop(prefix);
        drop(`\u0001${prefix}`);
      }
    const given = new Set(words);
    for (const key of [...this.wordCache.keys()]) {
      if (key.charCodeAt(0) === 1) continue; // strict: prefixes only
      const budget = typoBudget(key.length);
      let touched = false;
      if (budget > 0)
        for (const word of words)
          if (Math.abs(word.length - key.length) <= budget && editDistance(key, word, budget) <= budget) {
            touched = true;
            break;
          }
      if (!touched)
        for (const alternative of this.synonymList.get(key) ?? [])
          if (alternative.some((part) => given.has(part))) {
            touched = true;
            break;
          }
      if (touched) drop(key);
    }
  }

  /** Cached word matches and respellings no longer hold once a product or a word changed. */
  private forgetWords(): void {
    if (this.wordCache.size) {
      this.wordCache.clear();
      this.wordCacheSlots = 0;
    }
  }

  /** Slots matching every word (a view of a scratch buffer, in rising order), with their relevance in `score`. */
  private textMatches(words: string[], strict: boolean): { slots: Int32Array; score: Float64Array } {
    const score = this.score;
    const nameHits = this.nameHits;
    const matched = this.matched;
    // The word with the fewest matches first: every other word only confirms those.
    const lists = words
      .map((word) => this.wordMatch(word, strict))
      .sort((a, b) => a.slots.length - b.slots.length);
    const first = lists[0]!;
    const alive = this.alive.data;
    let m = 0;
    for (let i = 0; i < first.slots.length; i += 1) {
      const slot = first.slots[i]!;
      if (alive[slot] !== 1) continue;
      matched[m++] = slot;
      score[slot] = first.tenths[i]! / 10;
      nameHits[slot] = first.name[i]!;
    }
    for (let w = 1; w < lists.length && m > 0; w += 1) {
      const list = lists[w]!;
      const slots = list.slots;
      let kept = 0;
      if (m * 8 < slots.length) {
        // Few left against a long list: each found by binary search (both in rising order).
        let low = 0;
        for (let i = 0; i < m; i += 1) {
          const slot = matched[i]!;
          let high = slots.length;
          while (low < high) {
            const mid = (low + high) >>> 1;
            if (slots[mid]! < slot) low = mid + 1;
            else high = mid;
          }
          if (low < slots.length && slots[low] === slot) {
            score[slot] = score[slot]! + list.tenths[low]! / 10;
            nameHits[slot] = nameHits[slot]! + list.name[low]!;
            matched[kept++] = slot;
          }
        }
      } else {
        const g = this.nextWordGeneration();
        const stamp = this.wordStamp;
        const best = this.wordBest;
        const inName = this.nameFlag;
        for (let j = 0; j < slots.length; j += 1) {
          const slot = slots[j]!;
          stamp[slot] = g;
          best[slot] = list.tenths[j]! / 10;
          inName[slot] = list.name[j]!;
        }
        for (let i = 0; i < m; i += 1) {
          const slot = matched[i]!;
          if (stamp[slot] !== g) continue;
          score[slot] = score[slot]! + best[slot]!;
          nameHits[slot] = nameHits[slot]! + inName[slot]!;
          matched[kept++] = slot;
        }
      }
      m = kept;
    }
    const slots = matched.subarray(0, m);
    if (!strict && slots.length) {
      // Coverage: a name the query words cover entirely is the product asked for, not an accessory naming it. The
      // category holding most of the names that carry every word gets a little more ("galaxy": phones, not watches).
      const perCategory = new Int32Array(this.maxId.category + 1);
      const category = this.category.data;
      const total = this.nameWords.data;
      for (let i = 0; i < slots.length; i += 1) {
        const slot = slots[i]!;
        const reached = Math.min(nameHits[slot]!, total[slot]!);
        if (total[slot]! > 0) score[slot] = score[slot]! + (COVERAGE * reached) / total[slot]!;
        if (nameHits[slot] === words.length) perCategory[category[slot]!]! += 1;
      }
      let favourite = -1;
      let most = 0;
      for (let c = 0; c < perCategory.length; c += 1)
        if (perCategory[c]! > most) {
          favourite = c;
          most = perCategory[c]!;
        }
      if (favourite >= 0)
        for (const slot of slots)
          if (category[slot] === favourite) score[slot] = score[slot]! + CATEGORY_AFFINITY;
    }
    return { slots, score };
  }

  private wordGeneration = 0;

  private nextWordGeneration(): number {
    this.wordGeneration += 1;
    if (this.wordGeneration === 0xffffffff) {
      this.wordStamp.fill(0);
      this.wordInName.fill(0);
      this.wordGeneration = 1;
    }
    return this.wordGeneration;
  }

  search(q: IndexQuery): IndexAnswer {
    const n = this.size;
    const text = q.words ? this.textMatches(q.words, q.strict ?? false) : null;
    const keptSlots = this.kept;
    let keptCount = 0;
    const alive = this.alive.data;
    const category = this.category.data;
    const sub = this.sub.data;
    const brand = this.brand.data;
    const price = this.price.data;
    const flags = this.flags.data;
    const categories = lookup(q.categories);
    const subs = lookup(q.sub_categories);
    const brands = lookup(q.brand_ids);
    const sections = lookup(q.list_ids);
    const options = lookup(q.options_values_ids);
    let groupSubs: Uint8Array | null = null;
    if (q.group_id !== undefined) {
      const inGroup: number[] = [];
      for (const [id, s] of this.dimensions.subCategories) if (s.group_id === q.group_id) inGroup.push(id);
      groupSubs = lookup(inGroup);
    }
    // Selected attribute values grouped by attribute: values of one widen, attributes narrow; unknown ids match none.
    const groups: Array<{ attribute: number | null; values: Uint8Array }> = [];
    if (q.attributes_ids?.length) {
      const byAttribute = new Map<number, number[]>();
      const unknown: number[] = [];
      for (const id of q.attributes_ids) {
        const value = this.dimensions.attributeValues.get(id);
        if (!value) unknown.push(id);
        else byAttribute.set(value.attribute_id, [...(byAttribute.get(value.attribute_id) ?? []), id]);
      }
      for (const [attribute, ids] of [...byAttribute].sort(([a], [b]) => a - b))
        groups.push({ attribute, values: lookup(ids)! });
      if (unknown.length) groups.push({ attribute: null, values: new Uint8Array(0) });
    }
    const pool = this.attributeValues;
    const starts = pool.start.data;
    const lengths = pool.length.data;
    const values = pool.values.data;
    const inGroup = (slot: number, table: Uint8Array) => {
      const to = starts[slot]! + lengths[slot]!;
      for (let i = starts[slot]!; i < to; i += 1) {
        const v = values[i]!;
        if (v < table.length && table[v] === 1) return true;
      }
      return false;
    };
    /** Whether the slot has a value of every selected attribute, but `skip`'s. */
    const passesAttributes = (slot: number, skip: number) => {
      for (let i = 0; i < groups.length; i += 1) {
        const g = groups[i]!;
        if (g.attribute !== skip && !inGroup(slot, g.values)) return false;
      }
      return true;
    };

    // One pass over the matches: what is kept, the facets' counts, the price range. The filters are plain checks on
    // typed arrays, and attribute values are counted in an array by value id (its touched entries listed).
    const generation = this.nextGeneration();
    const stamp = this.stamp;
    const brandCounts = new Int32Array(this.maxId.brand + 1);
    const categoryCounts = new Int32Array(this.maxId.category + 1);
    const subCounts = new Int32Array(this.maxId.sub + 1);
    const valueAttribute = this.valueAttribute;
    const valueCounts = this.valueCounts;
    const countedValues: number[] = [];
    const priceFrom = q.price_from ?? -Infinity;
    const priceTo = q.price_to ?? Infinity;
    const promotions = q.promotions === true;
    const stock = q.in_stock === undefined ? -1 : q.in_stock ? 2 : 0;
    const sectionsPool = this.sections;
    const optionsPool = this.optionValues;
    const selected = groups.length > 0;
    const textSlots = text?.slots ?? null;
    const total = textSlots ? textSlots.length : n;
    let count = 0;
    let min = Infinity;
    let max = -Infinity;
    for (let i = 0; i < total; i += 1) {
      const slot = textSlots ? textSlots[i]! : i;
      if (alive[slot] !== 1) continue;
      if (categories && !has(categories, category[slot]!)) continue;
      const subId = sub[slot]!;
      if (subs && (subId === 0 || !has(subs, subId))) continue;
      if (groupSubs && (subId === 0 || !has(groupSubs, subId))) continue;
      const brandId = brand[slot]!;
      if (brands && (brandId === 0 || !has(brands, brandId))) continue;
      const p = price[slot]!;
      if (p < priceFrom || p > priceTo) continue;
      const flag = flags[slot]!;
      if (promotions && (flag & 1) === 0) continue;
      if (stock >= 0 && (flag & 2) !== stock) continue;
      if (sections && !sectionsPool.any(slot, sections)) continue;
      if (options && !optionsPool.any(slot, options)) continue;
      const to = starts[slot]! + lengths[slot]!;
      for (let j = starts[slot]!; j < to; j += 1) {
        const v = values[j]!;
        const attribute = v < valueAttribute.length ? valueAttribute[v]! : 0;
        if (attribute === 0) continue;
        if (selected && !passesAttributes(slot, attribute)) continue;
        if (valueCounts[v] === 0) countedValues.push(v);
        valueCounts[v] = valueCounts[v]! + 1;
      }
      if (selected && !passesAttributes(slot, -1)) continue;
      stamp[slot] = generation;
      count += 1;
      if (text) keptSlots[keptCount++] = slot;
      brandCounts[brandId]! += 1;
      categoryCounts[category[slot]!]! += 1;
      subCounts[subId]! += 1;
      if (p < min) min = p;
      if (p > max) max = p;
    }
    const valueTotals = new Map<number, number>();
    for (const v of countedValues) {
      valueTotals.set(v, valueCounts[v]!);
      valueCounts[v] = 0;
    }

    return {
      ids: this.page(q, keptSlots.subarray(0, keptCount), text?.score ?? null, generation),
      count,
      facets: {
        brands: this.named(brandCounts, this.dimensions.brands, true),
        categories: this.named(categoryCounts, this.dimensions.categories, false),
        sub_categories: this.named(subCounts, this.subCategoryNames, true),
        attributes: this.attributeFacets(valueTotals),
        price: count ? { min, max } : { min: null, max: null },
      },
    };
  }

  /** The page of ids in the query's order: a listing order walked, or text matches ranked. */
  private page(q: IndexQuery, kept: Int32Array, score: Float64Array | null, generation: number): number[] {
    const { offset, limit } = q;
    const end = offset + limit;
    const ids = this.ids.data;
    const stamp = this.stamp;
    if (q.sort === 'relevance' && score) {
      const flags = this.flags.data;
      const better = (a: number, b: number) =>
        score[b]! - score[a]! || (flags[b]! & 4) - (flags[a]! & 4) || ids[a]! - ids[b]!;
      return topK(kept, end, better)
        .slice(offset, end)
        .map((s) => ids[s]!);
    }
    // A few matches (most searches with words) are sorted by themselves; many are read off the catalog's orders.
    if (score && kept.length * 16 < this.orders.name.length) {
      const price = this.price.data;
      const { name, created } = this.rank;
      const compare: Record<Exclude<IndexSort, 'relevance'>, (a: number, b: number) => number> = {
        name_asc: (a, b) => name[a]! - name[b]!,
        oldest: (a, b) => created[a]! - created[b]!,
        newest: (a, b) => created[b]! - created[a]!,
        price_asc: (a, b) => price[a]! - price[b]! || ids[a]! - ids[b]!,
        price_desc: (a, b) => price[b]! - price[a]! || ids[a]! - ids[b]!,
      };
      if (q.sort !== 'relevance')
        return topK(kept, end, compare[q.sort])
          .slice(offset, end)
          .map((s) => ids[s]!);
    }
    const out: number[] = [];
    let seen = 0;
    const take = (slot: number) => {
      if (stamp[slot] !== generation) return false;
      if (seen++ >= offset) out.push(ids[slot]!);
      return out.length >= limit;
    };
    const walk = (order: Int32Array) => {
      for (let i = 0; i < order.length; i += 1) if (take(order[i]!)) return;
    };
    const back = (order: Int32Array) => {
      for (let i = order.length - 1; i >= 0; i -= 1) if (take(order[i]!)) return;
    };
    switch (q.sort) {
      case 'relevance':
        walk(this.orders.top);
        break;
      case 'name_asc':
        walk(this.orders.name);
        break;
      case 'oldest':
        walk(this.orders.created);
        break;
      case 'newest':
        back(this.orders.created);
        break;
      case 'price_asc':
        walk(this.orders.price);
        break;
      case 'price_desc': {
        // Dearest first, the id still rising within one price: each run of equal prices is read forwards.
        const order = this.orders.price;
        const price = this.price.data;
        let high = order.length - 1;
        while (high >= 0) {
          let low = high;
          while (low > 0 && price[order[low - 1]!] === price[order[high]!]) low -= 1;
          for (let i = low; i <= high; i += 1) if (take(order[i]!)) return out;
          high = low - 1;
        }
        break;
      }
    }
    return out;
  }

  private named(counts: Int32Array, names: Map<number, string>, byName: boolean): Facet[] {
    const facets: Facet[] = [];
    // Index 0 counts products without one (no brand, no sub-category): never a facet.
    for (let id = 1; id < counts.length; id += 1) {
      const count = counts[id]!;
      if (count === 0) continue;
      const name = names.get(id);
      if (name !== undefined) facets.push({ id, name, count });
    }
    return facets.sort((a, b) => (byName ? compareCodePoints(a.name, b.name) : 0) || a.id - b.id);
  }

  private attributeFacets(counts: Map<number, number>): IndexAnswer['facets']['attributes'] {
    const { attributes, attributeValues } = this.dimensions;
    const byAttribute = new Map<number, Array<{ id: number; sort: number; name: string; count: number }>>();
    for (const [id, count] of counts) {
      const value = attributeValues.get(id);
      if (!value || !attributes.has(value.attribute_id)) continue;
      const list = byAttribute.get(value.attribute_id) ?? [];
      list.push({ id, sort: value.sort_order, name: value.value, count });
      byAttribute.set(value.attribute_id, list);
    }
    return [...byAttribute]
      .map(([id, values]) => ({ id, attribute: attributes.get(id)!, values }))
      .sort((a, b) => a.attribute.sort_order - b.attribute.sort_order || a.id - b.id)
      .map(({ id, attribute, values }) => ({
        id,
        name: attribute.name,
        values: values
          .sort((a, b) => a.sort - b.sort || a.id - b.id)
          .map(({ id: valueId, name, count }) => ({ id: valueId, name, count })),
      }));
  }

  /**
   * A search and, when it found nothing for words typed loosely (not strict) and `orElse` is given, what to offer
   * instead: one call, so the search thread answers both from the same index.
   */
  find(q: IndexQuery, orElse?: NoResultsLimit): Found {
    const answer = this.search(q);
    if (answer.count > 0 || !orElse || !q.words || q.strict) return answer;
    return { ...answer, instead: this.noResults(q.words, orElse) };
  }

  /** Suggestions: the best `limit` names for the words, as search ranks them (no filters, no facets). */
  suggest(words: string[], limit: number): Suggestion[] {
    const text = this.textMatches(words, false);
    const ids = this.ids.data;
    const flags = this.flags.data;
    const score = text.score;
    const better = (a: number, b: number) =>
      score[b]! - score[a]! || (flags[b]! & 4) - (flags[a]! & 4) || ids[a]! - ids[b]!;
    return topK(text.slots, limit, better).map((slot) => ({ id: ids[slot]!, name: this.names[slot]! }));
  }

  /**
   * A word as the catalog spells it: unchanged when a catalog word starts with it (or it is an Arabic name), else its
   * nearest catalog word, up to two edits (one for words under five letters). Kept until the vocabulary changes.
   */
  private respelled(word: string): string {
    const known = this.respellings.get(word);
    if (known !== undefined) return known;
    let result = word;
    if (
      this.wordsStartingWith(word).length === 0 &&
      !this.synonyms.has(word) &&
      word.length >= 3 &&
      /^\p{L}+$/u.test(word)
    ) {
      const budget = Math.max(1, typoBudget(word.length));
      let nearest: { word: string; edits: number } | null = null;
      for (let length = word.length - budget; length <= word.length + budget; length += 1) {
        for (const candidate of this.typoWords.get(length) ?? []) {
          const edits = editDistance(word, candidate, budget);
          if (
            edits <= budget &&
            (!nearest ||
              edits < nearest.edits ||
              (edits === nearest.edits && compareCodePoints(candidate, nearest.word) < 0))
          )
            nearest = { word: candidate, edits };
        }
      }
      result = nearest?.word ?? word;
    }
    if (this.respellings.size >= 10_000) this.respellings.clear();
    this.respellings.set(word, result);
    return result;
  }

  /**
   * For words that found nothing: the words respelled as the catalog spells them (each word no catalog word starts
   * with replaced by its nearest catalog word, up to two edits, one for words under five letters), kept when that
   * spelling finds products; the categories where some of the words find products, most first; and the shop's top
   * products (flagged top, then the oldest ids: the catalog's own favourites).
   */
  noResults(words: string[], limit: NoResultsLimit): NoResults {
    const respelled = words.map((word) => this.respelled(word));
    const didYouMean: string[] = [];
    if (respelled.some((w, i) => w !== words[i])) {
      const found = this.search({ words: respelled, sort: 'relevance', offset: 0, limit: 1 });
      if (found.count > 0) didYouMean.push(respelled.join(' '));
    }
    // Categories where any one of the words finds products.
    const perCategory = new Int32Array(this.maxId.category + 1);
    const seen = this.stamp;
    const generation = this.nextGeneration();
    const category = this.category.data;
    const alive = this.alive.data;
    for (const word of [...new Set([...words, ...respelled])]) {
      const { slots } = this.wordMatch(word, false);
      for (let i = 0; i < slots.length; i += 1) {
        const slot = slots[i]!;
        if (seen[slot] === generation || alive[slot] !== 1) continue;
        seen[slot] = generation;
        perCategory[category[slot]!]! += 1;
      }
    }
    const categories = this.named(perCategory, this.dimensions.categories, false)
      .sort((a, b) => b.count - a.count || a.id - b.id)
      .slice(0, limit.categories);
    return { did_you_mean: didYouMean, categories, products: this.topProducts(limit.products) };
  }

  /** The first products of the catalog's own order (top first, then by id): a walk of that order, no search. */
  private topProducts(limit: number): number[] {
    const ids: number[] = [];
    const alive = this.alive.data;
    for (const slot of this.orders.top) {
      if (ids.length >= limit) break;
      if (alive[slot] === 1) ids.push(this.ids.data[slot]!);
    }
    return ids;
  }
}

/** The first `k` slots by `better`, in order: a bounded heap for small k, a sort otherwise. */
function topK(slots: ArrayLike<number>, k: number, better: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (k >= slots.length || k > 4096) return Array.from(slots).sort(better).slice(0, k);
  // A max-heap (by "worse") of the best k seen so far.
  const heap: number[] = [];
  const worse = (a: number, b: number) => better(a, b) > 0;
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && worse(heap[l]!, heap[top]!)) top = l;
      if (r < heap.length && worse(heap[r]!, heap[top]!)) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top]!, heap[i]!];
      i = top;
    }
  };
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i]!;
    if (heap.length < k) {
      heap.push(slot);
      up(heap.length - 1);
    } else if (better(slot, heap[0]!) < 0) {
      heap[0] = slot;
      down(0);
    }
  }
  return heap.sort(better);
}
