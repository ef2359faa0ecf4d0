import { describe, expect, it } from 'vitest';
import { returnStatusLabel, RETURN_STATUSES } from '@shop/contract/order-returns';
import { ORDER_STATUSES, orderStatusLabel } from '@shop/contract/orders';
import { englishOnly, ORDER_STATUS_KEY, RETURN_STATUS_KEY } from './orders-text.ts';

describe("the orders' texts outside the shop (the back office)", () => {
  it("say each status in the API's own English words", () => {
    for (const status of ORDER_STATUSES)
      expect(englishOnly(ORDER_STATUS_KEY[status])).toBe(orderStatusLabel[status]);
    for (const status of RETURN_STATUSES)
      expect(englishOnly(RETURN_STATUS_KEY[status])).toBe(returnStatusLabel[status]);
  });

  it('fill simple placeholders', () => {
    expect(englishOnly('orders.totals.promoNamed', { code: 'EID10' })).toBe('Promo EID10');
    expect(englishOnly('orders.totals.total')).toBe('Total');
  });
});
