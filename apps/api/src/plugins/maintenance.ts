import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCode } from '@shop/contract/envelope';
import { messages } from '@shop/contract/errors';
import { AppError } from '#app/errors/app-error';
import { getMaintenance } from '#app/modules/site/site.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that keep answering during maintenance (settings, health, docs). */
    maintenanceExempt?: boolean;
  }
}

/** While the shop is in maintenance, API calls answer body code 700 with HTTP 503, unless the preview header is 1. */
export const maintenancePlugin = fp(async function maintenancePlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.maintenanceExempt) return;
    if (request.client.preview) return;
    const state = await getMaintenance(app.deps.db);
    if (!state.on) return;
    throw new AppError('maintenance', state.message_en ?? messages.underConstructionPage, {
      code: ResponseCode.maintenance,
      headers: { 'retry-after': '300' },
      ...(state.message_ar ? { messageAr: state.message_ar } : {}),
    });
  });
});
