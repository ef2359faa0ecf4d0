import { Form } from 'react-router';
import { searchResult } from '@shop/contract/search';
import { searchSorts } from '@shop/contract/search-sorts';
import { searchPath } from '@shop/contract/urls';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { withCardProducts } from '#web/features/catalog/card-product.ts';
import { apiFilter, parseListing } from '#web/features/listing/listing-query.ts';
import { ListingView } from '#web/features/listing/listing-view.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import type { Route } from './+types/search';
import { plural } from '#web/lib/plural.ts';

const MAX_TEXT = 200;

/** search?search={text}, or ?q={text} as the API also takes it. Search runs only with non-empty text. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const text = (url.searchParams.get('search') || url.searchParams.get('q') || '').trim().slice(0, MAX_TEXT);
  const filters = parseListing(url.searchParams);
  if (!text) return { text, filters, result: null, canonical: `${url.origin}${url.pathname}` };
  const result = await serverApi({ context, request }).load('/api/customer/products/search', searchResult, {
    method: 'POST',
    body: JSON.stringify({ ...apiFilter(filters), search: text }),
  });
  // Filtered, sorted and later pages of the same words are one page to a search engine: the plain one.
  return { text, filters, result: withCardProducts(result), canonical: `${url.origin}${searchPath(text)}` };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  const text = loaderData?.text;
  const count = loaderData?.result?.count ?? 0;
  const tags = pageMeta({
    title: pageTitle(shopName, text ? `Search: ${text}` : 'Search'),
    description:
      text && count > 0
        ? `${plural(count, 'product', 'products')} for “${text}” at ${shopName}, with prices in EGP, official warranty and delivery across Egypt.`
        : `Search ${shopName} for phones, computers, tablets, watches, audio and accessories.`,
    url: loaderData?.canonical,
  });
  // A search for words that find products is a page shoppers land on from a search engine (the shop's own banners
  // link to some); the empty form and a search that finds nothing are not, so they stay out of the index.
  return text && count > 0 ? tags : [...tags, { name: 'robots', content: 'noindex, follow' }];
}

function SearchForm({ text }: { text: string }) {
  return (
    <Form method="get" action="/search" className="listing-search" role="search">
      <label className="listing-search__label" htmlFor="search-page-input">
        Search products
      </label>
      <div className="listing-search__row">
        <input
          id="search-page-input"
          className="listing-search__input"
          type="search"
          name="search"
          defaultValue={text}
          maxLength={MAX_TEXT}
          placeholder="iPhone, MacBook, AirPods…"
          required
        />
        <button className="button button--primary" type="submit">
          Search
        </button>
      </div>
    </Form>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { text, filters, result } = loaderData;
  if (!result) {
    return (
      <div className="listing listing--start">
        <h1 className="listing__title">Search</h1>
        <p className="listing__lead">Type what you are looking for: a product, a brand or a model.</p>
        <SearchForm text="" />
      </div>
    );
  }
  return (
    <ListingView
      key={text}
      title={`Results for “${text}”`}
      result={result}
      filters={filters}
      fixed={{ search: text }}
      scope={{ search: text }}
      facets={['categories', 'brands', 'attributes']}
      sorts={searchSorts}
    >
      <SearchForm text={text} />
    </ListingView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
