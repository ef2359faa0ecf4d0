import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '#app/http/origin';
import { buildRobots, buildSitemap } from './seo.service.ts';

export async function seoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600');
    return buildSitemap(app.deps, publicOrigin(app.deps.config));
  });
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400');
    return buildRobots(publicOrigin(app.deps.config));
  });
}
