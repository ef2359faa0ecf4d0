/**
 * The run's own database, so a soak never touches another one's data: a SQLite file in a temporary directory, or a
 * fresh schema on the benchmarks' PostgreSQL with a Redis namespace for the rate limits. Both are removed afterwards.
 */
import { join } from 'node:path';
import { loadConfig } from '../../apps/api/src/env.ts';
import { openRuntime, type Runtime } from '../../apps/api/src/runtime.ts';
import { growCatalog } from '../generate-catalog.ts';
import { PG_URL, withPg } from '../postgres.ts';
import { DIALECT, PRODUCTS, REDIS_URL } from './config.ts';

/**
 * Creates and seeds the database (growing the catalog when SOAK_PRODUCTS asks); answers the server's settings for it.
 */
export async function prepareDatabase(dir: string, tag: string): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv =
    DIALECT === 'postgres'
      ? {
          DATABASE_URL: PG_URL,
          DATABASE_SCHEMA: `soak_${tag}`,
          REDIS_URL,
          RATE_LIMIT_NAMESPACE: `soak-${tag}`,
        }
      : { SQLITE_PATH: join(dir, 'soak.sqlite') };
  if (env.DATABASE_SCHEMA) await withPg((c) => c.query(`create schema ${env.DATABASE_SCHEMA}`));
  const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { seed: true });
  try {
    if (PRODUCTS > 0) {
      const started = Date.now();
      const added = await growCatalog(runtime.deps.db, PRODUCTS);
      console.log(`generated ${added} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (DIALECT === 'postgres') await withPg((c) => c.query(`analyze`));
    }
  } finally {
    await runtime.close();
  }
  return env;
}

/** The runtime the soak reads the catalog and restocks through, beside the server, on the same database. */
export function openSoakRuntime(env: NodeJS.ProcessEnv): Promise<Runtime> {
  return openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
}

/**
 * Closes `runtime` and drops what `prepareDatabase` made: the rate limiter's keys in Redis and the PostgreSQL schema.
 */
export async function cleanUpDatabase(env: NodeJS.ProcessEnv, runtime: Runtime | null): Promise<void> {
  if (runtime) {
    if (env.RATE_LIMIT_NAMESPACE && runtime.deps.redis)
      await dropRedisKeys(runtime, env.RATE_LIMIT_NAMESPACE);
    await runtime.close();
  }
  if (env.DATABASE_SCHEMA)
    await withPg((c) => c.query(`drop schema if exists ${env.DATABASE_SCHEMA} cascade`));
}

/** The rate limiter's counters of this run (they would expire within the window anyway). */
async function dropRedisKeys(runtime: Runtime, namespace: string): Promise<void> {
  const redis = runtime.deps.redis!;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}
