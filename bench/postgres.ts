/** The benchmarks' PostgreSQL: the machine's local server, or TEST_DATABASE_URL. Shared by `npm run bench` and `npm run soak`. */
import pg from 'pg';

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `fn` on a fresh connection (schema set-up and clean-up), closed afterwards whatever happens. */
export async function withPg<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
