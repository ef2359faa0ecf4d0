import { data, redirect } from 'react-router';
import { productDetail, productKey, type ProductDetail } from '@shop/contract/catalog';
import { errorCatalogue } from '@shop/contract/errors';
import { compareSuggestions } from '@shop/contract/related';
import { searchResult } from '@shop/contract/search';
import { COMPARE_MAX, comparePath } from '@shop/contract/urls';
import { UNDER_CONSTRUCTION_PATH, type LoadFailure } from '#web/lib/api-client.ts';
import type { serverApi } from '#web/lib/api.server.ts';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import { compareHref, compareKeys, DIFF_PARAM } from './compare-links.ts';
import type { Suggestion } from './compare-suggestions.tsx';

type ServerApi = ReturnType<typeof serverApi>;

export interface Comparison {
  products: ProductDetail[];
  /** Keys from `with` that named no product: dropped, and said so on the page. */
  missing: string[];
  /** The URL named more than COMPARE_MAX products. */
  overflow: boolean;
  /** Text from the add field (without JavaScript) that matched no product. */
  unmatched: string | null;
  /** The shop's address of this comparison. */
  canonical: string;
  /** Products of the compared ones' categories to add, best first; none when the comparison is full. */
  suggestions: Suggestion[];
}

const notFound = () => data<LoadFailure>({ message: errorCatalogue.not_found.message_en }, { status: 404 });

/** One product by slug or id; null when there is no such product (or the key could never be one). */
async function loadProduct(api: ServerApi, key: string): Promise<ProductDetail | null> {
  if (!productKey.shape.id.safeParse(key).success) return null;
  const result = await api.request(`/api/customer/products/${encodeURIComponent(key)}`, productDetail);
  if (result.ok) return result.body.data;
  if (result.maintenance) throw redirect(UNDER_CONSTRUCTION_PATH);
  if (result.status === 404 || result.status === 400) return null;
  throw data<LoadFailure>({ message: errorCatalogue.unavailable.message_en }, { status: 503 });
}

/** The first product of a search for `text` that is not compared yet (the add field without JavaScript). */
async function findToAdd(api: ServerApi, text: string, compared: readonly ProductDetail[]) {
  const result = await api.request('/api/customer/products/search', searchResult, {
    method: 'POST',
    body: JSON.stringify({ search: text, page: 1, page_size: COMPARE_MAX + 1 }),
  });
  if (!result.ok) {
    if (result.maintenance) throw redirect(UNDER_CONSTRUCTION_PATH);
    return null;
  }
  return result.body.data.products.find((p) => !compared.some((c) => c.id === p.id)) ?? null;
}

/**
 * compare/{slug}?with=a,b: every product fetched in parallel. An unknown first product is a 404 (it names the
 * page); unknown products in `with` are dropped with a note. A URL that names products by id or twice is
 * redirected to the canonical one (slugs, each once), so shared links look alike.
 */
export async function loadComparison(api: ServerApi, request: Request, slug: string): Promise<Comparison> {
  const url = new URL(request.url);
  // Redirects stay in the page's language: /ar/compare/... goes on to /ar/compare/...
  const local = (path: string) => pathInLanguage(path, languageOfPath(url.pathname));
  const diffOnly = url.searchParams.get(DIFF_PARAM) === '1';
  const { keys, overflow } = compareKeys(slug, url.searchParams.get('with'));

  const found = await Promise.all(keys.map((key) => loadProduct(api, key)));
  if (!found[0]) throw notFound();

  const products: ProductDetail[] = [];
  const missing: string[] = [];
  found.forEach((product, index) => {
    if (!product) missing.push(keys[index] ?? '');
    else if (!products.some((p) => p.id === product.id)) products.push(product);
  });
  const slugs = products.map((p) => p.slug);

  const add = url.searchParams.get('add')?.trim() ?? '';
  let unmatched: string | null = null;
  if (add && products.length < COMPARE_MAX) {
    const pick = await findToAdd(api, add, products);
    if (pick) throw redirect(local(compareHref([...slugs, pick.slug], diffOnly)));
    unmatched = add;
  }

  // Not when something is being reported: the note needs the URL that caused it.
  const reporting = missing.length > 0 || overflow || unmatched !== null;
  if (!reporting && (add || keys.join(',') !== slugs.join(','))) {
    throw redirect(local(compareHref(slugs, diffOnly)));
  }

  return {
    products,
    missing,
    overflow,
    unmatched,
    canonical: `${url.origin}${comparePath(slugs)}`,
    suggestions: products.length < COMPARE_MAX ? await loadSuggestions(api, products) : [],
  };
}

/** Suggestions are an extra: when they cannot be had, the comparison shows without them. */
async function loadSuggestions(api: ServerApi, products: readonly ProductDetail[]): Promise<Suggestion[]> {
  const ids = products.map((p) => p.id).join(',');
  const result = await api.request(`/api/customer/compare/suggestions?ids=${ids}`, compareSuggestions);
  if (!result.ok) return [];
  return result.body.data.products.map(({ id, slug, name, image, final_price }) => ({
    id,
    slug,
    name,
    image,
    final_price,
  }));
}
