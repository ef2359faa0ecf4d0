import { shopperMessage } from '@shop/contract/shopper-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API_PREFIX } from '@shop/contract/admin';
import { AppError } from '#app/errors/app-error';
import { bearerToken, customerOf, resolveToken, type Caller } from '#app/modules/auth/token.service';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** 'customer' routes answer 401 unless a signed-in customer's token is sent; handlers read it with customerOf. */
    auth?: 'customer';
  }
}

/**
 * Bearer-token plumbing: every API request learns who is calling; a bad or expired token is a 401. Callback hooks, so
 * the many requests without a token (catalog reads) pass without a promise; only a token look-up waits.
 */
export const authPlugin = fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('caller', undefined as never);

  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    request.caller = { kind: 'anonymous' };
    // The back office answers its own cookie only (staff-session.ts): a customer's token opens nothing there.
    const api = request.url.startsWith('/api/') && !request.url.startsWith(ADMIN_API_PREFIX);
    const header = api ? request.headers.authorization : undefined;
    if (!header) return done();
    const token = bearerToken(header);
    if (!token) return done(new AppError('unauthorized', shopperMessage('badAuthorization')));
    resolveToken(app.deps.db, token).then((caller) => {
      if (!caller) return done(new AppError('unauthorized'));
      request.caller = caller;
      done();
    }, done);
  });

  app.addHook('preHandler', (request: FastifyRequest, _reply, done) => {
    // customerOf throws the 401 for anyone but a customer; Fastify answers a hook's throw as it does done(error).
    if (request.routeOptions.config.auth === 'customer') customerOf(request.caller);
    done();
  });
});
