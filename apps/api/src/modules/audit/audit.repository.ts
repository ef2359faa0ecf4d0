import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '#app/db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertAuditRow(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

/** Newest first, with the member who made each change (none for an operator command). */
export function auditRows(db: Db, page: { offset: number; limit: number }) {
  return db
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
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
