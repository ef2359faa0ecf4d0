import type { Kysely } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { z } from 'zod';
import {
  FINAL_TICKET_STATUSES,
  TICKET_NOT_FOUND,
  ticketKindLabel,
  ticketStatusLabel,
  type TicketCreated,
  type ticketRequest,
  type TicketStatus,
  type TrackedTicket,
} from '@shop/contract/tickets';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import {
  isProvenEmail,
  isProvenPhone,
  mayMessageUnproven,
  type ProvenContacts,
} from '#app/modules/outbox/form-messages.service';
import { sendEmail, sendSms } from '#app/modules/outbox/outbox.service';
import {
  messageLanguage,
  ticketReceived,
  ticketStatusSms,
  urlInLanguage,
} from '#app/modules/outbox/customer-messages';
import type { Language } from '@shop/contract/languages';
import { generateTicketCode } from './ticket-code.ts';
import * as repo from './tickets.repository.ts';

type Db = Kysely<Database>;
type NewTicketRequest = z.output<typeof ticketRequest>;

interface OpenContext {
  shopName: string;
  /** Track Your Device on the shop's configured origin. */
  trackUrl: string;
  /** What the sender proved is theirs; anything else gets only the shop's fixed wording, a few times a day. */
  proven: ProvenContacts;
  /** FORM_MESSAGES_PER_DAY. */
  perDay: number;
  now?: Date;
  /** The language the request was sent in (Accept-Language): the ticket's messages are written in it. */
  language?: Language;
}

/** Collisions are rare (about 887 million codes); a few fresh draws settle one. */
const CODE_ATTEMPTS = 5;

const created = (row: Pick<repo.TicketRow, 'code' | 'kind' | 'status' | 'created_at'>): TicketCreated => ({
  code: row.code,
  kind: row.kind,
  status: row.status,
  status_label: ticketStatusLabel[row.status],
  created_at: row.created_at,
});

/**
 * Opens a service ticket: stores it as received with its first history entry, and tells the phone (and the e-mail
 * when given) through the outbox, all in one transaction. The tracking code is in the answer; messages carry it, and
 * what the sender wrote, only to the signed-in customer's own verified phone and account e-mail (confirmToCustomer).
 */
export async function createTicket(
  db: Db,
  request: NewTicketRequest,
  context: OpenContext,
): Promise<TicketCreated> {
  const at = (context.now ?? new Date()).toISOString();
  const ticket = {
    kind: request.kind,
    device: request.device,
    serial_or_imei: request.serial_or_imei,
    problem: request.problem,
    name: request.name,
    phone: request.phone,
    email: request.email ?? null,
    status: 'received' as const,
    created_at: at,
    updated_at: at,
    phone_proven: isProvenPhone(context.proven, request.phone) ? 1 : 0,
    language: messageLanguage(context.language),
  };
  return db.transaction().execute(async (trx) => {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const code = generateTicketCode();
      const id = await repo.insertTicket(trx, { ...ticket, code });
      if (id === undefined) continue;
      await repo.addHistory(trx, id, 'received', '', at);
      await confirmToCustomer(trx, { ...ticket, code }, context);
      return created({ ...ticket, code });
    }
    throw new AppError('unavailable', shopperMessage('ticketNotOpened'));
  });
}

/** What a bot that filled the honeypot is told: a plausible answer, with nothing stored and nothing sent. */
export function decoyTicket(request: Pick<NewTicketRequest, 'kind'>, now = new Date()): TicketCreated {
  return created({
    code: generateTicketCode(),
    kind: request.kind,
    status: 'received',
    created_at: now.toISOString(),
  });
}

/**
 * The customer hears that the request arrived. To an address the sender proved is theirs: the full message with the
 * tracking code and the details. To any other address, which anyone could have typed: the shop's fixed wording only
 * (no code, nothing the sender wrote), and no more than `perDay` such messages per address per day.
 */
async function confirmToCustomer(db: Db, ticket: repo.NewTicket, context: OpenContext): Promise<void> {
  const { shopName } = context;
  const language = messageLanguage(ticket.language);
  const texts = ticketReceived(language, {
    code: ticket.code,
    kind: ticket.kind,
    device: ticket.device,
    serial: ticket.serial_or_imei,
    problem: ticket.problem,
    name: ticket.name,
    phone: ticket.phone,
    shopName,
    trackUrl: urlInLanguage(context.trackUrl, language),
  });
  const limit = { perDay: context.perDay, ...(context.now ? { now: context.now } : {}) };
  if (ticket.phone_proven === 1) {
    await sendSms(db, { to: ticket.phone, body: texts.provenSms });
  } else if (await mayMessageUnproven(db, { channel: 'sms', address: ticket.phone }, limit)) {
    await sendSms(db, { to: ticket.phone, body: texts.unprovenSms });
  }
  if (!ticket.email) return;
  if (isProvenEmail(context.proven, ticket.email)) {
    await sendEmail(db, { to: ticket.email, ...texts.provenEmail });
  } else if (await mayMessageUnproven(db, { channel: 'email', address: ticket.email }, limit)) {
    await sendEmail(db, { to: ticket.email, ...texts.unprovenEmail });
  }
}

/** The ticket with its history, only for the right code and the right phone; anything else is one 404. */
export async function trackTicket(db: Db, input: { code: string; phone: string }): Promise<TrackedTicket> {
  const row = await repo.findByCodeAndPhone(db, input.code, input.phone);
  if (!row) throw new AppError('not_found', TICKET_NOT_FOUND);
  const history = await repo.loadHistory(db, row.id);
  return {
    code: row.code,
    kind: row.kind,
    kind_label: ticketKindLabel[row.kind],
    device: row.device,
    serial_ending: row.serial_or_imei.slice(-4),
    status: row.status,
    status_label: ticketStatusLabel[row.status],
    created_at: row.created_at,
    updated_at: row.updated_at,
    history: history.map((h) => ({
      status: h.status,
      status_label: ticketStatusLabel[h.status],
      note: h.note,
      created_at: h.created_at,
    })),
  };
}

export function listTickets(db: Db, filter: { status?: TicketStatus; limit: number }) {
  return repo.listTickets(db, filter);
}

export function findTicket(db: Db, code: string) {
  return repo.findByCode(db, code);
}

type StatusChange =
  | { changed: true; ticket: repo.TicketRow; from: TicketStatus }
  | { changed: false; ticket: repo.TicketRow; reason: 'same' | 'closed' | 'raced' };

/**
 * Moves a ticket to `to` and records it in the history with the note (which the customer sees when tracking).
 * Closed tickets (delivered, cancelled) stay as they are. The customer hears about the change by SMS. The back office
 * and the command line both come here, so both send the same SMS and leave the same audit row (`staffId` null: the
 * operator's command). Unknown codes are a 404.
 */
export async function changeTicketStatus(
  db: Db,
  code: string,
  to: TicketStatus,
  options: {
    note?: string;
    shopName: string;
    trackUrl?: string | undefined;
    now?: Date;
    staffId?: number | null;
  },
): Promise<StatusChange> {
  const staffId = options.staffId ?? null;
  const at = (options.now ?? new Date()).toISOString();
  const note = options.note?.trim() ?? '';
  const outcome = await db.transaction().execute(async (trx): Promise<StatusChange> => {
    const row = await repo.findByCode(trx, code);
    if (!row) throw new AppError('not_found', `There is no ticket ${code}.`);
    if (row.status === to) return { changed: false, ticket: row, reason: 'same' };
    if (FINAL_TICKET_STATUSES.includes(row.status)) return { changed: false, ticket: row, reason: 'closed' };
    // Someone else moved it between the read and the update: report that rather than overwrite their change.
    if (!(await repo.moveStatus(trx, row.id, row.status, to, at))) {
      return { changed: false, ticket: row, reason: 'raced' };
    }
    await repo.addHistory(trx, row.id, to, note, at, staffId);
    const ticket = { ...row, status: to, updated_at: at };
    await sendSms(trx, { to: row.phone, body: statusSms(ticket, note, options) });
    await recordAudit(
      trx,
      {
        staffId,
        action: 'ticket.status',
        entity: { type: 'ticket', id: row.id },
        before: { code: row.code, status: row.status },
        after: { code: row.code, status: to, note },
      },
      at,
    );
    return { changed: true, ticket, from: row.status };
  });
  return outcome;
}

/**
 * The status SMS. The note is the service centre's own; the code and the device (which the sender wrote) go only to a
 * phone the signed-in customer had proven when the ticket was opened.
 */
function statusSms(
  ticket: repo.TicketRow,
  note: string,
  options: { shopName: string; trackUrl?: string | undefined },
): string {
  const language = messageLanguage(ticket.language);
  return ticketStatusSms(
    language,
    { code: ticket.code, device: ticket.device, status: ticket.status, proven: ticket.phone_proven === 1 },
    note,
    {
      shopName: options.shopName,
      trackUrl: options.trackUrl === undefined ? undefined : urlInLanguage(options.trackUrl, language),
    },
  );
}
