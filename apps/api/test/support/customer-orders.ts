import { expect } from 'vitest';
import type { OrderStatus } from '@shop/contract/orders';
import { changeStatus } from '#app/modules/orders/order-status.service';
import { makeTestCustomer, makeTestProduct } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

let seq = 0;

/** A delivery address in Nasr City, Cairo (city 101), for a customer's address book, reached on `phone`. */
export function testAddress(phone: string) {
  return {
    name: 'Mona Adel',
    phone,
    city_id: 101,
    street: '12 Abbas El Akkad Street',
    building: '7',
    floor: '3',
    apartment: '12',
    landmark: 'Behind City Stars',
  };
}

/** The id of the address an add-address answer made: the answer is the whole book, newest first, or the address. */
export function addedAddressId(answer: { json: () => { data: unknown } }): number {
  const data = answer.json().data as Array<{ id: number }> | { id: number };
  return Array.isArray(data) ? data[0]!.id : data.id;
}

/** A call as a signed-in customer (their bearer token), or as nobody. */
export function asCustomer(
  t: TestApp,
  token: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

/**
 * A customer with a verified phone who placed one order of one item (stock 5): cash on delivery (processing at once)
 * or card (waiting for payment).
 */
export async function customerWithOrder(t: TestApp, method: 'cash' | 'card' = 'cash') {
  seq += 1;
  const db = t.runtime.deps.db;
  const phone = `0109${String(seq).padStart(7, '0')}`;
  const who = await makeTestCustomer(db, `mine${seq}-${Date.now()}`, { phone, phoneVerified: true });
  const made = await makeTestProduct(db, `mine-item-${seq}-${Date.now()}`, {}, [
    { price: 9_000, discount_price: 8_000, stock: 5 },
  ]);
  const address = await asCustomer(
    t,
    who.token,
    'POST',
    '/api/customer/profile/addresses',
    testAddress(phone),
  );
  expect(address.statusCode, address.body).toBeLessThan(300);
  const addressId = addedAddressId(address);
  const cart = await asCustomer(t, who.token, 'POST', '/api/customer/carts', {
    items: [{ id: made.variantIds[0]!, amount: 1 }],
    reset: true,
  });
  expect(cart.statusCode, cart.body).toBe(200);
  const placed = await asCustomer(t, who.token, 'POST', '/api/customer/orders', {
    device_type: 1,
    notes: '',
    address_id: addressId,
    payment_method: method === 'cash' ? 1 : 2,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return { ...who, phone, variantId: made.variantIds[0]!, orderId: placed.json().data.order.id as number };
}

/** Moves an order along its steps as the shop would (the customer is told, as always). */
export async function moveTo(t: TestApp, orderId: number, ...steps: OrderStatus[]) {
  for (const to of steps) {
    const { changed } = await changeStatus(t.runtime.deps, orderId, to, { note: `To ${to}` });
    expect(changed, `${orderId} to ${to}`).toBe(true);
  }
}

export async function stockOf(t: TestApp, variantId: number): Promise<number> {
  const row = await t.runtime.deps.db
    .selectFrom('product_variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}
