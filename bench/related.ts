/**
 * Related products and compare suggestions on a catalogue of 100,000 products, on SQLite and PostgreSQL, with the
 * read cache off so every call reaches the database: `npx tsx bench/related.ts [sqlite|postgres]`. Prints the median
 * and the slowest of the calls per product, and the plans of the candidate queries (ADR 0039).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { Database } from '../apps/api/src/db/schema.ts';
import { loadConfig } from '../apps/api/src/env.ts';
import {
  accessoriesNamedQuery,
  accessoriesWithValuesQuery,
  nearestQueries,
} from '../apps/api/src/modules/catalog/related.repository.ts';
import { getProductDetail } from '../apps/api/src/modules/catalog/product-detail.service.ts';
import { priceBand } from '../apps/api/src/modules/catalog/related-rank.ts';
import {
  getCompareSuggestions,
  getRelatedProducts,
} from '../apps/api/src/modules/catalog/related.service.ts';
import { openRuntime } from '../apps/api/src/runtime.ts';
import { growCatalog } from './generate-catalog.ts';
import { PG_URL, withPg } from './postgres.ts';

const PRODUCTS = 100_000;
const ROUNDS = 40;

async function plan(
  db: Kysely<Database>,
  dialect: string,
  query: Compilable<unknown> | CompiledQuery,
): Promise<string> {
  const compiled = 'compile' in query ? query.compile() : query;
  const prefix = dialect === 'postgres' ? 'explain ' : 'explain query plan ';
  const { rows } = await db.executeQuery(CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]));
  return rows.map((r) => Object.values(r as Record<string, unknown>).join(' ')).join('\n    ');
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `median ${median.toFixed(2)} ms, slowest ${(sorted[sorted.length - 1] ?? 0).toFixed(2)} ms`;
}

async function time(run: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  await run();
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return summary(times);
}

async function bench(dialect: 'sqlite' | 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'shop-related-'));
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const env =
    dialect === 'postgres'
      ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, MEDIA_DIR: join(dir, 'media') }
      : { SQLITE_PATH: join(dir, 'bench.sqlite') };
  if (dialect === 'postgres') await withPg((c) => c.query(`create schema ${schema}`));
  const runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent', CATALOG_CACHE_MS: '0' }), {
    seed: true,
  });
  try {
    const { db } = runtime.deps;
    await growCatalog(db, PRODUCTS);
    if (dialect === 'postgres') {
      await withPg((c) => c.query(`vacuum analyze ${schema}.products, ${schema}.product_attribute_values`));
    } else {
      await db.executeQuery(CompiledQuery.raw('analyze'));
    }
    const catalog = runtime.deps;
    console.log(`${dialect}, ${PRODUCTS} products, ${ROUNDS} calls each, cache off:`);
    // The product page's own read, for scale: the rows should cost no more than the page they sit on.
    console.log(
      `  product page iphone-17-pro: ${await time(() => getProductDetail(catalog, 'iphone-17-pro'))}`,
    );
    for (const key of [
      'iphone-17-pro',
      'samsung-galaxy-s25-ultra',
      'macbook-air-13-m4',
      'bench-500',
      'bench-99000',
    ]) {
      console.log(`  related ${key}: ${await time(() => getRelatedProducts(catalog, key, undefined))}`);
    }
    const ids = (
      await db
        .selectFrom('products')
        .select('id')
        .where('slug', 'in', ['iphone-17-pro', 'iphone-air'])
        .execute()
    ).map((r) => r.id);
    console.log(`  compare suggestions: ${await time(() => getCompareSuggestions(catalog, ids))}`);

    const pro = await db
      .selectFrom('products')
      .select(['id', 'price', 'sub_category_id', 'category_id'])
      .where('slug', '=', 'iphone-17-pro')
      .executeTakeFirstOrThrow();
    const near = nearestQueries(db, {
      column: 'sub_category_id',
      value: pro.sub_category_id!,
      price: pro.price,
      ...priceBand(pro.price),
      exclude: [pro.id],
      limit: 12,
    });
    const byCategory = nearestQueries(db, {
      column: 'category_id',
      value: pro.category_id,
      price: pro.price,
      exclude: [pro.id],
      limit: 12,
    });
    console.log(`  plan, similar above:\n    ${await plan(db, dialect, near.above)}`);
    console.log(`  plan, category below:\n    ${await plan(db, dialect, byCategory.below)}`);
    console.log(
      `  plan, accessories named:\n    ${await plan(db, dialect, accessoriesNamedQuery(db, dialect, ['iphone', '17'], pro.id, 300).compile(db))}`,
    );
    console.log(
      `  plan, accessories compatible:\n    ${await plan(db, dialect, accessoriesWithValuesQuery(db, [1, 2], pro.id, 300))}`,
    );
  } finally {
    await runtime.close();
    if (dialect === 'postgres') await withPg((c) => c.query(`drop schema ${schema} cascade`));
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv[2];
for (const dialect of ['sqlite', 'postgres'] as const) {
  if (!only || only === dialect) await bench(dialect);
}
