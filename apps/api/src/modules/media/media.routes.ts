import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isStorePath, MEDIA_PREFIX } from './media-store.ts';

/**
 * Serves the media store (MEDIA_DIR) at /media/. A picture in the store is never changed in place (a changed picture
 * is a new file under a new name), so browsers and CDNs may keep each answer forever.
 */

const HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  // An SVG opened directly is a document: it must not run or load anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

function setHeaders(reply: FastifyReply, path: string): void {
  reply.headers(HEADERS);
  if (path.endsWith('.svg')) reply.header('content-type', 'image/svg+xml; charset=utf-8');
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const root = app.deps.config.MEDIA_DIR;
  // serve: false, because the route below checks each address before a file is looked up.
  await app.register(fastifyStatic, { serve: false, index: false, dotfiles: 'deny', setHeaders });

  app.get<{ Params: { '*': string } }>(`${MEDIA_PREFIX}*`, async (request, reply) => {
    const path = request.params['*'];
    // The same answer as for a file that is not there (which sendFile gives): the shop's 404 for a missing file.
    if (!isStorePath(path)) return reply.callNotFound();
    return reply.sendFile(path, root);
  });
}
