import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '@shop/contract/admin-dashboard';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { getDashboard } from './dashboard.service.ts';

/** The back office's first page: every role reads it. */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags: ['back office'],
        summary:
          'Today’s and this week’s orders and revenue (paid online and cash on delivery apart, Cairo time), orders waiting per status, low-stock variants, open tickets, failed messages, and 30 days of revenue',
        response: { 200: envelope(dashboard) },
      },
    },
    async () => ok(await getDashboard(app.deps.db)),
  );
};
