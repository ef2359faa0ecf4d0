import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildRobots, buildSitemap } from './seo.service.ts';

/** The shop's public origin: configured, or the one the request came to. */
function originOf(app: FastifyInstance, request: FastifyRequest): string {
  return app.deps.config.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}

export async function seoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    return buildSitemap(app.deps.db, originOf(app, request));
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400');
    return buildRobots(originOf(app, request));
  });
}
