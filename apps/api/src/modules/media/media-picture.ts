import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, mediaMessages } from '@shop/contract/admin-media';
import {
  type OriginalFormat,
  type VariantFormat,
  originalAddress,
  variantAddress,
  variantWidths,
} from '@shop/contract/picture-sources';
import { AppError } from '#app/errors/app-error';

/**
 * Reading and encoding one uploaded picture with sharp. The type comes from the bytes: the magic numbers first (a
 * text file or an SVG named .jpg stops here, before any decoder sees it), then sharp's own reading of the header, which
 * must agree. Pixels are limited twice: by the header's size before decoding, and by sharp's limitInputPixels while
 * decoding, so a small file that claims to be a huge picture (a decompression bomb) is refused without being unpacked.
 */

export interface InspectedPicture {
  hash: string;
  format: OriginalFormat;
}

export interface EncodedOriginal {
  hash: string;
  /** The address the catalog stores. */
  image: string;
  width: number;
  height: number;
  content: Buffer;
}

const sharpOptions = { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' } as const;

/** The format the first bytes announce, or null for anything that is not JPEG, PNG or WebP. */
export function sniffFormat(bytes: Uint8Array): OriginalFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

const SHARP_FORMAT: Record<OriginalFormat, string> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

/** The checks that need no decoding; throws the refusal a person can act on. */
export async function inspectPicture(bytes: Uint8Array): Promise<InspectedPicture> {
  if (bytes.length === 0) throw new AppError('bad_request', mediaMessages.empty);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', mediaMessages.tooLarge);
  const format = sniffFormat(bytes);
  if (!format) throw new AppError('unsupported_media_type', mediaMessages.wrongType);
  let meta: sharp.Metadata;
  try {
    // The header alone, not decoded: the pixel limit is checked below with a message of its own.
    meta = await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('bad_request', mediaMessages.unreadable);
  }
  if (meta.format !== SHARP_FORMAT[format])
    throw new AppError('unsupported_media_type', mediaMessages.wrongType);
  if (!meta.width || !meta.height) throw new AppError('bad_request', mediaMessages.unreadable);
  // Animated WebP and APNG count every frame's pixels.
  if (meta.width * meta.height * (meta.pages ?? 1) > MAX_UPLOAD_PIXELS)
    throw new AppError('payload_too_large', mediaMessages.tooManyPixels);
  return { hash: createHash('sha256').update(bytes).digest('hex').slice(0, 24), format };
}

function decoder(bytes: Uint8Array) {
  // rotate() turns the picture upright by its EXIF orientation; sharp writes no metadata unless told to, so the
  // camera's EXIF (place, device) does not reach the shop's visitors.
  return sharp(bytes, sharpOptions).rotate();
}

/** The original re-encoded in its own format without metadata, upright. */
export async function encodeOriginal(bytes: Uint8Array, picture: InspectedPicture): Promise<EncodedOriginal> {
  const pipeline = decoder(bytes);
  const encoded =
    picture.format === 'jpg'
      ? pipeline.jpeg({ quality: 85, mozjpeg: false })
      : picture.format === 'png'
        ? pipeline.png({ compressionLevel: 8 })
        : pipeline.webp({ quality: 85 });
  let result: { data: Buffer; info: sharp.OutputInfo };
  try {
    result = await encoded.toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (String((error as Error).message).includes('pixel limit'))
      throw new AppError('payload_too_large', mediaMessages.tooManyPixels);
    throw new AppError('bad_request', mediaMessages.unreadable);
  }
  const { width, height } = result.info;
  return {
    hash: picture.hash,
    image: originalAddress(picture.hash, width, height, picture.format),
    width,
    height,
    content: result.data,
  };
}

export interface VariantSpec {
  width: number;
  format: VariantFormat;
  /** The store address. */
  address: string;
}

/** Every variant of an original, smallest first and WebP before AVIF (WebP is quicker, so a usable one exists soonest). */
export function variantSpecs(hash: string, originalWidth: number): VariantSpec[] {
  return variantWidths(originalWidth).flatMap((width) =>
    (['webp', 'avif'] as const).map((format) => ({
      width,
      format,
      address: variantAddress(hash, width, format),
    })),
  );
}

/** One variant, encoded from the re-encoded original (already upright and free of metadata). */
export async function encodeVariant(original: Uint8Array, spec: VariantSpec): Promise<Buffer> {
  const resized = sharp(original, sharpOptions).resize({ width: spec.width, withoutEnlargement: true });
  // AVIF at effort 2: a third of the default's time for a few per cent more bytes, on a 2-core server.
  return spec.format === 'webp'
    ? resized.webp({ quality: 80 }).toBuffer()
    : resized.avif({ quality: 50, effort: 2 }).toBuffer();
}
