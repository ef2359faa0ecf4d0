import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ad,
  brand,
  brandsQuery,
  category,
  homePage,
  homeSection,
  productDetail,
  productKey,
} from '@shop/contract/catalog';
import { envelope } from '@shop/contract/envelope';
import {
  compareSuggestions,
  compareSuggestionsQuery,
  relatedProducts,
  relatedQuery,
} from '@shop/contract/related';
import { ok } from '#app/http/envelope';
import { requestLanguage } from '#app/http/language';
import * as catalog from './catalog.service.ts';
import { getProductDetail } from './product-detail.service.ts';
import { getCompareSuggestions, getRelatedProducts } from './related.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];

  app.get(
    '/api/customer/home/categories',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Categories with groups and sub-categories',
        response: { 200: envelope(z.array(category)) },
      },
    },
    async (request) => ok(await catalog.getCategories(app.deps, requestLanguage(request))),
  );

  app.get(
    '/api/customer/home2',
    {
      config: { publicRead: true },
      schema: { tags, summary: 'The whole home page in one answer', response: { 200: envelope(homePage) } },
    },
    async (request) => ok(await catalog.getHomePage(app.deps, requestLanguage(request))),
  );

  app.get(
    '/api/customer/home/ads',
    {
      config: { publicRead: true },
      schema: { tags, summary: 'Hero and home ads', response: { 200: envelope(z.array(ad)) } },
    },
    async (request) => ok(await catalog.getAds(app.deps, ['hero', 'home'], requestLanguage(request))),
  );

  app.get(
    '/api/customer/home/custom-ads',
    {
      config: { publicRead: true },
      schema: { tags, summary: 'Custom ads', response: { 200: envelope(z.array(ad)) } },
    },
    async (request) => ok(await catalog.getAds(app.deps, ['custom'], requestLanguage(request))),
  );

  app.get(
    '/api/customer/home/sections',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Home sections with their products',
        response: { 200: envelope(z.array(homeSection)) },
      },
    },
    async (request) => ok(await catalog.getSections(app.deps, requestLanguage(request))),
  );

  app.get(
    '/api/customer/home/brands',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'Brands; featured=1 gives the featured ones',
        querystring: brandsQuery,
        response: { 200: envelope(z.array(brand)) },
      },
    },
    async (request) =>
      ok(await catalog.getBrands(app.deps, request.query.featured === '1', requestLanguage(request))),
  );

  app.get(
    '/api/customer/products/:id',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: 'One product by id or slug, with variants, images and option pickers',
        params: productKey,
        response: { 200: envelope(productDetail) },
      },
    },
    async (request) => ok(await getProductDetail(app.deps, request.params.id, requestLanguage(request))),
  );

  app.get(
    '/api/customer/products/:id/related',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary:
          'Similar products (same sub-category, within 30% of the price) and accessories that fit the product',
        params: productKey,
        querystring: relatedQuery,
        response: { 200: envelope(relatedProducts) },
      },
    },
    async (request) =>
      ok(
        await getRelatedProducts(
          app.deps,
          request.params.id,
          request.query.variant_id,
          requestLanguage(request),
        ),
      ),
  );

  app.get(
    '/api/customer/compare/suggestions',
    {
      config: { publicRead: true },
      schema: {
        tags,
        summary: "Products to add to a comparison: the compared products' categories, best match first",
        querystring: compareSuggestionsQuery,
        response: { 200: envelope(compareSuggestions) },
      },
    },
    async (request) => ok(await getCompareSuggestions(app.deps, request.query.ids, requestLanguage(request))),
  );
};
