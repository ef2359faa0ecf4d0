import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UPLOAD_FOLDER } from '@shop/contract/picture-sources';
import type { MediaStorage } from '#app/deps';
import type { Config } from '#app/env';
import { s3MediaStorage } from './media-s3-storage.ts';
import { isStorePath } from './media-store.ts';

const FOLDER = /^(?:[a-z0-9][a-z0-9_-]{0,79}\/){0,3}[a-z0-9][a-z0-9_-]{0,79}$/;

function checked(path: string, rule: (p: string) => boolean): string {
  if (!rule(path)) throw new Error(`${path} is not a path of the media store.`);
  return path;
}

/**
 * The media store: the local disk (MEDIA_DIR), which the seed and the catalog import write to; with MEDIA_S3_BUCKET
 * set, the back office's uploads (the "up" folder) go to that bucket instead, so several servers share them.
 */
export async function openMediaStorage(config: Config): Promise<MediaStorage> {
  const disk = localMediaStorage(config.MEDIA_DIR);
  const bucket = config.MEDIA_S3_BUCKET;
  if (!bucket) return disk;
  const uploads = await s3MediaStorage({ ...config, MEDIA_S3_BUCKET: bucket });
  const inBucket = (path: string) => path === UPLOAD_FOLDER || path.startsWith(`${UPLOAD_FOLDER}/`);
  const of = (path: string) => (inBucket(path) ? uploads : disk);
  return {
    put: (path, content) => of(path).put(path, content),
    get: (path) => of(path).get(path),
    has: (path) => of(path).has(path),
    list: (folder) => of(folder).list(folder),
    removeFolder: (folder) => of(folder).removeFolder(folder),
    diskFolder: (path) => (inBucket(path) ? null : config.MEDIA_DIR),
  };
}

/** The media store on local disk, under MEDIA_DIR, served by media.routes.ts. */
export function localMediaStorage(root: string): MediaStorage {
  const file = (path: string) => join(root, checked(path, isStorePath));
  const folder = (path: string) =>
    join(
      root,
      checked(path, (p) => FOLDER.test(p)),
    );
  return {
    async put(path, content) {
      const target = file(path);
      await mkdir(dirname(target), { recursive: true });
      // Written aside and renamed into place, so the file appears whole.
      const temporary = `${target}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, content);
      await rename(temporary, target);
    },
    async get(path) {
      try {
        return await readFile(file(path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async has(path) {
      try {
        return (await stat(file(path))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    async list(path) {
      try {
        const names = await readdir(folder(path));
        return names.map((name) => `${path}/${name}`).filter(isStorePath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async removeFolder(path) {
      await rm(folder(path), { recursive: true, force: true });
    },
    diskFolder: () => root,
  };
}
