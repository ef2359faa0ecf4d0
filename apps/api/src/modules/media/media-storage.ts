import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isStorePath } from './media-store.ts';

/**
 * Where uploaded pictures' files live. Paths are store paths ("up/<hash>/640.webp"), the part of a /media/ address
 * after the prefix. The local disk (MEDIA_DIR) is the one store today; an S3-compatible bucket behind a CDN is the
 * way out when several servers share pictures (ADR 0029 describes how such a store plugs in here).
 */
export interface MediaStorage {
  /** Writes a whole file; a reader never sees half of one. */
  put(path: string, content: Uint8Array): Promise<void>;
  /** A file's content, or null when it is not there. */
  get(path: string): Promise<Buffer | null>;
  has(path: string): Promise<boolean>;
  /** The store paths directly inside a folder ("up/<hash>"), or none when it is not there. */
  list(folder: string): Promise<string[]>;
  /** Removes a folder and everything in it; nothing happens when it is not there. */
  removeFolder(folder: string): Promise<void>;
}

const FOLDER = /^(?:[a-z0-9][a-z0-9_-]{0,79}\/){0,3}[a-z0-9][a-z0-9_-]{0,79}$/;

function checked(path: string, rule: (p: string) => boolean): string {
  if (!rule(path)) throw new Error(`${path} is not a path of the media store.`);
  return path;
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
  };
}
