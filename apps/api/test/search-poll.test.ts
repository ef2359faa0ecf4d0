import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#app/env';
import type { IndexThread } from '#app/modules/search/index-thread';
import { SearchEngine } from '#app/modules/search/search-engine';
import { openRuntime, type Runtime } from '#app/runtime';
import { TEST_DATABASE_URL, TEST_DIALECT, withPgClient } from './support/test-app.ts';

/**
 * A poll of the catalog's change log that fails (here: the log's table gone for a moment, as when the database
 * restarts) writes one log line with the error, keeps its cursor, and the next poll that works applies what changed.
 */
let dir = '';
let env: Record<string, string> = {};
let runtime: Runtime;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shop-search-poll-'));
  if (TEST_DIALECT === 'postgres') {
    const schema = `search_poll_${randomBytes(6).toString('hex')}`;
    await withPgClient((c) => c.query(`create schema ${schema}`));
    env = { DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema, MEDIA_DIR: join(dir, 'media') };
  } else env = { SQLITE_PATH: join(dir, 'shop.sqlite') };
  runtime = await openRuntime(loadConfig({ ...env, LOG_LEVEL: 'silent' }), { seed: true });
}, 120_000);

afterAll(async () => {
  await runtime?.close();
  if (env.DATABASE_SCHEMA) await withPgClient((c) => c.query(`drop schema ${env.DATABASE_SCHEMA} cascade`));
  rmSync(dir, { recursive: true, force: true });
});

async function until(done: () => boolean | Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 400; i += 1) {
    if (await done()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe(`a failed poll of the change log on ${TEST_DIALECT}`, () => {
  it('writes one log line with the error per failed poll, and the next poll applies the change', async () => {
    const { db, dialect } = runtime.deps;
    const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const engine = new SearchEngine(db, dialect, { pollMs: 40, everySearch: false });
    await engine.start({ warn: (fields, message) => lines.push({ fields, message }) });
    try {
      const found = async (word: string) =>
        (await (await engine.current()).suggest([word], 5)).map((p) => p.name);
      expect(await found('quasar')).toEqual([]);

      await sql`alter table catalog_changes rename to catalog_changes_away`.execute(db);
      try {
        expect(await until(() => lines.length >= 2)).toBe(true);
      } finally {
        await sql`alter table catalog_changes_away rename to catalog_changes`.execute(db);
      }
      expect(lines[0]!.message).toBe(
        'reading the catalog change log failed; the search index retries at the next poll',
      );
      expect(String(lines[0]!.fields.error)).toMatch(/catalog_changes/);
      expect(lines[0]!.fields.failedPolls).toBe(1);
      expect(lines[1]!.fields.failedPolls).toBe(2);

      await db
        .updateTable('products')
        .set({ name: 'Quasar Phone 17' })
        .where('slug', '=', 'iphone-17')
        .execute();
      expect(await until(async () => (await found('quasar')).includes('Quasar Phone 17'))).toBe(true);
      const failed = lines.length;
      expect(engine.failedPolls, JSON.stringify(lines.slice(-2))).toBe(0);
      // Polls that work write nothing.
      await new Promise((r) => setTimeout(r, 200));
      expect(lines.length).toBe(failed);
    } finally {
      engine.stop();
    }
  });

  it('starts the search thread again, with the index as the database has it, after the thread stopped', async () => {
    const { db, dialect } = runtime.deps;
    const engine = new SearchEngine(db, dialect, { pollMs: 40, everySearch: false });
    await engine.start({ warn: () => undefined });
    try {
      const first = await engine.current();
      const before = (await first.suggest(['galaxy'], 3)).map((p) => p.id);
      expect(before.length).toBeGreaterThan(0);
      // What a crash of the thread leaves: its index gone, requests to it refused.
      await (engine as unknown as { thread: IndexThread }).thread.close();
      await expect(first.suggest(['galaxy'], 3)).rejects.toThrow(/search thread/);
      expect(first.alive).toBe(false);

      const again = await engine.current();
      expect(again).not.toBe(first);
      expect(again.alive).toBe(true);
      expect((await again.suggest(['galaxy'], 3)).map((p) => p.id)).toEqual(before);
    } finally {
      engine.stop();
    }
  });
});
