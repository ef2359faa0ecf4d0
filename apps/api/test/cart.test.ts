import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '@shop/contract/cart';
import { EMPTY_CART_MESSAGE } from '@shop/contract/cart';
import { messages } from '@shop/contract/errors';
import { mergeGuestCart } from '#app/modules/cart/cart.service';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
/** Variant ids of the products this file makes, so every rule has a product it controls. */
const v = {} as Record<
  'blackPhone' | 'bluePhone' | 'watch' | 'preorder' | 'soon' | 'soldOut' | 'oldModel' | 'spare',
  number
>;
let oldModelProductId = 0;
let blackColor: { id: number; name: string };
let userSeq = 0;

const makeProduct = (
  slug: string,
  product: Parameters<typeof makeTestProduct>[2],
  variants: Parameters<typeof makeTestProduct>[3],
) => makeTestProduct(t.runtime.deps.db, slug, product, variants);

async function customerToken(): Promise<{ token: string; userId: number }> {
  userSeq += 1;
  return makeTestCustomer(t.runtime.deps.db, `shopper${userSeq}`);
}

async function guestToken(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/customer/auth/guest' });
  expect(res.statusCode).toBe(201);
  return res.json().data.token;
}

function call(method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/customer${url}`,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const lineOf = (cart: Cart, id: number): CartLine | undefined => cart.lines.find((l) => l.id === id);
const amounts = (cart: Cart) => Object.fromEntries(cart.lines.map((l) => [l.id, l.amount]));

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.runtime.deps;
  blackColor = await db
    .selectFrom('option_values')
    .select(['id', 'name'])
    .where('kind', '=', 'Color')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const phone = await makeProduct('cart-phone', {}, [
    { price: 1000, discount_price: 900, stock: 5, color_id: blackColor.id },
    { price: 1200, stock: 2 },
  ]);
  [v.blackPhone, v.bluePhone] = phone.variantIds as [number, number];
  v.watch = (
    await makeProduct('cart-watch', { max_per_order: 2 }, [{ price: 500, stock: 10 }])
  ).variantIds[0]!;
  v.preorder = (
    await makeProduct('cart-preorder', { preorder: 1 }, [{ price: 3000, stock: 0 }])
  ).variantIds[0]!;
  v.soon = (
    await makeProduct('cart-soon', { available_soon: 1 }, [{ price: 4000, stock: 0 }])
  ).variantIds[0]!;
  v.soldOut = (await makeProduct('cart-sold-out', {}, [{ price: 100, stock: 0 }])).variantIds[0]!;
  const old = await makeProduct('cart-old-model', {}, [{ price: 700, stock: 3 }]);
  oldModelProductId = old.productId;
  v.oldModel = old.variantIds[0]!;
  v.spare = (await makeProduct('cart-spare', {}, [{ price: 50, stock: 99 }])).variantIds[0]!;
});
afterAll(async () => t?.close());

describe('customer cart: GET and POST /carts', () => {
  it('answers 401 to guests and to callers without a token', async () => {
    const guest = await guestToken();
    for (const token of [undefined, guest]) {
      const get = await call('GET', '/carts', token);
      expect(get.statusCode).toBe(401);
      expect(get.json()).toMatchObject({ code: 401, data: null });
      expect((await call('POST', '/carts', token, { items: [] })).statusCode).toBe(401);
      expect((await call('POST', '/carts/merge', token, { items: [] })).statusCode).toBe(401);
    }
  });

  it('starts empty, with the server’s empty-cart message', async () => {
    const { token } = await customerToken();
    const res = await call('GET', '/carts', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 200,
      message_en: EMPTY_CART_MESSAGE,
      data: {
        lines: [],
        totals: { subtotal: 0, discount: 0, total: 0, count: 0 },
        can_checkout: false,
        message_en: EMPTY_CART_MESSAGE,
        messages: [],
      },
    });
  });

  it('upserts lines, removes at 0, resets, and computes every total on the server', async () => {
    const { token } = await customerToken();
    const first = await call('POST', '/carts', token, {
      items: [
        { id: v.blackPhone, amount: 2, price: 1 },
        { id: v.watch, amount: 1 },
      ],
    });
    expect(first.statusCode).toBe(200);
    const cart: Cart = first.json().data;
    expect(first.json().message_en).toBe('Cart updated');
    expect(cart.totals).toEqual({ subtotal: 2500, discount: 200, total: 2300, count: 3 });
    expect(cart.can_checkout).toBe(true);
    expect(cart.message_en).toBeNull();
    expect(lineOf(cart, v.blackPhone)).toEqual({
      id: v.blackPhone,
      product_id: expect.any(Number),
      slug: 'cart-phone',
      sku: 'T-cart-phone-0',
      name: 'Test cart-phone',
      image: '/media/cart-phone-0.svg',
      picture: '/media/cart-phone-0.svg',
      amount: 2,
      price: 1000,
      discount_price: 900,
      line_total: 1800,
      stock: 5,
      in_stock: true,
      preorder: false,
      available_soon: false,
      max_per_order: null,
      active: true,
      product_variants_options: [
        {
          option: { name: 'Color' },
          values: [{ id: blackColor.id, name: blackColor.name, color_code: expect.any(String) }],
        },
      ],
      checkout_block: null,
    });
    expect(lineOf(cart, v.watch)).toMatchObject({ discount_price: null, max_per_order: 2, line_total: 500 });

    const upsert = (await call('POST', '/carts', token, { items: [{ id: v.bluePhone, amount: 1 }] })).json()
      .data;
    expect(amounts(upsert)).toEqual({ [v.blackPhone]: 2, [v.watch]: 1, [v.bluePhone]: 1 });
    const setAndRemove = (
      await call('POST', '/carts', token, {
        items: [
          { id: v.blackPhone, amount: 3 },
          { id: v.watch, amount: 0 },
        ],
      })
    ).json().data;
    expect(amounts(setAndRemove)).toEqual({ [v.blackPhone]: 3, [v.bluePhone]: 1 });
    expect(setAndRemove.lines.map((l: CartLine) => l.id)).toEqual([v.blackPhone, v.bluePhone]);

    const reset = (
      await call('POST', '/carts', token, { items: [{ id: v.watch, amount: 2 }], reset: true })
    ).json().data;
    expect(amounts(reset)).toEqual({ [v.watch]: 2 });
    expect(reset.totals).toEqual({ subtotal: 1000, discount: 0, total: 1000, count: 2 });
    expect((await call('GET', '/carts', token)).json().data).toEqual(reset);

    const emptied = await call('POST', '/carts', token, { items: [], reset: true });
    expect(emptied.json()).toMatchObject({ message_en: EMPTY_CART_MESSAGE, data: { lines: [] } });

    // Lines stay in the order they were added, whatever their ids, when read back and when one is changed.
    const [later, earlier] = [v.watch, v.blackPhone].sort((a, b) => b - a);
    await call('POST', '/carts', token, { items: [{ id: later!, amount: 1 }] });
    await call('POST', '/carts', token, { items: [{ id: earlier!, amount: 1 }] });
    const ids = (cart: Cart) => cart.lines.map((l) => l.id);
    expect(ids((await call('GET', '/carts', token)).json().data)).toEqual([later, earlier]);
    const changed = (await call('POST', '/carts', token, { items: [{ id: later!, amount: 2 }] })).json().data;
    expect(ids(changed)).toEqual([later, earlier]);
    expect(amounts(changed)).toEqual({ [later!]: 2, [earlier!]: 1 });
  });

  it('caps amounts above stock or max_per_order with a message per line, but not pre-orders', async () => {
    const { token } = await customerToken();
    const res = await call('POST', '/carts', token, {
      items: [
        { id: v.bluePhone, amount: 5 },
        { id: v.watch, amount: 5 },
        { id: v.preorder, amount: 4 },
        { id: v.soldOut, amount: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const cart: Cart = res.json().data;
    expect(amounts(cart)).toEqual({ [v.bluePhone]: 2, [v.watch]: 2, [v.preorder]: 4 });
    expect(cart.messages).toEqual([
      { id: v.bluePhone, reason: 'stock', message_en: 'Only 2 of Test cart-phone left, so the amount is 2.' },
      {
        id: v.watch,
        reason: 'max_per_order',
        message_en: 'Test cart-watch is limited to 2 per order, so the amount is 2.',
      },
      {
        id: v.soldOut,
        reason: 'stock',
        message_en: 'Test cart-sold-out is out of stock, so it is not in your cart.',
      },
    ]);
    expect(res.json().message_en).toMatch(/Some amounts were changed/);
    // A pre-order is orderable without stock.
    expect(lineOf(cart, v.preorder)).toMatchObject({ in_stock: true, stock: 0, checkout_block: null });
    expect(cart.can_checkout).toBe(true);
    // A read reports the state without repeating the notices.
    expect((await call('GET', '/carts', token)).json().data.messages).toEqual([]);
  });

  it('refuses a product that is available soon, in stock or not, keeping nothing of that request', async () => {
    const { token } = await customerToken();
    const soonInStock = (
      await makeProduct('cart-soon-stocked', { available_soon: 1 }, [{ price: 4500, stock: 7 }])
    ).variantIds[0]!;
    for (const id of [v.soon, soonInStock]) {
      const res = await call('POST', '/carts', token, {
        items: [
          { id: v.spare, amount: 1 },
          { id, amount: 1 },
        ],
      });
      expect(res.statusCode, res.body).toBe(409);
      const name = id === v.soon ? 'Test cart-soon' : 'Test cart-soon-stocked';
      expect(res.json()).toEqual({
        code: 409,
        message_en: `${name} is available soon and cannot be ordered yet.`,
        data: null,
      });
    }
    const both = await call('POST', '/carts', token, {
      items: [
        { id: v.soon, amount: 1 },
        { id: soonInStock, amount: 2 },
      ],
      reset: true,
    });
    expect(both.json().message_en).toBe(
      'These products are available soon and cannot be ordered yet: Test cart-soon, Test cart-soon-stocked.',
    );
    // Nothing of the refused requests was kept, not even the line beside it.
    expect((await call('GET', '/carts', token)).json().data.lines).toEqual([]);
    // Asking for 0 of it is a harmless removal.
    expect((await call('POST', '/carts', token, { items: [{ id: v.soon, amount: 0 }] })).statusCode).toBe(
      200,
    );
  });

  it('blocks checkout of an available-soon line that got in earlier; it can be lowered and removed, not raised', async () => {
    const { token, userId } = await customerToken();
    const { db } = t.runtime.deps;
    const { id: cartId } = await db
      .insertInto('carts')
      .values({ user_id: userId, guest_session_id: null, created_at: 'x', updated_at: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('cart_lines')
      .values({ cart_id: cartId, variant_id: v.soon, amount: 3, created_at: 'x', updated_at: 'x' })
      .execute();
    const cart: Cart = (await call('GET', '/carts', token)).json().data;
    expect(lineOf(cart, v.soon)).toMatchObject({
      available_soon: true,
      checkout_block: { reason: 'available_soon', message_en: messages.availableSoon },
    });
    expect(cart.can_checkout).toBe(false);
    expect((await call('POST', '/carts', token, { items: [{ id: v.soon, amount: 4 }] })).statusCode).toBe(
      409,
    );
    const lowered = await call('POST', '/carts', token, { items: [{ id: v.soon, amount: 2 }] });
    expect(lowered.statusCode).toBe(200);
    expect(amounts(lowered.json().data)).toEqual({ [v.soon]: 2 });
    const removed = await call('POST', '/carts', token, { items: [{ id: v.soon, amount: 0 }] });
    expect(removed.json().data.lines).toEqual([]);
  });

  it('refuses bad amounts, duplicates, malformed bodies and unknown ids with a clear 4xx envelope', async () => {
    const { token } = await customerToken();
    for (const amount of [100, -1, 1.5, '2', null]) {
      const res = await call('POST', '/carts', token, { items: [{ id: v.blackPhone, amount }] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, data: null });
      expect(res.json().message_en).toMatch(/^items\.0\.amount: must be a whole number from 0 to 99/);
    }
    const twice = await call('POST', '/carts', token, {
      items: [
        { id: v.blackPhone, amount: 1 },
        { id: v.blackPhone, amount: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message_en).toBe(`items.1.id: variant ${v.blackPhone} is listed twice`);
    expect((await call('POST', '/carts', token, { items: 'all' })).statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/customer/carts',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(broken.statusCode).toBe(400);

    const unknown = await call('POST', '/carts', token, {
      items: [
        { id: v.blackPhone, amount: 1 },
        { id: 987654, amount: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 404,
      message_en: 'There is no product variant 987654 for sale.',
    });
    // Nothing of a refused request is kept; removing an id the shop no longer has is harmless.
    expect((await call('GET', '/carts', token)).json().data.lines).toEqual([]);
    expect((await call('POST', '/carts', token, { items: [{ id: 987654, amount: 0 }] })).statusCode).toBe(
      200,
    );
  });

  it('never loses or doubles a line when one cart is updated concurrently', async () => {
    const { token, userId } = await customerToken();
    const ids = [v.blackPhone, v.bluePhone, v.watch, v.preorder, v.spare];
    const writes = Array.from({ length: 20 }, (_, i) =>
      call('POST', '/carts', token, { items: [{ id: ids[i % ids.length]!, amount: 1 + (i % 2) }] }),
    );
    const answers = await Promise.all(writes);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const cart: Cart = (await call('GET', '/carts', token)).json().data;
    expect(cart.lines.map((l) => l.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const { db } = t.runtime.deps;
    const carts = await db.selectFrom('carts').select('id').where('user_id', '=', userId).execute();
    expect(carts).toHaveLength(1);
    const rows = await db
      .selectFrom('cart_lines')
      .select('variant_id')
      .where('cart_id', '=', carts[0]!.id)
      .execute();
    expect(rows).toHaveLength(ids.length);
  });
});

describe('guest cart: the guest token’s server cart', () => {
  it('is empty for a new guest and for callers without a token', async () => {
    const anonymous = await call('GET', '/home/initialize');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ message_en: EMPTY_CART_MESSAGE, data: { lines: [] } });
    expect((await call('GET', '/carts/count')).json().data).toEqual({ count: 0 });
    const guest = await guestToken();
    expect((await call('GET', '/home/initialize', guest)).json().data.lines).toEqual([]);
  });

  it('sets lines with the guest add call, counts them, and keeps each guest’s cart apart', async () => {
    const guest = await guestToken();
    const other = await guestToken();
    const add = await call('POST', '/carts/guest/add', guest, { id: v.blackPhone, amount: 1 });
    expect(add.statusCode).toBe(200);
    expect(amounts(add.json().data)).toEqual({ [v.blackPhone]: 1 });
    // Adding sets the amount (the card computes amount + 1); 0 removes.
    await call('POST', '/carts/guest/add', guest, { id: v.blackPhone, amount: 2 });
    await call('POST', '/carts/guest/add', guest, { id: v.watch, amount: 1 });
    expect((await call('GET', '/carts/count', guest)).json().data).toEqual({ count: 3 });
    const init = (await call('GET', '/home/initialize', guest)).json().data;
    expect(amounts(init)).toEqual({ [v.blackPhone]: 2, [v.watch]: 1 });
    expect(init.totals).toEqual({ subtotal: 2500, discount: 200, total: 2300, count: 3 });
    await call('POST', '/carts/guest/add', guest, { id: v.watch, amount: 0 });
    expect((await call('GET', '/carts/count', guest)).json().data).toEqual({ count: 2 });
    expect((await call('GET', '/carts/count', other)).json().data).toEqual({ count: 0 });

    const capped = await call('POST', '/carts/guest/add', guest, { id: v.bluePhone, amount: 9 });
    expect(capped.json().message_en).toBe('Only 2 of Test cart-phone left, so the amount is 2.');
  });

  it('needs a token to add, and checks the item like POST /carts', async () => {
    const anonymous = await call('POST', '/carts/guest/add', undefined, { id: v.blackPhone, amount: 1 });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message_en).toMatch(/guest token/);
    const guest = await guestToken();
    expect(
      (await call('POST', '/carts/guest/add', guest, { id: v.blackPhone, amount: 100 })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/carts/guest/add', guest, { id: 987654, amount: 1 })).statusCode).toBe(404);
    const soon = await call('POST', '/carts/guest/add', guest, { id: v.soon, amount: 1 });
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message_en).toBe('Test cart-soon is available soon and cannot be ordered yet.');
    expect((await call('GET', '/carts/count', guest)).json().data).toEqual({ count: 0 });
    const expired = await call('GET', '/carts/count', 'not-a-real-token');
    expect(expired.statusCode).toBe(401);
  });
});

describe('POST /orders/validate_cart', () => {
  it('answers every line’s state and the reason each blocked line blocks checkout', async () => {
    const { db } = t.runtime.deps;
    await db.updateTable('products').set({ active: 0 }).where('id', '=', oldModelProductId).execute();
    try {
      const res = await call('POST', '/orders/validate_cart', undefined, {
        items: [
          { id: v.blackPhone, amount: 1 },
          { id: v.soldOut, amount: 1 },
          { id: v.oldModel, amount: 1 },
          { id: v.watch, amount: 3 },
          { id: v.preorder, amount: 2 },
          { id: v.soon, amount: 1 },
          { id: 987654, amount: 1 },
        ],
      });
      expect(res.statusCode).toBe(200);
      const cart: Cart = res.json().data;
      expect(cart.can_checkout).toBe(false);
      expect(res.json().message_en).toBe('Some items need your attention before checkout.');
      const state = (id: number) => {
        const line = lineOf(cart, id)!;
        return {
          active: line.active,
          in_stock: line.in_stock,
          stock: line.stock,
          max_per_order: line.max_per_order,
          preorder: line.preorder,
          available_soon: line.available_soon,
          amount: line.amount,
          block: line.checkout_block,
        };
      };
      const base = {
        active: true,
        in_stock: true,
        max_per_order: null,
        preorder: false,
        available_soon: false,
      };
      expect(state(v.blackPhone)).toEqual({ ...base, stock: 5, amount: 1, block: null });
      expect(state(v.soldOut)).toEqual({
        ...base,
        in_stock: false,
        stock: 0,
        amount: 1,
        block: { reason: 'out_of_stock', message_en: messages.outOfStock },
      });
      expect(state(v.oldModel)).toEqual({
        ...base,
        active: false,
        stock: 3,
        amount: 1,
        block: { reason: 'deactivated', message_en: messages.deactivated },
      });
      // Not capped here: validate_cart reports; the amount the shopper asked for is kept.
      expect(state(v.watch)).toEqual({
        ...base,
        stock: 10,
        max_per_order: 2,
        amount: 3,
        block: { reason: 'exceeded_max_per_order', message_en: messages.exceededMaxPerOrder },
      });
      expect(state(v.preorder)).toEqual({ ...base, preorder: true, stock: 0, amount: 2, block: null });
      expect(state(v.soon)).toMatchObject({
        available_soon: true,
        in_stock: false,
        block: { reason: 'available_soon', message_en: messages.availableSoon },
      });
      expect(lineOf(cart, 987654)).toMatchObject({
        active: false,
        in_stock: false,
        price: 0,
        product_id: null,
        checkout_block: { reason: 'deactivated' },
      });
      expect(lineOf(cart, v.watch)).toMatchObject({ price: 500, discount_price: null });
      // Totals leave out what cannot be sold.
      expect(cart.totals).toEqual({
        subtotal: 1000 + 100 + 1500 + 6000 + 4000,
        discount: 100,
        total: 12500,
        count: 10,
      });
    } finally {
      await db.updateTable('products').set({ active: 1 }).where('id', '=', oldModelProductId).execute();
    }
  });

  it('lets a clean cart through, checks the caller’s own cart without items, and validates the payload', async () => {
    const ok = await call('POST', '/orders/validate_cart', undefined, {
      items: [{ id: v.blackPhone, amount: 2 }],
    });
    expect(ok.json()).toMatchObject({
      message_en: 'Your cart is ready for checkout.',
      data: { can_checkout: true },
    });
    const { token } = await customerToken();
    await call('POST', '/carts', token, { items: [{ id: v.watch, amount: 1 }] });
    const own = (await call('POST', '/orders/validate_cart', token, {})).json().data;
    expect(amounts(own)).toEqual({ [v.watch]: 1 });
    const bad = await call('POST', '/orders/validate_cart', undefined, {
      items: [{ id: v.watch, amount: -2 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message_en).toMatch(/^items\.0\.amount/);
  });

  it('shows a product deactivated after it was added as a Deactivated line that can still be removed', async () => {
    const { token } = await customerToken();
    await call('POST', '/carts', token, { items: [{ id: v.oldModel, amount: 2 }] });
    const { db } = t.runtime.deps;
    await db.updateTable('products').set({ active: 0 }).where('id', '=', oldModelProductId).execute();
    try {
      const cart: Cart = (await call('GET', '/carts', token)).json().data;
      expect(lineOf(cart, v.oldModel)).toMatchObject({
        active: false,
        checkout_block: { reason: 'deactivated' },
      });
      expect(cart.totals).toMatchObject({ total: 0, count: 2 });
      // A stranger cannot add it any more; its owner can lower or remove it.
      const { token: other } = await customerToken();
      expect(
        (await call('POST', '/carts', other, { items: [{ id: v.oldModel, amount: 1 }] })).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', '/carts', token, { items: [{ id: v.oldModel, amount: 1 }] })).statusCode,
      ).toBe(200);
      const removed = await call('POST', '/carts', token, { items: [{ id: v.oldModel, amount: 0 }] });
      expect(removed.json().data.lines).toEqual([]);
    } finally {
      await db.updateTable('products').set({ active: 1 }).where('id', '=', oldModelProductId).execute();
    }
  });
});

describe('merge on sign-in', () => {
  it('adds guest amounts to the customer cart, capped with a message per capped line', async () => {
    const { token, userId } = await customerToken();
    await call('POST', '/carts', token, {
      items: [
        { id: v.blackPhone, amount: 3 },
        { id: v.watch, amount: 1 },
      ],
    });
    const { db } = t.runtime.deps;
    const { cart, messages: notices } = await mergeGuestCart(
      db,
      [
        { id: v.blackPhone, amount: 4 },
        { id: v.watch, amount: 1 },
        { id: v.preorder, amount: 2 },
        { id: v.soon, amount: 1 },
        { id: 987654, amount: 1 },
      ],
      userId,
    );
    expect(amounts(cart)).toEqual({ [v.blackPhone]: 5, [v.watch]: 2, [v.preorder]: 2 });
    expect(notices).toEqual([
      {
        id: v.blackPhone,
        reason: 'stock',
        message_en: 'Only 5 of Test cart-phone left, so the amount is 5.',
      },
      {
        id: v.soon,
        reason: 'available_soon',
        message_en: 'Test cart-soon is available soon and cannot be ordered yet, so it was left out.',
      },
      {
        id: 987654,
        reason: 'unavailable',
        message_en: 'Product 987654 is no longer sold, so it was left out.',
      },
    ]);
    expect(cart.messages).toEqual(notices);

    // Merging again goes on adding up and capping; max_per_order holds.
    const again = await mergeGuestCart(db, [{ id: v.watch, amount: 2 }], userId);
    expect(again.cart.lines.find((l) => l.id === v.watch)?.amount).toBe(2);
    expect(again.messages).toEqual([
      {
        id: v.watch,
        reason: 'max_per_order',
        message_en: 'Test cart-watch is limited to 2 per order, so the amount is 2.',
      },
    ]);
  });

  it('POST /carts/merge merges the local lines and the guest token’s server cart, then drops the guest cart', async () => {
    const guest = await guestToken();
    await call('POST', '/carts/guest/add', guest, { id: v.blackPhone, amount: 2 });
    await call('POST', '/carts/guest/add', guest, { id: v.spare, amount: 4 });
    const { token } = await customerToken();
    await call('POST', '/carts', token, { items: [{ id: v.spare, amount: 1 }] });

    // The local cart mirrors the guest's server cart: the two are one guest cart, not two to add together.
    const res = await call('POST', '/carts/merge', token, {
      items: [
        { id: v.blackPhone, amount: 2 },
        { id: v.watch, amount: 1 },
      ],
      guest_token: guest,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message_en).toBe('Cart merged');
    expect(amounts(res.json().data)).toEqual({ [v.spare]: 5, [v.blackPhone]: 2, [v.watch]: 1 });
    expect((await call('GET', '/carts', token)).json().data.totals.count).toBe(8);
    expect((await call('GET', '/home/initialize', guest)).json().data.lines).toEqual([]);

    // A stale guest token has nothing to give; the local lines still merge.
    const stale = await call('POST', '/carts/merge', token, {
      items: [{ id: v.bluePhone, amount: 1 }],
      guest_token: 'gone',
    });
    expect(stale.statusCode).toBe(200);
    expect(lineOf(stale.json().data, v.bluePhone)?.amount).toBe(1);
    expect(
      (await call('POST', '/carts/merge', token, { items: [{ id: v.watch, amount: 120 }] })).statusCode,
    ).toBe(400);
  });
});

describe('product cards and the cart', () => {
  it('name the variant Add to cart adds: the cheapest in stock, else the cheapest', async () => {
    const phone = (await call('GET', '/products/cart-phone')).json().data;
    expect(phone.default_variant_id).toBe(v.blackPhone);
    const soldOut = (await call('GET', '/products/cart-sold-out')).json().data;
    expect(soldOut.default_variant_id).toBe(v.soldOut);
    const guest = await guestToken();
    const added = await call('POST', '/carts/guest/add', guest, { id: phone.default_variant_id, amount: 1 });
    expect(lineOf(added.json().data, v.blackPhone)?.product_id).toBe(phone.id);
  });
});

describe('the cart in the API documentation', () => {
  it('lists every cart path with its contract schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/customer/carts',
        '/api/customer/carts/count',
        '/api/customer/carts/guest/add',
        '/api/customer/carts/merge',
        '/api/customer/home/initialize',
        '/api/customer/orders/validate_cart',
      ]),
    );
    const schema = doc.paths['/api/customer/carts'].post.responses['200'].content['application/json'].schema;
    expect(JSON.stringify(schema)).toContain('checkout_block');
  });
});
