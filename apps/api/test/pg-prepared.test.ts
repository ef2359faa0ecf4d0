import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#app/db/database';
import { TEST_DATABASE_URL, withPgClient } from './support/test-app.ts';

/**
 * Order placement: on PostgreSQL the shop's queries are kept prepared on each connection by their text, so
 * PostgreSQL parses and plans a statement once rather than on every request. One connection, so that
 * pg_prepared_statements (which lists the statements of the session asking) sees every query run. Runs against the
 * shared PostgreSQL in both stages of `npm test`.
 */
let handle: DatabaseHandle | undefined;
let stale: DatabaseHandle | undefined;
const schema = `t_prepared_${randomBytes(5).toString('hex')}`;

afterAll(async () => {
  await handle?.destroy();
  await stale?.destroy();
  await withPgClient((c) => c.query(`drop schema if exists ${schema} cascade`));
});

const backendPid = async (h: DatabaseHandle) =>
  (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(h.db)).rows[0]!.pid;

const preparedTexts = async (h: DatabaseHandle) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(h.db)).rows.map(
    (r) => r.statement,
  );

describe('prepared statements on PostgreSQL', () => {
  it('prepares a text once it has run five times, and answers each run with its own values', async () => {
    handle = openDatabase({ databaseUrl: TEST_DATABASE_URL, sqlitePath: ':memory:', poolSize: 1 });
    const square = (n: number) => sql<{ n: number }>`select ${n}::int * ${n}::int as n`.execute(handle!.db);
    const prepared = async () =>
      (await preparedTexts(handle!)).filter((t) => t === 'select $1::int * $2::int as n').length;

    for (let n = 1; n <= 4; n += 1) expect((await square(n)).rows).toEqual([{ n: n * n }]);
    expect(await prepared()).toBe(0);
    expect((await square(5)).rows).toEqual([{ n: 25 }]);
    expect(await prepared()).toBe(1);
    expect((await square(12)).rows).toEqual([{ n: 144 }]);
    expect(await prepared()).toBe(1);
  });

  it('never names a text with a long parameter list (one text per list length)', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => i);
    for (let run = 0; run < 6; run += 1) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from unnest(array[${sql.join(ids)}]::int[])`.execute(handle!.db);
      expect(rows).toEqual([{ n: 30 }]);
    }
    expect((await preparedTexts(handle!)).some((t) => t.includes('unnest'))).toBe(false);
  });

  it('throws away a connection that lost a statement pg believes prepared, and the next query works', async () => {
    const cube = (n: number) =>
      sql<{ n: number }>`select ${n}::int * ${n}::int * ${n}::int as n`.execute(handle!.db);
    for (let n = 1; n <= 5; n += 1) await cube(n);
    const { rows } = await sql<{
      name: string;
    }>`select name from pg_prepared_statements where statement like '%* $3::int as n'`.execute(handle!.db);
    expect(rows).toHaveLength(1);
    const before = await backendPid(handle!);
    // What pg does when binding a value fails: the statement is closed on the server, pg still lists it.
    await sql.raw(`deallocate ${rows[0]!.name}`).execute(handle!.db);

    await expect(cube(2)).rejects.toMatchObject({ code: '26000' });
    expect((await cube(3)).rows).toEqual([{ n: 27 }]);
    expect(await backendPid(handle!)).not.toBe(before);
  });

  it('throws away a connection whose prepared statement a schema change made stale, and the next query works', async () => {
    await withPgClient((c) =>
      c.query(`create schema ${schema}; create table ${schema}.notes (id int primary key, body text);
               insert into ${schema}.notes values (1, 'first')`),
    );
    stale = openDatabase({
      databaseUrl: TEST_DATABASE_URL,
      sqlitePath: ':memory:',
      pgSchema: schema,
      poolSize: 1,
    });
    const note = (id: number) =>
      sql<Record<string, unknown>>`select * from notes where id = ${id}`.execute(stale!.db);
    for (let run = 0; run < 5; run += 1) expect((await note(1)).rows).toEqual([{ id: 1, body: 'first' }]);
    const before = await backendPid(stale!);

    // Another instance's migration adds a column: the prepared `select *` no longer describes the table.
    await withPgClient((c) =>
      c.query(`alter table ${schema}.notes add column pinned boolean not null default false`),
    );
    await expect(note(1)).rejects.toThrow(/cached plan must not change result type/);

    expect((await note(1)).rows).toEqual([{ id: 1, body: 'first', pinned: false }]);
    expect(await backendPid(stale!)).not.toBe(before);
  });
});
