import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

/**
 * A secret the shop makes for itself on first use and keeps in site settings, so every instance on the same database
 * signs and verifies alike and a restart does not invalidate what was signed. The first instance to ask writes it;
 * the others read the same row.
 */
export async function siteSecret(db: Kysely<Database>, key: string): Promise<string> {
  await db
    .insertInto('site_settings')
    .values({ key, value: randomBytes(32).toString('hex'), updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
