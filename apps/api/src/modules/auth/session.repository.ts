import type { Kysely, Selectable } from 'kysely';
import type { Database, SessionTable } from '#app/db/schema';

export async function insertSession(
  db: Kysely<Database>,
  session: Pick<Selectable<SessionTable>, 'token_hash' | 'kind' | 'user_id' | 'expires_at'>,
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
