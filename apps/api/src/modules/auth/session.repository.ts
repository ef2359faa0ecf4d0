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

/** A live session by its token's digest, with whether its customer's account is blocked (one read either way). */
export async function findLiveSession(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.kind', 's.user_id', 's.expires_at', 'u.blocked_at'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
}
