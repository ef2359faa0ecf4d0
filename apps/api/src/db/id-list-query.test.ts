import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idListQuery } from './id-list-query.ts';

interface Db {
  items: { id: number; name: string; name_ar: string | null; active: number };
}

describe('idListQuery', () => {
  let db: Kysely<Db>;
  beforeAll(async () => {
    db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await sql`create table items (id integer primary key, name text, name_ar text, active integer)`.execute(
      db,
    );
    await db
      .insertInto('items')
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          id: i + 1,
          name: `item ${i + 1}`,
          name_ar: i % 2 ? `عنصر ${i + 1}` : null,
          active: i % 5 ? 1 : 0,
        })),
      )
      .execute();
  });
  afterAll(() => db.destroy());

  let builds = 0;
  const build = (d: Kysely<Db>, ids: number[], language: 'en' | 'ar') => {
    builds += 1;
    return d
      .selectFrom('items')
      .select(['id', language === 'ar' ? sql<string>`coalesce(name_ar, name)`.as('name') : 'name'])
      .where('id', 'in', ids)
      .where('active', '=', 1)
      .orderBy('id');
  };
  const read = idListQuery(build);

  it('answers as the query built afresh, building each shape once', async () => {
    builds = 0;
    const lists = [[1, 2, 3], [4, 5, 6], [7], [40, 41, 42], [2, 3, 4, 5, 6, 7, 8, 9, 10, 11], [49, 50, 1]];
    for (const language of ['en', 'ar'] as const) {
      for (const ids of lists) {
        const fresh = await build(db, ids, language).execute();
        expect(await read(db, ids, language)).toEqual(fresh);
      }
    }
    // Twice the lists' reads and builds for the reference; the cached reads built only their four shapes per language
    // (three, one and ten ids), with stand-ins.
    expect(builds).toBe(2 * lists.length + 2 * 3);
    expect(await read(db, [], 'en')).toEqual([]);
  });

  it('runs inside a transaction with the shapes the database built', async () => {
    await read(db, [1, 2, 3], 'en');
    builds = 0;
    const rows = await db.transaction().execute((trx) => read(trx, [21, 22, 23], 'en'));
    expect(rows.map((r) => r.id)).toEqual([22, 23]);
    expect(builds).toBe(0);
  });

  it('builds afresh every time when a shape has a parameter that looks like a stand-in', async () => {
    let odd = 0;
    const clash = idListQuery((d: Kysely<Db>, ids: number[], _v: 'x') => {
      odd += 1;
      // A constant equal to the first stand-in id: the ids cannot be told from it, so nothing is kept.
      return d.selectFrom('items').select('id').where('id', 'in', ids).where('id', '!=', -1_999_000_000);
    });
    expect((await clash(db, [3, 4], 'x')).map((r) => r.id)).toEqual([3, 4]);
    expect((await clash(db, [5, 6], 'x')).map((r) => r.id)).toEqual([5, 6]);
    expect(odd).toBe(3);
  });
});
