import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adIdParams,
  adInput,
  adMoveRequest,
  adminHome,
  adminHomeAd,
  featuredBrandsInput,
  homePreview,
  homePreviewInput,
} from '@shop/contract/admin-home';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import * as home from './home-content.service.ts';

/**
 * The storefront home's slides, tiles, custom ads and featured brands in the back office (ADR 0037): every member
 * reads them, owners and managers change them; a preview shows a draft without saving it.
 */
export const homeContentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];
  const editors = { staffRoles: ['owner', 'manager'] as const };

  app.get(
    '/api/admin/home',
    {
      schema: {
        tags,
        summary:
          'Every hero slide, promo tile and custom ad (inactive ones too), every brand, pictures to choose from',
        response: { 200: envelope(adminHome) },
      },
    },
    async () => ok(await home.homeContent(deps.db)),
  );

  app.get(
    '/api/admin/home/ads/:id',
    {
      schema: {
        tags,
        summary: 'One slide, tile or custom ad',
        params: adIdParams,
        response: { 200: envelope(adminHomeAd) },
      },
    },
    async (request) => ok(await home.getAd(deps.db, request.params.id)),
  );

  app.post(
    '/api/admin/home/preview',
    {
      config: editors,
      schema: {
        tags,
        summary:
          "The home page's slides, tiles and featured brands with a draft applied (owners and managers); nothing saved",
        body: homePreviewInput,
        response: { 200: envelope(homePreview) },
      },
    },
    async (request) => ok(await home.previewHome(deps.db, request.body)),
  );

  app.post(
    '/api/admin/home/ads',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Add a slide, tile or custom ad after the others of its placement (owners and managers)',
        body: adInput,
        response: { 201: envelope(adminHomeAd) },
      },
    },
    async (request, reply) => {
      const made = await home.addAd(deps, request.body, staffOf(request).staffId);
      return reply.status(201).send(ok(made, `${made.title} was added.`, 201));
    },
  );

  app.put(
    '/api/admin/home/ads/:id',
    {
      config: editors,
      schema: {
        tags,
        summary:
          "Save a slide's, tile's or custom ad's fields (owners and managers); the shop shows it at once",
        params: adIdParams,
        body: adInput,
        response: { 200: envelope(adminHomeAd) },
      },
    },
    async (request) => {
      const saved = await home.saveAd(deps, request.params.id, request.body, staffOf(request).staffId);
      return ok(saved.ad, saved.changed ? `${saved.ad.title} was saved.` : 'Nothing had changed.');
    },
  );

  app.delete(
    '/api/admin/home/ads/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Remove a slide, tile or custom ad (owners and managers); the audit log keeps what it said',
        params: adIdParams,
        response: { 200: envelope(adminHomeAd) },
      },
    },
    async (request) => {
      const removed = await home.removeAd(deps, request.params.id, staffOf(request).staffId);
      return ok(removed, `${removed.title} was removed.`);
    },
  );

  app.post(
    '/api/admin/home/ads/:id/move',
    {
      config: editors,
      schema: {
        tags,
        summary:
          'Move a slide, tile or custom ad one place up or down among its placement (owners and managers)',
        params: adIdParams,
        body: adMoveRequest,
        response: { 200: envelope(adminHomeAd) },
      },
    },
    async (request) => {
      const { ad, moved } = await home.moveAd(
        deps,
        request.params.id,
        request.body.direction,
        staffOf(request).staffId,
      );
      return ok(
        ad,
        moved
          ? `${ad.title} was moved ${request.body.direction}.`
          : `${ad.title} is already ${request.body.direction === 'up' ? 'first' : 'last'}.`,
      );
    },
  );

  app.put(
    '/api/admin/home/featured-brands',
    {
      config: editors,
      schema: {
        tags,
        summary: 'Feature exactly these brands on the home page, in this order (owners and managers)',
        body: featuredBrandsInput,
        response: { 200: envelope(adminHome) },
      },
    },
    async (request) => {
      const saved = await home.setFeaturedBrands(deps, request.body.brand_ids, staffOf(request).staffId);
      return ok(saved.home, saved.changed ? 'The featured brands were saved.' : 'Nothing had changed.');
    },
  );
};
