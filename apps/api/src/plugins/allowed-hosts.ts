import { shopperMessage } from '@shop/contract/shopper-messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#app/errors/app-error';
import { allowedHostNames, hostNameOf } from '#app/http/origin';

/**
 * Answers only for the shop's own host names: a request naming any other host (a forged Host header, a DNS name
 * pointed at the server by someone else) gets 421 before any other hook or handler runs, and one naming none gets 400.
 * Behind a trusted proxy, the host is the one the proxy forwards.
 */
export const allowedHostsPlugin = fp(async function allowedHostsPlugin(app: FastifyInstance) {
  const allowed = allowedHostNames(app.deps.config);
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.host;
    if (!host) return done(new AppError('bad_request', shopperMessage('hostMissing')));
    if (!allowed(hostNameOf(host))) return done(new AppError('misdirected'));
    done();
  });
});
