import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@shop/contract/admin';
import type { Dashboard } from '@shop/contract/admin-dashboard';
import type { OrderStatus } from '@shop/contract/orders';
import { dayStart, weekStart } from '#app/lib/shop-time';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { adminCall, staffMember, type SignedStaff } from './support/staff-members.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from './support/test-app.ts';

/**
 * The dashboard's figures from orders, stock, tickets and messages the test seeds: each figure is compared before and
 * after the seeding, so whatever the demo data holds does not matter.
 */
let t: TestApp;
let owner: SignedStaff;
let manager: SignedStaff;
let support: SignedStaff;
let userId = 0;
const db = () => t.runtime.deps.db;
const DAY_MS = 24 * 3600_000;

const cairoDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  owner = await staffMember(t, 'dash-owner@example.com', 'owner');
  manager = await staffMember(t, 'dash-manager@example.com', 'manager');
  support = await staffMember(t, 'dash-support@example.com', 'support');
  userId = (await makeTestCustomer(db(), 'dash-buyer')).userId;
});
afterAll(async () => t?.close());

async function readDashboard(who: SignedStaff = support): Promise<Dashboard> {
  const res = await adminCall(t, 'GET', '/api/admin/dashboard', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function addOrder(at: Date, method: 'cod' | 'card' | 'valu', status: OrderStatus, total: number) {
  const iso = at.toISOString();
  await db()
    .insertInto('orders')
    .values({
      user_id: userId,
      status,
      payment_method: method,
      address_json: '{}',
      subtotal: total,
      discount: 0,
      method_discount: 0,
      promo_discount: 0,
      installment_fee: 0,
      delivery_fee: 0,
      total,
      notes: '',
      device_type: 1,
      created_at: iso,
      updated_at: iso,
    })
    .execute();
}

async function setThreshold(value: string | null) {
  await db().deleteFrom('site_settings').where('key', '=', 'low_stock_threshold').execute();
  if (value !== null)
    await db()
      .insertInto('site_settings')
      .values({ key: 'low_stock_threshold', value, updated_at: new Date().toISOString() })
      .execute();
}

describe('the shop calendar', () => {
  it('starts days at Cairo midnight, summer time or not, and weeks on Saturday', () => {
    // Winter (UTC+2) and summer (UTC+3) in Cairo.
    expect(dayStart('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(dayStart('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
    expect(weekStart('2026-11-27')).toBe('2026-11-21'); // a Friday: the week began the Saturday before
    expect(weekStart('2026-11-28')).toBe('2026-11-28'); // a Saturday
    expect(weekStart('2026-11-29')).toBe('2026-11-28');
  });
});

describe('GET /api/admin/dashboard', () => {
  it('answers every role, and nobody without a session', async () => {
    for (const who of [owner, manager, support])
      expect((await readDashboard(who)).time_zone).toBe('Africa/Cairo');
    const none = await adminCall(t, 'GET', '/api/admin/dashboard');
    expect(none.statusCode).toBe(401);
    expect(none.json().message_en).toBe(staffMessages.signInRequired);
    const write = await adminCall(t, 'POST', '/api/admin/dashboard', owner);
    expect(write.statusCode).toBe(405);
  });

  it('counts today’s and this week’s orders and revenue, paid online and cash on delivery apart', async () => {
    const before = await readDashboard();
    const now = new Date();
    // Today: two standing online orders, one cash order on its way, one cancelled, one never paid.
    await addOrder(now, 'card', 'paid', 1000);
    await addOrder(now, 'valu', 'delivered', 2000);
    await addOrder(now, 'cod', 'processing', 500);
    await addOrder(now, 'cod', 'cancelled', 700);
    await addOrder(now, 'card', 'pending_payment', 300);
    // Three days ago (in the week or not, depending on today), and 40 days ago (in neither, nor the chart).
    const threeDaysAgo = new Date(now.getTime() - 3 * DAY_MS);
    await addOrder(threeDaysAgo, 'card', 'shipped', 4000);
    await addOrder(new Date(now.getTime() - 40 * DAY_MS), 'card', 'delivered', 9000);
    const after = await readDashboard();

    expect(after.today).toBe(cairoDay(now));
    const diff = (a: Dashboard['today_figures'], b: Dashboard['today_figures']) => ({
      orders: a.orders - b.orders,
      paid_orders: a.paid_orders - b.paid_orders,
      paid_revenue: a.paid_revenue - b.paid_revenue,
      cod_orders: a.cod_orders - b.cod_orders,
      cod_revenue: a.cod_revenue - b.cod_revenue,
    });
    expect(diff(after.today_figures, before.today_figures)).toEqual({
      orders: 5,
      paid_orders: 2,
      paid_revenue: 3000,
      cod_orders: 1,
      cod_revenue: 500,
    });
    const inWeek = cairoDay(threeDaysAgo) >= after.week_start;
    expect(diff(after.week_figures, before.week_figures)).toEqual({
      orders: inWeek ? 6 : 5,
      paid_orders: inWeek ? 3 : 2,
      paid_revenue: inWeek ? 7000 : 3000,
      cod_orders: 1,
      cod_revenue: 500,
    });
    const weekday = new Date(`${after.week_start}T12:00:00Z`).getUTCDay();
    expect(weekday).toBe(6);

    // The chart: 30 days, oldest first, today last; three days ago holds its 4,000.
    expect(after.revenue_days).toHaveLength(30);
    expect(after.revenue_days.at(-1)!.day).toBe(after.today);
    const day = (d: Dashboard, name: string) => d.revenue_days.find((r) => r.day === name)!;
    expect(day(after, after.today).paid_revenue - day(before, after.today).paid_revenue).toBe(3000);
    expect(day(after, after.today).cod_revenue - day(before, after.today).cod_revenue).toBe(500);
    const then = cairoDay(threeDaysAgo);
    expect(day(after, then).paid_revenue - day(before, then).paid_revenue).toBe(4000);

    // Waiting for someone: paid (prepare), processing (ship), shipped (deliver).
    const waiting = (d: Dashboard) =>
      Object.fromEntries(d.waiting_orders.map((w) => [w.status, w.count])) as Record<
        'paid' | 'processing' | 'shipped',
        number
      >;
    const w0 = waiting(before);
    const w1 = waiting(after);
    expect({
      paid: w1.paid - w0.paid,
      processing: w1.processing - w0.processing,
      shipped: w1.shipped - w0.shipped,
    }).toEqual({ paid: 1, processing: 1, shipped: 1 });
  });

  it('counts variants still in stock at or under the staff’s low-stock threshold, 5 while none is set', async () => {
    await setThreshold(null);
    const start = await readDashboard();
    expect(start.low_stock.threshold).toBe(5);
    await makeTestProduct(db(), 'dash-low', {}, [
      { price: 100, stock: 0 },
      { price: 100, stock: 2 },
      { price: 100, stock: 3 },
      { price: 100, stock: 5 },
    ]);
    expect((await readDashboard()).low_stock.variants - start.low_stock.variants).toBe(3);

    await setThreshold('3');
    const three = await readDashboard();
    expect(three.low_stock.threshold).toBe(3);
    await setThreshold('6');
    // From 3 to 6 adds the variants with 4, 5 or 6 units: the test product's 5, and the others'.
    expect((await readDashboard()).low_stock.variants - three.low_stock.variants).toBe(
      1 + (await lowAt(6, 3)),
    );
    // 0 turns the tile off; what is not a whole number from 0 counts as unset.
    await setThreshold('0');
    expect((await readDashboard()).low_stock).toMatchObject({ threshold: 0, variants: 0 });
    for (const bad of ['abc', '-2', '2.5']) {
      await setThreshold(bad);
      expect((await readDashboard()).low_stock.threshold, bad).toBe(5);
    }
    await setThreshold(null);
  });

  it('counts open service tickets and messages the outbox gave up on', async () => {
    const before = await readDashboard();
    const now = new Date().toISOString();
    const ticket = (code: string, status: 'received' | 'repairing' | 'delivered' | 'cancelled') => ({
      code,
      kind: 'hardware' as const,
      device: 'Phone',
      serial_or_imei: '123',
      problem: 'Broken',
      name: 'Test Person',
      phone: '01000000000',
      email: null,
      status,
      created_at: now,
      updated_at: now,
    });
    await db()
      .insertInto('tickets')
      .values([
        ticket('DASH-1', 'received'),
        ticket('DASH-2', 'repairing'),
        ticket('DASH-3', 'delivered'),
        ticket('DASH-4', 'cancelled'),
      ])
      .execute();
    await db()
      .insertInto('outbox')
      .values([
        {
          channel: 'email',
          recipient: 'a@example.com',
          subject: 'x',
          body: 'x',
          created_at: now,
          sent_at: null,
          failed_at: now,
          last_error: 'refused',
        },
        { channel: 'sms', recipient: '01000000000', subject: null, body: 'x', created_at: now, sent_at: now },
      ])
      .execute();
    const after = await readDashboard();
    expect(after.open_tickets - before.open_tickets).toBe(2);
    expect(after.failed_messages - before.failed_messages).toBe(1);
  });

  it('reads orders, stock and failed messages through their indexes', async () => {
    if (TEST_DIALECT === 'postgres') {
      // PostgreSQL's planner scans the test's small tables whatever the indexes; that they exist is what counts.
      const { rows } = await sql<{ indexname: string }>`
          select indexname from pg_indexes where schemaname = current_schema()`.execute(db());
      expect(rows.map((r) => r.indexname)).toEqual(
        expect.arrayContaining([
          'orders_created',
          'product_variants_low_stock',
          'outbox_failed',
          'orders_status',
        ]),
      );
      return;
    }
    const plan = async (query: string) =>
      (await sql.raw<{ detail: string }>(`explain query plan ${query}`).execute(db())).rows
        .map((r) => r.detail)
        .join(' | ');
    const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
    expect(await plan(`select count(*) from orders where created_at >= '${since}'`)).toMatch(
      /USING (COVERING )?INDEX orders_created/,
    );
    expect(await plan(`select count(*) from product_variants where stock < 5`)).toMatch(
      /INDEX product_variants_low_stock/,
    );
    expect(await plan(`select count(*) from outbox where failed_at is not null`)).toMatch(
      /INDEX outbox_failed/,
    );
    expect(
      await plan(
        `select status, count(*) from orders where status in ('paid', 'processing', 'shipped') group by status`,
      ),
    ).toMatch(/INDEX orders_status/);
  });
});

/** Variants of active products (seeded or demo) with more than `low` and at most `high` units. */
async function lowAt(high: number, low: number): Promise<number> {
  const row = await db()
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('v.stock', '>', low)
    .where('v.stock', '<=', high)
    .where('p.active', '=', 1)
    .where('p.slug', '!=', 'dash-low')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
