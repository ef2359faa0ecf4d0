import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/contract/admin-orders';
import type { OrderRefunds } from '@shop/contract/admin-refunds';
import { orderNumber as orderNumberOf, type Order } from '@shop/contract/orders';
import { runShop } from '#app/cli/shop';
import { PENDING_REFUND_GRACE_MS, settlePendingRefunds } from '#app/modules/orders/order-refunds.service';
import { listMessages } from '#app/modules/outbox/outbox.repository';
import { startFakePaymob, type FakePaymob } from './support/fake-paymob.ts';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Shipping with a courier and tracking number, cancelling, and refunds on the order desk: whole or by line, in cash or
 * through the gateway that took the payment, never past what was paid (also for two refunds sent at once), with the
 * stock and rewards points following; and which roles may do what.
 */
let t: TestApp;
let support: SignedStaff;
let manager: SignedStaff;
let owner: SignedStaff;
const CAIRO_CITY = 101; // Nasr City, Cairo: delivery 60 EGP
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  [support, manager, owner] = await Promise.all([
    signedInStaff(t, 'support'),
    signedInStaff(t, 'manager'),
    signedInStaff(t, 'owner'),
  ]);
});
afterAll(async () => t?.close());

type App = TestApp;
const db = (app: App = t) => app.runtime.deps.db;

function customerCall(app: App, method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return app.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

async function stockOf(variantId: number, app: App = t): Promise<number> {
  const row = await db(app)
    .selectFrom('product_variants')
    .select('stock')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return Number(row.stock);
}

/**
 * A customer's order of `units` of one new product (8,000 EGP a unit after its discount, 5 in stock) and one of a
 * second (4,000 EGP), paid cash on delivery (processing at once) or by card (waiting for payment).
 */
async function placedOrder(method: 1 | 2, units = 2, app: App = t) {
  seq += 1;
  const phone = `0103${String(seq).padStart(7, '0')}`;
  const who = await makeTestCustomer(db(app), `refund${seq}-${Date.now()}`, { phone, phoneVerified: true });
  const first = await makeTestProduct(db(app), `refund-a-${seq}-${Date.now()}`, {}, [
    { price: 9_000, discount_price: 8_000, stock: 5 },
  ]);
  const second = await makeTestProduct(db(app), `refund-b-${seq}-${Date.now()}`, {}, [
    { price: 4_000, discount_price: null, stock: 5 },
  ]);
  const address = await customerCall(app, 'POST', '/api/customer/profile/addresses', who.token, {
    name: 'Mona Adel',
    phone,
    city_id: CAIRO_CITY,
    street: '12 Abbas El Akkad Street',
  });
  expect(address.statusCode, address.body).toBeLessThan(300);
  const addressId = ((address.json().data as Array<{ id: number }>)[0] ?? address.json().data).id as number;
  const a = first.variantIds[0]!;
  const b = second.variantIds[0]!;
  const cart = await customerCall(app, 'POST', '/api/customer/carts', who.token, {
    items: [
      { id: a, amount: units },
      { id: b, amount: 1 },
    ],
    reset: true,
  });
  expect(cart.statusCode, cart.body).toBe(200);
  const placed = await customerCall(app, 'POST', '/api/customer/orders', who.token, {
    device_type: 1,
    notes: '',
    address_id: addressId,
    payment_method: method,
  });
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  const data = placed.json().data as { order: Order; pay_url: string | null };
  return { ...who, phone, order: data.order, payUrl: data.pay_url, a, b };
}

/** A card order paid on the sandbox's hosted page with its success card. */
async function paidCardOrder(units = 2) {
  const placed = await placedOrder(2, units);
  const paid = await t.app.inject({
    method: 'POST',
    url: new URL(placed.payUrl!).pathname,
    payload: 'card=4242424242424242&expiry=12%2F40&cvc=123',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect(await statusOf(placed.order.id)).toBe('paid');
  return placed;
}

/**
 * What a card refund leaves behind when its process dies between counting it and the gateway's answer: the amount
 * and units counted, the refund pending, `agoMs` ago.
 */
async function leftPending(
  app: App,
  orderId: number,
  line: { item_id: number; quantity: number; amount: number },
  staffId: number,
  agoMs = PENDING_REFUND_GRACE_MS + 60_000,
): Promise<number> {
  return db(app)
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable('orders')
        .set((eb) => ({ refunded_total: eb('refunded_total', '+', line.amount) }))
        .where('id', '=', orderId)
        .execute();
      await trx
        .updateTable('order_items')
        .set((eb) => ({ refunded_quantity: eb('refunded_quantity', '+', line.quantity) }))
        .where('id', '=', line.item_id)
        .execute();
      const { id } = await trx
        .insertInto('order_refunds')
        .values({
          order_id: orderId,
          amount: line.amount,
          method: 'card',
          provider: (
            await trx
              .selectFrom('orders')
              .select('pay_provider')
              .where('id', '=', orderId)
              .executeTakeFirstOrThrow()
          ).pay_provider,
          gateway_reference: null,
          state: 'pending',
          whole_order: 0,
          note: 'Customer changed their mind',
          staff_id: staffId,
          created_at: new Date(Date.now() - agoMs).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_refund_lines')
        .values({ refund_id: id, order_item_id: line.item_id, quantity: line.quantity })
        .execute();
      return id;
    });
}

async function statusOf(id: number, app: App = t) {
  const row = await db(app)
    .selectFrom('orders')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

const move = (who: SignedStaff, id: number, body: object, app: App = t) =>
  asStaff(app, who, 'POST', `/api/admin/orders/${id}/status`, body);
const ship = (who: SignedStaff, id: number, body: object, app: App = t) =>
  asStaff(app, who, 'POST', `/api/admin/orders/${id}/ship`, body);
const refund = (who: SignedStaff, id: number, body: object, app: App = t) =>
  asStaff(app, who, 'POST', `/api/admin/orders/${id}/refunds`, body);
const refundsOf = async (id: number, who: SignedStaff = support, app: App = t) => {
  const res = await asStaff(app, who, 'GET', `/api/admin/orders/${id}/refunds`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OrderRefunds;
};
/** Messages to a phone, oldest first; the newest e-mail to an address. */
const sms = async (phone: string, app: App = t) =>
  (await listMessages(db(app), { to: phone })).map((m) => m.body).reverse();
const lastMail = async (email: string) => (await listMessages(db(), { to: email }))[0]!;

async function delivered(id: number) {
  expect((await ship(support, id, { courier_name: 'Bosta', tracking_number: 'BST-100' })).statusCode).toBe(
    200,
  );
  expect((await move(support, id, { status: 'delivered' })).statusCode).toBe(200);
}

async function pointsOf(orderId: number) {
  return db()
    .selectFrom('loyalty_entries')
    .select(['points', 'reason', 'refund_id'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

describe('shipping', () => {
  it('needs the courier and the tracking number, keeps them on the order, and names them to the customer', async () => {
    const cash = await placedOrder(1);
    const missing = await ship(support, cash.order.id, { courier_name: ' ', tracking_number: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Enter the courier');
    expect(missing.body).toContain('Enter the tracking number');
    const bare = await move(support, cash.order.id, { status: 'shipped' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message_en).toBe('Ship the order with its courier and tracking number (Ship).');

    const before = await customerCall(t, 'GET', `/api/customer/orders/${cash.order.id}`, cash.token);
    expect(before.json().data).toMatchObject({ courier_name: null, tracking_number: null });

    const shipped = await ship(support, cash.order.id, {
      courier_name: 'Bosta',
      tracking_number: 'BST-2026-001',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().message_en).toMatch(/^ISP-\d+ is now Shipped\.$/);
    const order = shipped.json().data as AdminOrder;
    expect(order).toMatchObject({
      status: 'shipped',
      courier_name: 'Bosta',
      tracking_number: 'BST-2026-001',
    });
    expect(order.history.at(-1)).toMatchObject({
      status: 'shipped',
      staff: { id: support.id },
      notified: true,
    });

    // The customer's views: one order and the list.
    const one = await customerCall(t, 'GET', `/api/customer/orders/${cash.order.id}`, cash.token);
    expect(one.json().data).toMatchObject({ courier_name: 'Bosta', tracking_number: 'BST-2026-001' });
    const list = await customerCall(t, 'GET', '/api/customer/orders', cash.token);
    expect((list.json().data.results as Order[])[0]).toMatchObject({
      status: 'shipped',
      courier_name: 'Bosta',
      tracking_number: 'BST-2026-001',
    });

    expect((await sms(cash.phone)).at(-1)).toMatch(/on its way with Bosta, tracking number BST-2026-001/);
    const mail = await lastMail(cash.email);
    expect(mail.body).toContain('is on its way with Bosta, tracking number BST-2026-001.');

    const audit = await db()
      .selectFrom('audit_log')
      .select(['staff_id', 'after'])
      .where('entity_id', '=', String(cash.order.id))
      .where('action', '=', 'order.status')
      .executeTakeFirstOrThrow();
    expect(audit.staff_id).toBe(support.id);
    expect(JSON.parse(audit.after!)).toMatchObject({ status: 'shipped', tracking_number: 'BST-2026-001' });

    // Shipping twice is a step the order cannot take.
    const again = await ship(manager, cash.order.id, { courier_name: 'Aramex', tracking_number: 'AR-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message_en).toMatch(/is Shipped; it can go to Delivered, not Shipped\.$/);
  });

  it('sends no second message for a quiet correction, and one when staff tick to tell the customer', async () => {
    const cash = await placedOrder(1);
    const before = (await sms(cash.phone)).length;
    const quiet = await ship(support, cash.order.id, {
      courier_name: 'Bosta',
      tracking_number: 'BST-9',
      notify: false,
    });
    expect(quiet.statusCode).toBe(200);
    expect((quiet.json().data as AdminOrder).history.at(-1)).toMatchObject({
      status: 'shipped',
      notified: false,
    });
    expect((await sms(cash.phone)).length).toBe(before);
    // Delivery also earns points, which have their own SMS; one status message is sent.
    const told = await move(manager, cash.order.id, { status: 'delivered', notify: true });
    expect(told.statusCode).toBe(200);
    const news = (await sms(cash.phone)).slice(before);
    expect(news.filter((m) => m.startsWith('Your order'))).toEqual([expect.stringMatching(/was delivered/)]);
  });
});

describe('shipping from the command line', () => {
  it('takes the courier and tracking number together, and tells the customer both', async () => {
    const cash = await placedOrder(1);
    const half = await runShop(
      ['orders', 'set-status', String(cash.order.id), 'shipped', '--courier', 'Bosta'],
      {},
      t.runtime,
    );
    expect(half.code).toBe(2);
    expect(half.out).toContain('--courier and --tracking go together, with the status shipped.');
    const shipped = await runShop(
      [
        'orders',
        'set-status',
        String(cash.order.id),
        'shipped',
        '--courier',
        'Bosta',
        '--tracking',
        'BST-55',
      ],
      {},
      t.runtime,
    );
    expect(shipped.code, shipped.out).toBe(0);
    expect((await sms(cash.phone)).at(-1)).toMatch(/on its way with Bosta, tracking number BST-55\./);
    const shown = await runShop(['orders', 'show', String(cash.order.id)], {}, t.runtime);
    expect(shown.out).toContain('Shipped with Bosta, tracking number BST-55');
  });
});

describe('cancelling', () => {
  it('returns the stock of a cash order', async () => {
    const cash = await placedOrder(1);
    expect(await stockOf(cash.a)).toBe(3);
    const res = await move(manager, cash.order.id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(cash.a)).toBe(5);
    expect(await stockOf(cash.b)).toBe(5);
  });

  it('ends an unpaid card hold: stock back, the card page no longer takes the card, a late payment changes nothing', async () => {
    const card = await placedOrder(2);
    expect(card.order.status).toBe('pending_payment');
    expect(await stockOf(card.a)).toBe(3);
    const res = await move(support, card.order.id, {
      status: 'cancelled',
      note: 'Customer called to cancel',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(card.a)).toBe(5);
    const path = new URL(card.payUrl!).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Payment not completed');
    expect(page.body).not.toContain('Card number');
    const late = await t.app.inject({
      method: 'POST',
      url: path,
      payload: 'card=4242424242424242&expiry=12%2F40&cvc=123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(late.body).toContain('Payment not completed');
    expect(await statusOf(card.order.id)).toBe('cancelled');
    expect(await stockOf(card.a)).toBe(5);
    expect((await refundsOf(card.order.id)).can_refund).toBe(false);
  });
});

describe('refunds', () => {
  it('refunds a sandbox card order in part, then the rest: stock follows, the status moves only at the end', async () => {
    const card = await paidCardOrder();
    const total = card.order.totals.total; // 2 x 8,000 + 4,000 + 60
    expect(total).toBe(20_060);
    const view = await refundsOf(card.order.id, manager);
    expect(view).toMatchObject({ paid: total, refunded: 0, can_refund: true, methods: ['cash', 'card'] });
    const lineA = view.lines.find((l) => l.variant_id === card.a)!;
    expect(lineA).toMatchObject({ amount: 2, refunded_quantity: 0, unit_refund: 8_000 });
    expect(await stockOf(card.a)).toBe(3);

    const part = await refund(manager, card.order.id, {
      scope: 'lines',
      lines: [{ item_id: lineA.item_id, quantity: 1 }],
      method: 'card',
      note: 'One returned unopened',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().message_en).toBe('Refunded 8,000 EGP. Refunded 8,000 EGP of 20,060 EGP.');
    const afterPart = part.json().data as OrderRefunds;
    expect(afterPart.refunds).toEqual([
      expect.objectContaining({
        amount: 8_000,
        method: 'card',
        provider: 'sandbox',
        state: 'done',
        whole_order: false,
        lines: [{ item_id: lineA.item_id, name: lineA.name, quantity: 1 }],
        staff: { id: manager.id, name: 'Staff manager' },
      }),
    ]);
    expect(afterPart.refunds[0]!.gateway_reference).toMatch(/^sbx_refund_/);
    expect(await stockOf(card.a)).toBe(4);
    expect(await statusOf(card.order.id)).toBe('paid');
    expect((await sms(card.phone)).at(-1)).toMatch(
      /^We refunded 8,000 EGP of your order ISP-\d+ to the card you paid with\. Refunded 8,000 EGP of 20,060 EGP\.$/,
    );

    const tooMany = await refund(owner, card.order.id, {
      scope: 'lines',
      lines: [{ item_id: lineA.item_id, quantity: 2 }],
      method: 'card',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message_en).toMatch(/^Only 1 of Test refund-a-.* can still be refunded, not 2\.$/);

    const rest = await refund(owner, card.order.id, { scope: 'whole', method: 'card' });
    expect(rest.statusCode, rest.body).toBe(200);
    const done = rest.json().data as OrderRefunds;
    expect(done.refunded).toBe(total);
    expect(done.refunds.at(-1)).toMatchObject({ amount: 12_060, whole_order: true, staff: { id: owner.id } });
    expect(done.can_refund).toBe(false);
    expect(await statusOf(card.order.id)).toBe('refunded');
    expect(await stockOf(card.a)).toBe(5);
    expect(await stockOf(card.b)).toBe(5);

    const order = (await asStaff(t, owner, 'GET', `/api/admin/orders/${card.order.id}`)).json()
      .data as AdminOrder;
    expect(order.history.at(-1)).toMatchObject({ status: 'refunded', staff: { id: owner.id } });
    const customer = await customerCall(t, 'GET', `/api/customer/orders/${card.order.id}`, card.token);
    expect(customer.json().data.status).toBe('refunded');

    const more = await refund(owner, card.order.id, { scope: 'whole', method: 'cash' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message_en).toMatch(/is refunded in full\.$/);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['staff_id', 'before', 'after'])
      .where('entity_id', '=', String(card.order.id))
      .where('action', '=', 'order.refund')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.staff_id, JSON.parse(a.before!), JSON.parse(a.after!).amount])).toEqual([
      [manager.id, { status: 'paid', refunded_total: 0 }, 8_000],
      [owner.id, { status: 'paid', refunded_total: 8_000 }, 12_060],
    ]);
  });

  it('refunds a delivered cash order in cash and takes back the points of what went back, once per refund', async () => {
    const cash = await placedOrder(1);
    const early = await refund(manager, cash.order.id, { scope: 'whole', method: 'cash' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message_en).toMatch(
      /is paid on delivery: it can be refunded once it is delivered\.$/,
    );
    await delivered(cash.order.id);
    expect(await pointsOf(cash.order.id)).toEqual([{ points: 200, reason: 'earned', refund_id: 0 }]);

    const byCard = await refund(manager, cash.order.id, { scope: 'whole', method: 'card' });
    expect(byCard.statusCode).toBe(400);
    expect(byCard.json().message_en).toMatch(/was not paid by card: refund it in cash\.$/);

    const view = await refundsOf(cash.order.id);
    expect(view.methods).toEqual(['cash']);
    const lineB = view.lines.find((l) => l.variant_id === cash.b)!;
    const part = await refund(manager, cash.order.id, {
      scope: 'lines',
      lines: [{ item_id: lineB.item_id, quantity: 1 }],
      method: 'cash',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect((part.json().data as OrderRefunds).refunded).toBe(4_000);
    expect(await stockOf(cash.b)).toBe(5);
    expect(await statusOf(cash.order.id)).toBe('delivered');
    const partId = (part.json().data as OrderRefunds).refunds[0]!.id;
    expect(await pointsOf(cash.order.id)).toEqual([
      { points: 200, reason: 'earned', refund_id: 0 },
      { points: -40, reason: 'reversed', refund_id: partId },
    ]);

    const rest = await refund(owner, cash.order.id, { scope: 'whole', method: 'cash' });
    expect(rest.statusCode).toBe(200);
    expect(await statusOf(cash.order.id)).toBe('refunded');
    const entries = await pointsOf(cash.order.id);
    expect(entries.reduce((sum, e) => sum + e.points, 0)).toBe(0);
    expect(entries).toHaveLength(3);
    expect(await stockOf(cash.a)).toBe(5);
    const mail = await lastMail(cash.email);
    expect(mail.subject).toMatch(/^Order ISP-\d+: refunded$/);
    expect(mail.body).toContain('160 reward points the order earned were taken back with it.');
  });

  it('never refunds more than was paid when the same refund is sent twice at once', async () => {
    const card = await paidCardOrder();
    const total = card.order.totals.total;
    const [one, two] = await Promise.all([
      refund(manager, card.order.id, { scope: 'whole', method: 'card' }),
      refund(owner, card.order.id, { scope: 'whole', method: 'card' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const loser = one.statusCode === 409 ? one : two;
    // SQLite serialises the two (the second reads the first's); PostgreSQL's second update waits and finds it.
    expect(loser.json().message_en).toMatch(/is refunded in full\.$|was made meanwhile; reload the order/);
    const view = await refundsOf(card.order.id);
    expect(view.refunds.filter((r) => r.state === 'done')).toHaveLength(1);
    expect(view.refunded).toBe(total);
    const row = await db()
      .selectFrom('orders')
      .select('refunded_total')
      .where('id', '=', card.order.id)
      .executeTakeFirstOrThrow();
    expect(row.refunded_total).toBe(total);
    expect(await stockOf(card.a)).toBe(5);

    // The last unit of a line, twice at once, in cash.
    const other = await paidCardOrder(1);
    const line = (await refundsOf(other.order.id)).lines.find((l) => l.variant_id === other.a)!;
    const body = { scope: 'lines', lines: [{ item_id: line.item_id, quantity: 1 }], method: 'cash' };
    const both = await Promise.all([
      refund(manager, other.order.id, body),
      refund(manager, other.order.id, body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await refundsOf(other.order.id);
    expect(after.refunds).toHaveLength(1);
    expect(after.lines.find((l) => l.item_id === line.item_id)!.refunded_quantity).toBe(1);
    expect(await stockOf(other.a)).toBe(5);
  });

  it('lets managers and owners refund, refuses support, and no one gains a power by changing an id or a field', async () => {
    const card = await paidCardOrder();
    const denied = await refund(support, card.order.id, { scope: 'whole', method: 'cash' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message_en).toBe(
      'Only an owner or a manager can do this. Ask the shop owner if you need it.',
    );
    const sideways = await move(support, card.order.id, { status: 'refunded' });
    expect(sideways.statusCode).toBe(400);
    expect(sideways.json().message_en).toBe(
      'Refund the order with a refund, which records the money given back (Refund).',
    );
    // Support still reads what was refunded (they answer the customer).
    expect((await refundsOf(card.order.id, support)).refunded).toBe(0);

    // A line of another order is not this order's; a staff id in the body is not who refunded.
    const other = await paidCardOrder(1);
    const foreign = (await refundsOf(other.order.id)).lines[0]!.item_id;
    const wrongLine = await refund(manager, card.order.id, {
      scope: 'lines',
      lines: [{ item_id: foreign, quantity: 1 }],
      method: 'cash',
    });
    expect(wrongLine.statusCode).toBe(400);
    expect(wrongLine.json().message_en).toMatch(/^Line \d+ is not a line of ISP-\d+\.$/);
    const line = (await refundsOf(card.order.id)).lines[0]!;
    const spoofed = await refund(manager, card.order.id, {
      scope: 'lines',
      lines: [{ item_id: line.item_id, quantity: 1 }],
      method: 'cash',
      staff_id: owner.id,
      amount: 1_000_000,
    });
    expect(spoofed.statusCode, spoofed.body).toBe(200);
    expect((spoofed.json().data as OrderRefunds).refunds[0]).toMatchObject({
      amount: 8_000,
      staff: { id: manager.id },
    });
    expect((await refund(owner, card.order.id, { scope: 'whole', method: 'cash' })).statusCode).toBe(200);

    const nothing = await refund(manager, card.order.id, { scope: 'lines', lines: [], method: 'cash' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.body).toContain('Choose how many of at least one item to refund');
    const noOrder = await refund(manager, 999_999, { scope: 'whole', method: 'cash' });
    expect(noOrder.statusCode).toBe(404);
    const notPaid = await placedOrder(2);
    const unpaid = await refund(owner, notPaid.order.id, { scope: 'whole', method: 'card' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message_en).toMatch(/has not been paid: there is nothing to refund\.$/);
  });
});

describe('two staff changing one order at once', () => {
  it('ends in one allowed state, recorded once in the history', async () => {
    const cash = await placedOrder(1);
    const [cancel, shipIt] = await Promise.all([
      move(support, cash.order.id, { status: 'cancelled' }),
      ship(manager, cash.order.id, { courier_name: 'Bosta', tracking_number: 'BST-7' }),
    ]);
    expect([cancel.statusCode, shipIt.statusCode].sort()).toEqual([200, 409]);
    const order = (await asStaff(t, support, 'GET', `/api/admin/orders/${cash.order.id}`)).json()
      .data as AdminOrder;
    expect(order.history.map((h) => h.status)).toEqual(['processing', order.status]);
    expect(['cancelled', 'shipped']).toContain(order.status);

    const again = await placedOrder(1);
    const same = await Promise.all([
      move(support, again.order.id, { status: 'cancelled' }),
      move(manager, again.order.id, { status: 'cancelled' }),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await db()
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', again.order.id)
      .execute();
    expect(history.map((h) => h.status)).toEqual(['processing', 'cancelled']);
    expect(await stockOf(again.a)).toBe(5);
  });
});

describe('card refunds through Paymob', () => {
  let fake: FakePaymob;
  let p: App;
  let boss: SignedStaff;
  beforeAll(async () => {
    fake = await startFakePaymob();
    p = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000', ...fake.env() });
    boss = await signedInStaff(p, 'owner');
  });
  afterAll(async () => {
    await p?.close();
    await fake?.close();
  });

  it('calls the refund API with the secret key, the paid transaction and the amount in cents; a refusal refunds nothing', async () => {
    const card = await placedOrder(2, 2, p);
    const intention = fake.intentions.at(-1)!;
    const paid = fake.callback(intention.intention_order_id);
    const callback = await p.app.inject({
      method: 'POST',
      url: `/api/customer/payments/paymob/callback?hmac=${paid.hmac}`,
      payload: JSON.stringify(paid.body),
      headers: { 'content-type': 'application/json' },
    });
    expect(callback.statusCode, callback.body).toBe(200);
    expect(await statusOf(card.order.id, p)).toBe('paid');
    const view = await refundsOf(card.order.id, boss, p);
    expect(view.methods).toEqual(['cash', 'card']);
    const line = view.lines.find((l) => l.variant_id === card.b)!;

    fake.failRefunds = 'error';
    const refused = await refund(
      boss,
      card.order.id,
      {
        scope: 'lines',
        lines: [{ item_id: line.item_id, quantity: 1 }],
        method: 'card',
      },
      p,
    );
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message_en).toBe(
      'Paymob refused the refund (HTTP 500). Nothing was refunded; try again, or refund in cash.',
    );
    const afterRefusal = await refundsOf(card.order.id, boss, p);
    expect(afterRefusal.refunded).toBe(0);
    expect(afterRefusal.refunds).toEqual([expect.objectContaining({ state: 'failed', amount: 4_000 })]);
    expect(afterRefusal.lines.find((l) => l.item_id === line.item_id)!.refunded_quantity).toBe(0);
    expect(await stockOf(card.b, p)).toBe(4);

    fake.failRefunds = null;
    const before = fake.refundRequests.length;
    const ok = await refund(
      boss,
      card.order.id,
      {
        scope: 'lines',
        lines: [{ item_id: line.item_id, quantity: 1 }],
        method: 'card',
      },
      p,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fake.refundRequests.slice(before)).toEqual([
      {
        authorization: `Token ${fake.secretKey}`,
        body: { transaction_id: String(paid.id), amount_cents: 400_000 },
      },
    ]);
    const done = (ok.json().data as OrderRefunds).refunds.at(-1)!;
    expect(done).toMatchObject({ state: 'done', provider: 'paymob', amount: 4_000 });
    expect(Number(done.gateway_reference)).toBeGreaterThan(paid.id);
    expect(await stockOf(card.b, p)).toBe(5);

    // The rest, and Paymob's own books agree: nothing is left to refund of the transaction.
    expect((await refund(boss, card.order.id, { scope: 'whole', method: 'card' }, p)).statusCode).toBe(200);
    const lastAsk = fake.refundRequests.at(-1)!.body;
    expect(lastAsk.amount_cents).toBe((card.order.totals.total - 4_000) * 100);
    expect(await statusOf(card.order.id, p)).toBe('refunded');
  });

  /** A paid Paymob card order, its second product's line, and that line's one-unit refund. */
  async function paidPaymobOrder() {
    const card = await placedOrder(2, 2, p);
    const paid = fake.callback(fake.intentions.at(-1)!.intention_order_id);
    const callback = await p.app.inject({
      method: 'POST',
      url: `/api/customer/payments/paymob/callback?hmac=${paid.hmac}`,
      payload: JSON.stringify(paid.body),
      headers: { 'content-type': 'application/json' },
    });
    expect(callback.statusCode, callback.body).toBe(200);
    const line = (await refundsOf(card.order.id, boss, p)).lines.find((l) => l.variant_id === card.b)!;
    return { card, paid, line: { item_id: line.item_id, quantity: 1, amount: line.unit_refund } };
  }

  it('settles a pending refund Paymob had made, from its books, without sending it again', async () => {
    const { card, paid, line } = await paidPaymobOrder();
    const pendingId = await leftPending(p, card.order.id, line, boss.id);
    // The gateway took the refund, but its answer never reached the shop.
    const made = await fetch(`${fake.url}/api/acceptance/void_refund/refund`, {
      method: 'POST',
      headers: { authorization: `Token ${fake.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ transaction_id: paid.id, amount_cents: line.amount * 100 }),
    });
    expect(made.status).toBe(200);
    const asked = fake.refundRequests.length;

    const swept = await settlePendingRefunds(p.runtime.deps);
    expect(swept).toEqual([
      { refund_id: pendingId, order_id: card.order.id, outcome: 'done', why: 'paymob had refunded it.' },
    ]);
    expect(fake.lookups).toContain(paid.id);
    expect(fake.refundRequests.length).toBe(asked);
    const view = await refundsOf(card.order.id, boss, p);
    expect(view.refunds).toEqual([
      expect.objectContaining({ id: pendingId, state: 'done', amount: line.amount }),
    ]);
    expect(view.refunded).toBe(line.amount);
    expect(await stockOf(card.b, p)).toBe(5);
  });

  it('sends a pending refund Paymob never made again, and gives it back as failed when Paymob refuses', async () => {
    const { card, paid, line } = await paidPaymobOrder();
    const first = await leftPending(p, card.order.id, line, boss.id);
    const asked = fake.refundRequests.length;
    // Two servers sweeping at the same moment send it once.
    const [one, two] = await Promise.all([
      settlePendingRefunds(p.runtime.deps),
      settlePendingRefunds(p.runtime.deps),
    ]);
    const swept = [...one, ...two];
    expect(swept).toEqual([
      {
        refund_id: first,
        order_id: card.order.id,
        outcome: 'done',
        why: 'Sent to paymob again, which refunded it.',
      },
    ]);
    expect(fake.refundRequests.slice(asked)).toEqual([
      {
        authorization: `Token ${fake.secretKey}`,
        body: { transaction_id: String(paid.id), amount_cents: line.amount * 100 },
      },
    ]);

    // Paymob cannot be asked: the refund waits for the next round, still counted.
    const aLine = (await refundsOf(card.order.id, boss, p)).lines.find((l) => l.variant_id === card.a)!;
    const second = await leftPending(
      p,
      card.order.id,
      { item_id: aLine.item_id, quantity: 1, amount: aLine.unit_refund },
      boss.id,
    );
    fake.failLookups = 'error';
    try {
      const waiting = await settlePendingRefunds(p.runtime.deps);
      expect(waiting).toEqual([
        expect.objectContaining({
          refund_id: second,
          outcome: 'unknown',
          why: expect.stringMatching(/HTTP 500/),
        }),
      ]);
    } finally {
      fake.failLookups = null;
    }
    expect((await refundsOf(card.order.id, boss, p)).refunds.find((r) => r.id === second)!.state).toBe(
      'pending',
    );

    // Paymob's books show nothing of it and it refuses it again: failed, the amount and unit given back.
    fake.failRefunds = 'error';
    try {
      const refused = await settlePendingRefunds(p.runtime.deps);
      expect(refused).toEqual([expect.objectContaining({ refund_id: second, outcome: 'failed' })]);
    } finally {
      fake.failRefunds = null;
    }
    const view = await refundsOf(card.order.id, boss, p);
    expect(view.refunds.find((r) => r.id === second)!.state).toBe('failed');
    expect(view.refunded).toBe(line.amount);
    expect(view.lines.find((l) => l.item_id === aLine.item_id)!.refunded_quantity).toBe(0);
    const order = await db(p)
      .selectFrom('orders')
      .select('refunded_total')
      .where('id', '=', card.order.id)
      .executeTakeFirstOrThrow();
    expect(order.refunded_total).toBe(line.amount);
    const failed = await db(p)
      .selectFrom('audit_log')
      .select(['staff_id', 'after'])
      .where('action', '=', 'order.refund_failed')
      .where('entity_id', '=', String(card.order.id))
      .execute();
    expect(failed).toHaveLength(1);
    expect(failed[0]!.staff_id).toBeNull();
  });
});

describe('the operator refund command', () => {
  const cli = (...argv: string[]) => runShop(['orders', 'refund', ...argv], {}, t.runtime);

  it('refunds units by SKU through the same service, audited as the operator, with clear refusals', async () => {
    const card = await paidCardOrder(2);
    const items = await db()
      .selectFrom('order_items')
      .select(['id', 'sku', 'variant_id'])
      .where('order_id', '=', card.order.id)
      .execute();
    const skuA = items.find((i) => i.variant_id === card.a)!.sku;
    const skuB = items.find((i) => i.variant_id === card.b)!.sku;
    const view = await refundsOf(card.order.id);
    const unitA = view.lines.find((l) => l.variant_id === card.a)!.unit_refund;

    const unknown = await cli(String(card.order.id), '--line', 'NO-SUCH-SKU:1');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toContain(`has no line with SKU NO-SUCH-SKU. Its lines: ${skuA}, ${skuB}.`);
    expect((await cli(String(card.order.id), '--line', `${skuA}:0`)).out).toContain('--line is SKU:QTY');
    expect((await cli(String(card.order.id), '--amount', 'lots')).out).toContain(
      '--amount is a whole number',
    );
    expect((await cli('ISP-999999')).out).toBe('There is no order ISP-999999.');

    const wrong = await cli(String(card.order.id), '--line', `${skuA}:1`, '--amount', String(unitA + 1));
    expect(wrong.code).toBe(1);
    expect(wrong.out).toContain(
      `Nothing was refunded; run it again with --amount ${unitA}, or without --amount.`,
    );
    expect(await stockOf(card.a)).toBe(3);
    expect((await refundsOf(card.order.id)).refunds).toEqual([]);

    const done = await cli(
      `ISP-${String(card.order.id).padStart(6, '0')}`,
      '--line',
      `${skuA.toLowerCase()}:1`,
      '--amount',
      unitA.toLocaleString('en'),
      '--reason',
      'Returned unopened',
    );
    expect(done.code, done.out).toBe(0);
    expect(done.out).toMatch(/refunded [\d,]+ EGP to the card \(sandbox reference sbx_refund_/);
    expect(done.out).toContain('The customer was told by e-mail and SMS.');
    expect(await stockOf(card.a)).toBe(4);
    const after = await refundsOf(card.order.id);
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: unitA,
        method: 'card',
        state: 'done',
        staff: null,
        note: 'Returned unopened',
      }),
    ]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['staff_id', 'after'])
      .where('action', '=', 'order.refund')
      .where('entity_id', '=', String(card.order.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staff_id).toBeNull();
    expect((await sms(card.phone)).at(-1)).toContain('We refunded');

    // Without --line, the rest of the order.
    const rest = await cli(String(card.order.id));
    expect(rest.code, rest.out).toBe(0);
    expect(rest.out).toContain('for the whole order');
    expect(await statusOf(card.order.id)).toBe('refunded');
    const again = await cli(String(card.order.id));
    expect(again.code).toBe(1);
    expect(again.out).toBe(`${orderNumberOf(card.order.id)} is refunded in full.`);
  });
});

describe('card refunds left pending', () => {
  it('are sent to the sandbox again by the sweeper, which settles them; a fresh one is left to its request', async () => {
    const card = await paidCardOrder(2);
    const view = await refundsOf(card.order.id, manager);
    const line = view.lines.find((l) => l.variant_id === card.b)!;
    const stale = await leftPending(
      t,
      card.order.id,
      { item_id: line.item_id, quantity: 1, amount: line.unit_refund },
      manager.id,
    );
    const fresh = await leftPending(
      t,
      card.order.id,
      { item_id: view.lines.find((l) => l.variant_id === card.a)!.item_id, quantity: 1, amount: 1_000 },
      manager.id,
      5_000,
    );
    // The order desk shows both as waiting for the gateway.
    expect((await refundsOf(card.order.id)).refunds.map((r) => r.state)).toEqual(['pending', 'pending']);
    expect(await stockOf(card.b)).toBe(4);

    const swept = await settlePendingRefunds(t.runtime.deps);
    expect(swept).toEqual([
      {
        refund_id: stale,
        order_id: card.order.id,
        outcome: 'done',
        why: 'Sent to sandbox again, which refunded it.',
      },
    ]);
    const after = await refundsOf(card.order.id);
    expect(after.refunds.find((r) => r.id === stale)).toMatchObject({
      state: 'done',
      staff: { id: manager.id },
    });
    expect(after.refunds.find((r) => r.id === stale)!.gateway_reference).toMatch(/^sbx_refund_/);
    expect(after.refunds.find((r) => r.id === fresh)).toMatchObject({ state: 'pending' });
    expect(await stockOf(card.b)).toBe(5);
    expect((await sms(card.phone)).at(-1)).toContain(`We refunded`);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['staff_id', 'after'])
      .where('action', '=', 'order.refund')
      .where('entity_id', '=', String(card.order.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ refund_id: stale, method: 'card' });

    // Settled once: a second round finds nothing old enough to do.
    expect(await settlePendingRefunds(t.runtime.deps)).toEqual([]);
    expect(await stockOf(card.b)).toBe(5);
  });
});
