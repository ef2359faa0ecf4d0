import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSearchSynonym,
  adminSearchSynonymList,
  searchSynonymIdParams,
  searchSynonymInput,
} from '@shop/contract/admin-search';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import * as synonyms from './search-synonyms.admin.service.ts';

/**
 * The Arabic names search understands, in the back office: every member reads them, owners and managers change them;
 * every change is audited and searchable on every server within about a second.
 */
export const searchSynonymsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const editors = { staffRoles: ['owner', 'manager'] as const };

  app.get(
    '/api/admin/search-synonyms',
    {
      schema: {
        tags,
        summary: 'The Arabic names search understands, each with the catalog words it stands for',
        response: { 200: envelope(adminSearchSynonymList) },
      },
    },
    async () => ok(await synonyms.listSynonyms(deps.db)),
  );

  app.post(
    '/api/admin/search-synonyms',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Add Arabic spellings and the catalog words they stand for (owners and managers)',
        body: searchSynonymInput,
        response: { 201: envelope(adminSearchSynonym) },
      },
    },
    async (request, reply) => {
      const made = await synonyms.addSynonym(deps, request.body, staffOf(request).staffId);
      return reply
        .status(201)
        .send(ok(made, `Searching ${made.spellings.join(', ')} now finds ${made.words.join(', ')}.`, 201));
    },
  );

  app.put(
    '/api/admin/search-synonyms/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: "Change an entry's Arabic spellings or catalog words (owners and managers)",
        params: searchSynonymIdParams,
        body: searchSynonymInput,
        response: { 200: envelope(adminSearchSynonym) },
      },
    },
    async (request) => {
      const saved = await synonyms.saveSynonym(
        deps,
        request.params.id,
        request.body,
        staffOf(request).staffId,
      );
      return ok(
        saved.synonym,
        saved.changed
          ? `Searching ${saved.synonym.spellings.join(', ')} now finds ${saved.synonym.words.join(', ')}.`
          : 'Nothing had changed.',
      );
    },
  );

  app.delete(
    '/api/admin/search-synonyms/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Remove an entry (owners and managers); the audit log keeps what it said',
        params: searchSynonymIdParams,
        response: { 200: envelope(adminSearchSynonym) },
      },
    },
    async (request) => {
      const removed = await synonyms.removeSynonym(deps, request.params.id, staffOf(request).staffId);
      return ok(removed, `${removed.spellings.join(', ')} no longer stands for ${removed.words.join(', ')}.`);
    },
  );
};
