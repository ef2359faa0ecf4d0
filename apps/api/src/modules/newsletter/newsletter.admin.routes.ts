import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriberPage, subscriberQuery } from '@shop/contract/admin-desk';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { everySubscriber, listSubscribers } from './newsletter.admin.service.ts';

const CSV_COLUMNS = ['email', 'subscribed_at', 'unsubscribed_at'] as const;

/**
 * Newsletter subscribers: every role finds an address (support answers "am I on the list?"); only owners and managers
 * take the whole list out of the shop as a file.
 */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];

  app.get(
    '/api/admin/subscribers',
    {
      config: { staffRoles: ['owner', 'manager', 'support'] },
      schema: {
        tags,
        summary:
          'Newsletter subscribers, newest first, searched by part of the address, subscribed or unsubscribed; `before` opens the older page',
        querystring: subscriberQuery,
        response: { 200: envelope(subscriberPage) },
      },
    },
    async (request) => ok(await listSubscribers(deps, request.query)),
  );

  app.get(
    '/api/admin/subscribers/export.csv',
    {
      config: { staffRoles: ['owner', 'manager'] },
      schema: {
        tags,
        summary: 'The filtered subscribers as CSV (UTF-8), newest first, times in UTC (ISO 8601)',
        querystring: subscriberQuery,
      },
    },
    async (request, reply) => {
      const rows = Readable.from(
        (async function* () {
          for await (const s of everySubscriber(deps, request.query)) {
            yield [s.email, s.subscribed_at, s.unsubscribed_at ?? ''];
          }
        })(),
      );
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .header('cache-control', 'private, no-store');
      return reply.send(rows.pipe(stringify({ header: true, columns: [...CSV_COLUMNS], bom: true })));
    },
  );
};
