import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#app/errors/app-error';
import { resolveToken, type Caller } from '#app/modules/auth/token.service';

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller;
  }
  interface FastifyContextConfig {
    /** 'customer' routes answer 401 unless a signed-in customer's token is sent. */
    auth?: 'customer';
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** Bearer-token plumbing: every API request learns who is calling; a bad or expired token is a 401. */
export const authPlugin = fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('caller', undefined as never);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.caller = { kind: 'anonymous' };
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    if (!header) return;
    const match = BEARER.exec(header);
    if (!match?.[1]) throw new AppError('unauthorized', 'The Authorization header must be "Bearer <token>".');
    const caller = await resolveToken(app.deps.db, match[1]);
    if (!caller) throw new AppError('unauthorized');
    request.caller = caller;
  });

  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.routeOptions.config.auth === 'customer' && request.caller.kind !== 'customer') {
      throw new AppError('unauthorized', 'Please sign in to continue.');
    }
  });
});
