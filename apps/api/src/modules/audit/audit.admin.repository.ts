import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

export interface AuditFilter {
  /** A member's id, or null for the operator's commands. */
  staffId?: number | null;
  entityType?: string;
  entityId?: string;
  beforeId?: number;
}

/**
 * The audit log newest first, `limit` rows after an id, with who made each change. The filters read the indexes on
 * (staff_id, id) and (entity_type, entity_id, id), so a member's or an object's changes are a slice of an index.
 */
export function findAuditRows(db: Db, filter: AuditFilter, limit: number) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('staff', 'staff.id', 'audit_log.staff_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.staff_id',
      'staff.name as staff_name',
      'staff.email as staff_email',
      'audit_log.action',
      'audit_log.entity_type',
      'audit_log.entity_id',
      'audit_log.before',
      'audit_log.after',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(limit);
  if (filter.staffId === null) query = query.where('audit_log.staff_id', 'is', null);
  else if (filter.staffId !== undefined) query = query.where('audit_log.staff_id', '=', filter.staffId);
  if (filter.entityType) query = query.where('audit_log.entity_type', '=', filter.entityType);
  if (filter.entityId) query = query.where('audit_log.entity_id', '=', filter.entityId);
  if (filter.beforeId !== undefined) query = query.where('audit_log.id', '<', filter.beforeId);
  return query.execute();
}

/** Every member, for the trail's "who" filter (a disabled member's changes stay theirs). */
export function everyMember(db: Db) {
  return db.selectFrom('staff').select(['id', 'name', 'email']).orderBy('name').execute();
}

/** The kinds of object the trail holds. */
export async function entityTypes(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('entity_type')
    .distinct()
    .orderBy('entity_type')
    .execute();
  return rows.map((r) => r.entity_type);
}
