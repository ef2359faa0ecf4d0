/**
 * The varied search workload of `npm run bench`: searches nobody asked before, drawn from the catalog's own
 * vocabulary (words of product names, brands, models and attribute values), 1-3 words, some of them prefixes, one in
 * ten with one typo and one in ten in Arabic script for the catalog's main names, each with a random mix of filters,
 * sort, page and page size. Deterministic (a fixed-seed generator), so runs compare. No two requests of a run share a
 * read-cache entry: the page size moves on each time the list comes round again.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../apps/api/src/db/schema.ts';

/** How the shop's main names are written in Arabic script (what shoppers type on an Arabic keyboard). */
const ARABIC_NAMES = [
  'ايفون',
  'آيفون',
  'سامسونج',
  'جالكسي',
  'ماك بوك',
  'ايباد',
  'ساعة',
  'سماعة',
  'شاحن',
  'جراب',
  'كابل',
  'ابل',
  'سوني',
  'بلايستيشن',
  'كاميرا',
  'لابتوب',
  'باور بانك',
  'ايربودز',
];

const SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name_asc'] as const;

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface Vocabulary {
  words: string[];
  categories: number[];
  brands: number[];
  subCategories: number[];
  attributeValues: number[];
  maxPrice: number;
}

/** The catalog's words (letters and digits, 2+ characters) and the ids filters can name. */
export async function readVocabulary(db: Kysely<Database>): Promise<Vocabulary> {
  const [names, brands, categories, subs, values, price] = await Promise.all([
    db.selectFrom('products').select('name').where('active', '=', 1).orderBy('id').limit(20_000).execute(),
    db.selectFrom('brands').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('categories').select('id').orderBy('id').execute(),
    db.selectFrom('sub_categories').select('id').orderBy('id').execute(),
    db.selectFrom('attribute_values').select(['id', 'value']).orderBy('id').execute(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.max('price').as('max'))
      .executeTakeFirstOrThrow(),
  ]);
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word.length >= 2) words.add(word);
  };
  for (const row of names) add(row.name);
  for (const row of brands) add(row.name);
  for (const row of values) add(row.value);
  return {
    words: [...words].sort(),
    categories: categories.map((c) => c.id),
    brands: brands.map((b) => b.id),
    subCategories: subs.map((s) => s.id),
    attributeValues: values.map((v) => v.id),
    maxPrice: Number(price.max ?? 100_000),
  };
}

/** One edit: a letter dropped, doubled, swapped with the next, or replaced. */
function typo(word: string, random: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    case 2:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
    default:
      return word.slice(0, at) + 'xqzk'[Math.floor(random() * 4)] + word.slice(at + 1);
  }
}

/** `count` different search filters (as JSON bodies) over the vocabulary. */
export function searchWorkload(vocabulary: Vocabulary, count: number, seed = 20261127): object[] {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const some = (list: readonly number[], most: number) =>
    [...new Set(Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(list)))].sort(
      (a, b) => a - b,
    );
  const seen = new Set<string>();
  const bodies: object[] = [];
  while (bodies.length < count) {
    const kind = random();
    let text: string;
    if (kind < 0.1) text = pick(ARABIC_NAMES);
    else {
      const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(vocabulary.words));
      // Every other query ends in a prefix, as the search box sends while typing.
      const last = words.length - 1;
      if (random() < 0.5 && words[last]!.length > 3)
        words[last] = words[last]!.slice(0, 2 + Math.floor(random() * (words[last]!.length - 2)));
      if (kind < 0.2) {
        const longest = words.reduce((a, b, i) => (b.length > words[a]!.length ? i : a), 0);
        words[longest] = typo(words[longest]!, random);
      }
      text = words.join(' ');
    }
    const body: Record<string, unknown> = { search: text };
    if (random() < 0.3) body.category_id = pick(vocabulary.categories);
    if (random() < 0.25) body.brand_ids = some(vocabulary.brands, 3);
    if (random() < 0.1 && vocabulary.subCategories.length)
      body.sub_categories = some(vocabulary.subCategories, 2);
    if (random() < 0.1 && vocabulary.attributeValues.length)
      body.attributes_ids = some(vocabulary.attributeValues, 2);
    if (random() < 0.3) {
      const from = Math.floor(random() * vocabulary.maxPrice * 0.5);
      body.price_from = from;
      body.price_to = from + Math.floor(random() * vocabulary.maxPrice * 0.5);
    }
    if (random() < 0.3) body.in_stock = 1;
    if (random() < 0.15) body.promotions = 1;
    if (random() < 0.6) body.sort = pick(SORTS);
    body.page = random() < 0.8 ? 1 : 2 + Math.floor(random() * 4);
    const key = JSON.stringify(body);
    if (seen.has(key)) continue;
    seen.add(key);
    bodies.push(body);
  }
  return bodies;
}

/** The n-th request of a run: the list in turn, its page size moved on at each round so no answer is cached. */
export function nthSearch(bodies: readonly object[], n: number): object {
  const round = Math.floor(n / bodies.length);
  return { ...bodies[n % bodies.length], page_size: 12 + (round % 88) };
}

/** Autocomplete text nobody typed before: a vocabulary prefix, or two words, changed each round. */
export function autocompleteWorkload(vocabulary: Vocabulary, count: number, seed = 20261128): string[] {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const seen = new Set<string>();
  const texts: string[] = [];
  while (texts.length < count) {
    const kind = random();
    let text: string;
    if (kind < 0.1) text = pick(ARABIC_NAMES);
    else {
      const first = pick(vocabulary.words);
      const second = pick(vocabulary.words);
      text =
        random() < 0.5
          ? first.slice(0, 1 + Math.floor(random() * first.length))
          : `${first} ${second.slice(0, 1 + Math.floor(random() * second.length))}`;
      if (kind < 0.2) text = typo(text, random);
    }
    if (seen.has(text)) continue;
    seen.add(text);
    texts.push(text);
  }
  return texts;
}

export function nthAutocomplete(texts: readonly string[], n: number): object {
  const round = Math.floor(n / texts.length);
  return { q: texts[n % texts.length], page_size: 1 + ((10 + round) % 20) };
}
