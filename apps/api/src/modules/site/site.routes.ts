import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@shop/contract/envelope';
import { health, siteSettings } from '@shop/contract/site';
import type { Config } from '#app/env';
import { ok } from '#app/http/envelope';
import { shopIdentity } from './shop-settings.service.ts';

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
        ...shopIdentity(await app.deps.maintenance.settings(), app.deps.config),
        loyalty_widget_url: app.deps.config.LOYALTY_WIDGET_URL ?? null,
        social_sign_in: socialSignIn(app.deps.config),
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

/** Facebook needs its secret too (the API checks its tokens with the app's own token), Google only its client id. */
function socialSignIn(config: Config) {
  const { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET, GOOGLE_CLIENT_ID } = config;
  return {
    facebook:
      FACEBOOK_APP_ID && FACEBOOK_APP_SECRET
        ? { app_id: FACEBOOK_APP_ID, dialog_url: config.FACEBOOK_DIALOG_URL }
        : null,
    google: GOOGLE_CLIENT_ID ? { client_id: GOOGLE_CLIENT_ID, auth_url: config.GOOGLE_AUTH_URL } : null,
  };
}
