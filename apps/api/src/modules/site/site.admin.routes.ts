import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopSettings, shopSettingsInput } from '@shop/contract/admin-settings';
import { envelope } from '@shop/contract/envelope';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import { readShopSettings, updateShopSettings } from './shop-settings.service.ts';

/** The shop's settings: every member reads them, only an owner changes them. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['back office'];

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags,
        summary: "The shop's settings: maintenance and its messages, name, hotline, low-stock threshold",
        response: { 200: envelope(shopSettings) },
      },
    },
    async () => ok(await readShopSettings(deps)),
  );

  app.put(
    '/api/admin/settings',
    {
      config: { staffRoles: ['owner'] },
      schema: {
        tags,
        summary:
          'Change the shop’s settings (owner only); maintenance works as `npm run shop -- maintenance` and applies within a second',
        body: shopSettingsInput,
        response: { 200: envelope(shopSettings) },
      },
    },
    async (request) => {
      const saved = await updateShopSettings(deps, request.body, staffOf(request).staffId);
      return ok(
        saved,
        saved.maintenance ? 'Saved. The shop is closed for maintenance.' : 'Saved. The shop is open.',
      );
    },
  );
};
