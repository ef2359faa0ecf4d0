import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery, sql } from 'kysely';
import { adminOrderPage, adminOrderQuery } from '@shop/contract/admin-orders';
import { orderPageQuery, readsRangeWhole, type PageShape } from '#app/modules/orders/order-desk.repository';
import { orderFilter } from '#app/modules/orders/order-desk.service';
import { BENCH_PROMO_CODES, benchBuyer, growOrders } from '../../../bench/generate-orders.ts';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from './support/test-app.ts';

/**
 * The order desk on a year of orders (bench/generate-orders.ts, 20,000 of them here; the bench measures 100,000): each
 * filter reads the page's ids from its own index and joins the customer and governorate for that page only, never
 * for every order a range of days matches; and what the two steps return is what the filters ask for.
 */
let t: TestApp;
let support: SignedStaff;
const ORDERS = 20_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  support = await signedInStaff(t, 'support');
  await growOrders(t.runtime.deps.db, ORDERS, 2_000);
  // PostgreSQL's autovacuum gathers statistics on a table this size; the shop never runs ANALYZE on SQLite.
  if (TEST_DIALECT === 'postgres') await sql`analyze`.execute(t.runtime.deps.db);
}, 240_000);
afterAll(async () => t?.close());

const db = () => t.runtime.deps.db;

/** Whole Cairo days a month back and two months back, as a person picks them. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const MONTH = { from: day(75), to: day(46) };
const MONTH_A_YEAR_BACK = { from: day(360), to: day(331) };
const QUARTER_A_YEAR_BACK = { from: day(360), to: day(271) };

const filterOf = (query: Record<string, string>) => orderFilter(adminOrderQuery.parse(query));

/** The plan of the query the order desk runs for these filters, in the shape it picks. */
async function plan(query: Record<string, string>): Promise<string> {
  const filter = filterOf(query);
  const shape: PageShape = (await readsRangeWhole(db(), filter)) ? 'range' : 'newest';
  const compiled = orderPageQuery(db(), filter, 51, shape).compile();
  const prefix = TEST_DIALECT === 'postgres' ? 'explain ' : 'explain query plan ';
  const { rows } = await db().executeQuery<Record<string, unknown>>(
    CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
  );
  return rows.map((r) => Object.values(r).join(' ')).join('\n');
}

/** A whole table read row by row, which is what a filter without its index costs at 100,000 orders. */
const WHOLE_TABLE = /\bSCAN (o|u|users|orders)\b(?! USING)|Seq Scan on (orders|users)\b/;

describe('the order desk at 20,000 orders', () => {
  it('reads each filter through its index and joins the customers of one page only', async () => {
    const index = (name: string) =>
      TEST_DIALECT === 'postgres'
        ? new RegExp(`(Index|Bitmap).* (on|using) ${name}\\b`)
        : new RegExp(`INDEX ${name}\\b`);
    const buyer = benchBuyer(7);
    const cases: Array<[Record<string, string>, RegExp[]]> = [
      [
        { customer: buyer.phone },
        [index(TEST_DIALECT === 'postgres' ? 'users_phone' : 'users_phone_search'), index('orders_user')],
      ],
      [
        { customer: buyer.email },
        [
          index(TEST_DIALECT === 'postgres' ? 'users_email_key' : 'sqlite_autoindex_users_1'),
          index('orders_user'),
        ],
      ],
      [{ number: 'ISP-000042' }, [index('orders_pkey|PRIMARY KEY')]],
    ];
    if (TEST_DIALECT === 'sqlite') {
      // PostgreSQL walks the primary key down and filters when it expects a page soon, which its statistics decide.
      cases.push(
        [{ status: 'processing' }, [index('orders_status_id')]],
        [{ payment_method: 'valu' }, [index('orders_method_id')]],
        [{ governorate_id: '1' }, [index('orders_governorate_id')]],
        [{ promo_code: BENCH_PROMO_CODES[2] }, [index('orders_promo_id')]],
        [MONTH, [/COVERING INDEX orders_created/]],
      );
    }
    for (const [query, expected] of cases) {
      const text = await plan(query);
      for (const e of expected) expect(text, JSON.stringify(query)).toMatch(e);
      expect(text, JSON.stringify(query)).not.toMatch(WHOLE_TABLE);
    }
    for (const query of <Array<Record<string, string>>>[
      { status: 'paid', payment_method: 'valu' },
      { governorate_id: '1', status: 'shipped' },
      MONTH,
    ]) {
      expect(await plan(query), JSON.stringify(query)).not.toMatch(WHOLE_TABLE);
    }
    // A month long ago is read through the index on the order's time, never by walking every newer order. (A quarter
    // is a quarter of the orders here: PostgreSQL reads the table rather than the index then, as it should.)
    for (const query of [MONTH_A_YEAR_BACK, { ...MONTH_A_YEAR_BACK, status: 'delivered' }]) {
      const text = await plan(query);
      expect(text, JSON.stringify(query)).toMatch(index('orders_created'));
      expect(text, JSON.stringify(query)).not.toMatch(
        /Index Scan Backward using orders_pkey|SCAN o USING INTEGER PRIMARY KEY/,
      );
    }
    // A month matches about 1,650 orders here (8,300 at 100,000). SQLite sorts them as entries of the covering index
    // and looks up the customers after the limit: its sort comes before the users' lookup in the plan.
    if (TEST_DIALECT === 'sqlite') {
      const month = await plan(MONTH);
      expect(month.indexOf('TEMP B-TREE')).toBeGreaterThan(-1);
      expect(month.indexOf('TEMP B-TREE')).toBeLessThan(month.indexOf('SEARCH u '));
    }
  });

  it('reads a range of days whole when more orders are newer than it, and walks the ids otherwise', async () => {
    expect(await readsRangeWhole(db(), filterOf(MONTH_A_YEAR_BACK))).toBe(true);
    expect(await readsRangeWhole(db(), filterOf(QUARTER_A_YEAR_BACK))).toBe(true);
    expect(await readsRangeWhole(db(), filterOf({ from: day(8), to: day(2) }))).toBe(false);
    // Runs to today: nothing newer to walk past.
    expect(await readsRangeWhole(db(), filterOf({ from: day(360) }))).toBe(false);
    expect(
      await readsRangeWhole(db(), filterOf({ ...MONTH_A_YEAR_BACK, customer: benchBuyer(7).email })),
    ).toBe(false);
  });

  it('finds the same page either way: the range read whole and the ids walked down', async () => {
    const queries: Array<Record<string, string>> = [
      MONTH,
      MONTH_A_YEAR_BACK,
      { ...MONTH, status: 'refunded' },
      { ...MONTH_A_YEAR_BACK, payment_method: 'valu', promo_code: BENCH_PROMO_CODES[1] },
      { ...MONTH, governorate_id: '1' },
      { to: day(300) },
    ];
    for (const query of queries) {
      const filter = filterOf(query);
      const walked = await orderPageQuery(db(), filter, 51, 'newest').execute();
      const read = await orderPageQuery(db(), filter, 51, 'range').execute();
      expect(walked.length, JSON.stringify(query)).toBeGreaterThan(0);
      expect(read, JSON.stringify(query)).toEqual(walked);
      const older = { ...filter, beforeId: walked[walked.length - 1]!.id };
      expect(await orderPageQuery(db(), older, 51, 'range').execute()).toEqual(
        await orderPageQuery(db(), older, 51, 'newest').execute(),
      );
    }
  });

  it('pages through a month of orders newest first, every one of them exactly once', async () => {
    const { count } = await db()
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('created_at', '>=', orderFilter(adminOrderQuery.parse(MONTH)).fromAt!)
      .where('created_at', '<', orderFilter(adminOrderQuery.parse(MONTH)).untilAt!)
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(1_000);
    const seen: number[] = [];
    let before: number | null = null;
    do {
      const url: string = `/api/admin/orders?from=${MONTH.from}&to=${MONTH.to}&per_page=200${before ? `&before=${before}` : ''}`;
      const res = await asStaff(t, support, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const page = adminOrderPage.parse(res.json().data);
      seen.push(...page.orders.map((o) => o.id));
      for (const o of page.orders) expect(o.customer.email).toMatch(/@bench\.example\.com$/);
      before = page.next_before;
    } while (before !== null);
    expect(seen.length).toBe(Number(count));
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("finds a customer's orders by phone and by e-mail, and only theirs", async () => {
    const buyer = benchBuyer(7);
    const user = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', buyer.email)
      .executeTakeFirstOrThrow();
    const theirs = await db()
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .execute();
    expect(theirs.length).toBeGreaterThan(0);
    for (const customer of [
      buyer.phone,
      buyer.email.toUpperCase(),
      `${buyer.phone.slice(0, 3)} ${buyer.phone.slice(3)}`,
    ]) {
      const res = await asStaff(
        t,
        support,
        'GET',
        `/api/admin/orders?customer=${encodeURIComponent(customer)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const page = adminOrderPage.parse(res.json().data);
      expect(
        page.orders.map((o) => o.id),
        customer,
      ).toEqual(theirs.map((o) => o.id));
    }
  });
});
