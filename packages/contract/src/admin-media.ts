import { z } from './zod.ts';

/**
 * Pictures in the back office: uploads for products (their ordered pictures), variants, categories and brands.
 * An upload is the picture's bytes as the request body (Content-Type image/jpeg, image/png, image/webp or
 * application/octet-stream); the API decides the real type from the bytes, never from a name or a header.
 */

/** The most bytes one upload may have. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The most pixels (width x height) one upload may have: a small file can decode to gigabytes otherwise. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** What the `accept` attribute of a picture field offers. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp';
/** Content types the upload routes accept as the request body; the bytes decide the real type. */
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/octet-stream',
] as const;

/** Messages shown word for word by the API and the back-office pages. */
export const mediaMessages = {
  empty: 'Choose a picture to upload: the file is empty.',
  tooLarge: `The picture is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Save it smaller (a JPEG of about 3,000 pixels across is plenty) and try again.`,
  tooManyPixels: `The picture has more than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels. Resize it (about 3,000 pixels across is plenty) and try again.`,
  wrongType:
    'Only JPEG, PNG and WebP pictures can be uploaded. This file is something else, whatever its name says: save it as JPEG, PNG or WebP and try again.',
  unreadable:
    'The picture could not be read: the file looks damaged or cut short. Save it again as JPEG, PNG or WebP and try again.',
  lastPicture: 'A product keeps at least one picture. Upload another one before removing this one.',
  orderMismatch:
    "The order must list each of the product's pictures once. Reload the page and try again: someone may have changed them.",
} as const;

const id = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id is a whole number` })
    .int()
    .positive()
    .max(2 ** 31 - 1);

export const mediaIdParams = z.object({ id: id('record') });

/** A stored picture: its address (served at /media/...) and, for an upload, its size and whether every variant exists. */
export const storedPicture = z.object({
  image: z.string(),
  /** The original's pixel size, for an upload; null for a picture the shop was seeded with (an SVG). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Every WebP and AVIF width has been written; until then the original stands in for a missing one. */
  ready: z.boolean(),
});
export type StoredPicture = z.infer<typeof storedPicture>;

export const productPicture = storedPicture.extend({
  id: z.number().int(),
  sort_order: z.number().int(),
});
export type ProductPicture = z.infer<typeof productPicture>;

export const variantPicture = storedPicture.extend({
  id: z.number().int(),
  sku: z.string(),
});

/** A product's pictures in order (the first is its card picture), and its variants' pictures. */
export const productPictures = z.object({
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), image: z.string() }),
  pictures: z.array(productPicture),
  variants: z.array(variantPicture),
});
export type ProductPictures = z.infer<typeof productPictures>;

export const pictureOrderRequest = z.object({
  /** Every picture id of the product, in the new order. */
  ids: z.array(id('picture'), { error: 'ids is the list of picture ids in their new order' }).min(1).max(200),
});

const namedPicture = storedPicture.extend({ id: z.number().int(), name: z.string(), slug: z.string() });
export type NamedPicture = z.infer<typeof namedPicture>;

/** Categories' and brands' pictures, for the media page. */
export const mediaLibrary = z.object({
  categories: z.array(namedPicture),
  brands: z.array(namedPicture),
});
export type MediaLibrary = z.infer<typeof mediaLibrary>;

/** An upload's state, polled while its variants are being made. */
export const uploadState = z.object({
  hash: z.string(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  ready: z.boolean(),
  /** Addresses of the variants written so far. */
  variants: z.array(z.string()),
});
export type UploadState = z.infer<typeof uploadState>;
export const uploadHashParams = z.object({
  hash: z.string().regex(/^[a-f0-9]{24}$/, 'The upload is named by 24 hexadecimal characters'),
});
