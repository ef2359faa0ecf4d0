/**
 * How an uploaded picture is named in the media store, shared by the API (which writes the files) and the storefront
 * (which builds `srcset` from the address alone, so no page needs another query or field to use the variants).
 *
 * An upload is a folder named by the SHA-256 of the uploaded bytes, holding the original re-encoded without metadata
 * (`<width>x<height>.<jpg|png|webp>`, the address the catalog stores) and one WebP and one AVIF per width
 * (`<width>.webp`, `<width>.avif`). Content-hashed names never change content, so every file is cached for good.
 * Kept free of zod: the product card imports it on the home page.
 */

/** The responsive widths, smallest first; an original narrower than a step gets its own width as the last one. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1600] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];
export type OriginalFormat = 'jpg' | 'png' | 'webp';

/** The store folder uploads live in (MEDIA_DIR/up/<hash>/...). */
export const UPLOAD_FOLDER = 'up';

const UPLOADED = /^\/media\/up\/([a-f0-9]{24})\/([1-9]\d{0,4})x([1-9]\d{0,4})\.(jpg|png|webp)$/;

/** The widths an original of this width is resized to: every step below it, capped at the original. */
export function variantWidths(originalWidth: number): number[] {
  const below: number[] = PICTURE_WIDTHS.filter((w) => w < originalWidth);
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
  return originalWidth <= largest ? [...below, originalWidth] : below;
}

export function originalAddress(hash: string, width: number, height: number, format: OriginalFormat): string {
  return `/media/${UPLOAD_FOLDER}/${hash}/${width}x${height}.${format}`;
}

export function variantAddress(hash: string, width: number, format: VariantFormat): string {
  return `/media/${UPLOAD_FOLDER}/${hash}/${width}.${format}`;
}

export interface UploadedPicture {
  hash: string;
  width: number;
  height: number;
  format: OriginalFormat;
}

/** The upload an address names, or null for any other picture (the demo's SVGs, an address typed in by hand). */
export function uploadedPicture(address: string): UploadedPicture | null {
  const match = UPLOADED.exec(address);
  if (!match) return null;
  return {
    hash: match[1]!,
    width: Number(match[2]),
    height: Number(match[3]),
    format: match[4] as OriginalFormat,
  };
}

export interface PictureSources {
  /** The original's size, for width and height attributes that keep the layout from shifting. */
  width: number;
  height: number;
  /** `srcset` values per format, e.g. "/media/up/…/320.avif 320w, /media/up/…/640.avif 640w". */
  avif: string;
  webp: string;
}

/** The responsive sources of an uploaded picture's address; null when the address is not an upload. */
export function pictureSources(address: string): PictureSources | null {
  const picture = uploadedPicture(address);
  if (!picture) return null;
  const srcset = (format: VariantFormat) =>
    variantWidths(picture.width)
      .map((w) => `${variantAddress(picture.hash, w, format)} ${w}w`)
      .join(', ');
  return { width: picture.width, height: picture.height, avif: srcset('avif'), webp: srcset('webp') };
}
