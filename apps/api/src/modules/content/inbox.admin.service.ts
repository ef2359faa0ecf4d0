import type { z } from 'zod';
import {
  inboxCursor,
  inboxKindLabel,
  readInboxCursor,
  type InboxItem,
  type InboxPage,
  type inboxQuery,
} from '@shop/contract/admin-desk';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { shopClock } from '#app/lib/shop-time';
import { recordAudit } from '#app/modules/audit/audit.service';
import * as repo from './inbox.admin.repository.ts';

type Db = Deps['db'];
type Query = z.output<typeof inboxQuery>;
type Source = 'contact' | 'lead';

function handled(at: string | null, by: number | null, name: string | null): InboxItem['handled'] {
  if (at === null) return null;
  return { at, at_cairo: shopClock(at), staff: by === null ? null : { id: by, name: name ?? '' } };
}

type ContactRow = Awaited<ReturnType<typeof repo.contactRows>>[number];
type LeadRow = Awaited<ReturnType<typeof repo.leadRows>>[number];

const fromContact = (r: ContactRow): InboxItem => ({
  source: 'contact',
  id: r.id,
  kind: 'contact',
  kind_label: inboxKindLabel.contact,
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.topic,
  message: r.message,
  quantity: null,
  interest: null,
  created_at: r.created_at,
  created_cairo: shopClock(r.created_at),
  handled: handled(r.handled_at, r.handled_by, r.handled_by_name),
});

const fromLead = (r: LeadRow): InboxItem => ({
  source: 'lead',
  id: r.id,
  kind: r.kind,
  kind_label: inboxKindLabel[r.kind],
  name: r.name,
  email: r.email,
  phone: r.phone,
  subject: r.organisation,
  message: r.message,
  quantity: r.quantity,
  interest: r.interest,
  created_at: r.created_at,
  created_cairo: shopClock(r.created_at),
  handled: handled(r.handled_at, r.handled_by, r.handled_by_name),
});

/** The inbox's order: newest first, then a contact message before a lead, then the higher id. */
function later(a: InboxItem, b: InboxItem): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  if (a.source !== b.source) return repo.inboxRank[b.source] - repo.inboxRank[a.source];
  return b.id - a.id;
}

/** Contact messages and enterprise leads as one list, newest first, a page at a time. */
export async function listInbox(db: Db, query: Query): Promise<InboxPage> {
  const filter: repo.InboxFilter = {};
  if (query.handled) filter.handled = query.handled === 'yes';
  if (query.before) filter.after = readInboxCursor(query.before);
  if (query.kind === 'education' || query.kind === 'business') filter.leadKind = query.kind;
  const limit = query.per_page + 1;
  const [contacts, leads] = await Promise.all([
    query.kind === undefined || query.kind === 'contact' ? repo.contactRows(db, filter, limit) : [],
    query.kind !== 'contact' ? repo.leadRows(db, filter, limit) : [],
  ]);
  const merged = [...contacts.map(fromContact), ...leads.map(fromLead)].sort(later).slice(0, limit);
  const shown = merged.slice(0, query.per_page);
  return {
    items: shown,
    next_before: merged.length > query.per_page ? inboxCursor(shown[shown.length - 1]!) : null,
  };
}

async function itemOf(db: Db, source: Source, id: number): Promise<InboxItem> {
  const rows =
    source === 'contact'
      ? (await repo.contactRows(db, { id }, 1)).map(fromContact)
      : (await repo.leadRows(db, { id }, 1)).map(fromLead);
  return rows[0]!;
}

/** Marks a message handled by the caller, or not handled again; a message already so is answered as it is. */
export async function markHandled(
  db: Db,
  source: Source,
  id: number,
  staffId: number,
  isHandled: boolean,
): Promise<{ item: InboxItem; changed: boolean }> {
  const at = new Date().toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const row = await repo.handledStateOf(trx, source, id);
    if (!row)
      throw new AppError(
        'not_found',
        `There is no ${source === 'contact' ? 'contact message' : 'lead'} with id ${id}.`,
      );
    if ((row.handled_at !== null) === isHandled) return false;
    await repo.setHandled(trx, source, id, isHandled ? { at, by: staffId } : null);
    await recordAudit(
      trx,
      {
        staffId,
        action: isHandled ? 'inbox.handled' : 'inbox.reopened',
        entity: { type: source === 'contact' ? 'contact_message' : 'lead', id },
        before: { handled_at: row.handled_at, handled_by: row.handled_by },
        after: isHandled ? { handled_at: at, handled_by: staffId } : { handled_at: null, handled_by: null },
      },
      at,
    );
    return true;
  });
  return { item: await itemOf(db, source, id), changed };
}
