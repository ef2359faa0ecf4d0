import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@shop/contract/admin';
import type { Dashboard } from '@shop/contract/admin-dashboard';
import type { OrderStatus } from '@shop/contract/orders';
import { dayStart, weekStart } from '#app/lib/shop-time';
import { getDashboard } from '#app/modules/dashboard/dashboard.service';
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

/**
 * Three weeks ending on a Friday night in Cairo: one in winter (UTC+2 all week), the one whose Friday began with the
 * clocks going forward (24 April 2026, UTC+2 to UTC+3), and the one whose Thursday ended with them going back
 * (29 October 2026, UTC+3 to UTC+2). In each, an order at 23:30 on the Friday belongs to that week and one at 00:30 on
 * the Saturday to the next, whose "this week" then holds it alone. A week counted in UTC, from a fixed offset, or from
 * any day but Saturday puts one of these orders on the wrong side.
 */
const WEEK_ENDS = [
  {
    season: 'winter',
    saturday: '2026-01-10',
    lastFriday: '2026-01-09T21:30:00Z', // Fri 9 Jan 23:30, UTC+2
    opening: '2026-01-09T22:30:00Z', // Sat 10 Jan 00:30, UTC+2
    friday: '2026-01-16T21:30:00Z', // Fri 16 Jan 23:30, UTC+2
    next: '2026-01-16T22:30:00Z', // Sat 17 Jan 00:30, UTC+2
    nextSaturday: '2026-01-17',
  },
  {
    season: 'clocks forward on the Friday',
    saturday: '2026-04-18',
    lastFriday: '2026-04-17T21:30:00Z', // Fri 17 Apr 23:30, UTC+2
    opening: '2026-04-17T22:30:00Z', // Sat 18 Apr 00:30, UTC+2
    friday: '2026-04-24T20:30:00Z', // Fri 24 Apr 23:30, UTC+3
    next: '2026-04-24T21:30:00Z', // Sat 25 Apr 00:30, UTC+3
    nextSaturday: '2026-04-25',
  },
  {
    season: 'clocks back at the end of the Thursday',
    saturday: '2026-10-24',
    lastFriday: '2026-10-23T20:30:00Z', // Fri 23 Oct 23:30, UTC+3
    opening: '2026-10-23T21:30:00Z', // Sat 24 Oct 00:30, UTC+3
    friday: '2026-10-30T21:30:00Z', // Fri 30 Oct 23:30, UTC+2
    next: '2026-10-30T22:30:00Z', // Sat 31 Oct 00:30, UTC+2
    nextSaturday: '2026-10-31',
  },
];

describe('this week on the dashboard', () => {
  const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);
  const moneyOf = (d: Dashboard) => ({
    week_orders: d.week_figures.orders,
    week_revenue: d.week_figures.paid_revenue,
    today_orders: d.today_figures.orders,
    today_revenue: d.today_figures.paid_revenue,
  });
  const minus = (a: ReturnType<typeof moneyOf>, b: ReturnType<typeof moneyOf>) => ({
    week_orders: a.week_orders - b.week_orders,
    week_revenue: a.week_revenue - b.week_revenue,
    today_orders: a.today_orders - b.today_orders,
    today_revenue: a.today_revenue - b.today_revenue,
  });

  for (const w of WEEK_ENDS)
    it(`ends on Friday at Cairo midnight and starts again on Saturday (${w.season})`, async () => {
      // Read a quarter of an hour after the Friday order, and after the Saturday one.
      const fridayNight = minutesAfter(w.friday, 15);
      const saturdayMorning = minutesAfter(w.next, 15);
      const beforeFriday = await getDashboard(db(), fridayNight);
      const beforeSaturday = await getDashboard(db(), saturdayMorning);

      await addOrder(new Date(w.lastFriday), 'card', 'paid', 1);
      await addOrder(new Date(w.opening), 'card', 'paid', 10);
      await addOrder(new Date(w.friday), 'card', 'paid', 100);
      const friday = await getDashboard(db(), fridayNight);
      expect(friday.week_start).toBe(w.saturday);
      // The week opened with the 10 at 00:30 on Saturday; the 1 half an hour earlier was the week before.
      expect(minus(moneyOf(friday), moneyOf(beforeFriday))).toEqual({
        week_orders: 2,
        week_revenue: 110,
        today_orders: 1,
        today_revenue: 100,
      });

      await addOrder(new Date(w.next), 'card', 'paid', 1000);
      const saturday = await getDashboard(db(), saturdayMorning);
      expect(saturday.today).toBe(w.nextSaturday);
      expect(saturday.week_start).toBe(w.nextSaturday);
      expect(minus(moneyOf(saturday), moneyOf(beforeSaturday))).toEqual({
        week_orders: 1,
        week_revenue: 1000,
        today_orders: 1,
        today_revenue: 1000,
      });
      // The chart puts each order on its own Cairo day.
      const chartDiff = (day: string) => {
        const of = (d: Dashboard) => d.revenue_days.find((r) => r.day === day)?.paid_revenue ?? 0;
        return of(saturday) - of(beforeSaturday);
      };
      expect(
        [w.lastFriday, w.opening, w.friday, w.next].map((at) => chartDiff(cairoDay(new Date(at)))),
      ).toEqual([1, 10, 100, 1000]);
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
