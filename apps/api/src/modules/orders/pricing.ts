import { installmentFee, percentOff } from '@shop/contract/money';
import type { OrderTotals, PaymentMethod, PaymentPlan } from '@shop/contract/orders';

/** One cart line as priced for an order: list price, the price paid per unit, and the product's method offer. */
export interface PricedLine {
  variant_id: number;
  product_id: number;
  name: string;
  sku: string;
  image: string;
  options: string;
  price: number;
  unit_price: number;
  amount: number;
  method_offer: string | null;
  /** Sold ahead of stock (the contract's soldAheadOfStock): the order reserves none for this line. */
  sold_ahead: boolean;
  /** The most of this product one order may hold (the smaller of the variant's and the product's), or null. */
  max_per_order: number | null;
}

export interface PromoRule {
  kind: 'percent' | 'fixed';
  value: number;
  max_discount: number | null;
  /** The products of the order the code covers (its categories, brands and products); absent or null: all. */
  eligible?: ReadonlySet<number> | null;
}

/** The discount a promo gives on an amount: a percentage (floored, capped) or a fixed sum, never above the amount. */
export function promoDiscount(rule: PromoRule, amount: number): number {
  const raw = rule.kind === 'percent' ? Math.floor((amount * rule.value) / 100) : rule.value;
  const capped = rule.max_discount === null ? raw : Math.min(raw, rule.max_discount);
  return Math.max(0, Math.min(capped, amount));
}

/** The amount a promo code is checked against: after product and payment-method discounts. */
export function amountBeforePromo(lines: PricedLine[], method: PaymentMethod | null): number {
  return lines.reduce((sum, l) => sum + l.unit_price * l.amount - methodDiscountOf(l, method), 0);
}

/**
 * What a promo code takes its discount from: the lines it covers, after product and payment-method discounts. A code
 * limited to some categories, brands or products leaves the rest of the order at its price.
 */
export function promoBase(lines: PricedLine[], method: PaymentMethod | null, promo: PromoRule): number {
  const covered = promo.eligible ? lines.filter((l) => promo.eligible!.has(l.product_id)) : lines;
  return amountBeforePromo(covered, method);
}

function methodDiscountOf(line: PricedLine, method: PaymentMethod | null): number {
  if (!method || method.discount_percent <= 0 || !method.discount_name_en) return 0;
  if (line.method_offer !== method.discount_name_en) return 0;
  return percentOff(line.unit_price * line.amount, method.discount_percent);
}

/**
 * Every total of an order, in this order: list prices, product discounts, the payment method's offer, the promo,
 * the installment plan's interest on what is left, and delivery. Whole EGP throughout (ADR 0003).
 */
export function priceOrder(input: {
  lines: PricedLine[];
  method: PaymentMethod | null;
  plan: PaymentPlan | null;
  promo: PromoRule | null;
  deliveryFee: number;
}): OrderTotals {
  const { lines, method, plan, promo, deliveryFee } = input;
  const subtotal = lines.reduce((sum, l) => sum + l.price * l.amount, 0);
  const paid = lines.reduce((sum, l) => sum + l.unit_price * l.amount, 0);
  const method_discount = lines.reduce((sum, l) => sum + methodDiscountOf(l, method), 0);
  const beforePromo = paid - method_discount;
  const promo_discount = promo ? promoDiscount(promo, promoBase(lines, method, promo)) : 0;
  const financed = beforePromo - promo_discount;
  const installment_fee = plan ? installmentFee(financed, plan.interest_percent) : 0;
  return {
    subtotal,
    discount: subtotal - paid,
    method_discount,
    promo_discount,
    installment_fee,
    delivery_fee: deliveryFee,
    total: financed + installment_fee + deliveryFee,
  };
}

/** True when paying this way changes the price against cash on delivery: the customer must accept it first. */
export function methodChangesPrice(totals: OrderTotals): boolean {
  return totals.method_discount !== 0 || totals.installment_fee !== 0;
}
