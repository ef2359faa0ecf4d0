import type { Kysely } from 'kysely';
import type { GovernorateFee } from '@shop/contract/admin-promotions';
import type { Database } from '#app/db/schema';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';

type Db = Kysely<Database>;

export async function listDeliveryFees(db: Db): Promise<{ governorates: GovernorateFee[] }> {
  const rows = await db
    .selectFrom('governorates')
    .select(['id', 'name_en', 'name_ar', 'delivery_fee'])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return {
    governorates: rows.map((r) => ({ ...r, id: Number(r.id), delivery_fee: Number(r.delivery_fee) })),
  };
}

/**
 * Sets the fees that changed, each audited, in one transaction. The public reads (the FAQ's delivery table is filled
 * from these fees) are dropped so this instance shows the new fees at once; checkout reads the table itself.
 */
export async function setDeliveryFees(
  deps: Pick<Deps, 'db' | 'reads'>,
  fees: Array<{ id: number; fee: number }>,
  staffId: number,
): Promise<{ list: { governorates: GovernorateFee[] }; changed: number }> {
  const changed = await deps.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('governorates')
      .select(['id', 'name_en', 'delivery_fee'])
      .where(
        'id',
        'in',
        fees.map((f) => f.id),
      )
      .execute();
    const byId = new Map(current.map((r) => [Number(r.id), r]));
    const unknown = fees.find((f) => !byId.has(f.id));
    if (unknown) throw new AppError('bad_request', `There is no governorate ${unknown.id}. Reload the page.`);
    let count = 0;
    for (const { id, fee } of fees) {
      const before = byId.get(id)!;
      if (Number(before.delivery_fee) === fee) continue;
      await trx.updateTable('governorates').set({ delivery_fee: fee }).where('id', '=', id).execute();
      await recordAudit(trx, {
        staffId,
        action: 'delivery_fee.update',
        entity: { type: 'governorate', id },
        before: { name_en: before.name_en, delivery_fee: Number(before.delivery_fee) },
        after: { name_en: before.name_en, delivery_fee: fee },
      });
      count += 1;
    }
    return count;
  });
  if (changed > 0) deps.reads.invalidate();
  return { list: await listDeliveryFees(deps.db), changed };
}
