import type { Kysely } from 'kysely';
import type { Language } from '@shop/contract/languages';
import type { AutocompleteResult, SearchFilter, SearchResult } from '@shop/contract/search';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import type { CatalogReads } from '#app/deps';
import { getProductCards } from '#app/modules/catalog/catalog.service';
import {
  attributeGroups,
  loadArabicNames,
  searchAll,
  searchPage,
  type FacetTable,
  type ListingSort,
  type SearchCriteria,
} from './search.repository.ts';
import type { CardMemory } from './search-cards.ts';
import type { SearchEngine } from './search-engine.ts';
import type { IndexReader } from './search-index.ts';
import { searchTerms } from './search-text.ts';
import { queryWords } from './search-words.ts';

type Db = Kysely<Database>;

/** A search filter as listings give it: the public filter, whose sort may also be a listing's own (ListingSort). */
type ListingFilter = Omit<SearchFilter, 'sort'> & { sort?: ListingSort };

const noFacets: SearchResult['facets'] = {
  brands: [],
  categories: [],
  sub_categories: [],
  attributes: [],
  price: { min: null, max: null },
};

/** Criteria from a filter; null when the shopper typed text with nothing searchable in it (only punctuation). */
async function criteriaOf(db: Db, filter: ListingFilter): Promise<SearchCriteria | null> {
  const { q, search, page: _page, page_size: _size, attributes_ids, ...rest } = filter;
  const text = (search ?? q ?? '').trim();
  const terms = searchTerms(text);
  if (text && !terms) return null;
  const attributes = attributes_ids?.length ? await attributeGroups(db, attributes_ids) : undefined;
  return { ...rest, terms, ...(attributes ? { attributes } : {}) };
}

/**
 * A search or listing: answered by the search index in memory (ADR 0038), or by the database when there is none (the
 * command line, and the reference the index is tested against). The index's version is part of the cache key, so a
 * catalog change it applied is never hidden behind a cached answer.
 */
export function searchProducts(
  { db, dialect, reads, search }: CatalogReads,
  filter: ListingFilter,
  language: Language = 'en',
): Promise<SearchResult> {
  // The cards' and facets' names are in the shopper's language (migration 0034), so the language is part of the key.
  if (!search)
    return reads.read(`${language}:search:${JSON.stringify(filter)}`, async () =>
      inLanguage(db, await runSearch(db, dialect, filter, language), language),
    );
  return reads.read(`${language}:search:${search.version}:${JSON.stringify(filter)}`, async () =>
    inLanguage(db, await runIndexSearch(db, reads, search, filter, language), language),
  );
}

/**
 * The facets' names in the shopper's language: the index and the SQL search both count by id and carry the English
 * names, so an Arabic answer takes the Arabic name of each brand, category, sub-category, specification and value
 * it shows, where the catalog has one (one small read per kind, for the ids in the answer only; none for no ids).
 */
async function inLanguage(db: Db, result: SearchResult, language: Language): Promise<SearchResult> {
  if (language === 'en') return result;
  const { facets } = result;
  const arabic = async (table: FacetTable, ids: number[]): Promise<Map<number, string>> => {
    const rows = await loadArabicNames(db, ids, table);
    return new Map(rows.flatMap((r) => (r.name_ar ? [[r.id, r.name_ar] as const] : [])));
  };
  const valueIds = facets.attributes.flatMap((a) => a.values.map((v) => v.id));
  const categoryIds = [...facets.categories, ...(result.suggestions?.categories ?? [])].map((f) => f.id);
  const [brands, categories, subCategories, attributes, values] = await Promise.all([
    arabic(
      'brands',
      facets.brands.map((f) => f.id),
    ),
    arabic('categories', categoryIds),
    arabic(
      'sub_categories',
      facets.sub_categories.map((f) => f.id),
    ),
    arabic(
      'attributes',
      facets.attributes.map((f) => f.id),
    ),
    arabic('attribute_values', valueIds),
  ]);
  const named = <F extends { id: number; name: string }>(list: F[], names: Map<number, string>) =>
    list.map((f) => ({ ...f, name: names.get(f.id) ?? f.name }));
  return {
    ...result,
    facets: {
      ...facets,
      brands: named(facets.brands, brands),
      categories: named(facets.categories, categories),
      sub_categories: named(facets.sub_categories, subCategories),
      attributes: named(facets.attributes, attributes).map((a) => ({
        ...a,
        values: named(a.values, values),
      })),
    },
    ...(result.suggestions
      ? {
          suggestions: {
            ...result.suggestions,
            categories: named(result.suggestions.categories, categories),
          },
        }
      : {}),
  };
}

/** The plain SQL search, whatever the server holds in memory: the index's reference. */
export function searchInDatabase(db: Db, dialect: DialectName, filter: ListingFilter): Promise<SearchResult> {
  return runSearch(db, dialect, filter);
}

/** The index's search as the API answers it (strict: prefix words only, exactly what the SQL search matches). */
export async function searchInIndex(
  db: Db,
  index: IndexReader,
  filter: ListingFilter,
  strict = false,
  memory?: CardSource,
  language: Language = 'en',
): Promise<SearchResult> {
  const cardsOf = (ids: number[]) =>
    memory
      ? memory.cards.get(
          (missing) => getProductCards(db, missing, language),
          ids,
          memory.stamp,
          memory.ttlMs,
          language,
        )
      : getProductCards(db, ids, language);
  const { page, page_size } = filter;
  const text = (filter.search ?? filter.q ?? '').trim();
  const words = queryWords(text);
  if (text && !words) return { products: [], count: 0, page, page_size, pages: 0, facets: noFacets };
  const categories = [...(filter.categories ?? []), ...(filter.category_id ? [filter.category_id] : [])];
  const answer = await index.find(
    {
      words: words && (strict ? words : index.joinPhrases(words)),
      strict,
      ...(categories.length ? { categories } : {}),
      ...(filter.sub_categories?.length ? { sub_categories: filter.sub_categories } : {}),
      ...(filter.brand_ids?.length ? { brand_ids: filter.brand_ids } : {}),
      ...(filter.group_id !== undefined ? { group_id: filter.group_id } : {}),
      ...(filter.list_ids?.length ? { list_ids: filter.list_ids } : {}),
      ...(filter.price_from !== undefined ? { price_from: filter.price_from } : {}),
      ...(filter.price_to !== undefined ? { price_to: filter.price_to } : {}),
      ...(filter.promotions ? { promotions: true } : {}),
      ...(filter.in_stock !== undefined ? { in_stock: filter.in_stock } : {}),
      ...(filter.options_values_ids?.length ? { options_values_ids: filter.options_values_ids } : {}),
      ...(filter.attributes_ids?.length ? { attributes_ids: filter.attributes_ids } : {}),
      sort: filter.sort ?? (words ? 'relevance' : 'newest'),
      offset: (page - 1) * page_size,
      limit: page_size,
    },
    NO_RESULTS,
  );
  const products = await cardsOf(answer.ids);
  const { count, facets, instead } = answer;
  const result = { products, count, page, page_size, pages: Math.ceil(count / page_size), facets };
  if (!instead) return result;
  return {
    ...result,
    suggestions: {
      did_you_mean: instead.did_you_mean,
      categories: instead.categories,
      products: await cardsOf(instead.products),
    },
  };
}

/** What a search that found nothing offers instead: up to this many categories and top products. */
const NO_RESULTS = { categories: 3, products: 4 };

/** Where the index's search takes its cards from: the engine's card memory, valid while `stamp` stays the same. */
interface CardSource {
  cards: CardMemory;
  stamp: string;
  ttlMs: number;
}

async function runIndexSearch(
  db: Db,
  reads: CatalogReads['reads'],
  search: SearchEngine,
  filter: ListingFilter,
  language: Language,
): Promise<SearchResult> {
  const index = await search.current();
  return searchInIndex(
    db,
    index,
    filter,
    false,
    { cards: search.cards, stamp: `${reads.changes}:${search.version}`, ttlMs: reads.ttlMs },
    language,
  );
}

async function runSearch(
  db: Db,
  dialect: DialectName,
  filter: ListingFilter,
  language: Language = 'en',
): Promise<SearchResult> {
  const { page, page_size } = filter;
  const criteria = await criteriaOf(db, filter);
  if (!criteria) return { products: [], count: 0, page, page_size, pages: 0, facets: noFacets };
  const { ids, count, facets } = await searchAll(db, dialect, criteria, {
    offset: (page - 1) * page_size,
    limit: page_size,
  });
  const products = await getProductCards(db, ids, language);
  return { products, count, page, page_size, pages: Math.ceil(count / page_size), facets };
}

/** Suggestions while typing: ids and names only (Arabic names for an Arabic page, where the catalog has them). */
export function autocomplete(
  { db, dialect, reads, search }: CatalogReads,
  text: string,
  limit: number,
  language: Language = 'en',
): Promise<AutocompleteResult> {
  if (!search)
    return reads.read(
      `autocomplete:${language}:${limit}:${text.toLowerCase()}`,
      async () => namedIn(db, await suggest(db, dialect, text, limit), language),
      {
        names: true,
      },
    );
  return reads.read(
    `autocomplete:${language}:${search.version}:${limit}:${text.toLowerCase()}`,
    async () => {
      const words = queryWords(text);
      const index = await search.current();
      const found = { products: words ? await index.suggest(index.joinPhrases(words), limit) : [] };
      return namedIn(db, found, language);
    },
    { names: true },
  );
}

/** The suggested products' Arabic names for an Arabic page: one read of at most a page of ids. */
async function namedIn(db: Db, result: AutocompleteResult, language: Language): Promise<AutocompleteResult> {
  if (language === 'en' || result.products.length === 0) return result;
  const rows = await db
    .selectFrom('products')
    .select(['id', 'name_ar'])
    .where(
      'id',
      'in',
      result.products.map((p) => p.id),
    )
    .execute();
  const arabic = new Map(rows.flatMap((r) => (r.name_ar ? [[r.id, r.name_ar] as const] : [])));
  return { products: result.products.map((p) => ({ ...p, name: arabic.get(p.id) ?? p.name })) };
}

async function suggest(
  db: Db,
  dialect: DialectName,
  text: string,
  limit: number,
): Promise<AutocompleteResult> {
  const terms = searchTerms(text);
  if (!terms) return { products: [] };
  const ids = await searchPage(db, dialect, { terms }, { offset: 0, limit });
  const cards = await getProductCards(db, ids);
  return { products: cards.map((c) => ({ id: c.id, name: c.name })) };
}
