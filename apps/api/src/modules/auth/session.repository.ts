import type { Kysely } from 'kysely';
import type { Database, SessionTable } from '#app/db/schema';

export async function insertSession(
  db: Kysely<Database>,
  session: { token_hash: string; kind: SessionTable['kind']; user_id: number | null; expires_at: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...session, created_at: new Date().toISOString() })
    .execute();
}

export async function findLiveSession(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .select(['id', 'kind', 'user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}
