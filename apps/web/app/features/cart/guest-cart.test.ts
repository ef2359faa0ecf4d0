import { describe, expect, it } from 'vitest';
import {
  addFromCard,
  countItems,
  decodeGuestCartCookie,
  encodeGuestCartCookie,
  GUEST_CART_COOKIE_LINES,
  lineAmount,
  newGuestCartId,
  parseGuestCart,
  setLineAmount,
  type GuestCart,
} from './guest-cart.ts';

describe('setLineAmount', () => {
  it('adds a new line with the given amount', () => {
    expect(setLineAmount([], 5, 2)).toEqual([{ id: 5, amount: 2 }]);
  });

  it('updates an existing id in place instead of adding a second line', () => {
    const cart: GuestCart = [
      { id: 1, amount: 1 },
      { id: 5, amount: 2 },
    ];
    expect(setLineAmount(cart, 5, 4)).toEqual([
      { id: 1, amount: 1 },
      { id: 5, amount: 4 },
    ]);
  });

  it('removes the line when the amount is 0', () => {
    const cart: GuestCart = [
      { id: 1, amount: 1 },
      { id: 5, amount: 2 },
    ];
    expect(setLineAmount(cart, 5, 0)).toEqual([{ id: 1, amount: 1 }]);
  });

  it('treats a negative amount as 0 and leaves an absent id absent', () => {
    expect(setLineAmount([{ id: 1, amount: 3 }], 1, -2)).toEqual([]);
    expect(setLineAmount([], 9, 0)).toEqual([]);
  });

  it('does not change the cart it was given', () => {
    const cart: GuestCart = [{ id: 1, amount: 1 }];
    setLineAmount(cart, 1, 3);
    expect(cart).toEqual([{ id: 1, amount: 1 }]);
  });
});

describe('addFromCard', () => {
  it('puts quantity 1 when the product is not in the cart', () => {
    expect(addFromCard([{ id: 2, amount: 1 }], 7)).toEqual([
      { id: 2, amount: 1 },
      { id: 7, amount: 1 },
    ]);
  });

  it('adds 1 to the amount already in the cart', () => {
    expect(addFromCard([{ id: 7, amount: 2 }], 7)).toEqual([{ id: 7, amount: 3 }]);
  });
});

describe('countItems and lineAmount', () => {
  it('sums the amounts', () => {
    expect(
      countItems([
        { id: 1, amount: 2 },
        { id: 2, amount: 3 },
      ]),
    ).toBe(5);
    expect(countItems([])).toBe(0);
  });

  it('finds the amount of one product', () => {
    expect(lineAmount([{ id: 1, amount: 2 }], 1)).toBe(2);
    expect(lineAmount([{ id: 1, amount: 2 }], 3)).toBeUndefined();
  });
});

describe('parseGuestCart', () => {
  it('reads a stored list of {id, amount}', () => {
    expect(parseGuestCart('[{"id":3,"amount":2}]')).toEqual([{ id: 3, amount: 2 }]);
  });

  it('treats missing, broken or foreign data as an empty cart', () => {
    expect(parseGuestCart(null)).toEqual([]);
    expect(parseGuestCart('not json')).toEqual([]);
    expect(parseGuestCart('{"id":1}')).toEqual([]);
  });

  it('drops lines that are not {id, amount} with whole positive numbers', () => {
    expect(
      parseGuestCart(
        '[{"id":1,"amount":1},{"id":"2","amount":1},{"id":3,"amount":0},{"id":4,"amount":1.5},null]',
      ),
    ).toEqual([{ id: 1, amount: 1 }]);
  });
});

describe('newGuestCartId', () => {
  it('is a whole number below 10000', () => {
    expect(newGuestCartId(() => 0)).toBe(0);
    expect(newGuestCartId(() => 0.99999999)).toBe(9999);
    const id = newGuestCartId();
    expect(Number.isInteger(id) && id >= 0 && id < 10000).toBe(true);
  });
});

describe('the guest cart cookie copy', () => {
  it('round-trips a cart and drops what it cannot read', () => {
    const cart = [
      { id: 12, amount: 1 },
      { id: 450, amount: 3 },
    ];
    expect(encodeGuestCartCookie(cart)).toBe('12.1-450.3');
    expect(decodeGuestCartCookie('12.1-450.3')).toEqual(cart);
    expect(decodeGuestCartCookie('12.1-x.2-5.0-7.-1-12.4-8.2')).toEqual([
      { id: 12, amount: 1 },
      { id: 8, amount: 2 },
    ]);
    expect(decodeGuestCartCookie(undefined)).toEqual([]);
  });

  it('keeps at most the cookie line limit', () => {
    const cart = Array.from({ length: GUEST_CART_COOKIE_LINES + 20 }, (_, i) => ({ id: i + 1, amount: 1 }));
    expect(decodeGuestCartCookie(encodeGuestCartCookie(cart))).toHaveLength(GUEST_CART_COOKIE_LINES);
  });
});
