import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { UPLOAD_FOLDER } from '@shop/contract/picture-sources';
import { isStorePath, MEDIA_PREFIX } from './media-store.ts';
import { contentTypeOf } from './media-s3-storage.ts';

/**
 * Serves the media store (MEDIA_DIR, and a bucket's uploads when one is configured) at /media/. A picture in the store is never changed in place (a changed picture
 * is a new file under a new name), so browsers and CDNs may keep each answer forever.
 */

const HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  // An SVG opened directly is a document: it must not run or load anything.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
} as const;

/** A WebP or AVIF width of an upload ("up/<hash>/640.webp"), which may not be written yet. */
const VARIANT = new RegExp(`^${UPLOAD_FOLDER}/([a-f0-9]{24})/\\d{1,5}\\.(?:webp|avif)$`);
const ORIGINAL = /\/\d{1,5}x\d{1,5}\.(?:jpg|png|webp)$/;

function setHeaders(reply: FastifyReply, path: string): void {
  reply.headers(HEADERS);
  if (path.endsWith('.svg')) reply.header('content-type', 'image/svg+xml; charset=utf-8');
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const storage = app.deps.media;
  // serve: false, because the route below checks each address before a file is looked up.
  await app.register(fastifyStatic, { serve: false, index: false, dotfiles: 'deny', setHeaders });

  app.get<{ Params: { '*': string } }>(`${MEDIA_PREFIX}*`, async (request, reply) => {
    const path = request.params['*'];
    // The same answer as for a file that is not there (which sendFile gives): the shop's 404 for a missing file.
    if (!isStorePath(path)) return reply.callNotFound();
    const variant = VARIANT.exec(path);
    if (variant && !(await storage.has(path))) {
      // An upload's variants are made just after it is answered: until this one exists, its original stands in
      // (not cached, so the variant is fetched once it is there).
      const original = (await storage.list(`${UPLOAD_FOLDER}/${variant[1]}`)).find((p) => ORIGINAL.test(p));
      if (original)
        return reply.header('cache-control', 'no-store').redirect(`${MEDIA_PREFIX}${original}`, 307);
    }
    const folder = storage.diskFolder(path);
    if (folder !== null) return reply.sendFile(path, folder);
    // Kept in a bucket (normally behind a CDN that answers first): read through the store.
    const bytes = await storage.get(path);
    if (!bytes) return reply.callNotFound();
    setHeaders(reply, path);
    return reply.type(contentTypeOf(path)).send(bytes);
  });
}
