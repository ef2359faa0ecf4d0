import type { PaymentMethod, PaymentPlan } from '@shop/contract/orders';
import type { Config } from '#app/env';
import { AppError } from '#app/errors/app-error';

/**
 * The payment methods the shop can offer (PAYMENT_METHODS picks which). A method honours the product offer named in
 * its discount_name_en (the products' payment_methods_discount_name_en) with its percentage; installment plans add
 * their interest. Cards and installments are paid online through the card gateway (CARD_GATEWAY).
 */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 1,
    code: 'cod',
    name_en: 'Cash on delivery',
    kind: 'cash',
    discount_name_en: null,
    discount_percent: 0,
    plans: [],
  },
  {
    id: 2,
    code: 'card',
    name_en: 'Credit or debit card',
    kind: 'card',
    discount_name_en: 'Save 10% with CIB cards',
    discount_percent: 10,
    plans: [],
  },
  {
    id: 3,
    code: 'valu',
    name_en: 'valU installments',
    kind: 'installments',
    discount_name_en: '5% off with Valu',
    discount_percent: 5,
    plans: [
      { id: 31, months: 6, interest_percent: 0 },
      { id: 32, months: 12, interest_percent: 8 },
      { id: 33, months: 24, interest_percent: 18 },
    ],
  },
];

export function enabledMethods(config: Pick<Config, 'PAYMENT_METHODS'>): PaymentMethod[] {
  const enabled = new Set(config.PAYMENT_METHODS.split(','));
  return PAYMENT_METHODS.filter((m) => enabled.has(m.code));
}

/** The method and plan a request names; a plan is required exactly when the method has plans. */
export function chooseMethod(
  config: Pick<Config, 'PAYMENT_METHODS'>,
  methodId: number,
  planId: number | null | undefined,
): { method: PaymentMethod; plan: PaymentPlan | null } {
  const method = enabledMethods(config).find((m) => m.id === methodId);
  if (!method) throw new AppError('bad_request', 'Choose one of the payment methods offered.');
  if (method.plans.length === 0) return { method, plan: null };
  const plan = method.plans.find((p) => p.id === planId);
  if (!plan) {
    throw new AppError('bad_request', `Choose an installment plan for ${method.name_en}.`);
  }
  return { method, plan };
}
