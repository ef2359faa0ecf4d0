import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDialectConfig,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { DialectName } from './dialect.ts';
import type { Database } from './schema.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /**
   * From now on a PostgreSQL query that has had no answer for `ms` fails (answered 503) and its connection is thrown
   * away. Set after migrations, which may build an index for longer. SQLite runs in-process and ignores it.
   */
  limitQueryTime(ms: number): void;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://... selects PostgreSQL; otherwise the SQLite file (or ':memory:'). */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string | undefined;
  poolSize?: number;
}

// COUNT(*) and other int8 values arrive as strings by default; our numbers all fit in a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * Transactions on SQLite begin IMMEDIATE: they take the write lock first, waiting up to
 * busy_timeout for it. Kysely's plain BEGIN is deferred: a transaction that reads and then writes while another
 * process (a second instance on the same file) has written fails at once with SQLITE_BUSY(_SNAPSHOT) instead of
 * waiting, because SQLite cannot upgrade its stale read snapshot.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Kysely prepares every query it runs; SQLite's compile step was a twentieth of an order's CPU. Prepared statements
 * are kept by their SQL (the same few hundred texts run all day), in an LRU so that searches with long id lists
 * cannot grow it without end. Safe because Kysely runs one query at a time on the connection and we never stream.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SqliteDialectConfig['database'] {
  const statements = new LRUCache<string, SQLite.Statement>({ max });
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * Names for the statements PostgreSQL keeps prepared on each connection, by SQL text. Unnamed, every query was parsed
 * and planned again: on a cart update or an order that was a third of the work (orders 241 -> 351 a second at 20
 * customers, carts 843 -> 1391). PostgreSQL plans a prepared statement for its parameters for the first five runs, and
 * after that uses a generic plan only when it costs no more.
 *
 * Names are given for good (a connection keeps what it prepared), so they go to the texts that earn them: a text is
 * named on its PREPARED_AFTER-th run, and one with more than PREPARED_PARAMS_MAX parameters never is. A list filter
 * makes one text per list length (`in ($1, $2, ...)`), and a client walking through lengths would otherwise take the
 * names from the order and cart texts that run all day; with PREPARED_MAX taken, new texts run unnamed as before.
 */
const PREPARED_MAX = 500;
const PREPARED_AFTER = 5;
const PREPARED_PARAMS_MAX = 24;
const PREPARED_TEXT_MAX = 4_000;

/** The names one pool has given, by SQL text; each pool (one per openDatabase) keeps its own. */
class StatementNames {
  private readonly names = new Map<string, string>();
  /** Runs of texts not named yet; a bounded LRU, so one-off texts are forgotten. */
  private readonly unnamedRuns = new LRUCache<string, number>({ max: 2_000 });

  nameFor(text: string, parameters: number): string | undefined {
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (
      this.names.size >= PREPARED_MAX ||
      parameters > PREPARED_PARAMS_MAX ||
      text.length > PREPARED_TEXT_MAX
    ) {
      return undefined;
    }
    const runs = (this.unnamedRuns.get(text) ?? 0) + 1;
    if (runs < PREPARED_AFTER) {
      this.unnamedRuns.set(text, runs);
      return undefined;
    }
    this.unnamedRuns.delete(text);
    const name = `shop_${this.names.size}`;
    this.names.set(text, name);
    return name;
  }
}

interface QueryLimit {
  ms: number | undefined;
}

const TIMED_OUT = 'Query read timeout';
/**
 * A prepared statement the connection can no longer run. PostgreSQL refuses one whose result columns a schema change
 * altered (0A000: a migration by a newer instance during a rolling deploy adds a column that a `returning *` names);
 * and if binding a value fails in JavaScript (a value JSON cannot hold), pg closes the statement on the server but
 * still believes it prepared, so every later run of that text would fail with 26000. The connection's other statements
 * may be stale too, so it is thrown away like a timed-out one; the request answers 503 and the next one gets a fresh
 * connection. The routine's name is checked because the message is translated (lc_messages).
 */
export function isStaleStatement(error: unknown): boolean {
  const { code, routine, message } = (error ?? {}) as { code?: string; routine?: string; message?: string };
  if (code === '26000') return true;
  return (
    code === '0A000' &&
    (routine === 'RevalidateCachedQuery' || message === 'cached plan must not change result type')
  );
}

/**
 * A pool whose connections give up on a query after `limit.ms`. Without it a PostgreSQL that stops answering while
 * the connection stays open (a network that drops packets, a stalled server) held each request, and the pooled
 * connection under it, for as long as TCP kept trying: many minutes. pg's own query_timeout fails the query but
 * leaves the connection waiting for that answer, and the pool would hand it out again; so a connection that timed
 * out is released as broken, and the pool closes it and opens a fresh one for the next request.
 */
function withQueryTimeout(pool: pg.Pool, limit: QueryLimit, names: StatementNames): PostgresPool {
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken: Error | undefined;
      const run = async (text: string, values: readonly unknown[]) => {
        try {
          return await client.query({
            name: values.length > 0 ? names.nameFor(text, values.length) : undefined,
            text,
            values: values as unknown[],
            ...(limit.ms === undefined ? {} : { query_timeout: limit.ms }),
          } as pg.QueryConfig);
        } catch (error) {
          if (error instanceof Error && (error.message === TIMED_OUT || isStaleStatement(error))) {
            broken = error;
          }
          throw error;
        }
      };
      // Kysely passes a cursor only when streaming, which the shop never does; it goes through untimed.
      const query = ((first: string | object, values: readonly unknown[] = []) =>
        typeof first === 'string'
          ? run(first, values)
          : client.query(first as pg.Submittable)) as unknown as PostgresPoolClient['query'];
      return {
        query,
        release: () => client.release(broken),
      };
    },
    end: () => pool.end(),
  };
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl && /^postgres(ql)?:\/\//.test(options.databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // Nor may one that is checked out between two queries (inside a transaction, say) when PostgreSQL ends its
    // session (a restart: 57P01): pg emits that as an 'error' event, and an unheard one kills the process. The next
    // query on it fails (answered 503) and the pool drops it on release, because it is no longer queryable.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const limit: QueryLimit = { ms: undefined };
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withQueryTimeout(pool, limit, new StatementNames()) }),
    });
    return {
      db,
      dialect: 'postgres',
      limitQueryTime: (ms) => {
        limit.ms = ms;
      },
      destroy: () => db.destroy(),
    };
  }

  if (options.sqlitePath !== ':memory:') mkdirSync(dirname(options.sqlitePath), { recursive: true });
  const sqlite = new SQLite(options.sqlitePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads come from memory-mapped pages and a 64 MB page cache rather than a read() call per page, and sorts stay in
  // memory: a 100,000-product catalog is about 80 MB.
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', limitQueryTime: () => {}, destroy: () => db.destroy() };
}
