import type { z } from 'zod';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { Language } from '@shop/contract/languages';
import type {
  bySubCategoriesRequest,
  bySubCategoryRequest,
  CategoryListing,
  categoryListingQuery,
  legacyProductsPage,
  legacyProductsQuery,
} from '@shop/contract/search';
import type { CatalogReads } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { getCategory, getSubCategories, resolveRef } from '#app/modules/catalog/catalog.service';
import type { ListingSort } from './search.repository.ts';
import { searchProducts } from './search.service.ts';

/** Listings are searches with a fixed scope: one place decides what matches and in which order. */
export async function categoryListing(
  catalog: CatalogReads,
  categoryId: number,
  query: z.infer<typeof categoryListingQuery>,
  language: Language = 'en',
): Promise<CategoryListing> {
  const category = await getCategory(catalog.db, categoryId, language);
  const result = await searchProducts(catalog, { ...query, category_id: categoryId }, language);
  return { ...result, category };
}

export async function bySubCategory(
  catalog: CatalogReads,
  request: z.infer<typeof bySubCategoryRequest>,
  language: Language = 'en',
) {
  const [sub] = await getSubCategories(
    catalog.db,
    request.sub_category_id ? { ids: [request.sub_category_id] } : { slug: request.slug! },
    language,
  );
  if (!sub)
    throw new AppError(
      'not_found',
      shopperMessage('noSubCategory', { key: String(request.sub_category_id ?? request.slug) }),
    );
  const { page, page_size, sort } = request;
  return searchProducts(
    catalog,
    {
      sub_categories: [sub.id],
      page,
      page_size,
      ...(sort ? { sort } : {}),
    },
    language,
  );
}

export async function bySubCategories(
  catalog: CatalogReads,
  request: z.infer<typeof bySubCategoriesRequest>,
  language: Language = 'en',
) {
  const subs = await getSubCategories(catalog.db, { ids: request.sub_category_ids }, language);
  const byId = new Map(subs.map((s) => [s.id, s]));
  const known = request.sub_category_ids.flatMap((id) => byId.get(id) ?? []);
  return Promise.all(
    known.map(async (sub) => {
      const { products } = await searchProducts(
        catalog,
        { sub_categories: [sub.id], page: 1, page_size: request.limit },
        language,
      );
      return { sub_category: sub, products };
    }),
  );
}

/** Django-style ordering: a field name sorts ascending, a leading '-' descending (created_at: oldest first). */
const legacyOrdering = {
  price: 'price_asc',
  '-price': 'price_desc',
  name: 'name_asc',
  '-created_at': 'newest',
  created_at: 'oldest',
} as const satisfies Record<NonNullable<z.infer<typeof legacyProductsQuery>['ordering']>, ListingSort>;

/** The older non-customer listing, paginated as {count, next, previous, results} with page links. */
export async function legacyProducts(
  catalog: CatalogReads,
  query: z.infer<typeof legacyProductsQuery>,
  pageUrl: (page: number) => string,
  language: Language = 'en',
): Promise<z.infer<typeof legacyProductsPage>> {
  const [category, subCategory, brand] = await Promise.all([
    query.category ? resolveRef(catalog.db, 'categories', query.category) : undefined,
    query.sub_category ? resolveRef(catalog.db, 'sub_categories', query.sub_category) : undefined,
    query.brand ? resolveRef(catalog.db, 'brands', query.brand) : undefined,
  ]);
  const result = await searchProducts(
    catalog,
    {
      page: query.page,
      page_size: query.page_size,
      ...(category ? { category_id: category } : {}),
      ...(subCategory ? { sub_categories: [subCategory] } : {}),
      ...(brand ? { brand_ids: [brand] } : {}),
      ...(query.ordering ? { sort: legacyOrdering[query.ordering] } : {}),
    },
    language,
  );
  return {
    count: result.count,
    next: query.page < result.pages ? pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(Math.min(query.page - 1, Math.max(result.pages, 1))) : null,
    results: result.products,
  };
}
