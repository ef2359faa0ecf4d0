import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;
type Source = 'contact' | 'lead';

/** The inbox's order: newest first, a contact message before a lead of the same moment, then the higher id. */
const RANK: Record<Source, number> = { contact: 1, lead: 0 };

export interface InboxFilter {
  leadKind?: 'education' | 'business';
  handled?: boolean;
  /** One message alone, to answer it after a change. */
  id?: number;
  after?: { at: string; source: Source; id: number };
}

// Both tables are read in the inbox's order, each through its (created_at, id) index, and merged; the rows after
// the cursor are those later in that order, so a page costs the same wherever it starts.

export async function contactRows(db: Db, filter: InboxFilter, limit: number) {
  let query = db
    .selectFrom('contact_messages as m')
    .leftJoin('staff as s', 's.id', 'm.handled_by')
    .select([
      'm.id',
      'm.name',
      'm.email',
      'm.phone',
      'm.topic',
      'm.message',
      'm.created_at',
      'm.handled_at',
      'm.handled_by',
      's.name as handled_by_name',
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit);
  if (filter.id !== undefined) query = query.where('m.id', '=', filter.id);
  if (filter.handled !== undefined)
    query = query.where('m.handled_at', filter.handled ? 'is not' : 'is', null);
  const after = filter.after;
  if (after) {
    if (RANK.contact < RANK[after.source]) query = query.where('m.created_at', '<=', after.at);
    else if (after.source === 'contact')
      query = query.where((eb) =>
        eb.or([
          eb('m.created_at', '<', after.at),
          eb.and([eb('m.created_at', '=', after.at), eb('m.id', '<', after.id)]),
        ]),
      );
    else query = query.where('m.created_at', '<', after.at);
  }
  return query.execute();
}

export async function leadRows(db: Db, filter: InboxFilter, limit: number) {
  let query = db
    .selectFrom('leads as l')
    .leftJoin('staff as s', 's.id', 'l.handled_by')
    .select([
      'l.id',
      'l.kind',
      'l.organisation',
      'l.name',
      'l.email',
      'l.phone',
      'l.quantity',
      'l.interest',
      'l.message',
      'l.created_at',
      'l.handled_at',
      'l.handled_by',
      's.name as handled_by_name',
    ])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(limit);
  if (filter.leadKind) query = query.where('l.kind', '=', filter.leadKind);
  if (filter.id !== undefined) query = query.where('l.id', '=', filter.id);
  if (filter.handled !== undefined)
    query = query.where('l.handled_at', filter.handled ? 'is not' : 'is', null);
  const after = filter.after;
  if (after) {
    if (RANK.lead < RANK[after.source]) query = query.where('l.created_at', '<=', after.at);
    else if (after.source === 'lead')
      query = query.where((eb) =>
        eb.or([
          eb('l.created_at', '<', after.at),
          eb.and([eb('l.created_at', '=', after.at), eb('l.id', '<', after.id)]),
        ]),
      );
    else query = query.where('l.created_at', '<', after.at);
  }
  return query.execute();
}

export const inboxRank = RANK;

export function handledStateOf(db: Db, source: Source, id: number) {
  const table = source === 'contact' ? 'contact_messages' : 'leads';
  return db
    .selectFrom(table)
    .select(['id', 'handled_at', 'handled_by'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function setHandled(
  db: Db,
  source: Source,
  id: number,
  state: { at: string; by: number } | null,
): Promise<void> {
  const table = source === 'contact' ? 'contact_messages' : 'leads';
  await db
    .updateTable(table)
    .set({ handled_at: state?.at ?? null, handled_by: state?.by ?? null })
    .where('id', '=', id)
    .execute();
}
