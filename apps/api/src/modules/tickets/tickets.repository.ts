import type { Kysely, Selectable } from 'kysely';
import type { TicketStatus } from '@shop/contract/tickets';
import type { Database, TicketTable } from '#app/db/schema';

type Db = Kysely<Database>;

export type TicketRow = Selectable<TicketTable>;
/** A ticket to store; its language is English unless the request was sent in Arabic. */
export type NewTicket = Omit<TicketRow, 'id' | 'language'> & { language?: TicketRow['language'] };

/** Inserts the ticket unless its code is taken; answers the id, or undefined on a code collision. */
export async function insertTicket(db: Db, ticket: NewTicket): Promise<number | undefined> {
  const row = await db
    .insertInto('tickets')
    .values(ticket)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function addHistory(
  db: Db,
  ticketId: number,
  status: TicketStatus,
  note: string,
  at: string,
  staffId: number | null = null,
) {
  await db
    .insertInto('ticket_status_history')
    .values({ ticket_id: ticketId, status, note, created_at: at, staff_id: staffId })
    .execute();
}

export function findByCode(db: Db, code: string): Promise<TicketRow | undefined> {
  return db.selectFrom('tickets').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Code and phone in one query, so a wrong code and a wrong phone cost the same and answer the same. */
export function findByCodeAndPhone(db: Db, code: string, phone: string): Promise<TicketRow | undefined> {
  return db
    .selectFrom('tickets')
    .selectAll()
    .where('code', '=', code)
    .where('phone', '=', phone)
    .executeTakeFirst();
}

export function loadHistory(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_status_history')
    .select(['status', 'note', 'created_at'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
}

/** Newest first. */
export function listTickets(db: Db, filter: { status?: TicketStatus; limit: number }): Promise<TicketRow[]> {
  let query = db.selectFrom('tickets').selectAll().orderBy('id', 'desc').limit(filter.limit);
  if (filter.status) query = query.where('status', '=', filter.status);
  return query.execute();
}

/** Moves the ticket only if it is still in `from`, so two operators never both record a change. */
export async function moveStatus(db: Db, id: number, from: TicketStatus, to: TicketStatus, at: string) {
  const result = await db
    .updateTable('tickets')
    .set({ status: to, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
