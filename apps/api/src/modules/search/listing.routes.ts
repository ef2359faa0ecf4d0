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
import { requestLanguage } from '#app/http/language';
import * as listings from './listing.service.ts';

export const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['listings'];

  app.get(
    '/api/customer/categories/:category_id',
    {
      config: { publicRead: true },
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
      const result = await listings.categoryListing(
        app.deps,
        request.params.category_id,
        request.query,
        requestLanguage(request),
      );
      return ok(result, result.count === 0 ? messages.noProducts : 'OK');
    },
  );

  app.post(
    '/api/customer/products/by-subcategory',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'One page of a sub-category (by id or slug)',
        body: bySubCategoryRequest,
        response: { 200: envelope(searchResult) },
      },
    },
    async (request) => {
      const result = await listings.bySubCategory(app.deps, request.body, requestLanguage(request));
      return ok(result, result.count === 0 ? messages.noProducts : 'OK');
    },
  );

  app.post(
    '/api/customer/products/by-subcategories',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Up to `limit` products of each sub-category, in the order asked; unknown ids are left out',
        body: bySubCategoriesRequest,
        response: { 200: envelope(bySubCategoriesResult) },
      },
    },
    async (request) => ok(await listings.bySubCategories(app.deps, request.body, requestLanguage(request))),
  );

  app.get(
    '/api/products/',
    {
      config: { publicRead: true },
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
      return ok(await listings.legacyProducts(app.deps, request.query, pageUrl, requestLanguage(request)));
    },
  );
};
