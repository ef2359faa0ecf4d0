import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkChangeRequest,
  bulkChangeResult,
  bulkChoices,
  bulkMessages,
  IMPORT_MAX_BYTES,
  importIdParams,
  importJob,
  importQuery,
} from '@shop/contract/admin-bulk';
import { envelope } from '@shop/contract/envelope';
import { AppError } from '#app/errors/app-error';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import { applyBulkChange, bulkChoices as choices, previewBulkChange } from './catalog-bulk.service.ts';
import { exportCatalogCsv } from './catalog-export.service.ts';
import { importJob as readJob, startImport } from './catalog-import-jobs.service.ts';

/**
 * The back office's bulk catalog work: importing a catalog file (owners and managers), exporting the catalog as the
 * import's CSV (every member), and bulk price and stock changes with a preview (owners and managers).
 */

const tags = ['back office'];
const catalogEditors = { staffRoles: ['owner', 'manager'] as const };

/** The upload is the file itself as the request body (text/csv, application/json or any text), named in file_name. */
const importUpload: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // Fastify's own refusal of a long body names no limit: the member is told the limit and what to do. Anything
  // else goes on to the shop's one error handler.
  app.setErrorHandler((error) => {
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new AppError('payload_too_large', bulkMessages.tooLarge);
    throw error;
  });

  app.post(
    '/api/admin/catalog/imports',
    {
      config: catalogEditors,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: `Import a catalog file (owners and managers): the body is the file (the CSV or JSON of "npm run shop -- import", at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB), file_name its name. Answers 202 with the running import; poll GET .../imports/{id} for progress and the report`,
        querystring: importQuery,
        body: z.string({ error: bulkMessages.noFile }).optional(),
        response: { 202: envelope(importJob) },
      },
    },
    async (request, reply) => {
      const job = await startImport(app.deps, {
        staffId: staffOf(request).staffId,
        fileName: request.query.file_name,
        text: request.body ?? '',
      });
      return reply.status(202).send(ok(job, `Importing ${job.file_name}.`, 202));
    },
  );
};

const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/admin/catalog/imports/:id',
    {
      config: catalogEditors,
      schema: {
        tags,
        summary:
          'An import’s progress (products done of total) and, once done, the summary, the rejected rows (line, field, message) and the report the command prints',
        params: importIdParams,
        response: { 200: envelope(importJob) },
      },
    },
    async (request) => ok(await readJob(deps.db, request.params.id)),
  );

  app.get(
    '/api/admin/catalog/export.csv',
    {
      schema: {
        tags,
        summary:
          'The whole catalog as the import’s CSV, one row per variant (every member); importing it back changes nothing',
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalog-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportCatalogCsv(deps)));
    },
  );

  app.get(
    '/api/admin/catalog/bulk/choices',
    {
      schema: {
        tags,
        summary: 'The brands, categories and sub-categories a bulk change can choose variants by',
        response: { 200: envelope(bulkChoices) },
      },
    },
    async () => ok(await choices(deps.db)),
  );

  app.post(
    '/api/admin/catalog/bulk/preview',
    {
      config: catalogEditors,
      schema: {
        tags,
        summary:
          'What a bulk price or stock change would do (owners and managers): how many variants change, a sample before and after, and any variant that cannot take it. Nothing is written',
        body: bulkChangeRequest,
        response: { 200: envelope(bulkChangeResult) },
      },
    },
    async (request) => ok(await previewBulkChange(deps.db, request.body)),
  );

  app.post(
    '/api/admin/catalog/bulk/apply',
    {
      config: catalogEditors,
      schema: {
        tags,
        summary:
          'Apply a bulk price or stock change (owners and managers) in one transaction, with an audit row per variant before and after; prices rounded to whole EGP, a discount price always above 0 and below the price',
        body: bulkChangeRequest,
        response: { 200: envelope(bulkChangeResult) },
      },
    },
    async (request) => {
      const result = await applyBulkChange(deps, request.body, staffOf(request).staffId);
      return ok(result, `Changed ${result.changed} variant${result.changed === 1 ? '' : 's'}.`);
    },
  );
};

export async function catalogBulkAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(importUpload);
  await app.register(bulkRoutes);
}
