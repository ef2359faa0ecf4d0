import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#app/db/database';
import { TEST_DATABASE_URL, withPgClient } from './support/test-app.ts';

/**
 * Issue 8, order placement: on PostgreSQL the shop's queries are kept prepared on each connection by their text, so
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

const preparedTexts = async (h: DatabaseHandle) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(h.db)).rows.map(
    (r) => r.statement,
  );

describe('prepared statements on PostgreSQL', () => {
  it('prepares a query with parameters once per connection and answers each run with its own values', async () => {
    handle = openDatabase({ databaseUrl: TEST_DATABASE_URL, sqlitePath: ':memory:', poolSize: 1 });
    const square = (n: number) => sql<{ n: number }>`select ${n}::int * ${n}::int as n`.execute(handle!.db);

    expect((await square(3)).rows).toEqual([{ n: 9 }]);
    expect((await square(12)).rows).toEqual([{ n: 144 }]);
    const texts = await preparedTexts(handle);
    expect(texts.filter((t) => t === 'select $1::int * $2::int as n')).toHaveLength(1);

    // A very long text (a search with a long list of ids, say) runs unnamed: it would only fill the connection.
    const ids = Array.from({ length: 1_200 }, (_, i) => i);
    const long = await sql<{
      n: number;
    }>`select count(*)::int as n from unnest(array[${sql.join(ids)}]::int[])`.execute(handle.db);
    expect(long.rows).toEqual([{ n: 1_200 }]);
    expect((await preparedTexts(handle)).some((t) => t.includes('unnest'))).toBe(false);
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
    expect((await note(1)).rows).toEqual([{ id: 1, body: 'first' }]);
    const backendOf = async () =>
      (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(stale!.db)).rows[0]!.pid;
    const before = await backendOf();

    // Another instance's migration adds a column: the prepared `select *` no longer describes the table.
    await withPgClient((c) =>
      c.query(`alter table ${schema}.notes add column pinned boolean not null default false`),
    );
    await expect(note(1)).rejects.toThrow(/cached plan must not change result type/);

    expect((await note(1)).rows).toEqual([{ id: 1, body: 'first', pinned: false }]);
    expect(await backendOf()).not.toBe(before);
  });
});
