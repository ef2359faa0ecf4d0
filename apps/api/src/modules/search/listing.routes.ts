import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shop/contract/envelope';
import { messages } from '@shop/contract/errors';
import {
  bySubCategoriesRequest,
  bySubCategoriesResult,
  bySubCategoryRequest,
  categoryListing,
  categoryListingQuery,
  legacyProductsPage,
  legacyProductsQuery,
  searchResult,
} from '@shop/contract/search';
import { ok } from '#app/http/envelope';
import * as listings from './listing.service.ts';

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, dialect } = app.deps;
  const tags = ['listings'];

  app.get(
    '/api/customer/categories/:category_id',
    {
      schema: {
        tags,
        summary:
          'A category and one page of its products (query: page, page_size, sort and the search filters)',
        params: z.object({ category_id: z.coerce.number().int().positive() }),
        querystring: categoryListingQuery,
        response: { 200: envelope(categoryListing) },
      },
    },
    async (request) => {
      const result = await listings.categoryListing(db, dialect, request.params.category_id, request.query);
      return ok(result, result.count === 0 ? messages.noProducts : 'OK');
    },
  );

  app.post(
    '/api/customer/products/by-subcategory',
    {
      config: { hotRead: true },
      schema: {
        tags,
        summary: 'One page of a sub-category (by id or slug)',
        body: bySubCategoryRequest,
        response: { 200: envelope(searchResult) },
      },
    },
    async (request) => {
      const result = await listings.bySubCategory(db, dialect, request.body);
      return ok(result, result.count === 0 ? messages.noProducts : 'OK');
    },
  );

  app.post(
    '/api/customer/products/by-subcategories',
    {
      schema: {
        tags,
        summary: 'Up to `limit` products of each sub-category, in the order asked; unknown ids are left out',
        body: bySubCategoriesRequest,
        response: { 200: envelope(bySubCategoriesResult) },
      },
    },
    async (request) => ok(await listings.bySubCategories(db, dialect, request.body)),
  );

  app.get(
    '/api/products/',
    {
      schema: {
        tags,
        summary: 'Legacy product listing: {count, next, previous, results}',
        querystring: legacyProductsQuery,
        response: { 200: envelope(legacyProductsPage) },
      },
    },
    async (request) => {
      const base = new URL(request.url, 'http://shop.local');
      const pageUrl = (page: number) => {
        base.searchParams.set('page', String(page));
        return `${base.pathname}${base.search}`;
      };
      return ok(await listings.legacyProducts(db, dialect, request.query, pageUrl));
    },
  );
};
