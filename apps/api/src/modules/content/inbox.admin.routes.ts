import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxHandledRequest,
  inboxItem,
  inboxPage,
  inboxParams,
  inboxQuery,
} from '@shop/contract/admin-desk';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import { listInbox, markHandled } from './inbox.admin.service.ts';

/** The inbox: contact-us messages and enterprise leads, which every role answers and marks handled. */
export const inboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const staffRoles = ['owner', 'manager', 'support'] as const;

  app.get(
    '/api/admin/inbox',
    {
      config: { staffRoles },
      schema: {
        tags,
        summary:
          'Contact-us messages and education and business leads as one list, newest first, filtered by kind and by handled or not; `before` opens the older page',
        querystring: inboxQuery,
        response: { 200: envelope(inboxPage) },
      },
    },
    async (request) => ok(await listInbox(deps.db, request.query)),
  );

  app.post(
    '/api/admin/inbox/:source/:id/handled',
    {
      config: { staffRoles },
      schema: {
        tags,
        summary: 'Marks a contact message or lead handled by the caller (handled: false opens it again)',
        params: inboxParams,
        body: inboxHandledRequest,
        response: { 200: envelope(inboxItem) },
      },
    },
    async (request) => {
      const { source, id } = request.params;
      const done = await markHandled(deps.db, source, id, staffOf(request).staffId, request.body.handled);
      const state = request.body.handled ? 'handled' : 'not handled';
      return ok(done.item, done.changed ? `Marked ${state}.` : `It was already ${state}.`);
    },
  );
};
