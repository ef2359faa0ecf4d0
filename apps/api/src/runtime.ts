import { Redis } from 'ioredis';
import { openDatabase } from '#app/db/database';
import { migrateToLatest } from '#app/db/migrate';
import { seedDemoContent } from '#app/demo/seed/content';
import { seedDemoCatalog } from '#app/demo/seed/seed-catalog';
import { seedDemoMedia } from '#app/demo/seed/seed-media';
import { openMediaStorage } from '#app/modules/media/media-storage';
import type { Deps } from '#app/deps';
import type { Config } from '#app/env';
import { ReadCache } from '#app/lib/read-cache';
import { RenderedImages } from '#app/lib/rendered-images';
import { sandboxSecretSource } from '#app/modules/payments/card-gateways';
import { SearchEngine } from '#app/modules/search/search-engine';
import { MaintenanceSwitch } from '#app/modules/site/maintenance.service';
import { siteSecret } from '#app/modules/site/site-secrets';

export interface Runtime {
  deps: Deps;
  close(): Promise<void>;
}

/**
 * Builds every dependency of the server and the CLI, in order: the database (migrated to the latest schema, seeded
 * when asked), the state kept between requests (read cache, maintenance switch, sandbox secret), and Redis when
 * configured.
 */
export async function openRuntime(config: Config, options: { seed?: boolean } = {}): Promise<Runtime> {
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.SQLITE_PATH,
    pgSchema: config.DATABASE_SCHEMA,
  });
  const reads = new ReadCache({ ttlMs: config.CATALOG_CACHE_MS });
  let deviceSecret: string;
  try {
    await migrateToLatest(handle.db, handle.dialect, config.DATABASE_SCHEMA);
    if (options.seed) await seedIfEmpty({ config, db: handle.db, dialect: handle.dialect, reads });
    deviceSecret = await siteSecret(handle.db, 'device_cookie_secret');
    handle.limitQueryTime(config.DATABASE_QUERY_TIMEOUT_MS);
  } catch (error) {
    await handle.destroy();
    throw error;
  }
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false })
    : null;
  // A Redis outage must degrade (limits pass through), never crash the process.
  redis?.on('error', () => {});
  if (redis) await waitUntilReady(redis, 3_000);
  // Loaded on first use (the server loads it before listening); with the read cache off, fresh at every search.
  const search = new SearchEngine(handle.db, handle.dialect, {
    pollMs: 500,
    everySearch: config.CATALOG_CACHE_MS === 0,
  });
  return {
    deps: {
      config,
      db: handle.db,
      dialect: handle.dialect,
      redis,
      reads,
      search,
      // About 300 share images of 50-150 kB.
      shareImages: new RenderedImages({ maxBytes: 32 * 1024 * 1024 }),
      maintenance: new MaintenanceSwitch(handle.db),
      media: await openMediaStorage(config),
      sandboxSecret: sandboxSecretSource(config, handle.db),
      deviceSecret,
    },
    async close() {
      search.stop();
      redis?.disconnect();
      await handle.destroy();
    },
  };
}

/**
 * First start: an empty catalog gets the demo catalog; later starts reuse what is there. The demo's pictures are
 * files, so every start puts back any the media store is missing.
 */
async function seedIfEmpty({
  config,
  db,
  dialect,
  reads,
}: Pick<Deps, 'config' | 'db' | 'dialect' | 'reads'>): Promise<void> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) === 0) await seedDemoCatalog({ config, db, dialect, reads });
  await seedDemoMedia(config.MEDIA_DIR);
  // Content came after the catalog: a shop whose catalog is already there still gets its pages once.
  const pages = await db
    .selectFrom('content_pages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(pages.n) === 0) await seedDemoContent({ db, reads });
}

/** Give Redis a moment to connect so the first requests are counted; if it does not, requests still pass. */
function waitUntilReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
    function done() {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    }
  });
}
