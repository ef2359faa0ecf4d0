import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { SHARE_IMAGE } from '@shop/contract/share-image';
import { AppError } from '#app/errors/app-error';
import { shareCardOf, shareImage, type ShareSubject } from './share.service.ts';

/**
 * Share images at /share/ (addresses from sharePaths in the contract): 1200 x 630 PNGs that link previews (Facebook,
 * WhatsApp, X) show. The storefront names them with ?v= set to the card's version; an answer to that version never
 * changes, so it may be kept for good. Without it, or with an older one, the current picture is answered for a few
 * minutes only. Every answer carries the version as its ETag.
 */

const FOREVER = 'public, max-age=31536000, immutable';
const A_WHILE = 'public, max-age=300';

/** The key in "{key}.png"; anything else names no share image. */
function keyOf(folder: string, file: string): string {
  const match = /^(.+)\.png$/.exec(file);
  if (!match) throw new AppError('not_found', `There is no share image at /share/${folder}/${file}.`);
  return match[1]!;
}

export async function shareRoutes(app: FastifyInstance): Promise<void> {
  async function answer(request: FastifyRequest, reply: FastifyReply, subject: ShareSubject) {
    const { png, version } = await shareImage(app.deps, await shareCardOf(app.deps, subject));
    const asked = (request.query as { v?: unknown }).v;
    const etag = `"${version}"`;
    reply.header('cache-control', asked === version ? FOREVER : A_WHILE).header('etag', etag);
    if (fresh(request.headers, { etag })) return reply.code(304).send();
    return reply.type(SHARE_IMAGE.type).send(png);
  }

  app.get('/share/home.png', (request, reply) => answer(request, reply, { kind: 'home' }));
  const kinds = { products: 'product', categories: 'category', pages: 'page' } as const;
  for (const [folder, kind] of Object.entries(kinds)) {
    app.get<{ Params: { file: string } }>(`/share/${folder}/:file`, (request, reply) =>
      answer(request, reply, { kind, key: keyOf(folder, request.params.file) }),
    );
  }
}
