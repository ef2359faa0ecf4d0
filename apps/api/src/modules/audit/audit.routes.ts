import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '@shop/contract/admin';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { listAudit } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: { staffRoles: ['owner', 'manager'] },
      schema: {
        tags: ['back office'],
        summary:
          'The audit log, newest first (owners and managers): who changed what, with the row before and after',
        querystring: auditQuery,
        response: { 200: envelope(auditPage) },
      },
    },
    async (request) => ok(await listAudit(app.deps.db, request.query)),
  );
};
