import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

export async function readSettings(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function writeSettings(db: Kysely<Database>, values: Record<string, string>): Promise<void> {
  const updated_at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(values)) {
      await trx
        .insertInto('site_settings')
        .values({ key, value, updated_at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
        .execute();
    }
  });
}
