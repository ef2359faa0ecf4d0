import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@shop/contract/envelope';
import { health, siteSettings } from '@shop/contract/site';
import { ok } from '#app/http/envelope';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customer/site/settings',
    {
      config: { maintenanceExempt: true },
      schema: {
        tags: ['site'],
        summary: 'Environment configuration read for the maintenance state (never gated by maintenance)',
        response: { 200: envelope(siteSettings) },
      },
    },
    async () => {
      const state = await app.deps.maintenance.get();
      return ok({
        maintenance: state.on,
        message_en: state.message_en,
        message_ar: state.message_ar,
        shop_name: app.deps.config.SHOP_NAME,
        hotline: app.deps.config.HOTLINE,
        loyalty_widget_url: app.deps.config.LOYALTY_WIDGET_URL ?? null,
      });
    },
  );

  app.get(
    '/api/health',
    {
      config: { maintenanceExempt: true, rateLimit: false },
      schema: {
        tags: ['site'],
        summary: 'Liveness and database reachability',
        response: { 200: envelope(health) },
      },
    },
    async () => {
      await app.deps.db.selectFrom('site_settings').select('key').limit(1).execute();
      return ok({ status: 'ok' as const, database: app.deps.dialect });
    },
  );
};
