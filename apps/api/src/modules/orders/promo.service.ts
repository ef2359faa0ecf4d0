import type { Kysely, Selectable } from 'kysely';
import { shopperMessage } from '@shop/contract/shopper-messages';
import type { Database, PromoCodeTable } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import { formatEGP } from '@shop/contract/money';
import type { PaymentMethod } from '@shop/contract/orders';
import { idList } from '#app/modules/payments/payment-methods';
import { promoBase, promoDiscount, type PricedLine } from './pricing.ts';

type Db = Kysely<Database>;
/** A code that applies, with the products of the order it covers (null: all of them). */
export type PromoRow = Selectable<PromoCodeTable> & { eligible: ReadonlySet<number> | null };

/** The body code of a promotion check that fails (200 and 201 are success). */
const PROMO_REFUSED = 415;

const refuse = (message: string) => new AppError('bad_request', message, { code: PROMO_REFUSED });

/** Statuses whose orders no longer hold their promo use. */
const RELEASED = ['cancelled', 'payment_failed'] as const;

export const normalizePromo = (code: string) => code.trim().toUpperCase();

/** A code's limits to categories, brands and products, as the back office writes them (empty: none). */
export interface PromoScope {
  category_ids: number[];
  brand_ids: number[];
  product_ids: number[];
}

export const scopeOf = (promo: {
  category_ids: string;
  brand_ids: string;
  product_ids: string;
}): PromoScope => ({
  category_ids: idList(promo.category_ids),
  brand_ids: idList(promo.brand_ids),
  product_ids: idList(promo.product_ids),
});

/**
 * The order's products a code covers: those named, or of a category or brand named (a product's top category). A code
 * with no limit covers everything (null).
 */
async function eligibleProducts(
  db: Db,
  scope: PromoScope,
  productIds: number[],
): Promise<Set<number> | null> {
  if (scope.category_ids.length + scope.brand_ids.length + scope.product_ids.length === 0) return null;
  if (productIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('products')
    .select(['id', 'category_id', 'brand_id'])
    .where('id', 'in', [...new Set(productIds)])
    .execute();
  const categories = new Set(scope.category_ids);
  const brands = new Set(scope.brand_ids);
  const products = new Set(scope.product_ids);
  return new Set(
    rows
      .filter(
        (r) =>
          products.has(r.id) ||
          categories.has(r.category_id) ||
          (r.brand_id !== null && brands.has(r.brand_id)),
      )
      .map((r) => r.id),
  );
}

/**
 * Checks a code against every limit: it exists and is on, its dates, uses in total and per customer, the minimum
 * amount (the whole order before the code), the payment method and the products it covers. Answers the rule to price
 * with, or throws the reason (body code 415). The back office edits exactly these fields.
 */
export async function evaluatePromo(
  db: Db,
  input: {
    code: string;
    userId: number;
    amount: number;
    productIds: number[];
    methodCode: string | null;
    now: Date;
  },
): Promise<PromoRow> {
  const promo = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', normalizePromo(input.code))
    .executeTakeFirst();
  if (!promo || promo.active !== 1) throw refuse(shopperMessage('promoUnknown'));
  const now = input.now.toISOString();
  if (promo.starts_at && promo.starts_at > now) throw refuse(shopperMessage('promoNotYet'));
  if (promo.ends_at && promo.ends_at <= now) throw refuse(shopperMessage('promoExpired'));
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) {
    throw refuse(shopperMessage('promoUsedUp'));
  }
  if (input.amount < promo.min_amount) {
    throw refuse(shopperMessage('promoMinAmount', { amount: formatEGP(promo.min_amount) }));
  }
  if (promo.payment_method && input.methodCode && promo.payment_method !== input.methodCode) {
    throw refuse(
      promo.payment_method === 'cod'
        ? shopperMessage('promoCashOnly')
        : shopperMessage('promoMethodOnly', { method: promo.payment_method }),
    );
  }
  if (promo.max_uses_per_customer !== null) {
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', input.userId)
      .where('promo_code_id', '=', promo.id)
      .where('status', 'not in', RELEASED)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= promo.max_uses_per_customer) throw refuse(shopperMessage('promoAlreadyUsed'));
  }
  const eligible = await eligibleProducts(db, scopeOf(promo), input.productIds);
  if (eligible && eligible.size === 0) throw refuse(shopperMessage('promoNothingEligible'));
  return { ...promo, eligible };
}

export function discountOf(promo: PromoRow, lines: PricedLine[], method: PaymentMethod | null): number {
  return promoDiscount(promo, promoBase(lines, method, promo));
}

/**
 * Takes one use of the code inside the order transaction. The guarded update keeps the total within max_uses even
 * when the last use is claimed by several orders at once.
 */
export async function takePromoUse(db: Db, promo: PromoRow): Promise<void> {
  let query = db
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', promo.id);
  if (promo.max_uses !== null) query = query.where('uses', '<', promo.max_uses);
  const result = await query.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw refuse(shopperMessage('promoUsedUp'));
}

export async function returnPromoUse(db: Db, promoId: number): Promise<void> {
  await db
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', promoId)
    .where('uses', '>', 0)
    .execute();
}
