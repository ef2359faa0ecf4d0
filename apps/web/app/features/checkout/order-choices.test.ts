import { describe, expect, it } from 'vitest';
import type { CheckoutSummary } from '@shop/contract/orders';
import { chooseForOrder, NO_CHOICES } from './order-choices.ts';

/** A priced order with these methods: [id, plan ids, total without a plan]. */
function priced(methods: Array<[id: number, plans: number[], total: number]>, base = 1000): CheckoutSummary {
  return {
    base_total: base,
    payment_methods: methods.map(([id, plans]) => ({ id, plans: plans.map((plan) => ({ id: plan })) })),
    quotes: methods.map(([id, , total]) => ({ method_id: id, plan_id: null, total })),
  } as unknown as CheckoutSummary;
}

describe('chooseForOrder', () => {
  it('picks the method without plans that keeps the price once the order is priced', () => {
    const summary = priced([
      [1, [], 950],
      [2, [7], 1000],
      [3, [], 1000],
    ]);
    expect(chooseForOrder(NO_CHOICES, { priced: summary }).payment).toEqual({
      methodId: 3,
      planId: null,
      accepted: false,
    });
  });

  it("never replaces the customer's own choice, and picks nothing when every method changes the price", () => {
    const own = chooseForOrder(NO_CHOICES, { payment: { methodId: 1, planId: null, accepted: true } });
    expect(chooseForOrder(own, { priced: priced([[3, [], 1000]]) })).toBe(own);
    expect(chooseForOrder(NO_CHOICES, { priced: priced([[1, [], 950]]) })).toBe(NO_CHOICES);
  });

  it('keeps the other choices as they are', () => {
    const withPromo = chooseForOrder(NO_CHOICES, { promo: 'SAVE10' });
    const withNotes = chooseForOrder(withPromo, { notes: 'Call first' });
    expect(withNotes).toEqual({ payment: null, promo: 'SAVE10', notes: 'Call first', cardBin: '' });
    expect(chooseForOrder(withNotes, { priced: priced([[3, [], 1000]]) })).toMatchObject({
      promo: 'SAVE10',
      notes: 'Call first',
    });
  });
});
