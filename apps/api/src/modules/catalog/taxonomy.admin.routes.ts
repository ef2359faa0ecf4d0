import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBrandList,
  adminCategoryTree,
  createTaxonomyRequest,
  taxonomyEntry,
  taxonomyKindLabel,
  taxonomyParams,
  updateTaxonomyRequest,
} from '@shop/contract/admin-taxonomy';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import * as taxonomy from './taxonomy.service.ts';

/** Categories, their groups and sub-categories, and brands: every member reads, owners and managers change. */
export const taxonomyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const editors = { staffRoles: ['owner', 'manager'] as const };

  app.get(
    '/api/admin/taxonomy/categories',
    {
      schema: {
        tags,
        summary:
          'Every category with its groups and sub-categories, in the storefront’s order, turned-off ones too',
        response: { 200: envelope(adminCategoryTree) },
      },
    },
    async () => ok({ categories: await taxonomy.categoryTree(deps.db) }),
  );

  app.get(
    '/api/admin/taxonomy/brands',
    {
      schema: {
        tags,
        summary: 'Every brand in the storefront’s order, turned-off ones too',
        response: { 200: envelope(adminBrandList) },
      },
    },
    async () => ok({ brands: await taxonomy.brandList(deps.db) }),
  );

  app.post(
    '/api/admin/taxonomy',
    {
      config: editors,
      schema: {
        tags,
        summary:
          'Add a category, group, sub-category or brand (owner, manager), last among its siblings and turned on; the storefront shows it at once',
        body: createTaxonomyRequest,
        response: { 201: envelope(taxonomyEntry) },
      },
    },
    async (request, reply) => {
      const entry = await taxonomy.createEntry(deps, request.body, staffOf(request).staffId);
      return reply
        .status(201)
        .send(ok(entry, `${taxonomyKindLabel[entry.kind]} "${entry.name}" is added.`, 201));
    },
  );

  app.patch(
    '/api/admin/taxonomy/:kind/:id',
    {
      config: editors,
      schema: {
        tags,
        summary:
          'Rename, turn on or off, or move one place up or down (owner, manager); the storefront shows it at once',
        params: taxonomyParams,
        body: updateTaxonomyRequest,
        response: { 200: envelope(taxonomyEntry) },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const entry = await taxonomy.updateEntry(deps, kind, id, request.body, staffOf(request).staffId);
      return ok(entry, taxonomy.updateMessage(entry, request.body));
    },
  );
};
