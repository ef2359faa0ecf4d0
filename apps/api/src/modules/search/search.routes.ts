import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@shop/contract/envelope';
import { messages } from '@shop/contract/errors';
import {
  AUTOCOMPLETE_PAGE_SIZE,
  autocompleteResult,
  searchFilter,
  searchResult,
} from '@shop/contract/search';
import { ok } from '#app/http/envelope';
import { requestLanguage } from '#app/http/language';
import { autocomplete, searchProducts } from './search.service.ts';

const autocompleteRequest = z.object({
  q: z.string().max(200).optional(),
  search: z.string().max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(20).default(AUTOCOMPLETE_PAGE_SIZE),
});

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/customer/products/search',
    {
      config: { publicRead: true },
      schema: {
        tags: ['search'],
        summary:
          'Search and filter products: ranked full text with prefix matching, filters, facets and pages',
        body: searchFilter,
        response: { 200: envelope(searchResult) },
      },
    },
    async (request) => {
      const result = await searchProducts(app.deps, request.body, requestLanguage(request));
      return ok(result, result.count === 0 ? messages.noProducts : 'OK');
    },
  );

  app.post(
    '/api/customer/products/autocomplete',
    {
      config: { publicRead: true },
      schema: {
        tags: ['search'],
        summary: 'Autocomplete suggestions (page_size 10 by default): data.products of {id, name}',
        body: autocompleteRequest,
        response: { 200: envelope(autocompleteResult) },
      },
    },
    async (request) => {
      const text = (request.body.search ?? request.body.q ?? '').trim();
      return ok(await autocomplete(app.deps, text, request.body.page_size, requestLanguage(request)));
    },
  );
};
