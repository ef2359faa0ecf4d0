import { isTicketCode, normalizeTicketCode, TICKET_STATUSES } from './tickets.ts';
import { z } from './zod.ts';

/**
 * The back office's service desk: service tickets (/api/admin/tickets), the inbox of contact-us messages and
 * enterprise leads (/api/admin/inbox), newsletter subscribers (/api/admin/subscribers), the outbox of e-mails and SMS
 * (/api/admin/messages) and the audit trail of every change (/api/admin/audit-trail).
 */

export const ADMIN_DESK_PAGE_SIZE = 25;

/** A filter field left empty in the page's form means "any". */
const anyWhenBlank = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const day = (label: string) =>
  anyWhenBlank(
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} is a date such as 2026-11-27`, abort: true })
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} is not a real date`),
  );

const rowId = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id is a whole number` })
    .int(`The ${what} id is a whole number`)
    .positive(`The ${what} id is a whole number`)
    .max(2 ** 31 - 1, `There is no such ${what}`);

const beforeId = anyWhenBlank(rowId('page'));
const perPage = z.coerce
  .number({ error: 'Per page is a number from 1 to 200' })
  .int('Per page is a number from 1 to 200')
  .min(1, 'Per page is a number from 1 to 200')
  .max(200, 'Per page is a number from 1 to 200')
  .default(ADMIN_DESK_PAGE_SIZE);

const staffRef = z.object({ id: z.number().int(), name: z.string() });

// --- service tickets -------------------------------------------------------------------------------------------------

/** Every status a ticket can be in, and "open": any status that is not closed (delivered or cancelled). */
export const TICKET_STATUS_FILTERS = ['open', ...TICKET_STATUSES] as const;

/** A ticket code (SRV-7K3Q9P, or the six characters alone) or a phone number such as 01012345678. */
export function ticketSearch(text: string): { code: string } | { phone: string } | null {
  const code = normalizeTicketCode(text);
  if (isTicketCode(code)) return { code };
  const digits = text.replace(/[\s-]/g, '').replace(/^\+?20(?=1\d{9}$)/, '0');
  return /^01\d{9}$/.test(digits) ? { phone: digits } : null;
}

export const adminTicketQuery = z
  .object({
    status: anyWhenBlank(
      z.enum(TICKET_STATUS_FILTERS, {
        error: `Status is one of: ${TICKET_STATUS_FILTERS.join(', ')}`,
      }),
    ),
    kind: anyWhenBlank(z.enum(['hardware', 'software'], { error: 'Type is hardware or software' })),
    /** Days in Cairo time, both included. */
    from: day('From'),
    to: day('To'),
    /** A ticket code or the phone it was opened with. */
    q: anyWhenBlank(
      z
        .string()
        .trim()
        .max(40, 'Search is a ticket code such as SRV-7K3Q9P or a phone number such as 01012345678')
        .refine(
          (v) => ticketSearch(v) !== null,
          'Search is a ticket code such as SRV-7K3Q9P or a phone number such as 01012345678',
        ),
    ),
    before: beforeId,
    per_page: perPage,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'To must not be before From' });
export type AdminTicketQuery = z.input<typeof adminTicketQuery>;

export const adminTicketRow = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['hardware', 'software']),
  kind_label: z.string(),
  device: z.string(),
  name: z.string(),
  phone: z.string(),
  status: z.enum(TICKET_STATUSES),
  status_label: z.string(),
  created_at: z.string(),
  /** When it was opened, on Cairo's clock (YYYY-MM-DD HH:MM). */
  created_cairo: z.string(),
  updated_at: z.string(),
});
export type AdminTicketRow = z.infer<typeof adminTicketRow>;

/** Newest first; `next_before` opens the older tickets after these (null: these are the oldest). */
export const adminTicketPage = z.object({
  tickets: z.array(adminTicketRow),
  next_before: z.number().int().nullable(),
});
export type AdminTicketPage = z.infer<typeof adminTicketPage>;

export const adminTicket = adminTicketRow.extend({
  serial_or_imei: z.string(),
  problem: z.string(),
  email: z.string().nullable(),
  /** The phone was the signed-in customer's verified one: its SMS carry the code and the device. */
  phone_proven: z.boolean(),
  history: z.array(
    z.object({
      status: z.enum(TICKET_STATUSES),
      status_label: z.string(),
      /** What the customer reads on Track Your Device. */
      note: z.string(),
      created_at: z.string(),
      at_cairo: z.string(),
      /** Who made the change; null for the customer opening it or a command run on the server. */
      staff: staffRef.nullable(),
    }),
  ),
  staff_notes: z.array(
    z.object({
      id: z.number().int(),
      body: z.string(),
      created_at: z.string(),
      at_cairo: z.string(),
      staff: staffRef.nullable(),
    }),
  ),
  /** Where the ticket may go from here (none once it is closed). */
  next_statuses: z.array(z.enum(TICKET_STATUSES)),
});
export type AdminTicket = z.infer<typeof adminTicket>;

export const adminTicketParams = z.object({ id: rowId('ticket') });

export const ticketStatusChangeRequest = z.object({
  status: z.enum(TICKET_STATUSES, { error: `Status is one of: ${TICKET_STATUSES.join(', ')}` }),
  /** Sent to the customer with the SMS and shown on Track Your Device. */
  note: z.string().trim().max(300, 'Note must be at most 300 characters').default(''),
});
export type TicketStatusChangeRequest = z.input<typeof ticketStatusChangeRequest>;

export const ticketNoteRequest = z.object({
  body: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(2000, 'Note must be at most 2000 characters'),
});

// --- the inbox: contact-us messages and enterprise leads ---------------------------------------------------------------

export const INBOX_KINDS = ['contact', 'education', 'business'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const inboxKindLabel: Record<InboxKind, string> = {
  contact: 'Contact us',
  education: 'Education inquiry',
  business: 'Business inquiry',
};

/** Where the newest-first list goes on from: the last item's time, its table and its id. */
const INBOX_CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~(contact|lead)~(\d{1,10})$/;
export const inboxCursor = (item: { created_at: string; source: 'contact' | 'lead'; id: number }) =>
  `${item.created_at}~${item.source}~${item.id}`;
export function readInboxCursor(text: string) {
  const m = INBOX_CURSOR.exec(text)!;
  return { at: m[1]!, source: m[2] as 'contact' | 'lead', id: Number(m[3]) };
}

export const inboxQuery = z.object({
  kind: anyWhenBlank(z.enum(INBOX_KINDS, { error: 'Kind is contact, education or business' })),
  handled: anyWhenBlank(z.enum(['yes', 'no'], { error: 'Handled is yes or no' })),
  before: anyWhenBlank(
    z.string().regex(INBOX_CURSOR, 'The page to start from is not one this list gave (open the first page)'),
  ),
  per_page: perPage,
});
export type InboxQuery = z.input<typeof inboxQuery>;

export const inboxItem = z.object({
  /** contact: a contact-us message; lead: an education or business inquiry. */
  source: z.enum(['contact', 'lead']),
  id: z.number().int(),
  kind: z.enum(INBOX_KINDS),
  kind_label: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The contact form's topic, or the organisation that asked. */
  subject: z.string(),
  message: z.string(),
  /** A lead's quantity and what it is interested in. */
  quantity: z.number().int().nullable(),
  interest: z.string().nullable(),
  created_at: z.string(),
  created_cairo: z.string(),
  handled: z.object({ at: z.string(), at_cairo: z.string(), staff: staffRef.nullable() }).nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxPage = z.object({ items: z.array(inboxItem), next_before: z.string().nullable() });
export type InboxPage = z.infer<typeof inboxPage>;

export const inboxParams = z.object({
  source: z.enum(['contact', 'lead'], { error: 'The inbox has contact messages and leads only' }),
  id: rowId('message'),
});

export const inboxHandledRequest = z.object({
  handled: z.boolean({ error: 'Handled is true or false' }),
});

// --- newsletter subscribers ----------------------------------------------------------------------------------------

export const subscriberQuery = z.object({
  /** Part of the e-mail address. */
  q: anyWhenBlank(z.string().trim().max(254, 'Search must be at most 254 characters')),
  state: anyWhenBlank(
    z.enum(['subscribed', 'unsubscribed'], { error: 'State is subscribed or unsubscribed' }),
  ),
  before: beforeId,
  per_page: perPage,
});
export type SubscriberQuery = z.input<typeof subscriberQuery>;

export const subscriberRow = z.object({
  id: z.number().int(),
  email: z.string(),
  subscribed_at: z.string(),
  subscribed_cairo: z.string(),
  unsubscribed_at: z.string().nullable(),
  unsubscribed_cairo: z.string().nullable(),
});
export type SubscriberRow = z.infer<typeof subscriberRow>;

export const subscriberPage = z.object({
  subscribers: z.array(subscriberRow),
  next_before: z.number().int().nullable(),
});
export type SubscriberPage = z.infer<typeof subscriberPage>;

// --- the outbox ------------------------------------------------------------------------------------------------------

export const MESSAGE_STATES = ['pending', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const messageStateLabel: Record<MessageState, string> = {
  pending: 'Waiting to be sent',
  sent: 'Sent',
  failed: 'Failed',
};

export const messageQuery = z.object({
  channel: anyWhenBlank(z.enum(['sms', 'email'], { error: 'Channel is sms or email' })),
  state: anyWhenBlank(z.enum(MESSAGE_STATES, { error: 'State is pending, sent or failed' })),
  /** The exact phone number or e-mail address. */
  recipient: anyWhenBlank(z.string().trim().max(254, 'Recipient must be at most 254 characters')),
  before: beforeId,
  per_page: perPage,
});
export type MessageQuery = z.input<typeof messageQuery>;

/**
 * A message as staff see it: where it went and how its delivery went, never its body (sign-in codes and password
 * links travel in it, and they belong to the customer alone).
 */
export const adminMessageRow = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  /** An e-mail's subject; null for an SMS. */
  subject: z.string().nullable(),
  state: z.enum(MESSAGE_STATES),
  state_label: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  created_cairo: z.string(),
  sent_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  /** A failed message still recent enough to send; an older one would only confuse (its codes and links expired). */
  retryable: z.boolean(),
});
export type AdminMessageRow = z.infer<typeof adminMessageRow>;

export const adminMessagePage = z.object({
  messages: z.array(adminMessageRow),
  next_before: z.number().int().nullable(),
});
export type AdminMessagePage = z.infer<typeof adminMessagePage>;

export const adminMessageParams = z.object({ id: rowId('message') });

// --- the audit trail -----------------------------------------------------------------------------------------------

export const auditTrailQuery = z.object({
  /** A staff member's id, or "operator" for commands run on the server. */
  staff: anyWhenBlank(
    z.union([z.literal('operator'), rowId('staff member')], {
      error: 'Staff is a staff member’s id or "operator"',
    }),
  ),
  entity_type: anyWhenBlank(
    z
      .string()
      .trim()
      .max(40, 'Object type must be at most 40 characters')
      .regex(/^[a-z][a-z_.-]*$/, 'Object type is a word such as order, ticket or product'),
  ),
  entity_id: anyWhenBlank(z.string().trim().max(64, 'Object id must be at most 64 characters')),
  before: beforeId,
  per_page: perPage,
});
export type AuditTrailQuery = z.input<typeof auditTrailQuery>;

export const auditChange = z.object({
  /** The field's path, such as status or address.city. */
  field: z.string(),
  /** The values as JSON text; null when the field was not there. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChange>;

export const auditTrailEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  at_cairo: z.string(),
  /** Null: a command run on the server by the operator. */
  staff: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The fields that differ between before and after. */
  changes: z.array(auditChange),
});
export type AuditTrailEntry = z.infer<typeof auditTrailEntry>;

export const auditTrailPage = z.object({
  entries: z.array(auditTrailEntry),
  next_before: z.number().int().nullable(),
  /** Everyone who may appear in the trail, for the filter. */
  people: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  /** The object types the trail holds, for the filter. */
  entity_types: z.array(z.string()),
});
export type AuditTrailPage = z.infer<typeof auditTrailPage>;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields that differ between two JSON objects, nested objects walked into (address.city), arrays and scalars
 * compared whole. A field only on one side shows null on the other.
 */
export function jsonChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  prefix = '',
): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const out: AuditChange[] = [];
  for (const key of keys) {
    const field = prefix ? `${prefix}.${key}` : key;
    const had = before !== null && Object.hasOwn(before, key);
    const has = after !== null && Object.hasOwn(after, key);
    const b = had ? before[key] : undefined;
    const a = has ? after[key] : undefined;
    if (isPlain(b) && isPlain(a)) {
      out.push(...jsonChanges(b, a, field));
      continue;
    }
    const bText = had ? JSON.stringify(b) : null;
    const aText = has ? JSON.stringify(a) : null;
    if (bText !== aText) out.push({ field, before: bText, after: aText });
  }
  return out;
}
