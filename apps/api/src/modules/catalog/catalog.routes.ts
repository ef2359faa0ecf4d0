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
import { ok } from '#app/http/envelope';
import * as catalog from './catalog.service.ts';
import { getProductDetail } from './product-detail.service.ts';

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
    async () => ok(await catalog.getCategories(app.deps)),
  );

  app.get(
    '/api/customer/home2',
    {
      config: { publicRead: true },
      schema: { tags, summary: 'The whole home page in one answer', response: { 200: envelope(homePage) } },
    },
    async () => ok(await catalog.getHomePage(app.deps)),
  );

  app.get(
    '/api/customer/home/ads',
    {
      config: { publicRead: true },
      schema: { tags, summary: 'Hero and home ads', response: { 200: envelope(z.array(ad)) } },
    },
    async () => ok(await catalog.getAds(app.deps, ['hero', 'home'])),
  );

  app.get(
    '/api/customer/home/custom-ads',
    {
      config: { publicRead: true },
      schema: { tags, summary: 'Custom ads', response: { 200: envelope(z.array(ad)) } },
    },
    async () => ok(await catalog.getAds(app.deps, ['custom'])),
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
    async () => ok(await catalog.getSections(app.deps)),
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
    async (request) => ok(await catalog.getBrands(app.deps, request.query.featured === '1')),
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
    async (request) => ok(await getProductDetail(app.deps, request.params.id)),
  );
};
