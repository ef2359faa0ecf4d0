import type { Kysely } from 'kysely';
import type { AutocompleteResult, SearchFilter, SearchResult } from '@shop/contract/search';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import type { CatalogReads } from '#app/deps';
import { getProductCards } from '#app/modules/catalog/catalog.service';
import {
  attributeGroups,
  searchAll,
  searchPage,
  type ListingSort,
  type SearchCriteria,
} from './search.repository.ts';
import { searchTerms } from './search-text.ts';

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

export function searchProducts(
  { db, dialect, reads }: CatalogReads,
  filter: ListingFilter,
): Promise<SearchResult> {
  return reads.read(`search:${JSON.stringify(filter)}`, () => runSearch(db, dialect, filter));
}

async function runSearch(db: Db, dialect: DialectName, filter: ListingFilter): Promise<SearchResult> {
  const { page, page_size } = filter;
  const criteria = await criteriaOf(db, filter);
  if (!criteria) return { products: [], count: 0, page, page_size, pages: 0, facets: noFacets };
  const { ids, count, facets } = await searchAll(db, dialect, criteria, {
    offset: (page - 1) * page_size,
    limit: page_size,
  });
  const products = await getProductCards(db, ids);
  return { products, count, page, page_size, pages: Math.ceil(count / page_size), facets };
}

/** Suggestions while typing: ids and names only, best matches first. */
export function autocomplete(
  { db, dialect, reads }: CatalogReads,
  text: string,
  limit: number,
): Promise<AutocompleteResult> {
  return reads.read(`autocomplete:${limit}:${text.toLowerCase()}`, () => suggest(db, dialect, text, limit), {
    names: true,
  });
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
