import type { Kysely, Transaction } from 'kysely';
import type { AuditPage } from '@shop/contract/admin';
import type { Database } from '#app/db/schema';
import { auditRows, insertAuditRow } from './audit.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** One change to record: who made it (a staff id, or null for an operator command), to what, and the row around it. */
export interface AuditChange {
  staffId: number | null;
  action: string;
  entity: { type: string; id: number | string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * The one way a change is written to the audit log. Call it inside the change's own transaction, so a change is never
 * kept without its row nor the other way round. Before and after hold what a person reads back later; never a secret
 * (no password hash or token: "password_set" says enough).
 */
export async function recordAudit(
  db: Db,
  change: AuditChange,
  now = new Date().toISOString(),
): Promise<void> {
  await insertAuditRow(db, {
    staff_id: change.staffId,
    at: now,
    action: change.action,
    entity_type: change.entity.type,
    entity_id: change.entity.id === null ? null : String(change.entity.id),
    before: change.before === null ? null : JSON.stringify(change.before),
    after: change.after === null ? null : JSON.stringify(change.after),
  });
}

export async function listAudit(db: Db, query: { page: number; per_page: number }): Promise<AuditPage> {
  // One more row than asked tells whether there is a next page without counting the whole log.
  const rows = await auditRows(db, {
    offset: (query.page - 1) * query.per_page,
    limit: query.per_page + 1,
  });
  const parse = (text: string | null) =>
    text === null ? null : (JSON.parse(text) as Record<string, unknown>);
  return {
    entries: rows.slice(0, query.per_page).map((r) => ({
      id: r.id,
      at: r.at,
      staff:
        r.staff_id === null ? null : { id: r.staff_id, name: r.staff_name ?? '', email: r.staff_email ?? '' },
      action: r.action,
      entity_type: r.entity_type,
      entity_id: r.entity_id,
      before: parse(r.before),
      after: parse(r.after),
    })),
    page: query.page,
    per_page: query.per_page,
    has_more: rows.length > query.per_page,
  };
}
