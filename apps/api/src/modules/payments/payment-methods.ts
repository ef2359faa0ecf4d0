import type { Kysely } from 'kysely';
import type { PaymentMethod, PaymentPlan } from '@shop/contract/orders';
import type { Database } from '#app/db/schema';
import type { Config } from '#app/env';
import { inLanguage } from '#app/db/localized';
import { AppError } from '#app/errors/app-error';
import { formatEGP } from '@shop/contract/money';

type Db = Kysely<Database>;

/** What a payment method is, whatever the back office sets: its id, code, name and how it is paid. */
export type MethodBase = Pick<PaymentMethod, 'id' | 'code' | 'name_en' | 'name_ar' | 'kind'>;

/**
 * The payment methods the shop can offer (PAYMENT_METHODS picks which). Their offers (payment_offers: a percentage
 * off the products that name the offer in payment_methods_discount_name_en) and installment plans are the back
 * office's, read from the database on every checkout call so a change applies at once. Cards and installments are
 * paid online through the card gateway (CARD_GATEWAY).
 */
export const PAYMENT_METHODS: readonly MethodBase[] = [
  { id: 1, code: 'cod', name_en: 'Cash on delivery', name_ar: 'الدفع عند الاستلام', kind: 'cash' },
  { id: 2, code: 'card', name_en: 'Credit or debit card', name_ar: 'بطاقة ائتمان أو خصم', kind: 'card' },
  { id: 3, code: 'valu', name_en: 'valU installments', name_ar: 'تقسيط valU', kind: 'installments' },
];

/** An installment plan with the conditions the shopper does not see: a minimum order and the products it covers. */
export interface PlanRule extends PaymentPlan {
  min_amount: number;
  /** Empty: every product. */
  product_ids: number[];
}

/** The enabled methods with their offer and active plans, and each plan's conditions by plan id. */
export interface MethodCatalog {
  methods: PaymentMethod[];
  rules: Map<number, PlanRule>;
}

export const idList = (text: string): number[] =>
  text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);

export async function loadMethods(db: Db, config: Pick<Config, 'PAYMENT_METHODS'>): Promise<MethodCatalog> {
  const enabled = new Set(config.PAYMENT_METHODS.split(','));
  const [offers, plans] = await Promise.all([
    db
      .selectFrom('payment_offers')
      .select(['name_en', 'name_ar', 'method_code', 'percent'])
      .where('active', '=', 1)
      .where('percent', '>', 0)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('installment_plans')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('months')
      .orderBy('id')
      .execute(),
  ]);
  const rules = new Map<number, PlanRule>();
  const methods = PAYMENT_METHODS.filter((m) => enabled.has(m.code)).flatMap((base): PaymentMethod[] => {
    // One offer per method: the first active one (the products name it).
    const offer = offers.find((o) => o.method_code === base.code);
    const own =
      base.kind === 'installments'
        ? plans.filter((p) => p.method_code === base.code).map((p) => planRule(p))
        : [];
    // Installments without a plan switched on are not offered at all.
    if (base.kind === 'installments' && own.length === 0) return [];
    for (const rule of own) rules.set(rule.id, rule);
    return [
      {
        ...base,
        discount_name_en: offer?.name_en ?? null,
        discount_name_ar: offer ? inLanguage('ar', offer.name_en, offer.name_ar) : null,
        discount_percent: offer ? Number(offer.percent) : 0,
        plans: own.map(({ id, months, interest_percent }) => ({ id, months, interest_percent })),
      },
    ];
  });
  return { methods, rules };
}

function planRule(row: {
  id: number;
  months: number;
  interest_percent: number;
  min_amount: number;
  product_ids: string;
}): PlanRule {
  return {
    id: Number(row.id),
    months: Number(row.months),
    interest_percent: Number(row.interest_percent),
    min_amount: Number(row.min_amount),
    product_ids: idList(row.product_ids),
  };
}

/**
 * Why a plan cannot finance this order, or null when it can: the order's amount before a promo code (so a code never
 * takes a plan away after it was offered) is below the plan's minimum, or a product is one the plan does not cover.
 */
export function planRefusal(
  rule: PlanRule | undefined,
  order: { productIds: number[]; amount: number },
): string | null {
  if (!rule) return null;
  if (order.amount < rule.min_amount) {
    return `The ${rule.months}-month plan needs an order of at least ${formatEGP(rule.min_amount)}.`;
  }
  const covered = new Set(rule.product_ids);
  if (covered.size > 0 && order.productIds.some((id) => !covered.has(id))) {
    return `The ${rule.months}-month plan does not cover every product in your cart.`;
  }
  return null;
}

/**
 * The methods as this order may use them: installment plans that cannot finance it are left out, and an installment
 * method with no plan left is not offered.
 */
export function methodsForOrder(
  catalog: MethodCatalog,
  order: { productIds: number[]; amount: (method: PaymentMethod) => number },
): PaymentMethod[] {
  return catalog.methods.flatMap((m) => {
    if (m.kind !== 'installments') return [m];
    const amount = order.amount(m);
    const plans = m.plans.filter(
      (p) => planRefusal(catalog.rules.get(p.id), { productIds: order.productIds, amount }) === null,
    );
    return plans.length > 0 ? [{ ...m, plans }] : [];
  });
}

/** The method and plan a request names; a plan is required exactly when the method has plans. */
export function chooseMethod(
  methods: readonly PaymentMethod[],
  methodId: number,
  planId: number | null | undefined,
): { method: PaymentMethod; plan: PaymentPlan | null } {
  const method = methods.find((m) => m.id === methodId);
  if (!method) throw new AppError('bad_request', 'Choose one of the payment methods offered.');
  if (method.kind !== 'installments') return { method, plan: null };
  const plan = method.plans.find((p) => p.id === planId);
  if (!plan) {
    throw new AppError('bad_request', `Choose an installment plan for ${method.name_en}.`);
  }
  return { method, plan };
}
