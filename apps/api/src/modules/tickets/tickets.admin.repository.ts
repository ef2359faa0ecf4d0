import type { Kysely } from 'kysely';
import type { TicketKind, TicketStatus } from '@shop/contract/tickets';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

/** The service centre's list filters once read: statuses, moments in UTC, a code or a phone. */
export interface TicketFilter {
  statuses?: readonly TicketStatus[];
  kind?: TicketKind;
  fromAt?: string;
  untilAt?: string;
  code?: string;
  phone?: string;
  beforeId?: number;
}

/** Tickets newest first, `limit` of them; the page after an id rather than an offset, so every page costs the same. */
export function findTickets(db: Db, filter: TicketFilter, limit: number) {
  let query = db
    .selectFrom('tickets')
    .select(['id', 'code', 'kind', 'device', 'name', 'phone', 'status', 'created_at', 'updated_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (filter.statuses) query = query.where('status', 'in', filter.statuses);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.fromAt) query = query.where('created_at', '>=', filter.fromAt);
  if (filter.untilAt) query = query.where('created_at', '<', filter.untilAt);
  if (filter.code) query = query.where('code', '=', filter.code);
  if (filter.phone) query = query.where('phone', '=', filter.phone);
  if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
  return query.execute();
}

export function ticketById(db: Db, id: number) {
  return db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ticket's status history, oldest first, with the staff member who made each change. */
export function historyWithStaff(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_status_history as h')
    .leftJoin('staff as s', 's.id', 'h.staff_id')
    .select(['h.status', 'h.note', 'h.created_at', 'h.staff_id', 's.name as staff_name'])
    .where('h.ticket_id', '=', ticketId)
    .orderBy('h.id')
    .execute();
}

export function notesOf(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_notes as n')
    .leftJoin('staff as s', 's.id', 'n.staff_id')
    .select(['n.id', 'n.body', 'n.created_at', 'n.staff_id', 's.name as staff_name'])
    .where('n.ticket_id', '=', ticketId)
    .orderBy('n.id')
    .execute();
}

export async function insertNote(
  db: Db,
  note: { ticketId: number; staffId: number; body: string; at: string },
): Promise<number> {
  const row = await db
    .insertInto('ticket_notes')
    .values({ ticket_id: note.ticketId, staff_id: note.staffId, body: note.body, created_at: note.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
