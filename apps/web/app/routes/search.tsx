import { Form } from 'react-router';
import { searchResult } from '@shop/contract/search';
import { searchSorts } from '@shop/contract/search-sorts';
import { searchPath } from '@shop/contract/urls';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { toCardProduct, withCardProducts } from '#web/features/catalog/card-product.ts';
import { apiFilter, parseListing } from '#web/features/listing/listing-query.ts';
import { ListingView } from '#web/features/listing/listing-view.tsx';
import { NoResults } from '#web/features/search/no-results.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import type { Route } from './+types/search';
import { useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

const MAX_TEXT = 200;

/** search?search={text}, or ?q={text} as the API also takes it. Search runs only with non-empty text. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const text = (url.searchParams.get('search') || url.searchParams.get('q') || '').trim().slice(0, MAX_TEXT);
  const filters = parseListing(url.searchParams);
  if (!text)
    return {
      text,
      filters,
      result: null,
      suggestions: null,
      canonical: `${url.origin}${url.pathname}`,
      messages: pageMessages(request, 'search'),
    };
  const { suggestions, ...result } = await serverApi({ context, request }).load(
    '/api/customer/products/search',
    searchResult,
    { method: 'POST', body: JSON.stringify({ ...apiFilter(filters), search: text }) },
  );
  // Filtered, sorted and later pages of the same words are one page to a search engine: the plain one.
  return {
    text,
    filters,
    result: withCardProducts(result),
    suggestions: suggestions ? { ...suggestions, products: suggestions.products.map(toCardProduct) } : null,
    canonical: `${url.origin}${searchPath(text)}`,
    messages: pageMessages(request, 'search'),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  const text = loaderData?.text;
  const count = loaderData?.result?.count ?? 0;
  const tags = pageMeta({
    title: pageTitle(t, shopName, text ? t('search.pageTitleFor', { text }) : t('search.pageTitle')),
    description:
      text && count > 0
        ? t('search.description', { count, text, shop: shopName })
        : t('search.descriptionEmpty', { shop: shopName }),
    url: loaderData?.canonical,
    language: layout?.language,
  });
  // A search for words that find products is a page shoppers land on from a search engine (the shop's own banners
  // link to some); the empty form and a search that finds nothing are not, so they stay out of the index.
  return text && count > 0 ? tags : [...tags, { name: 'robots', content: 'noindex, follow' }];
}

function SearchForm({ text }: { text: string }) {
  const t = useT();
  const local = useLocalPath();
  return (
    <Form
      method="get"
      action={local('/search')}
      className="listing-search"
      role="search"
      aria-label={t('search.pageTitle')}
    >
      <label className="listing-search__label" htmlFor="search-page-input">
        {t('search.formLabel')}
      </label>
      <div className="listing-search__row">
        <input
          id="search-page-input"
          className="listing-search__input"
          type="search"
          name="search"
          defaultValue={text}
          maxLength={MAX_TEXT}
          placeholder={t('search.placeholderExamples')}
          required
        />
        <button className="button button--primary" type="submit">
          {t('search.submit')}
        </button>
      </div>
    </Form>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { text, filters, result, suggestions } = loaderData;
  const t = useT();
  if (!result) {
    return (
      <div className="listing listing--start">
        <h1 className="listing__title">{t('search.title')}</h1>
        <p className="listing__lead">{t('search.lead')}</p>
        <SearchForm text="" />
      </div>
    );
  }
  return (
    <ListingView
      key={text}
      title={t('search.resultsFor', { text })}
      result={result}
      filters={filters}
      fixed={{ search: text }}
      scope={{ search: text }}
      facets={['categories', 'brands', 'attributes']}
      sorts={searchSorts}
    >
      <SearchForm text={text} />
      {suggestions && result.count === 0 ? <NoResults text={text} suggestions={suggestions} /> : null}
    </ListingView>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
