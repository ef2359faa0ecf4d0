import type { z } from 'zod';
import { jsonChanges, type AuditTrailPage, type auditTrailQuery } from '@shop/contract/admin-desk';
import type { Deps } from '#app/deps';
import { shopClock } from '#app/lib/shop-time';
import { everyMember, entityTypes, findAuditRows, type AuditFilter } from './audit.admin.repository.ts';

type Query = z.output<typeof auditTrailQuery>;

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>));

/** A page of the audit trail, newest first, with what changed in each row worked out field by field. */
export async function auditTrail(db: Deps['db'], query: Query): Promise<AuditTrailPage> {
  const filter: AuditFilter = {};
  if (query.staff !== undefined) filter.staffId = query.staff === 'operator' ? null : query.staff;
  if (query.entity_type) filter.entityType = query.entity_type;
  if (query.entity_id) filter.entityId = query.entity_id;
  if (query.before !== undefined) filter.beforeId = query.before;
  const [rows, people, types] = await Promise.all([
    findAuditRows(db, filter, query.per_page + 1),
    everyMember(db),
    entityTypes(db),
  ]);
  const shown = rows.slice(0, query.per_page);
  return {
    entries: shown.map((r) => {
      const before = parse(r.before);
      const after = parse(r.after);
      return {
        id: r.id,
        at: r.at,
        at_cairo: shopClock(r.at),
        staff:
          r.staff_id === null
            ? null
            : { id: r.staff_id, name: r.staff_name ?? '', email: r.staff_email ?? '' },
        action: r.action,
        entity_type: r.entity_type,
        entity_id: r.entity_id,
        before,
        after,
        changes: jsonChanges(before, after),
      };
    }),
    next_before: rows.length > query.per_page ? shown[shown.length - 1]!.id : null,
    people,
    entity_types: types,
  };
}
