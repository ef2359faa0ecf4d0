import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { report, reportParams, reportQuery } from '@shop/contract/admin-reports';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { getReport, reportCsv } from './reports.service.ts';

/**
 * Sales reports: owners and managers read them and export them; support answers customers about their own orders and
 * does not see the shop's takings (403 with the role refusal).
 */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const config = { staffRoles: ['owner', 'manager'] as const };

  app.get(
    '/api/admin/reports/:report',
    {
      config,
      schema: {
        tags,
        summary:
          'One sales report for a range of Cairo days (from, to, both included; at most 367 days): sales over time or average order value grouped by day, week (from Saturday) or month; by category, brand, payment method; top products; promo codes. Refunds that went through are taken off.',
        params: reportParams,
        querystring: reportQuery,
        response: { 200: envelope(report) },
      },
    },
    async (request) => ok(await getReport(deps.db, request.params.report, request.query)),
  );

  app.get(
    '/api/admin/reports/:report/export.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The same report’s table as CSV (UTF-8), with a Total row; amounts in whole EGP',
        params: reportParams,
        querystring: reportQuery,
      },
    },
    async (request, reply) => {
      const r = await getReport(deps.db, request.params.report, request.query);
      const { header, rows } = reportCsv(r);
      const name = r.group ? `${r.report}-by-${r.group}` : r.report;
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${r.from}-to-${r.to}.csv"`)
        .header('cache-control', 'private, no-store');
      // A spreadsheet opens Arabic names correctly when the file starts with a byte-order mark.
      return reply.send(stringify(rows, { header: true, columns: header, bom: true }));
    },
  );
};
