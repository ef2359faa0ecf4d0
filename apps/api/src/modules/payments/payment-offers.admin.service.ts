import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type {
  InstallmentPlan,
  installmentPlanInput,
  PaymentOffer,
  paymentOfferInput,
  PaymentOffersPage,
} from '@shop/contract/admin-promotions';
import type { Database, InstallmentPlanTable, PaymentOfferTable } from '#app/db/schema';
import type { CatalogReads } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import { parseCardBins } from './card-offers.ts';
import { idList } from './payment-methods.ts';

type Db = Kysely<Database>;
type OfferInput = z.infer<typeof paymentOfferInput>;
type PlanInput = z.infer<typeof installmentPlanInput>;

const offerView = (r: Selectable<PaymentOfferTable>): PaymentOffer => ({
  id: r.id,
  name_en: r.name_en,
  name_ar: r.name_ar?.trim() ?? '',
  method_code: r.method_code,
  percent: Number(r.percent),
  card_bins: r.card_bins,
  active: Number(r.active) === 1,
  updated_at: r.updated_at,
});

const planView = (r: Selectable<InstallmentPlanTable>): InstallmentPlan => ({
  id: Number(r.id),
  method_code: r.method_code,
  months: Number(r.months),
  interest_percent: Number(r.interest_percent),
  min_amount: Number(r.min_amount),
  product_ids: idList(r.product_ids),
  active: Number(r.active) === 1,
  updated_at: r.updated_at,
});

const withoutStamp = <T extends { updated_at: string }>({ updated_at: _at, ...rest }: T) => rest;

export async function listPaymentOffers(db: Db): Promise<PaymentOffersPage> {
  const [offers, plans] = await Promise.all([
    db.selectFrom('payment_offers').selectAll().orderBy('id').execute(),
    db
      .selectFrom('installment_plans')
      .selectAll()
      .orderBy('method_code')
      .orderBy('months')
      .orderBy('id')
      .execute(),
  ]);
  return { offers: offers.map(offerView), plans: plans.map(planView) };
}

/**
 * Changes an offer's Arabic name, percentage, card list or switch. The English name stays: products name their offer
 * by it. An empty Arabic name is kept as none, and Arabic pages show the English one. A card offer keeps a card list: emptying it would let every
 * card earn a bank's offer, so that is refused (switch the offer off instead).
 */
export async function updatePaymentOffer(
  { db, reads }: Pick<CatalogReads, 'db' | 'reads'>,
  id: number,
  input: OfferInput,
  staffId: number,
): Promise<PaymentOffer> {
  const saved = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('payment_offers').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('not_found', 'There is no payment offer with this id. Reload the page.');
    const bins = input.card_bins.trim();
    if (row.card_bins.trim() !== '' && parseCardBins(bins).length === 0) {
      throw new AppError(
        'bad_request',
        'Card prefixes: a bank offer needs at least one 6 to 8 digit prefix or range. To stop the offer, switch it off.',
      );
    }
    if (row.card_bins.trim() === '' && bins !== '') {
      throw new AppError(
        'bad_request',
        `Card prefixes: ${row.name_en} is earned by any payment of its method and takes no card list.`,
      );
    }
    const updated_at = new Date().toISOString();
    await trx
      .updateTable('payment_offers')
      .set({
        ...(input.name_ar === undefined ? {} : { name_ar: input.name_ar === '' ? null : input.name_ar }),
        percent: input.percent,
        card_bins: bins,
        active: input.active ? 1 : 0,
        updated_at,
      })
      .where('id', '=', id)
      .execute();
    const after = offerView(
      await trx.selectFrom('payment_offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
    await recordAudit(trx, {
      staffId,
      action: 'payment_offer.update',
      entity: { type: 'payment_offer', id },
      before: withoutStamp(offerView(row)),
      after: withoutStamp(after),
    });
    return after;
  });
  // Product cards and pages carry the offer's Arabic name: cached ones are read again.
  reads.invalidate();
  return saved;
}

function planColumns(input: PlanInput) {
  return {
    method_code: input.method_code,
    months: input.months,
    interest_percent: input.interest_percent,
    min_amount: input.min_amount,
    product_ids: [...new Set(input.product_ids)].join(','),
    active: input.active ? 1 : 0,
    updated_at: new Date().toISOString(),
  };
}

/** A new plan; its id follows the largest (ids are what clients send as plan_id). */
export async function createInstallmentPlan(
  db: Db,
  input: PlanInput,
  staffId: number,
): Promise<InstallmentPlan> {
  return db.transaction().execute(async (trx) => {
    const top = await trx
      .selectFrom('installment_plans')
      .select((eb) => eb.fn.max<number>('id').as('id'))
      .executeTakeFirst();
    const id = Number(top?.id ?? 0) + 1;
    await trx
      .insertInto('installment_plans')
      .values({ id, ...planColumns(input) })
      .execute();
    const after = planView(
      await trx.selectFrom('installment_plans').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
    await recordAudit(trx, {
      staffId,
      action: 'installment_plan.create',
      entity: { type: 'installment_plan', id },
      before: null,
      after: withoutStamp(after),
    });
    return after;
  });
}

export async function updateInstallmentPlan(
  db: Db,
  id: number,
  input: PlanInput,
  staffId: number,
): Promise<InstallmentPlan> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('installment_plans').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('not_found', 'There is no installment plan with this id. Reload the page.');
    await trx.updateTable('installment_plans').set(planColumns(input)).where('id', '=', id).execute();
    const after = planView(
      await trx.selectFrom('installment_plans').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
    await recordAudit(trx, {
      staffId,
      action: 'installment_plan.update',
      entity: { type: 'installment_plan', id },
      before: withoutStamp(planView(row)),
      after: withoutStamp(after),
    });
    return after;
  });
}
