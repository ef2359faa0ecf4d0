import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '#app/app';
import { loadConfig, type Config } from '#app/env';
import { openRuntime, type Runtime } from '#app/runtime';

export const TEST_DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  close(): Promise<void>;
}

/**
 * A fresh, seeded database per call: an in-memory SQLite database, or a schema of its own on PostgreSQL
 * (dropped on close), so test files never see each other's rows.
 */
export async function createTestApp(
  env: Partial<Record<keyof Config, string>> = {},
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const schema = TEST_DIALECT === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (schema) await withPgClient((c) => c.query(`create schema ${schema}`));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: ':memory:',
    // Tests change rows directly and read them back at once; the cache has tests of its own.
    CATALOG_CACHE_MS: '0',
    ...(schema ? { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const runtime = await openRuntime(config, { seed: true });
  const app = await buildApp({ deps: runtime.deps, ...(logStream ? { logStream } : {}) });
  await app.ready();
  return {
    app,
    runtime,
    async close() {
      await app.close();
      await runtime.close();
      if (schema) await withPgClient((c) => c.query(`drop schema ${schema} cascade`));
    },
  };
}

export async function withPgClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
