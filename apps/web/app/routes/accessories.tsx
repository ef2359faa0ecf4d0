import { data } from 'react-router';
import { z } from 'zod';
import { brand, category } from '@shop/contract/catalog';
import { categoryListing } from '@shop/contract/search';
import { searchSorts } from '@shop/contract/search-sorts';
import { ACCESSORIES_CATEGORY_ID, accessoriesPath } from '@shop/contract/urls';
import { withCardProducts } from '#web/features/catalog/card-product.ts';
import { PageProblem } from '#web/components/ui/page-problem.tsx';
import {
  apiFilter,
  parseListing,
  toQueryString,
  type ListingScope,
} from '#web/features/listing/listing-query.ts';
import { ListingView } from '#web/features/listing/listing-view.tsx';
import { serverApi } from '#web/lib/api.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import type { Route } from './+types/accessories';
import { createTranslate, metaTranslate } from '#web/i18n/i18n.tsx';
import { languageOfPath } from '@shop/contract/languages';
import { messagesFor, pageMessages } from '#web/i18n/messages.server.ts';

/**
 * Accessories, with optional slug_subCat or slug_brand: category 7 narrowed by the
 * sub-category or brand the menu names. The slugs are resolved here; the filters then work as on any listing.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = serverApi({ context, request });
  const url = new URL(request.url);
  const subSlug = url.searchParams.get('slug_subCat')?.trim() || undefined;
  const brandSlug = url.searchParams.get('slug_brand')?.trim() || undefined;
  const [categories, brands] = await Promise.all([
    api.load('/api/customer/home/categories', z.array(category)),
    api.load('/api/customer/home/brands?featured=0', z.array(brand)),
  ]);
  const accessories = categories.find((c) => c.id === ACCESSORIES_CATEGORY_ID);
  const sub = subSlug ? accessories?.sub_categories.find((s) => s.slug === subSlug) : undefined;
  const maker = brandSlug ? brands.find((b) => b.slug === brandSlug) : undefined;
  if (!accessories || (subSlug && !sub) || (brandSlug && !maker)) {
    throw data(
      { message: 'We could not find those accessories. Browse all accessories instead.' },
      { status: 404 },
    );
  }

  const filters = parseListing(url.searchParams);
  if (sub && !filters.sub_categories.includes(sub.id)) filters.sub_categories.push(sub.id);
  if (maker && !filters.brand_ids.includes(maker.id)) filters.brand_ids.push(maker.id);
  const result = await api.load(
    `/api/customer/categories/${ACCESSORIES_CATEGORY_ID}?${toQueryString(apiFilter(filters))}`,
    categoryListing,
  );
  const fixed: Record<string, string> = {};
  if (subSlug) fixed.slug_subCat = subSlug;
  if (brandSlug) fixed.slug_brand = brandSlug;
  const language = languageOfPath(url.pathname);
  const brandTitle = (brand: string) =>
    createTranslate(language, messagesFor(language))('accessories.brandTitle', { brand });
  const title = sub?.name ?? (maker ? brandTitle(maker.name) : accessories.name);
  const scope: ListingScope = {
    category_id: ACCESSORIES_CATEGORY_ID,
    sub_categories: sub ? [sub.id] : [],
    brand_ids: maker ? [maker.id] : [],
  };
  return {
    result: withCardProducts(result),
    filters,
    fixed,
    messages: pageMessages(request, 'accessories'),
    scope,
    title,
    // A sub-category's or a brand's accessories are a page of their own; other filters and the page number are not.
    canonical: `${url.origin}${accessoriesPath(fixed)}`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  if (!loaderData) return pageMeta({ title: pageTitle(t, shopName, t('accessories.notFound')) });
  return pageMeta({
    title: pageTitle(t, shopName, loaderData.title),
    description: t('accessories.description', { title: loaderData.title, shopName }),
    url: loaderData.canonical,
    language: layout?.language,
  });
}

export default function Accessories({ loaderData }: Route.ComponentProps) {
  const { result, filters, fixed, scope, title } = loaderData;
  return (
    <ListingView
      title={title}
      result={result}
      filters={filters}
      fixed={fixed}
      scope={scope}
      facets={['sub_categories', 'brands', 'attributes']}
      sorts={searchSorts.filter((s) => s !== 'relevance')}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageProblem error={error} />;
}
