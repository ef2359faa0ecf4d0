import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MAX_UPLOAD_BYTES,
  mediaIdParams,
  mediaLibrary,
  mediaMessages,
  pictureOrderRequest,
  productPictures,
  uploadHashParams,
  uploadState,
} from '@shop/contract/admin-media';
import { homePictureUpload } from '@shop/contract/admin-home';
import { envelope } from '@shop/contract/envelope';
import { AppError } from '#app/errors/app-error';
import { ok } from '#app/http/envelope';
import { staffOf } from '#app/plugins/staff-session';
import { VariantJobs } from './media-jobs.ts';
import * as media from './media.service.ts';
import type { MediaDeps } from './media.service.ts';

/**
 * Pictures in the back office (ADR 0029). Uploads are the picture's bytes as the whole request body: the storefront's
 * form posts (multipart, parsed by the page's action) and the page's script both forward the file that way, so the API
 * needs no multipart parser. Owners and managers change pictures; support staff may look.
 */

const tags = ['back office'];
const editors = { staffRoles: ['owner', 'manager'] as const };
const readers = { staffRoles: ['owner', 'manager', 'support'] as const };

declare module 'fastify' {
  interface FastifyInstance {
    /** The media store and the job making upload variants (tests and the benchmark wait on `jobs.idle()`). */
    media: MediaDeps;
  }
}

function bytesOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
}

const uploadSchema = { consumes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'] };

/** The routes whose body is a picture: any content type is read as bytes (the bytes decide what it is). */
const uploadRoutes: FastifyPluginAsyncZod<{ deps: MediaDeps }> = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  // A declared length over the limit is refused before a byte is read, with words a person can act on.
  app.addHook('preParsing', async (request) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BYTES)
      throw new AppError('payload_too_large', mediaMessages.tooLarge);
  });
  const options = { bodyLimit: MAX_UPLOAD_BYTES, config: editors };

  app.post(
    '/api/admin/media/products/:id/pictures',
    {
      ...options,
      schema: {
        tags,
        ...uploadSchema,
        summary:
          "Add a picture at the end of a product's pictures (owners, managers): JPEG, PNG or WebP, 15 MB",
        params: mediaIdParams,
        response: { 201: envelope(productPictures) },
      },
    },
    async (request, reply) => {
      const result = await media.addProductPicture(
        deps,
        request.params.id,
        bytesOf(request),
        staffOf(request).staffId,
      );
      return reply.status(201).send(ok(result, 'The picture was added.', 201));
    },
  );

  app.put(
    '/api/admin/media/pictures/:id',
    {
      ...options,
      schema: {
        tags,
        ...uploadSchema,
        summary: "Replace one of a product's pictures, keeping its place (owners, managers)",
        params: mediaIdParams,
        response: { 200: envelope(productPictures) },
      },
    },
    async (request) =>
      ok(
        await media.replaceProductPicture(
          deps,
          request.params.id,
          bytesOf(request),
          staffOf(request).staffId,
        ),
        'The picture was replaced.',
      ),
  );

  app.put(
    '/api/admin/media/variants/:id',
    {
      ...options,
      schema: {
        tags,
        ...uploadSchema,
        summary: "Set a variant's picture (owners, managers)",
        params: mediaIdParams,
        response: { 200: envelope(productPictures) },
      },
    },
    async (request) =>
      ok(
        await media.setVariantPicture(deps, request.params.id, bytesOf(request), staffOf(request).staffId),
        "The variant's picture was replaced.",
      ),
  );

  app.post(
    '/api/admin/media/library',
    {
      ...options,
      schema: {
        tags,
        ...uploadSchema,
        summary:
          'Add a picture to the library (owners, managers), for a home page slide or tile to use: JPEG, PNG or WebP, 15 MB',
        response: { 201: envelope(homePictureUpload) },
      },
    },
    async (request, reply) => {
      const image = await media.addLibraryPicture(deps, bytesOf(request), staffOf(request).staffId);
      return reply.status(201).send(ok({ image }, 'The picture was uploaded.', 201));
    },
  );

  for (const table of ['categories', 'brands'] as const) {
    const label = table === 'categories' ? 'category' : 'brand';
    app.put(
      `/api/admin/media/${table}/:id`,
      {
        ...options,
        schema: {
          tags,
          ...uploadSchema,
          summary: `Set a ${label}'s picture (owners, managers)`,
          params: mediaIdParams,
          response: { 200: envelope(mediaLibrary) },
        },
      },
      async (request) =>
        ok(
          await media.setOwnerPicture(
            deps,
            table,
            request.params.id,
            bytesOf(request),
            staffOf(request).staffId,
          ),
          `The ${label}'s picture was replaced.`,
        ),
    );
  }
};

const pictureRoutes: FastifyPluginAsyncZod<{ deps: MediaDeps }> = async (app, { deps }) => {
  const { db } = deps.deps;

  app.get(
    '/api/admin/media/products/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: "A product's pictures in order (the first is its card picture) and its variants' pictures",
        params: mediaIdParams,
        response: { 200: envelope(productPictures) },
      },
    },
    async (request) => ok(await media.productPictures(db, request.params.id)),
  );

  app.put(
    '/api/admin/media/products/:id/order',
    {
      config: editors,
      schema: {
        tags,
        summary:
          "Set the order of a product's pictures (owners, managers); the first becomes its card picture",
        params: mediaIdParams,
        body: pictureOrderRequest,
        response: { 200: envelope(productPictures) },
      },
    },
    async (request) =>
      ok(
        await media.orderProductPictures(deps, request.params.id, request.body.ids, staffOf(request).staffId),
        'The order was saved.',
      ),
  );

  app.delete(
    '/api/admin/media/pictures/:id',
    {
      config: editors,
      schema: {
        tags,
        summary: "Remove one of a product's pictures (owners, managers); a product keeps at least one",
        params: mediaIdParams,
        response: { 200: envelope(productPictures) },
      },
    },
    async (request) =>
      ok(
        await media.removeProductPicture(deps, request.params.id, staffOf(request).staffId),
        'The picture was removed.',
      ),
  );

  app.get(
    '/api/admin/media/library',
    {
      config: readers,
      schema: {
        tags,
        summary: "Categories' and brands' pictures",
        response: { 200: envelope(mediaLibrary) },
      },
    },
    async () => ok(await media.mediaLibrary(db)),
  );

  app.get(
    '/api/admin/media/uploads/:hash',
    {
      config: readers,
      schema: {
        tags,
        summary: "An upload's size and the variants written so far",
        params: uploadHashParams,
        response: { 200: envelope(uploadState) },
      },
    },
    async (request) => ok(await media.uploadState(db, request.params.hash)),
  );
};

/** Not encapsulated, so `app.media` is visible from the root (tests, the benchmark). */
export const mediaAdminRoutes = fp(async function mediaAdminRoutes(app: FastifyInstance): Promise<void> {
  const storage = app.deps.media;
  const deps: MediaDeps = { deps: app.deps, storage, jobs: new VariantJobs(app.deps, storage, app.log) };
  app.decorate('media', deps);
  await app.register(uploadRoutes, { deps });
  await app.register(pictureRoutes, { deps });
  app.addHook('onReady', async () => {
    await media.resumeVariants(deps);
  });
  // Variants being written finish before the database closes under them.
  app.addHook('onClose', async () => {
    await deps.jobs.idle();
  });
});
