import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminProduct,
  catalogChoices,
  productIdParams,
  productList,
  productListQuery,
  saveProductRequest,
} from '@shop/contract/admin-catalog';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import * as catalog from './catalog.admin.service.ts';

/** A refused save answers its message and one message per field, for the editor to show beside each. */
function refusal(reply: FastifyReply, error: unknown) {
  if (!(error instanceof catalog.ProductFieldsError)) throw error;
  return reply
    .status(error.status)
    .send({ code: error.status, message_en: error.message, data: { fields: error.fields } });
}

/** The back office's catalog: every member reads the list and the products; owners and managers change them. */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const editors = { staffRoles: ['owner', 'manager'] as const };

  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary:
          'Products by name or SKU, category, brand, stock state and state, sorted, a page at a time (keyset: pass next_cursor as after)',
        querystring: productListQuery,
        response: { 200: envelope(productList) },
      },
    },
    async (request) => ok(await catalog.listProducts(deps, request.query)),
  );

  app.get(
    '/api/admin/products/choices',
    {
      schema: {
        tags,
        summary: 'Categories, sub-categories, brands and colours the editor offers',
        response: { 200: envelope(catalogChoices) },
      },
    },
    async () => ok(await catalog.catalogChoices(deps.db)),
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'One product as the editor shows it, with its version',
        params: productIdParams,
        response: { 200: envelope(adminProduct) },
      },
    },
    async (request) => ok(await catalog.getProduct(deps.db, request.params.id)),
  );

  app.post(
    '/api/admin/products',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Create a product with its variants (owner, manager); problems answer per field',
        body: saveProductRequest,
      },
    },
    async (request, reply) => {
      try {
        const product = await catalog.saveProduct(deps, null, request.body, staffOf(request).staffId);
        return reply.status(201).send(ok(product, `${product.name} was created.`, 201));
      } catch (error) {
        return refusal(reply, error);
      }
    },
  );

  app.put(
    '/api/admin/products/:id',
    {
      config: editors,
      schema: {
        tags,
        summary:
          'Save a product (owner, manager) as of the version opened: 409 if someone saved it since; problems answer per field',
        params: productIdParams,
        body: saveProductRequest,
      },
    },
    async (request, reply) => {
      try {
        const product = await catalog.saveProduct(
          deps,
          request.params.id,
          request.body,
          staffOf(request).staffId,
        );
        return ok(product, 'Saved');
      } catch (error) {
        return refusal(reply, error);
      }
    },
  );
};
