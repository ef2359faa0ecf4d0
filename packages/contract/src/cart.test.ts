import { describe, expect, it } from 'vitest';
import { canCheckout, cartUpdate, checkoutBlockOf } from './cart.ts';
import { messages } from './errors.ts';

const line = (over: Partial<Parameters<typeof checkoutBlockOf>[0]> = {}) => ({
  active: true,
  in_stock: true,
  available_soon: false,
  max_per_order: null,
  amount: 1,
  ...over,
});

describe('checkout guard', () => {
  it('lets an active line in stock within its limit through', () => {
    expect(checkoutBlockOf(line())).toBeNull();
    expect(checkoutBlockOf(line({ max_per_order: 2, amount: 2 }))).toBeNull();
    expect(canCheckout([line(), line({ amount: 3 })])).toBe(true);
  });

  it('blocks a deactivated line first, with the shop’s fixed wording', () => {
    expect(checkoutBlockOf(line({ active: false, in_stock: false }))).toEqual({
      reason: 'deactivated',
      message_en: messages.deactivated,
    });
  });

  it('blocks a line that is not in stock; available soon says so', () => {
    expect(checkoutBlockOf(line({ in_stock: false }))).toEqual({
      reason: 'out_of_stock',
      message_en: messages.outOfStock,
    });
    expect(checkoutBlockOf(line({ in_stock: false, available_soon: true }))?.reason).toBe('available_soon');
  });

  it('blocks a line of an available-soon product whatever its stock: it cannot be ordered yet', () => {
    expect(checkoutBlockOf(line({ available_soon: true }))).toEqual({
      reason: 'available_soon',
      message_en: messages.availableSoon,
    });
    expect(canCheckout([line(), line({ available_soon: true })])).toBe(false);
  });

  it('blocks an amount above max_per_order only when one is set', () => {
    expect(checkoutBlockOf(line({ max_per_order: 2, amount: 3 }))).toEqual({
      reason: 'exceeded_max_per_order',
      message_en: messages.exceededMaxPerOrder,
    });
    expect(checkoutBlockOf(line({ max_per_order: null, amount: 99 }))).toBeNull();
  });

  it('refuses checkout of an empty cart or one with any blocked line', () => {
    expect(canCheckout([])).toBe(false);
    expect(canCheckout([line(), line({ active: false })])).toBe(false);
  });
});

describe('cart update payload', () => {
  it('defaults reset to false and accepts amount 0 (remove)', () => {
    expect(cartUpdate.parse({ items: [{ id: 1, amount: 0 }] })).toEqual({
      items: [{ id: 1, amount: 0 }],
      reset: false,
    });
  });

  it('refuses negative, fractional, huge amounts and a variant listed twice', () => {
    for (const amount of [-1, 1.5, 100, '2']) {
      expect(cartUpdate.safeParse({ items: [{ id: 1, amount }] }).success).toBe(false);
    }
    const twice = cartUpdate.safeParse({
      items: [
        { id: 1, amount: 1 },
        { id: 1, amount: 2 },
      ],
    });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.path).toEqual(['items', 1, 'id']);
  });
});
