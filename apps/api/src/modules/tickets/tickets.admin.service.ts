import type { z } from 'zod';
import {
  ticketSearch,
  type AdminTicket,
  type AdminTicketPage,
  type adminTicketQuery,
  type ticketStatusChangeRequest,
} from '@shop/contract/admin-desk';
import {
  FINAL_TICKET_STATUSES,
  TICKET_STATUSES,
  TRACKING_PATH,
  ticketKindLabel,
  ticketStatusLabel,
} from '@shop/contract/tickets';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { publicOrigin } from '#app/http/origin';
import { addDays, dayStart, shopClock } from '#app/lib/shop-time';
import { recordAudit } from '#app/modules/audit/audit.service';
import * as desk from './tickets.admin.repository.ts';
import { changeTicketStatus } from './tickets.service.ts';
import { shopNow } from '#app/modules/site/shop-settings.service';

type Db = Deps['db'];
type Query = z.output<typeof adminTicketQuery>;

const OPEN_STATUSES = TICKET_STATUSES.filter((s) => !FINAL_TICKET_STATUSES.includes(s));

/** The list's filters as the repository reads them: Cairo days as UTC moments, "open" as its statuses. */
function ticketFilter(query: Query): desk.TicketFilter {
  const filter: desk.TicketFilter = {};
  if (query.status === 'open') filter.statuses = OPEN_STATUSES;
  else if (query.status) filter.statuses = [query.status];
  if (query.kind) filter.kind = query.kind;
  if (query.from) filter.fromAt = dayStart(query.from).toISOString();
  if (query.to) filter.untilAt = dayStart(addDays(query.to, 1)).toISOString();
  if (query.q) Object.assign(filter, ticketSearch(query.q));
  if (query.before !== undefined) filter.beforeId = query.before;
  return filter;
}

/** A page of tickets, newest first, and where the next (older) page starts. */
export async function listTickets(db: Db, query: Query): Promise<AdminTicketPage> {
  const rows = await desk.findTickets(db, ticketFilter(query), query.per_page + 1);
  const shown = rows.slice(0, query.per_page);
  return {
    tickets: shown.map((r) => ({
      ...r,
      kind_label: ticketKindLabel[r.kind],
      status_label: ticketStatusLabel[r.status],
      created_cairo: shopClock(r.created_at),
    })),
    next_before: rows.length > query.per_page ? shown[shown.length - 1]!.id : null,
  };
}

async function ticketRow(db: Db, id: number) {
  const row = await desk.ticketById(db, id);
  if (!row) throw new AppError('not_found', `There is no ticket with id ${id}.`);
  return row;
}

/** One ticket with its history (who moved it, when) and staff's notes. */
export async function readTicket(db: Db, id: number): Promise<AdminTicket> {
  const row = await ticketRow(db, id);
  const [history, notes] = await Promise.all([desk.historyWithStaff(db, id), desk.notesOf(db, id)]);
  const closed = FINAL_TICKET_STATUSES.includes(row.status);
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    kind_label: ticketKindLabel[row.kind],
    device: row.device,
    serial_or_imei: row.serial_or_imei,
    problem: row.problem,
    name: row.name,
    phone: row.phone,
    email: row.email,
    phone_proven: row.phone_proven === 1,
    status: row.status,
    status_label: ticketStatusLabel[row.status],
    created_at: row.created_at,
    created_cairo: shopClock(row.created_at),
    updated_at: row.updated_at,
    history: history.map((h) => ({
      status: h.status,
      status_label: ticketStatusLabel[h.status],
      note: h.note,
      created_at: h.created_at,
      at_cairo: shopClock(h.created_at),
      staff: h.staff_id === null ? null : { id: h.staff_id, name: h.staff_name ?? '' },
    })),
    staff_notes: notes.map((n) => ({
      id: n.id,
      body: n.body,
      created_at: n.created_at,
      at_cairo: shopClock(n.created_at),
      staff: n.staff_id === null ? null : { id: n.staff_id, name: n.staff_name ?? '' },
    })),
    next_statuses: closed ? [] : TICKET_STATUSES.filter((s) => s !== row.status),
  };
}

/**
 * Moves the ticket through the same rule the command line uses (one SMS to the customer, one history entry, one
 * audit row), refusing a closed ticket or a status it already has with what to do instead.
 */
export async function moveTicket(
  deps: Pick<Deps, 'db' | 'config'>,
  id: number,
  staffId: number,
  change: z.output<typeof ticketStatusChangeRequest>,
): Promise<AdminTicket> {
  const row = await ticketRow(deps.db, id);
  const outcome = await changeTicketStatus(deps.db, row.code, change.status, {
    note: change.note,
    shopName: (await shopNow(deps)).shop_name,
    trackUrl: `${publicOrigin(deps.config)}${TRACKING_PATH}`,
    staffId,
  });
  if (!outcome.changed) {
    const now = ticketStatusLabel[outcome.ticket.status];
    const why: Record<typeof outcome.reason, string> = {
      same: `${row.code} is already ${now}; choose another status.`,
      closed: `${row.code} is ${now} and closed; its status does not change any more.`,
      raced: `${row.code} was changed by someone else just now; reload the ticket and try again.`,
    };
    throw new AppError('conflict', why[outcome.reason]);
  }
  return readTicket(deps.db, id);
}

/** An internal note on the ticket, never shown to the customer. */
export async function addTicketNote(db: Db, id: number, staffId: number, body: string): Promise<AdminTicket> {
  const row = await ticketRow(db, id);
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const noteId = await desk.insertNote(trx, { ticketId: id, staffId, body, at });
    await recordAudit(
      trx,
      {
        staffId,
        action: 'ticket.note',
        entity: { type: 'ticket', id },
        before: null,
        after: { code: row.code, note_id: noteId, body },
      },
      at,
    );
  });
  return readTicket(db, id);
}
