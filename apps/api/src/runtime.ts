import { Redis } from 'ioredis';
import { openDatabase } from '#app/db/database';
import { migrateToLatest } from '#app/db/migrate';
import { seedDemoContent } from '#app/db/seed/content';
import { seedDemoCatalog } from '#app/db/seed/seed-catalog';
import type { Deps } from '#app/deps';
import type { Config } from '#app/env';
import { configuredOrigin } from '#app/http/origin';
import { useShopOrigin } from '#app/modules/notifications/stock-notification.service';

export interface Runtime {
  deps: Deps;
  close(): Promise<void>;
}

/** Opens the database (migrated to the latest schema) and Redis when configured; shared by the server and the CLI. */
export async function openRuntime(config: Config, options: { seed?: boolean } = {}): Promise<Runtime> {
  const handle = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.SQLITE_PATH,
    pgSchema: config.DATABASE_SCHEMA,
  });
  try {
    await migrateToLatest(handle.db, handle.dialect, config.DATABASE_SCHEMA);
    if (options.seed) await seedIfEmpty(handle.db, handle.dialect);
    handle.limitQueryTime(config.DATABASE_QUERY_TIMEOUT_MS);
    // Mails sent when stock returns (from the server, the stock command or an import) link to the public origin.
    useShopOrigin(handle.db, configuredOrigin(config));
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
  return {
    deps: { config, db: handle.db, dialect: handle.dialect, redis },
    async close() {
      redis?.disconnect();
      await handle.destroy();
    },
  };
}

/** First start: an empty catalog gets the demo catalog; later starts reuse what is there. */
async function seedIfEmpty(db: Deps['db'], dialect: Deps['dialect']): Promise<void> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(row.n) === 0) await seedDemoCatalog(db, dialect);
  // Content arrived after the catalog (issue 7): a shop whose catalog is already there still gets its pages once.
  const pages = await db
    .selectFrom('content_pages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(pages.n) === 0) await seedDemoContent(db);
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
