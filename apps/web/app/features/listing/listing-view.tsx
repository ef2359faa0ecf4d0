import type { ReactNode } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { formatEGP } from '@shop/contract/money';
import type { SearchResult } from '@shop/contract/search';
import type { CardProduct } from '#web/features/catalog/card-product.ts';
import { ProductCard } from '#web/features/catalog/product-card.tsx';
import { usePhoneWidth } from '#web/features/layout/phone-width.ts';
import { FilterSheet } from './filter-sheet.tsx';
import {
  activeFilterCount,
  pageHref,
  pageWindow,
  type ListingFilters,
  type ListingScope,
  type ListingSort,
} from './listing-query.ts';
import { isolate, useLanguage, useLocalPath, useT, type MessageKey } from '#web/i18n/i18n.tsx';

const SORT_KEYS: Record<ListingSort, MessageKey> = {
  relevance: 'listing.sort.relevance',
  newest: 'listing.sort.newest',
  price_asc: 'listing.sort.price_asc',
  price_desc: 'listing.sort.price_desc',
  name_asc: 'listing.sort.name_asc',
};

type Facet = { id: number; name: string; count: number };

export interface ListingViewProps {
  title: string;
  /** A line under the title (the category's description, or what was searched). */
  lead?: ReactNode;
  result: Omit<SearchResult, 'products'> & { products: CardProduct[] };
  filters: ListingFilters;
  /** Parameters that name the listing itself (category, search, slug_subCat...) and survive every filter change. */
  fixed: Record<string, string>;
  /** The same in the API's search filter, for counting what filters would find before they are applied. */
  scope: ListingScope;
  /** Facets to offer, in order; a facet with a single value is left out, as it could not narrow anything. */
  facets: Array<'sub_categories' | 'categories' | 'brands' | 'attributes'>;
  /** Sorts offered (relevance only makes sense with search text). */
  sorts: readonly ListingSort[];
  /** Shown above the grid, e.g. the search form of the search page. */
  children?: ReactNode;
}

function FacetGroup({
  legend,
  name,
  values,
  chosen,
}: {
  legend: string;
  name: string;
  values: readonly Facet[];
  chosen: readonly number[];
}) {
  if (values.length < 2 && !values.some((v) => chosen.includes(v.id))) return null;
  return (
    <fieldset className="facet">
      <legend className="facet__legend">{legend}</legend>
      <ul className="facet__values">
        {values.map((value) => (
          <li key={value.id}>
            <label className="facet__option">
              <input
                type="checkbox"
                name={name}
                value={value.id}
                defaultChecked={chosen.includes(value.id)}
              />
              <span className="facet__name">{value.name}</span>
              <span className="facet__count">{value.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

const RESULTS_ID = 'listing-results';

/** The shared layout of Categories, Accessories and search: filters beside a grid of cards, pages below. */
export function ListingView({
  title,
  lead,
  result,
  filters,
  fixed,
  scope,
  facets,
  sorts,
  children,
}: ListingViewProps) {
  const { pathname, search } = useLocation();
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const submit = useSubmit();
  const query = new URLSearchParams(search);
  const active = activeFilterCount(filters);
  const from = result.count === 0 ? 0 : (result.page - 1) * result.page_size + 1;
  const to = Math.min(result.page * result.page_size, result.count);
  // Remounting the form when the address changes resets its fields to what the address now says.
  const formKey = search;
  const phone = usePhoneWidth();

  // The fields both forms share: the phone's sheet and the form beside (or above) the grid.
  const fields = (
    <>
      {Object.entries(fixed).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <input type="hidden" name="page" value="1" />
      <label className="listing-filters__sort">
        <span className="facet__legend">{t('listing.sortBy')}</span>
        <select name="sort" defaultValue={filters.sort ?? sorts[0]}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_KEYS[sort])}
            </option>
          ))}
        </select>
      </label>
      {facets.map((facet) => {
        if (facet === 'brands')
          return (
            <FacetGroup
              key={facet}
              legend={t('listing.brand')}
              name="brand_ids"
              values={result.facets.brands}
              chosen={filters.brand_ids}
            />
          );
        if (facet === 'sub_categories')
          return (
            <FacetGroup
              key={facet}
              legend={t('listing.type')}
              name="sub_categories"
              values={result.facets.sub_categories}
              chosen={filters.sub_categories}
            />
          );
        if (facet === 'categories')
          return (
            <FacetGroup
              key={facet}
              legend={t('listing.category')}
              name="categories"
              values={result.facets.categories}
              chosen={filters.categories}
            />
          );
        return result.facets.attributes.map((attribute) => (
          <FacetGroup
            key={`attribute-${attribute.id}`}
            legend={attribute.name}
            name="attributes_ids"
            values={attribute.values}
            chosen={filters.attributes_ids}
          />
        ));
      })}
      <fieldset className="facet">
        <legend className="facet__legend">{t('listing.price')}</legend>
        <div className="facet__price">
          <label>
            <span className="visually-hidden">{t('listing.lowestPrice')}</span>
            <input
              type="text"
              inputMode="numeric"
              name="price_from"
              placeholder={
                result.facets.price.min !== null ? String(result.facets.price.min) : t('listing.from')
              }
              defaultValue={filters.price_from ?? ''}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">{t('listing.highestPrice')}</span>
            <input
              type="text"
              inputMode="numeric"
              name="price_to"
              placeholder={
                result.facets.price.max !== null ? String(result.facets.price.max) : t('listing.to')
              }
              defaultValue={filters.price_to ?? ''}
            />
          </label>
        </div>
      </fieldset>
      <fieldset className="facet">
        <legend className="facet__legend">{t('listing.availability')}</legend>
        <label className="facet__option">
          <input type="checkbox" name="in_stock" value="1" defaultChecked={filters.in_stock} />
          <span className="facet__name">{t('listing.inStockOnly')}</span>
        </label>
        <label className="facet__option">
          <input type="checkbox" name="promotions" value="1" defaultChecked={filters.promotions} />
          <span className="facet__name">{t('listing.onOffer')}</span>
        </label>
      </fieldset>
    </>
  );
  const clearHref = active > 0 ? `${pathname}?${new URLSearchParams(fixed).toString()}` : null;

  const filterForm = (
    <Form
      key={formKey}
      method="get"
      className="listing-filters"
      aria-label={t('listing.filters')}
      preventScrollReset
      onChange={(event) => {
        // Checkboxes and the sort apply at once; typed prices wait for Apply (or Enter).
        const target = event.target as unknown as HTMLInputElement;
        if (target.type === 'checkbox' || target.tagName === 'SELECT')
          void submit(event.currentTarget, { preventScrollReset: true });
      }}
    >
      {fields}
      <div className="listing-filters__actions">
        <button className="button button--primary" type="submit">
          {t('listing.apply')}
        </button>
        {clearHref ? (
          <Link className="text-link" to={clearHref}>
            {t('listing.clearAll')}
          </Link>
        ) : null}
      </div>
    </Form>
  );

  return (
    <div className="listing">
      <header className="listing__head">
        <h1 className="listing__title">{title}</h1>
        {lead ? <div className="listing__lead">{lead}</div> : null}
      </header>
      {children}
      <div className="listing__body">
        <aside className={phone ? 'listing__aside listing__aside--sheet' : 'listing__aside'}>
          {phone ? (
            <FilterSheet
              fields={fields}
              scope={scope}
              appliedCount={result.count}
              activeCount={active}
              clearHref={clearHref}
              resultsId={RESULTS_ID}
            />
          ) : (
            <details className="listing__filters-toggle">
              <summary className="listing__filters-summary">
                {t('listing.filtersCount', { count: active })}
              </summary>
              {filterForm}
            </details>
          )}
        </aside>
        <section id={RESULTS_ID} className="listing__results" aria-labelledby="listing-results-title">
          <h2 id="listing-results-title" className="visually-hidden">
            {t('listing.products')}
          </h2>
          <p className="listing__count" role="status">
            {result.products.length === 0
              ? t('listing.noProducts')
              : t('listing.showing', { count: result.count, from, to })}
            {result.facets.price.min !== null && result.products.length > 0
              ? t('listing.priceRange', {
                  min: isolate(formatEGP(result.facets.price.min, language), language),
                  max: isolate(
                    formatEGP(result.facets.price.max ?? result.facets.price.min, language),
                    language,
                  ),
                })
              : ''}
          </p>
          {result.products.length > 0 ? (
            <ul className="listing__grid">
              {result.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eager={index < 4} priority={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="listing__empty">
              <p className="listing__empty-title">{t('listing.noProducts')}</p>
              {result.count > 0 ? (
                <Link className="button button--secondary" to={pageHref(pathname, query, 1)}>
                  {t('listing.firstPage')}
                </Link>
              ) : active > 0 ? (
                <Link
                  className="button button--secondary"
                  to={`${pathname}?${new URLSearchParams(fixed).toString()}`}
                >
                  {t('listing.clearFilters')}
                </Link>
              ) : (
                <Link className="button button--secondary" to={local('/')}>
                  {t('listing.home')}
                </Link>
              )}
            </div>
          )}
          {result.pages > 1 ? (
            <nav className="pagination" aria-label={t('listing.pages')}>
              <ul className="pagination__list">
                {result.page > 1 ? (
                  <li>
                    <Link
                      className="pagination__link"
                      to={pageHref(pathname, query, result.page - 1)}
                      rel="prev"
                    >
                      {t('listing.previous')}
                    </Link>
                  </li>
                ) : null}
                {pageWindow(result.page, result.pages).map((n, i) =>
                  n === null ? (
                    <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
                      …
                    </li>
                  ) : (
                    <li key={n}>
                      <Link
                        className="pagination__link"
                        to={pageHref(pathname, query, n)}
                        aria-current={n === result.page ? 'page' : undefined}
                        aria-label={t('listing.page', { page: n })}
                      >
                        {n}
                      </Link>
                    </li>
                  ),
                )}
                {result.page < result.pages ? (
                  <li>
                    <Link
                      className="pagination__link"
                      to={pageHref(pathname, query, result.page + 1)}
                      rel="next"
                    >
                      {t('listing.next')}
                    </Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
