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
  type SqliteDialectConfig,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { DialectName } from './dialect.ts';
import type { Database } from './schema.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
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
 * Transactions on SQLite begin IMMEDIATE (DESIGN section 5): they take the write lock first, waiting up to
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
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
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
