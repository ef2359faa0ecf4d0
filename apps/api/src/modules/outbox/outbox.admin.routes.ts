import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMessagePage,
  adminMessageParams,
  adminMessageRow,
  messageQuery,
} from '@shop/contract/admin-desk';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import { listMessages, retryMessage } from './outbox.admin.service.ts';

/**
 * The outbox as staff see it: every role reads where messages went and how delivery went (support answers "I got no
 * SMS"); owners and managers send a failed one again.
 */
export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];

  app.get(
    '/api/admin/messages',
    {
      config: { staffRoles: ['owner', 'manager', 'support'] },
      schema: {
        tags,
        summary:
          'E-mails and SMS in the outbox, newest first, filtered by channel, delivery state and recipient (never their text); `before` opens the older page',
        querystring: messageQuery,
        response: { 200: envelope(adminMessagePage) },
      },
    },
    async (request) => ok(await listMessages(deps.db, request.query)),
  );

  app.post(
    '/api/admin/messages/:id/retry',
    {
      config: { staffRoles: ['owner', 'manager'] },
      schema: {
        tags,
        summary:
          'Puts a failed message back in the queue with fresh attempts (409 for one not failed, or more than a day old)',
        params: adminMessageParams,
        response: { 200: envelope(adminMessageRow) },
      },
    },
    async (request) =>
      ok(
        await retryMessage(deps.db, request.params.id, staffOf(request).staffId),
        'The message is queued to be sent again.',
      ),
  );
};
