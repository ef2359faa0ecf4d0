import { searchSorts } from '@shop/contract/search-sorts';
import { latinDigits } from '@shop/contract/text';

/**
 * The listing pages' filters as they travel in the address: the API's own field names, so a listing URL reads like
 * the API's search filter. Values a shopper (or an old link) mangled are dropped rather than turned
 * into an error page: the listing then shows what the rest of the address asks for.
 */
export type ListingSort = (typeof searchSorts)[number];

export interface ListingFilters {
  page: number;
  sort: ListingSort | undefined;
  brand_ids: number[];
  sub_categories: number[];
  categories: number[];
  attributes_ids: number[];
  price_from: number | undefined;
  price_to: number | undefined;
  in_stock: boolean;
  promotions: boolean;
}

export const LISTING_PAGE_SIZE = 24;

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Best match',
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name_asc: 'Name: A to Z',
};

const LIST_KEYS = ['brand_ids', 'sub_categories', 'categories', 'attributes_ids'] as const;
type ListKey = (typeof LIST_KEYS)[number];

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d{1,9}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n > 0 ? n : undefined;
}

function wholeAmount(text: string | null): number | undefined {
  if (text === null) return undefined;
  // Arabic-Indic digits (١٢٠٠٠) are the same amount; Arabic's thousands separator (٬) is a separator.
  const cleaned = latinDigits(text).replace(/[,\s\u066c]/g, '');
  if (!/^\d{1,9}$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** Ids from repeated parameters (checkboxes) and comma lists alike, without duplicates. */
function idList(query: URLSearchParams, key: ListKey): number[] {
  const ids = query
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map(positiveInt)
    .filter((id): id is number => id !== undefined);
  return [...new Set(ids)].slice(0, 100);
}

const flag = (value: string | null) => value === '1' || value === 'true' || value === 'on';

export function parseListing(query: URLSearchParams): ListingFilters {
  const sort = query.get('sort');
  let price_from = wholeAmount(query.get('price_from'));
  let price_to = wholeAmount(query.get('price_to'));
  // A range typed the wrong way round still means the same range.
  if (price_from !== undefined && price_to !== undefined && price_from > price_to)
    [price_from, price_to] = [price_to, price_from];
  return {
    page: Math.min(positiveInt(query.get('page')) ?? 1, 10_000),
    sort: (searchSorts as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : undefined,
    brand_ids: idList(query, 'brand_ids'),
    sub_categories: idList(query, 'sub_categories'),
    categories: idList(query, 'categories'),
    attributes_ids: idList(query, 'attributes_ids'),
    price_from,
    price_to,
    in_stock: flag(query.get('in_stock')),
    promotions: flag(query.get('promotions')),
  };
}

/** The filters as the API's search filter (POST body or query), leaving out what is not set. */
export function apiFilter(filters: ListingFilters): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = { page: filters.page, page_size: LISTING_PAGE_SIZE };
  if (filters.sort) out.sort = filters.sort;
  for (const key of LIST_KEYS) if (filters[key].length) out[key] = filters[key].join(',');
  if (filters.price_from !== undefined) out.price_from = filters.price_from;
  if (filters.price_to !== undefined) out.price_to = filters.price_to;
  if (filters.in_stock) out.in_stock = true;
  if (filters.promotions) out.promotions = true;
  return out;
}

export function toQueryString(values: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString();
}

/** The address of another page of the same listing. */
export function pageHref(pathname: string, query: URLSearchParams, page: number): string {
  const next = new URLSearchParams(query);
  next.set('page', String(page));
  return `${pathname}?${next.toString()}`;
}

/** How many filters the shopper has set (shown on the mobile Filters button). */
export function activeFilterCount(filters: ListingFilters): number {
  return (
    LIST_KEYS.reduce((n, key) => n + filters[key].length, 0) +
    (filters.price_from !== undefined ? 1 : 0) +
    (filters.price_to !== undefined ? 1 : 0) +
    (filters.in_stock ? 1 : 0) +
    (filters.promotions ? 1 : 0)
  );
}

/** Page numbers to show around the current one: first, last, and two either side, with gaps as null. */
export function pageWindow(current: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((n, i) => {
    if (i > 0 && n - sorted[i - 1]! > 1) out.push(null);
    out.push(n);
  });
  return out;
}

/**
 * What makes a listing the listing it is, in the API's search filter: the category, the searched text, and the
 * sub-category or brand an Accessories address names (those stay chosen whatever the shopper ticks, as the page's
 * loader adds them back).
 */
export interface ListingScope {
  category_id?: number;
  search?: string;
  sub_categories?: number[];
  brand_ids?: number[];
}

/** The search filter that counts what a listing's filters, as its form holds them now, would find. */
export function countFilter(
  scope: ListingScope,
  query: URLSearchParams,
): Record<string, string | number | boolean> {
  const filters = parseListing(query);
  for (const key of ['sub_categories', 'brand_ids'] as const) {
    for (const id of scope[key] ?? []) if (!filters[key].includes(id)) filters[key].push(id);
  }
  const out: Record<string, string | number | boolean> = {
    ...apiFilter({ ...filters, page: 1 }),
    page_size: 1,
  };
  if (scope.category_id !== undefined) out.category_id = scope.category_id;
  if (scope.search) out.search = scope.search;
  return out;
}
