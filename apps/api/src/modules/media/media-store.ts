import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * The media store: the shop's pictures as files in one folder (MEDIA_DIR), served at /media/ under the same path, so
 * the address /media/brand/apple.svg is the file MEDIA_DIR/brand/apple.svg. The seed writes the demo's pictures here
 * and operators add their own the same way.
 */

export const MEDIA_PREFIX = '/media/';

/**
 * Lower-case names of letters, digits, hyphens and underscores, at most four folders deep, ending in a picture's
 * extension. Nothing else is ever served, so no address reaches a hidden file, a file being written or anything
 * outside the store.
 */
const STORE_PATH =
  /^(?:[a-z0-9][a-z0-9_-]{0,79}\/){0,4}[a-z0-9][a-z0-9_-]{0,79}\.(?:svg|png|jpg|jpeg|webp|avif|gif)$/;

/** A path inside the store ("brand/apple.svg") that may be served. */
export function isStorePath(path: string): boolean {
  return STORE_PATH.test(path);
}

/** The store path of a /media/ address, or null when the address names nothing the store can hold. */
export function storePathOf(address: string): string | null {
  if (!address.startsWith(MEDIA_PREFIX)) return null;
  const path = address.slice(MEDIA_PREFIX.length);
  return isStorePath(path) ? path : null;
}

/** Where a brand's logo goes: a brand the catalog import adds points here until its logo is put in the store. */
export function brandLogoAddress(slug: string): string {
  return `${MEDIA_PREFIX}brand/${slug}.svg`;
}

function fileOf(root: string, address: string): string {
  const path = storePathOf(address);
  if (path === null) throw new Error(`${address} is not an address of the media store.`);
  return join(root, path);
}

/** Whether the store has a picture at the address. */
export async function hasMediaFile(root: string, address: string): Promise<boolean> {
  try {
    return (await stat(fileOf(root, address))).isFile();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Puts a picture in the store unless there is one at that address already, so a picture an operator replaced stays.
 * The file is written under a temporary name and then renamed, so a request never gets half a picture. Returns
 * whether it wrote the file.
 */
export async function addMediaFile(
  root: string,
  address: string,
  content: string | Uint8Array,
): Promise<boolean> {
  if (await hasMediaFile(root, address)) return false;
  const file = fileOf(root, address);
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
  return true;
}
