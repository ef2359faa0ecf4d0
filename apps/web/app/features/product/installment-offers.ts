import { installmentFee, monthlyPayment, percentOff } from '@shop/contract/money';
import type { PaymentMethod } from '@shop/contract/orders';

/** One installment plan as the item page shows it, for one unit of the chosen variant. */
export interface PlanOffer {
  planId: number;
  months: number;
  interestPercent: number;
  /** What the plan comes to in all: the price after the method's offer, with the plan's interest. */
  total: number;
  monthly: number;
}

/** A payment method that pays over installment plans, with the offer it gives this product (if any). */
export interface InstallmentOffer {
  methodId: number;
  name: string;
  /** The method's Arabic name, for Arabic pages. */
  name_ar: string;
  /** The method's offer (e.g. "5% off with Valu") when this product carries it, else null. */
  offer: string | null;
  /** The same offer's name for Arabic pages (its English name while it has no Arabic one). */
  offer_ar: string | null;
  plans: PlanOffer[];
}

/**
 * The installment plans a product can be paid over, priced as checkout prices one unit of it before delivery: the
 * method's offer when the product carries it (rounded down), then the plan's interest on what is left (ADR 0003).
 * Methods without plans are left out; plans come in the method's order.
 */
export function installmentOffers(
  price: number,
  productOffer: string | null,
  methods: readonly PaymentMethod[],
): InstallmentOffer[] {
  return methods
    .filter((method) => method.plans.length > 0)
    .map((method) => {
      const honoured =
        method.discount_name_en !== null &&
        method.discount_percent > 0 &&
        productOffer === method.discount_name_en;
      const financed = price - (honoured ? percentOff(price, method.discount_percent) : 0);
      return {
        methodId: method.id,
        name: method.name_en,
        name_ar: method.name_ar,
        offer: honoured ? method.discount_name_en : null,
        offer_ar: honoured ? (method.discount_name_ar ?? method.discount_name_en) : null,
        plans: method.plans.map((plan) => {
          const total = financed + installmentFee(financed, plan.interest_percent);
          return {
            planId: plan.id,
            months: plan.months,
            interestPercent: plan.interest_percent,
            total,
            monthly: monthlyPayment(total, plan.months),
          };
        }),
      };
    });
}

/** The lowest monthly amount of a method's plans: what "from … a month" names. */
export function lowestMonthly(plans: readonly { monthly: number }[]): number | null {
  return plans.length === 0 ? null : Math.min(...plans.map((plan) => plan.monthly));
}
