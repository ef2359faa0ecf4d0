import type { Kysely, Transaction } from 'kysely';
import {
  mediaMessages,
  type MediaLibrary,
  type ProductPictures,
  type StoredPicture,
  type UploadState,
} from '@shop/contract/admin-media';
import { MEDIA_PREFIX } from './media-store.ts';
import { uploadedPicture } from '@shop/contract/picture-sources';
import type { Database } from '#app/db/schema';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import type { VariantJobs } from './media-jobs.ts';
import { encodeOriginal, inspectPicture } from './media-picture.ts';
import type { MediaStorage } from '#app/deps';
import * as repo from './media.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface MediaDeps {
  deps: Pick<Deps, 'db' | 'reads'>;
  storage: MediaStorage;
  jobs: VariantJobs;
}

const storePath = (image: string) => image.slice(MEDIA_PREFIX.length);

/**
 * Checks an upload, stores its re-encoded original and queues its variants; the same bytes uploaded again reuse the
 * stored picture. Returns the address catalog rows point at.
 */
async function storeUpload(media: MediaDeps, bytes: Uint8Array, staffId: number): Promise<string> {
  const inspected = await inspectPicture(bytes);
  const known = await repo.findUpload(media.deps.db, inspected.hash);
  if (known && (await media.storage.has(storePath(known.image)))) {
    if (known.ready_at === null) media.jobs.enqueue(known.hash);
    return known.image;
  }
  const original = await encodeOriginal(bytes, inspected);
  await media.storage.put(storePath(original.image), original.content);
  if (known) await repo.deleteUpload(media.deps.db, known.hash);
  await repo.insertUpload(
    media.deps.db,
    {
      hash: original.hash,
      image: original.image,
      width: original.width,
      height: original.height,
      bytes: original.content.length,
      created_by: staffId,
    },
    new Date().toISOString(),
  );
  media.jobs.enqueue(original.hash);
  return original.image;
}

/**
 * After a change commits: an uploaded picture no catalog row shows any more loses its files and its row. A picture
 * the shop was seeded with (an SVG) is left alone; it may be reused.
 */
async function release(media: MediaDeps, images: readonly string[]): Promise<void> {
  for (const image of new Set(images)) {
    const picture = uploadedPicture(image);
    if (!picture) continue;
    if ((await repo.pictureReferences(media.deps.db, image)) > 0) continue;
    media.jobs.drop(picture.hash);
    await repo.deleteUpload(media.deps.db, picture.hash);
    await media.storage.removeFolder(`up/${picture.hash}`);
  }
}

/** Runs the change that puts a new upload to use; if it fails, the upload goes again unless something else shows it. */
async function using<T>(media: MediaDeps, image: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    await release(media, [image]);
    throw error;
  }
}

async function describe(db: Db, images: readonly string[]): Promise<Map<string, StoredPicture>> {
  const uploads = new Map((await repo.uploadsByImage(db, images)).map((u) => [u.image, u]));
  return new Map(
    images.map((image) => {
      const upload = uploads.get(image);
      return [
        image,
        {
          image,
          width: upload?.width ?? null,
          height: upload?.height ?? null,
          // A picture that is not an upload has no variants to wait for.
          ready: upload ? upload.ready_at !== null : true,
        },
      ];
    }),
  );
}

export async function productPictures(db: Db, productId: number): Promise<ProductPictures> {
  const product = await repo.findProduct(db, productId);
  if (!product) throw new AppError('not_found', 'This product does not exist. It may have been deleted.');
  const [pictures, variants] = await Promise.all([
    repo.productImages(db, productId),
    repo.productVariants(db, productId),
  ]);
  const described = await describe(db, [...pictures.map((p) => p.image), ...variants.map((v) => v.image)]);
  return {
    product,
    pictures: pictures.map((p) => ({ ...described.get(p.image)!, id: p.id, sort_order: p.sort_order })),
    variants: variants.map((v) => ({ ...described.get(v.image)!, id: v.id, sku: v.sku })),
  };
}

/** The card shows the product's first picture. */
async function syncCardImage(trx: Db, productId: number, now: string): Promise<void> {
  const [first] = await repo.productImages(trx, productId);
  const product = await repo.findProduct(trx, productId);
  if (first && product && product.image !== first.image)
    await repo.setProductCardImage(trx, productId, first.image, now);
}

export async function addProductPicture(
  media: MediaDeps,
  productId: number,
  bytes: Uint8Array,
  staffId: number,
): Promise<ProductPictures> {
  const { db } = media.deps;
  if (!(await repo.findProduct(db, productId)))
    throw new AppError('not_found', 'This product does not exist. It may have been deleted.');
  const image = await storeUpload(media, bytes, staffId);
  const now = new Date().toISOString();
  const result = await using(media, image, () =>
    db.transaction().execute(async (trx) => {
      const existing = await repo.productImages(trx, productId);
      const sortOrder = existing.reduce((max, p) => Math.max(max, p.sort_order + 1), 0);
      const id = await repo.insertProductImage(trx, { product_id: productId, image, sort_order: sortOrder });
      await syncCardImage(trx, productId, now);
      await recordAudit(
        trx,
        {
          staffId,
          action: 'product_picture.create',
          entity: { type: 'product_picture', id },
          before: null,
          after: { product_id: productId, image, sort_order: sortOrder },
        },
        now,
      );
      return productPictures(trx, productId);
    }),
  );
  media.deps.reads.invalidate();
  return result;
}

async function loadPicture(db: Db, id: number) {
  const picture = await repo.findProductImage(db, id);
  if (!picture) throw new AppError('not_found', 'This picture does not exist any more. Reload the page.');
  return picture;
}

export async function replaceProductPicture(
  media: MediaDeps,
  pictureId: number,
  bytes: Uint8Array,
  staffId: number,
): Promise<ProductPictures> {
  const { db } = media.deps;
  await loadPicture(db, pictureId);
  const image = await storeUpload(media, bytes, staffId);
  const now = new Date().toISOString();
  const { before, result } = await using(media, image, () =>
    db.transaction().execute(async (trx) => {
      const before = await loadPicture(trx, pictureId);
      await repo.setProductImage(trx, pictureId, image);
      await syncCardImage(trx, before.product_id, now);
      // A card that showed the old picture (without it being first, as the seed left some) follows the new one.
      const product = await repo.findProduct(trx, before.product_id);
      if (product?.image === before.image) await repo.setProductCardImage(trx, before.product_id, image, now);
      await recordAudit(
        trx,
        {
          staffId,
          action: 'product_picture.replace',
          entity: { type: 'product_picture', id: pictureId },
          before: { product_id: before.product_id, image: before.image },
          after: { product_id: before.product_id, image },
        },
        now,
      );
      return { before, result: await productPictures(trx, before.product_id) };
    }),
  );
  media.deps.reads.invalidate();
  await release(media, [before.image]);
  return result;
}

export async function removeProductPicture(
  media: MediaDeps,
  pictureId: number,
  staffId: number,
): Promise<ProductPictures> {
  const { db } = media.deps;
  const now = new Date().toISOString();
  const { before, result } = await db.transaction().execute(async (trx) => {
    const before = await loadPicture(trx, pictureId);
    const own = await repo.productImages(trx, before.product_id);
    if (before.variant_id === null && own.length <= 1)
      throw new AppError('conflict', mediaMessages.lastPicture);
    await repo.deleteProductImage(trx, pictureId);
    await syncCardImage(trx, before.product_id, now);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'product_picture.delete',
        entity: { type: 'product_picture', id: pictureId },
        before: { product_id: before.product_id, image: before.image, sort_order: before.sort_order },
        after: null,
      },
      now,
    );
    return { before, result: await productPictures(trx, before.product_id) };
  });
  media.deps.reads.invalidate();
  await release(media, [before.image]);
  return result;
}

export async function orderProductPictures(
  media: MediaDeps,
  productId: number,
  ids: readonly number[],
  staffId: number,
): Promise<ProductPictures> {
  const { db } = media.deps;
  const now = new Date().toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const current = await productPictures(trx, productId);
    const known = current.pictures.map((p) => p.id);
    const same =
      ids.length === known.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => known.includes(id));
    if (!same) throw new AppError('bad_request', mediaMessages.orderMismatch);
    for (const [index, id] of ids.entries()) await repo.setProductImageOrder(trx, id, index);
    await syncCardImage(trx, productId, now);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'product_picture.order',
        entity: { type: 'product', id: productId },
        before: { ids: known },
        after: { ids: [...ids] },
      },
      now,
    );
    return productPictures(trx, productId);
  });
  media.deps.reads.invalidate();
  return result;
}

export async function setVariantPicture(
  media: MediaDeps,
  variantId: number,
  bytes: Uint8Array,
  staffId: number,
): Promise<ProductPictures> {
  const { db } = media.deps;
  if (!(await repo.findVariant(db, variantId)))
    throw new AppError('not_found', 'This variant does not exist. It may have been deleted.');
  const image = await storeUpload(media, bytes, staffId);
  const now = new Date().toISOString();
  const { before, result } = await using(media, image, () =>
    db.transaction().execute(async (trx) => {
      const before = await repo.findVariant(trx, variantId);
      if (!before) throw new AppError('not_found', 'This variant does not exist. It may have been deleted.');
      await repo.setVariantImage(trx, variantId, image);
      await recordAudit(
        trx,
        {
          staffId,
          action: 'product_variant.picture',
          entity: { type: 'product_variant', id: variantId },
          before: { sku: before.sku, image: before.image },
          after: { sku: before.sku, image },
        },
        now,
      );
      return { before, result: await productPictures(trx, before.product_id) };
    }),
  );
  media.deps.reads.invalidate();
  await release(media, [before.image]);
  return result;
}

const OWNER_LABEL = { categories: 'category', brands: 'brand' } as const;

export async function setOwnerPicture(
  media: MediaDeps,
  table: repo.OwnerTable,
  id: number,
  bytes: Uint8Array,
  staffId: number,
): Promise<MediaLibrary> {
  const { db } = media.deps;
  const label = OWNER_LABEL[table];
  if (!(await repo.findOwner(db, table, id)))
    throw new AppError('not_found', `This ${label} does not exist. It may have been deleted.`);
  const image = await storeUpload(media, bytes, staffId);
  const now = new Date().toISOString();
  const before = await using(media, image, () =>
    db.transaction().execute(async (trx) => {
      const before = await repo.findOwner(trx, table, id);
      if (!before) throw new AppError('not_found', `This ${label} does not exist. It may have been deleted.`);
      await repo.setOwnerImage(trx, table, id, image);
      await recordAudit(
        trx,
        {
          staffId,
          action: `${label}.picture`,
          entity: { type: label, id },
          before: { name: before.name, image: before.image },
          after: { name: before.name, image },
        },
        now,
      );
      return before;
    }),
  );
  media.deps.reads.invalidate();
  await release(media, [before.image]);
  return mediaLibrary(db);
}

/**
 * An upload kept in the library for a row outside the catalog to point at (a home page banner): stored and audited
 * like any picture; the row that uses it keeps it, as `pictureReferences` counts it.
 */
export async function addLibraryPicture(
  media: MediaDeps,
  bytes: Uint8Array,
  staffId: number,
): Promise<string> {
  const image = await storeUpload(media, bytes, staffId);
  await recordAudit(media.deps.db, {
    staffId,
    action: 'media.upload',
    entity: { type: 'upload', id: uploadedPicture(image)?.hash ?? image },
    before: null,
    after: { image },
  });
  return image;
}

export function recentUploads(db: Db, limit: number): Promise<string[]> {
  return repo.recentUploadImages(db, limit);
}

export async function mediaLibrary(db: Db): Promise<MediaLibrary> {
  const [categories, brands] = await Promise.all([repo.owners(db, 'categories'), repo.owners(db, 'brands')]);
  const described = await describe(
    db,
    [...categories, ...brands].map((o) => o.image),
  );
  const named = (o: (typeof categories)[number]) => ({
    ...described.get(o.image)!,
    id: o.id,
    name: o.name,
    slug: o.slug,
  });
  return { categories: categories.map(named), brands: brands.map(named) };
}

export async function uploadState(db: Db, hash: string): Promise<UploadState> {
  const upload = await repo.findUpload(db, hash);
  if (!upload) throw new AppError('not_found', 'No upload has this name.');
  return {
    hash: upload.hash,
    image: upload.image,
    width: upload.width,
    height: upload.height,
    ready: upload.ready_at !== null,
    variants: upload.variants.split(' ').filter(Boolean),
  };
}

/** Uploads a restart cut short get their variants now. */
export async function resumeVariants(media: MediaDeps): Promise<void> {
  for (const { hash } of await repo.unfinishedUploads(media.deps.db)) media.jobs.enqueue(hash);
}
