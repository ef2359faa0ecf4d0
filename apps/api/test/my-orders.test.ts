import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderActions } from '@shop/contract/order-returns';
import type { Order } from '@shop/contract/orders';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { asCustomer, customerWithOrder, moveTo, stockOf } from './support/customer-orders.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A customer's own orders after placing them: what they may do with each (GET .../return), and cancelling one while
 * nothing was paid or sent, through the one status service (stock back, e-mail and SMS), never someone else's.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
});
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;

async function actionsOf(token: string, orderId: number) {
  const res = await asCustomer(t, token, 'GET', `/api/customer/orders/${orderId}/return`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CustomerOrderActions;
}

describe('cancelling an order', () => {
  it('cancels a cash order not sent yet: stock comes back and the customer gets the e-mail and the SMS', async () => {
    const who = await customerWithOrder(t, 'cash');
    expect(await stockOf(t, who.variantId)).toBe(4);
    expect(await actionsOf(who.token, who.orderId)).toMatchObject({
      can_cancel: true,
      can_return: false,
      return_until: null,
      return_window_days: 14,
      request: null,
    });

    const res = await asCustomer(t, who.token, 'POST', `/api/customer/orders/${who.orderId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message_en).toBe('Your order was cancelled.');
    const order = res.json().data as Order;
    expect(order.status).toBe('cancelled');
    expect(order.history.at(-1)).toMatchObject({ status: 'cancelled', note: 'Cancelled by the customer' });
    expect(await stockOf(t, who.variantId)).toBe(5);

    const told = await listMessages(db(), { to: who.email });
    expect(told[0]).toMatchObject({ channel: 'email', subject: `Order ${order.number}: Cancelled` });
    const sms = await listMessages(db(), { to: who.phone });
    expect(sms[0]!.body).toContain(`Your order ${order.number} was cancelled`);
    expect((await actionsOf(who.token, who.orderId)).can_cancel).toBe(false);

    // Twice: the second is refused with words, and nothing is given back twice.
    const again = await asCustomer(t, who.token, 'POST', `/api/customer/orders/${who.orderId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message_en).toBe('This order is already cancelled.');
    expect(await stockOf(t, who.variantId)).toBe(5);
  });

  it('cancels a card order waiting for payment', async () => {
    const who = await customerWithOrder(t, 'card');
    expect((await actionsOf(who.token, who.orderId)).can_cancel).toBe(true);
    const res = await asCustomer(t, who.token, 'POST', `/api/customer/orders/${who.orderId}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    expect(await stockOf(t, who.variantId)).toBe(5);
  });

  it('refuses an order on its way, a delivered one and a paid one, and leaves them as they were', async () => {
    const shipped = await customerWithOrder(t, 'cash');
    await moveTo(t, shipped.orderId, 'shipped');
    const delivered = await customerWithOrder(t, 'cash');
    await moveTo(t, delivered.orderId, 'shipped', 'delivered');
    const paid = await customerWithOrder(t, 'card');
    await moveTo(t, paid.orderId, 'paid');
    for (const [who, status] of [
      [shipped, 'shipped'],
      [delivered, 'delivered'],
      [paid, 'paid'],
    ] as const) {
      expect((await actionsOf(who.token, who.orderId)).can_cancel).toBe(false);
      const res = await asCustomer(t, who.token, 'POST', `/api/customer/orders/${who.orderId}/cancel`);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(409);
      expect(res.json().message_en).toMatch(
        /^Only an order waiting for payment, or a cash order not sent yet, can be cancelled here\. To change this order, please call us on \d+\.$/,
      );
      const read = await asCustomer(t, who.token, 'GET', `/api/customer/orders/${who.orderId}`);
      expect(read.json().data.status).toBe(status);
    }
  });

  it("answers 404 for another customer's order, and 401 without a sign-in", async () => {
    const owner = await customerWithOrder(t, 'cash');
    const stranger = await customerWithOrder(t, 'cash');
    for (const url of [
      `/api/customer/orders/${owner.orderId}`,
      `/api/customer/orders/${owner.orderId}/return`,
    ]) {
      const res = await asCustomer(t, stranger.token, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message_en).toBe('This order was not found in your orders.');
    }
    const cancel = await asCustomer(
      t,
      stranger.token,
      'POST',
      `/api/customer/orders/${owner.orderId}/cancel`,
    );
    expect(cancel.statusCode).toBe(404);
    expect(await stockOf(t, owner.variantId)).toBe(4);
    const read = await asCustomer(t, owner.token, 'GET', `/api/customer/orders/${owner.orderId}`);
    expect(read.json().data.status).toBe('processing');

    expect(
      (await asCustomer(t, null, 'GET', `/api/customer/orders/${owner.orderId}/return`)).statusCode,
    ).toBe(401);
    expect(
      (await asCustomer(t, null, 'POST', `/api/customer/orders/${owner.orderId}/cancel`)).statusCode,
    ).toBe(401);
    const none = await asCustomer(t, owner.token, 'GET', '/api/customer/orders/999999/return');
    expect(none.statusCode).toBe(404);
  });

  it("lists the customer's own orders newest first, each with its lines' prices", async () => {
    const who = await customerWithOrder(t, 'cash');
    const res = await asCustomer(t, who.token, 'GET', '/api/customer/orders?page=1');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as { count: number; results: Order[] };
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ id: who.orderId, status: 'processing' });
    expect(page.results[0]!.items[0]).toMatchObject({ unit_price: 8_000, amount: 1, line_total: 8_000 });
  });
});
