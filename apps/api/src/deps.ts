import type {} from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import type { Config } from '#app/env';
import type { ReadCache } from '#app/lib/read-cache';
import type { RenderedImages } from '#app/lib/rendered-images';
import type { SearchEngine } from '#app/modules/search/search-engine';

/** Whether the shop is closed for maintenance, and what shoppers are told meanwhile (both languages). */
export interface MaintenanceState {
  on: boolean;
  message_en: string | null;
  message_ar: string | null;
}

export interface MaintenanceChange {
  on: boolean;
  message_en?: string | undefined;
  message_ar?: string | undefined;
}

/** The maintenance switch (kept in site settings by modules/site): read by the API gate, set by the operator. */
export interface Maintenance {
  /** The state as last read, while fresh enough to trust without a query; undefined when it must be read again. */
  known(): MaintenanceState | undefined;
  get(): Promise<MaintenanceState>;
  /** Turns the switch, audited as the staff member's change (null or none: an operator on the server). */
  set(change: MaintenanceChange, by?: { staffId: number | null }): Promise<MaintenanceState>;
  /** Every site setting as last read (a second at most). */
  settings(): Promise<ReadonlyMap<string, string>>;
  /** Drops what was read, after a setting was written. */
  forget(): void;
}

/**
 * Where the shop's pictures' files live (the media store served at /media/; modules/media builds it). Paths are store
 * paths ("up/<hash>/640.webp"), the part of a /media/ address after the prefix.
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
  /** The folder on this server's disk a path is kept under, or null when it is kept elsewhere (a bucket). */
  diskFolder(path: string): string | null;
}

/**
 * What the modules need from the outside world and from each other, built once by openRuntime (runtime.ts) and
 * decorated on the app. Anything kept between requests lives here, never in a module-level map.
 */
export interface Deps {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  redis: Redis | null;
  /** Public catalog reads, kept CATALOG_CACHE_MS; cleared or expired by whatever changes the catalog. */
  reads: ReadCache;
  /** The storefront's search index in this server's memory, kept in step with the catalog (ADR 0038). */
  search: SearchEngine;
  /** Share images already drawn (PNG bytes by what they draw), bounded in size. */
  shareImages: RenderedImages;
  /** The maintenance state, read from site settings at most once a second. */
  maintenance: Maintenance;
  /** The media store: MEDIA_DIR, and uploads in a bucket when MEDIA_S3_BUCKET is set. */
  media: MediaStorage;
  /** The built-in card sandbox's signing secret (PAYMENT_SANDBOX_SECRET, or one kept in site settings). */
  sandboxSecret: () => Promise<string>;
  /** Signs the device cookie; made on first start and kept in site settings, so every instance shares it. */
  deviceSecret: string;
}

/** What reads the catalog: the database and its dialect, and the read cache in front of them. */
export type CatalogReads = Pick<Deps, 'db' | 'dialect' | 'reads'> & Partial<Pick<Deps, 'search'>>;

/** What changes the catalog or its stock: the reads to refresh, and the configuration (links in back-in-stock mails). */
export type CatalogDeps = CatalogReads & Pick<Deps, 'config'>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
