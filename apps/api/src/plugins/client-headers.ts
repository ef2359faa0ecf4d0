import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HEADER_LANG, HEADER_PREVIEW } from '@shop/contract/headers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The storefront's language header (1 when signed in) and preview header (1 bypasses maintenance). */
    client: { preview: boolean; lang: string };
  }
}

export const clientHeadersPlugin = fp(async function clientHeadersPlugin(app: FastifyInstance) {
  app.decorateRequest('client', undefined as never);
  app.addHook('onRequest', (request, _reply, done) => {
    const preview = request.headers[HEADER_PREVIEW];
    const lang = request.headers[HEADER_LANG];
    request.client = {
      preview: preview === '1',
      lang: typeof lang === 'string' && lang.length <= 8 ? lang : '0',
    };
    done();
  });
});
