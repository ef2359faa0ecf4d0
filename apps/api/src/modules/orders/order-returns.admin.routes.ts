import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderParams } from '@shop/contract/admin-orders';
import { envelope } from '@shop/contract/envelope';
import { adminOrderReturn, returnDecisionRequest } from '@shop/contract/order-returns';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import { decideReturn, returnPhoto, staffReturn } from './order-returns.service.ts';

/**
 * Customers' return requests in the back office: support, managers and owners read them and decide (support answers
 * customers about their orders); each decision is an audit row and reaches the customer by e-mail and SMS.
 */
export const orderReturnsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const deciders = { staffRoles: ['owner', 'manager', 'support'] as const };

  app.get(
    '/api/admin/orders/:id/return',
    {
      config: deciders,
      schema: {
        tags,
        summary: "The order's return request (null when the customer asked none), with its photo's address",
        params: adminOrderParams,
        response: { 200: envelope(adminOrderReturn) },
      },
    },
    async (request) => ok(await staffReturn(deps.db, request.params.id)),
  );

  app.get(
    '/api/admin/orders/:id/return/photo',
    {
      config: deciders,
      schema: {
        tags,
        summary: "The customer's photo of a return request (staff only)",
        params: adminOrderParams,
      },
    },
    async (request, reply) => {
      const photo = await returnPhoto(deps.db, request.params.id);
      return reply
        .header('content-type', photo.type)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(photo.content);
    },
  );

  app.post(
    '/api/admin/orders/:id/return',
    {
      config: deciders,
      schema: {
        tags,
        summary:
          'Accept or refuse the return request (a refusal says why); 409 when it was already decided. Accepting does not refund',
        params: adminOrderParams,
        body: returnDecisionRequest,
        response: { 200: envelope(adminOrderReturn) },
      },
    },
    async (request) => {
      const decided = await decideReturn(deps, request.params.id, staffOf(request).staffId, request.body);
      return ok(
        decided,
        decided.request?.status === 'accepted'
          ? 'Return accepted. The customer was told.'
          : 'Return refused. The customer was told.',
      );
    },
  );
};
