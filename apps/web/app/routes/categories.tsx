import { data, redirect } from 'react-router';
import { categoryListing } from '@shop/contract/search';
import { searchSorts } from '@shop/contract/search-sorts';
import { ACCESSORIES_CATEGORY_ID, accessoriesPath, categoryCanonicalPath } from '@shop/contract/urls';
import { pageShareCard, shareImageAddress, sharePaths } from '@shop/contract/share-image';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import { withCardProducts } from '#web/features/catalog/card-product.ts';
import { apiFilter, parseListing, toQueryString } from '#web/features/listing/listing-query.ts';
import { ListingView } from '#web/features/listing/listing-view.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import type { Route } from './+types/categories';
import { metaTranslate } from '#web/i18n/i18n.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

/** Categories?page=N&category=ID: one category's products, filtered and paged. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const categoryText = url.searchParams.get('category') ?? '';
  if (!/^\d{1,9}$/.test(categoryText) || Number(categoryText) < 1) {
    throw data(
      { message: 'Choose a category from the Shop menu: this address does not name one.' },
      { status: 404 },
    );
  }
  const categoryId = Number(categoryText);
  // Category 7 has its own page with the brand list, as the header menu links it.
  if (categoryId === ACCESSORIES_CATEGORY_ID) throw redirect(accessoriesPath());
  const filters = parseListing(url.searchParams);
  const result = await serverApi({ context, request }).load(
    `/api/customer/categories/${categoryId}?${toQueryString(apiFilter(filters))}`,
    categoryListing,
  );
  return {
    result: withCardProducts(result),
    filters,
    categoryId,
    messages: pageMessages(request, 'categories'),
    canonical: `${url.origin}${categoryCanonicalPath(categoryId)}`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  if (!loaderData) return pageMeta({ title: pageTitle(t, shopName, t('category.notFound')) });
  const { category, count } = loaderData.result;
  return pageMeta({
    title: pageTitle(t, shopName, category.name),
    description: t('category.description', { category: category.name, shopName, count }),
    url: loaderData.canonical,
    language: layout?.language,
    shareCard: shareImageAddress(
      sharePaths.category(category.id),
      pageShareCard(shopName, category.name, category.image),
    ),
    shareImg: category.image,
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { result, filters, categoryId } = loaderData;
  return (
    <ListingView
      title={result.category.name}
      result={result}
      filters={filters}
      fixed={{ category: String(categoryId) }}
      scope={{ category_id: categoryId }}
      facets={['sub_categories', 'brands', 'attributes']}
      sorts={searchSorts.filter((s) => s !== 'relevance')}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
