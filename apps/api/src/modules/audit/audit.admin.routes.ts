import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditTrailPage, auditTrailQuery } from '@shop/contract/admin-desk';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { auditTrail } from './audit.admin.service.ts';

/**
 * The audit trail for reading only: there is no call that edits or deletes a row. Owners and managers read it;
 * support cannot.
 */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit-trail',
    {
      config: { staffRoles: ['owner', 'manager'] },
      schema: {
        tags: ['back office'],
        summary:
          'Every change made by staff and by operator commands, newest first, with before, after and the fields that changed; filtered by staff member ("operator" for commands) and by object type and id; `before` opens the older page',
        querystring: auditTrailQuery,
        response: { 200: envelope(auditTrailPage) },
      },
    },
    async (request) => ok(await auditTrail(app.deps.db, request.query)),
  );
};
