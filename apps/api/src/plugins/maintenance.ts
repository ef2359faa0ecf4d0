import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCode } from '@shop/contract/envelope';
import { messages } from '@shop/contract/errors';
import { AppError } from '#app/errors/app-error';
import type { MaintenanceState } from '#app/deps';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes that keep answering during maintenance (settings, health, docs). */
    maintenanceExempt?: boolean;
  }
}

function maintenanceError(state: MaintenanceState): AppError | undefined {
  if (!state.on) return undefined;
  return new AppError('maintenance', state.message_en ?? messages.underConstructionPage, {
    code: ResponseCode.maintenance,
    headers: { 'retry-after': '300' },
    ...(state.message_ar ? { messageAr: state.message_ar } : {}),
  });
}

/**
 * While the shop is in maintenance, API calls answer body code 700 with HTTP 503, unless the preview header is 1.
 * A callback hook: the state is almost always already known (the switch keeps it a second), and then the request
 * goes on without a promise and a turn of the microtask queue.
 */
export const maintenancePlugin = fp(async function maintenancePlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.maintenanceExempt) return done();
    if (request.client.preview) return done();
    const { maintenance } = app.deps;
    const known = maintenance.known();
    if (known) return done(maintenanceError(known));
    maintenance.get().then((state) => done(maintenanceError(state)), done);
  });
});
