import type { Kysely } from 'kysely';
import type { PromoCode, PromoCodeInput, PromoCodeList } from '@shop/contract/admin-promotions';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import * as repo from './promo.admin.repository.ts';
import { normalizePromo, scopeOf } from './promo.service.ts';

type Db = Kysely<Database>;

const notFound = () => new AppError('not_found', 'There is no promo code with this id. Reload the list.');
const taken = (code: string) =>
  new AppError('conflict', `Code: ${code} is already a promo code. Choose another code or edit that one.`);

const ids = (list: number[]) => [...new Set(list)].join(',');

/** The row as the back office reads it back, with how often it was used and what it gave. */
function viewOf(row: repo.PromoCodeRow, usage?: { orders: number; discount: number }): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: Number(row.value),
    max_discount: row.max_discount === null ? null : Number(row.max_discount),
    min_amount: Number(row.min_amount),
    payment_method: row.payment_method,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    max_uses: row.max_uses === null ? null : Number(row.max_uses),
    max_uses_per_customer: row.max_uses_per_customer === null ? null : Number(row.max_uses_per_customer),
    active: Number(row.active) === 1,
    ...scopeOf(row),
    uses: Number(row.uses),
    orders: usage?.orders ?? 0,
    discount_given: usage?.discount ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** What is audited of a code: what a person set, not the counters checkout moves. */
function audited(view: PromoCode): Record<string, unknown> {
  const { uses: _uses, orders: _orders, discount_given: _given, ...rest } = view;
  return rest;
}

function columnsOf(input: PromoCodeInput): Omit<repo.PromoWrite, 'updated_at'> {
  return {
    code: normalizePromo(input.code),
    kind: input.kind,
    value: input.value,
    // A cap only means something for a percentage; a fixed amount is its own cap.
    max_discount: input.kind === 'percent' ? input.max_discount : null,
    min_amount: input.min_amount,
    payment_method: input.payment_method,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    max_uses: input.max_uses,
    max_uses_per_customer: input.max_uses_per_customer,
    active: input.active ? 1 : 0,
    category_ids: ids(input.category_ids),
    brand_ids: ids(input.brand_ids),
    product_ids: ids(input.product_ids),
  };
}

export async function listPromoCodes(db: Db): Promise<PromoCodeList> {
  const [rows, usage, choices] = await Promise.all([
    repo.listPromoRows(db),
    repo.promoUsage(db),
    repo.scopeChoices(db),
  ]);
  return { promo_codes: rows.map((r) => viewOf(r, usage.get(r.id))), ...choices };
}

export async function getPromoCode(db: Db, id: number): Promise<PromoCode> {
  const row = await repo.findPromoRow(db, id);
  if (!row) throw notFound();
  const usage = await repo.promoUsage(db);
  return viewOf(row, usage.get(id));
}

export async function createPromoCode(db: Db, input: PromoCodeInput, staffId: number): Promise<PromoCode> {
  const now = new Date().toISOString();
  const values = { ...columnsOf(input), created_at: now, updated_at: now };
  const id = await db.transaction().execute(async (trx) => {
    if ((await repo.promoIdByCode(trx, values.code)) !== undefined) throw taken(values.code);
    const id = await repo.insertPromoRow(trx, values).catch((error: unknown) => {
      throw isUniqueViolation(error) ? taken(values.code) : error;
    });
    const after = viewOf((await repo.findPromoRow(trx, id))!);
    await recordAudit(trx, {
      staffId,
      action: 'promo_code.create',
      entity: { type: 'promo_code', id },
      before: null,
      after: audited(after),
    });
    return id;
  });
  return getPromoCode(db, id);
}

/**
 * Changes a code, whole (the editor sends every field) or only its switch. Uses already taken stay: lowering the total
 * below them only stops new uses.
 */
export async function updatePromoCode(
  db: Db,
  id: number,
  change: PromoCodeInput | { active: boolean },
  staffId: number,
): Promise<PromoCode> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await repo.findPromoRow(trx, id);
    if (!row) throw notFound();
    const values: Partial<repo.PromoWrite> =
      'code' in change
        ? { ...columnsOf(change), updated_at: now }
        : { active: change.active ? 1 : 0, updated_at: now };
    const code = values.code;
    if (code !== undefined && code !== row.code) {
      const other = await repo.promoIdByCode(trx, code);
      if (other !== undefined && other !== id) throw taken(code);
    }
    await repo.updatePromoRow(trx, id, values).catch((error: unknown) => {
      throw isUniqueViolation(error) && code ? taken(code) : error;
    });
    const after = (await repo.findPromoRow(trx, id))!;
    await recordAudit(trx, {
      staffId,
      action: 'promo_code.update',
      entity: { type: 'promo_code', id },
      before: audited(viewOf(row)),
      after: audited(viewOf(after)),
    });
  });
  return getPromoCode(db, id);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' || (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}
