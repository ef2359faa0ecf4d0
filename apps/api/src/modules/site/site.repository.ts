import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#app/db/schema';

export async function readSettings(
  db: Kysely<Database> | Transaction<Database>,
): Promise<Map<string, string>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSettings(db: Kysely<Database>, values: Record<string, string>): Promise<void> {
  await db.transaction().execute((trx) => putSettings(trx, values));
}

/** Writes settings inside a transaction the caller holds (with the change's audit row). */
export async function putSettings(
  trx: Kysely<Database> | Transaction<Database>,
  values: Record<string, string>,
): Promise<void> {
  const updated_at = new Date().toISOString();
  for (const [key, value] of Object.entries(values)) {
    await trx
      .insertInto('site_settings')
      .values({ key, value, updated_at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
      .execute();
  }
}
