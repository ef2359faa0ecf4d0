import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminContentPage,
  adminContentPageList,
  adminContentSlugParams,
  adminFaq,
  adminFaqList,
  contentPageInput,
  contentPagePreview,
  faqIdParams,
  faqInput,
  faqMoveRequest,
  adminStore,
  adminStoreList,
  storeIdParams,
  storeInput,
} from '@shop/contract/admin-content';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import * as content from './content.admin.service.ts';

/**
 * The shop's pages, service articles and FAQ in the back office: every member reads them, owners and managers
 * change them. Rich text is sanitised with the content import's rule before it is shown or stored, every change is
 * audited, and the read cache is cleared so the shop shows it on its next request.
 */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const editors = { staffRoles: ['owner', 'manager'] as const };

  app.get(
    '/api/admin/content/pages',
    {
      schema: {
        tags,
        summary: 'Every content page and service article with its title, summary and last change',
        response: { 200: envelope(adminContentPageList) },
      },
    },
    async () => ok(await content.listPages(deps.db)),
  );

  app.get(
    '/api/admin/content/pages/:slug',
    {
      schema: {
        tags,
        summary: 'One content page or service article, with its sanitised body',
        params: adminContentSlugParams,
        response: { 200: envelope(adminContentPage) },
      },
    },
    async (request) => ok(await content.getPage(deps.db, request.params.slug)),
  );

  app.post(
    '/api/admin/content/pages/:slug/preview',
    {
      config: editors,
      schema: {
        tags,
        summary:
          'The page as the shop would show it with these fields (owners and managers): the body sanitised, nothing saved',
        params: adminContentSlugParams,
        body: contentPageInput,
        response: { 200: envelope(contentPagePreview) },
      },
    },
    async (request) => ok(await content.previewPage(deps.db, request.params.slug, request.body)),
  );

  app.put(
    '/api/admin/content/pages/:slug',
    {
      config: editors,
      schema: {
        tags,
        summary:
          "Save a page's title, summary and body (owners and managers): the body is sanitised, the change audited, and the shop shows it at once",
        params: adminContentSlugParams,
        body: contentPageInput,
        response: { 200: envelope(adminContentPage) },
      },
    },
    async (request) => {
      const saved = await content.savePage(deps, request.params.slug, request.body, staffOf(request).staffId);
      return ok(saved.page, saved.changed ? `${saved.page.title_en} was saved.` : 'Nothing had changed.');
    },
  );

  app.get(
    '/api/admin/content/faqs',
    {
      schema: {
        tags,
        summary: 'Every FAQ question in the order the shop shows them, with the topics in use',
        response: { 200: envelope(adminFaqList) },
      },
    },
    async () => ok(await content.listFaqs(deps.db)),
  );

  app.post(
    '/api/admin/content/faqs',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Add a question (owners and managers), last of its topic; the answer is sanitised',
        body: faqInput,
        response: { 201: envelope(adminFaq) },
      },
    },
    async (request, reply) => {
      const made = await content.addFaq(deps, request.body, staffOf(request).staffId);
      return reply.status(201).send(ok(made, 'The question was added.', 201));
    },
  );

  app.put(
    '/api/admin/content/faqs/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: "Change a question's topic, text or answer (owners and managers)",
        params: faqIdParams,
        body: faqInput,
        response: { 200: envelope(adminFaq) },
      },
    },
    async (request) => {
      const saved = await content.saveFaq(deps, request.params.id, request.body, staffOf(request).staffId);
      return ok(saved.faq, saved.changed ? 'The question was saved.' : 'Nothing had changed.');
    },
  );

  app.delete(
    '/api/admin/content/faqs/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Remove a question (owners and managers); the audit log keeps what it said',
        params: faqIdParams,
        response: { 200: envelope(adminFaq) },
      },
    },
    async (request) => {
      const removed = await content.removeFaq(deps, request.params.id, staffOf(request).staffId);
      return ok(removed, `"${removed.question}" was removed.`);
    },
  );

  app.post(
    '/api/admin/content/faqs/:id/move',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Move a question one place up or down among its topic (owners and managers)',
        params: faqIdParams,
        body: faqMoveRequest,
        response: { 200: envelope(adminFaq) },
      },
    },
    async (request) => {
      const { direction } = request.body;
      const done = await content.moveFaq(deps, request.params.id, direction, staffOf(request).staffId);
      return ok(
        done.faq,
        done.moved
          ? `Moved ${direction}.`
          : `It is already the ${direction === 'up' ? 'first' : 'last'} question of ${done.faq.topic}.`,
      );
    },
  );

  app.get(
    '/api/admin/content/stores',
    {
      schema: {
        tags,
        summary: "The shop's stores in the store locator's order, and the cities a store can be in",
        response: { 200: envelope(adminStoreList) },
      },
    },
    async () => ok(await content.listStores(deps.db)),
  );

  app.post(
    '/api/admin/content/stores',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Add a store (owners and managers): name, city, address, hours, phone and an https map link',
        body: storeInput,
        response: { 201: envelope(adminStore) },
      },
    },
    async (request, reply) => {
      const made = await content.addStore(deps, request.body, staffOf(request).staffId);
      return reply.status(201).send(ok(made, `${made.name} was added.`, 201));
    },
  );

  app.put(
    '/api/admin/content/stores/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: "Change a store's details (owners and managers)",
        params: storeIdParams,
        body: storeInput,
        response: { 200: envelope(adminStore) },
      },
    },
    async (request) => {
      const saved = await content.saveStore(deps, request.params.id, request.body, staffOf(request).staffId);
      return ok(saved.store, saved.changed ? `${saved.store.name} was saved.` : 'Nothing had changed.');
    },
  );

  app.delete(
    '/api/admin/content/stores/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Remove a store (owners and managers); the audit log keeps its details',
        params: storeIdParams,
        response: { 200: envelope(adminStore) },
      },
    },
    async (request) => {
      const removed = await content.removeStore(deps, request.params.id, staffOf(request).staffId);
      return ok(removed, `${removed.name} was removed.`);
    },
  );
};
