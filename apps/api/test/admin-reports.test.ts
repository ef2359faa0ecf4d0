import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '@shop/contract/admin-reports';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { asStaff, signedInStaff, type SignedStaff } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Sales reports, with figures worked out by hand from a few orders placed in November 2025 (Cairo is UTC+2 then):
 *
 * | order | placed (Cairo)   | UTC              | method | status          | lines                     | total | refunds done        |
 * |-------|------------------|------------------|--------|-----------------|---------------------------|-------|---------------------|
 * | O1    | Thu 20 Nov 23:30 | 20 Nov 21:30     | cod    | processing      | A×2 (1000)                | 2050  | none (100 pending)  |
 * | O2    | Fri 21 Nov 00:30 | 20 Nov 22:30     | card   | delivered       | A×1, B×2 (300), SAVE10 100| 1550  | 270 for B×1 (500 for A×1 failed) |
 * | O3    | Fri 21 Nov 12:00 | 21 Nov 10:00     | card   | cancelled       | B×1                       | 350   | —                   |
 * | O4    | Sat 22 Nov 10:00 | 22 Nov 08:00     | valu   | refunded        | A×1, SAVE10 100           | 950   | 950 for A×1         |
 * | O5    | Sat 22 Nov 11:00 | 22 Nov 09:00     | card   | payment_failed  | B×3                       | 950   | —                   |
 * | O6    | Fri 21 Nov 15:00 | 21 Nov 13:00     | card   | pending_payment | A×1                       | 1050  | —                   |
 *
 * Delivery is 50 on each. O1 and O2 are on the same UTC day but either side of a Cairo midnight. A is in the first
 * category and brand "Reports Brand"; B is in the second category with no brand. O3, O5 and O6 sold nothing.
 */
let t: TestApp;
let owner: SignedStaff;
let manager: SignedStaff;
let support: SignedStaff;
const categoryNames: string[] = [];

const db = () => t.runtime.deps.db;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' });
  [owner, manager, support] = await Promise.all([
    signedInStaff(t, 'owner'),
    signedInStaff(t, 'manager'),
    signedInStaff(t, 'support'),
  ]);
  const categories = await db()
    .selectFrom('categories')
    .select(['id', 'name'])
    .orderBy('id')
    .limit(2)
    .execute();
  categoryNames.push(...categories.map((c) => c.name));
  const brand = await db()
    .insertInto('brands')
    .values({ name: 'Reports Brand', slug: 'reports-brand', image: '', featured: 0, sort_order: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const a = await makeTestProduct(db(), 'report-a', {}, [{ price: 1000, stock: 50 }]);
  const b = await makeTestProduct(db(), 'report-b', {}, [{ price: 300, stock: 50 }]);
  await db().updateTable('products').set({ brand_id: brand.id }).where('id', '=', a.productId).execute();
  await db()
    .updateTable('products')
    .set({ category_id: categories[1]!.id })
    .where('id', '=', b.productId)
    .execute();
  const who = await makeTestCustomer(db(), `reports-${Date.now()}`);

  const A = { product: a.productId, variant: a.variantIds[0]!, name: 'Test report-a', price: 1000 };
  const B = { product: b.productId, variant: b.variantIds[0]!, name: 'Test report-b', price: 300 };
  type Line = [typeof A, number];
  async function order(
    createdAt: string,
    method: string,
    status: string,
    lines: Line[],
    promo: number,
  ): Promise<{ id: number; lines: number[] }> {
    const subtotal = lines.reduce((s, [p, q]) => s + p.price * q, 0);
    const { id } = await db()
      .insertInto('orders')
      .values({
        user_id: who.userId,
        status: status as never,
        payment_method: method,
        plan_id: null,
        plan_months: null,
        plan_interest: null,
        address_json: '{}',
        subtotal,
        discount: promo,
        method_discount: 0,
        promo_discount: promo,
        installment_fee: 0,
        delivery_fee: 50,
        total: subtotal - promo + 50,
        promo_code_id: null,
        promo_code: promo ? 'SAVE10' : null,
        notes: '',
        device_type: 1,
        idempotency_key: null,
        pay_provider: null,
        pay_reference: null,
        pay_url: null,
        pay_before: null,
        created_at: createdAt,
        updated_at: createdAt,
        device_id: null,
        card_offer: null,
        card_bin: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids: number[] = [];
    for (const [p, q] of lines) {
      const line = await db()
        .insertInto('order_items')
        .values({
          order_id: id,
          variant_id: p.variant,
          product_id: p.product,
          name: p.name,
          sku: 'T',
          image: '',
          options: '',
          unit_price: p.price,
          amount: q,
          line_total: p.price * q,
          reserved: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(line.id);
    }
    return { id, lines: ids };
  }
  async function refund(
    orderId: number,
    amount: number,
    state: 'done' | 'failed' | 'pending',
    lines: Array<[number, number]>,
  ) {
    const r = await db()
      .insertInto('order_refunds')
      .values({
        order_id: orderId,
        amount,
        method: 'cash',
        provider: null,
        gateway_reference: null,
        state,
        staff_id: null,
        created_at: '2025-11-25T10:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [item, quantity] of lines)
      await db()
        .insertInto('order_refund_lines')
        .values({ refund_id: r.id, order_item_id: item, quantity })
        .execute();
  }

  const o1 = await order('2025-11-20T21:30:00.000Z', 'cod', 'processing', [[A, 2]], 0);
  await refund(o1.id, 100, 'pending', [[o1.lines[0]!, 1]]);
  const o2 = await order(
    '2025-11-20T22:30:00.000Z',
    'card',
    'delivered',
    [
      [A, 1],
      [B, 2],
    ],
    100,
  );
  await refund(o2.id, 270, 'done', [[o2.lines[1]!, 1]]);
  await refund(o2.id, 500, 'failed', [[o2.lines[0]!, 1]]);
  await order('2025-11-21T10:00:00.000Z', 'card', 'cancelled', [[B, 1]], 0);
  const o4 = await order('2025-11-22T08:00:00.000Z', 'valu', 'refunded', [[A, 1]], 100);
  await refund(o4.id, 950, 'done', [[o4.lines[0]!, 1]]);
  await order('2025-11-22T09:00:00.000Z', 'card', 'payment_failed', [[B, 3]], 0);
  await order('2025-11-21T13:00:00.000Z', 'card', 'pending_payment', [[A, 1]], 0);
});
afterAll(async () => t?.close());

async function read(path: string, who: SignedStaff = manager): Promise<Report> {
  const res = await asStaff(t, who, 'GET', `/api/admin/reports/${path}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Report;
}

const table = (r: Report) => r.rows.map((row) => [row.label, row.values]);

describe('sales over time', () => {
  it('counts orders, revenue, refunds that went through and net per Cairo day', async () => {
    const r = await read('sales?from=2025-11-20&to=2025-11-22&group=day');
    expect(r).toMatchObject({
      title: 'Sales over time',
      group: 'day',
      time_zone: 'Africa/Cairo',
      row_label: 'Day',
    });
    expect(table(r)).toEqual([
      ['2025-11-20', { orders: 1, revenue: 2050, refunds: 0, net: 2050 }],
      ['2025-11-21', { orders: 1, revenue: 1550, refunds: 270, net: 1280 }],
      ['2025-11-22', { orders: 1, revenue: 950, refunds: 950, net: 0 }],
    ]);
    expect(r.totals).toEqual({ orders: 3, revenue: 4550, refunds: 1220, net: 3330 });
    expect(r.chart_columns).toEqual(['net', 'refunds']);
  });

  it('puts an order placed at half past midnight in Cairo on the Cairo day, not the UTC one', async () => {
    const r = await read('sales?from=2025-11-21&to=2025-11-21');
    expect(r.totals).toEqual({ orders: 1, revenue: 1550, refunds: 270, net: 1280 });
    const before = await read('sales?from=2025-11-20&to=2025-11-20');
    expect(before.totals).toEqual({ orders: 1, revenue: 2050, refunds: 0, net: 2050 });
  });

  it('groups by weeks starting on Saturday and by months, listing empty periods too', async () => {
    const weeks = await read('sales?from=2025-11-20&to=2025-11-29&group=week');
    expect(weeks.row_label).toBe('Week (from Saturday)');
    expect(weeks.rows.map((row) => [row.key, row.values])).toEqual([
      ['2025-11-15', { orders: 2, revenue: 3600, refunds: 270, net: 3330 }],
      ['2025-11-22', { orders: 1, revenue: 950, refunds: 950, net: 0 }],
      ['2025-11-29', { orders: 0, revenue: 0, refunds: 0, net: 0 }],
    ]);
    const months = await read('sales?from=2025-10-15&to=2025-11-30&group=month');
    expect(table(months)).toEqual([
      ['2025-10', { orders: 0, revenue: 0, refunds: 0, net: 0 }],
      ['2025-11', { orders: 3, revenue: 4550, refunds: 1220, net: 3330 }],
    ]);
  });

  it('works out the average order over the range, not as an average of the days', async () => {
    const r = await read('average-order?from=2025-11-20&to=2025-11-22');
    expect(table(r)).toEqual([
      ['2025-11-20', { orders: 1, revenue: 2050, average: 2050, net_average: 2050 }],
      ['2025-11-21', { orders: 1, revenue: 1550, average: 1550, net_average: 1280 }],
      ['2025-11-22', { orders: 1, revenue: 950, average: 950, net_average: 0 }],
    ]);
    // 4550 / 3 = 1516.67 and (4550 - 1220) / 3 = 1110.
    expect(r.totals).toEqual({ orders: 3, revenue: 4550, average: 1517, net_average: 1110 });
  });
});

describe('what sold', () => {
  it('counts units kept and their value by category and by brand', async () => {
    const categories = await read('categories?from=2025-11-20&to=2025-11-22');
    // A: 2 (O1) + 1 (O2; its failed refund gave nothing back) + 0 (O4, refunded); B: 2 - 1 (O2).
    expect(table(categories)).toEqual([
      [categoryNames[0], { units: 3, revenue: 3000 }],
      [categoryNames[1], { units: 1, revenue: 300 }],
    ]);
    expect(categories.totals).toEqual({ units: 4, revenue: 3300 });
    expect(categories.group).toBeNull();
    const brands = await read('brands?from=2025-11-20&to=2025-11-22');
    expect(table(brands)).toEqual([
      ['Reports Brand', { units: 3, revenue: 3000 }],
      ['No brand', { units: 1, revenue: 300 }],
    ]);
  });

  it('splits sales by payment method as the orders store them', async () => {
    const r = await read('payment-methods?from=2025-11-20&to=2025-11-22');
    expect(table(r)).toEqual([
      ['Cash on delivery', { orders: 1, revenue: 2050, refunds: 0, net: 2050 }],
      ['Credit or debit card', { orders: 1, revenue: 1550, refunds: 270, net: 1280 }],
      ['valU installments', { orders: 1, revenue: 950, refunds: 950, net: 0 }],
    ]);
    expect(r.totals).toEqual({ orders: 3, revenue: 4550, refunds: 1220, net: 3330 });
  });

  it('ranks products by units kept', async () => {
    const r = await read('top-products?from=2025-11-20&to=2025-11-22');
    expect(table(r)).toEqual([
      ['Test report-a', { units: 3, revenue: 3000 }],
      ['Test report-b', { units: 1, revenue: 300 }],
    ]);
  });

  it('counts promo code use and the discount given, on sales only', async () => {
    const r = await read('promo-codes?from=2025-11-20&to=2025-11-22');
    expect(table(r)).toEqual([['SAVE10', { orders: 2, discount: 200, revenue: 2500, net: 1280 }]]);
  });

  it('finds nothing in a range without sales', async () => {
    const r = await read('top-products?from=2025-12-01&to=2025-12-31');
    expect(r.rows).toEqual([]);
    expect(r.totals).toEqual({ units: 0, revenue: 0 });
  });
});

describe('the CSV export', () => {
  it('gives the table with its header and a total row', async () => {
    const res = await asStaff(
      t,
      owner,
      'GET',
      '/api/admin/reports/sales/export.csv?from=2025-11-20&to=2025-11-22&group=week',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-week-2025-11-20-to-2025-11-22.csv"',
    );
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toEqual([
      'Week (from Saturday),Orders,Revenue (EGP),Refunds (EGP),Net (EGP)',
      'Week of 2025-11-15,2,3600,270,3330',
      'Week of 2025-11-22,1,950,950,0',
      'Total,3,4550,1220,3330',
    ]);
  });
});

describe('who may read reports', () => {
  it('lets owners and managers read and export, and tells support why not', async () => {
    for (const who of [owner, manager]) {
      expect(
        (await asStaff(t, who, 'GET', '/api/admin/reports/brands?from=2025-11-20&to=2025-11-22')).statusCode,
      ).toBe(200);
      expect(
        (await asStaff(t, who, 'GET', '/api/admin/reports/brands/export.csv?from=2025-11-20&to=2025-11-22'))
          .statusCode,
      ).toBe(200);
    }
    for (const url of [
      '/api/admin/reports/sales?from=2025-11-20&to=2025-11-22',
      '/api/admin/reports/sales/export.csv?from=2025-11-20&to=2025-11-22',
    ]) {
      const res = await asStaff(t, support, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().message_en).toBe(
        'Only an owner or a manager can do this. Ask the shop owner if you need it.',
      );
      expect((await asStaff(t, null, 'GET', url)).statusCode).toBe(401);
    }
  });
});

describe('ranges it cannot read', () => {
  it('answers 400 saying what is wrong', async () => {
    const cases: Array<[string, RegExp]> = [
      ['sales?to=2025-11-22', /From is required/],
      ['sales?from=22-11-2025&to=2025-11-22', /From is a date such as 2026-11-27/],
      ['sales?from=2025-02-30&to=2025-03-02', /From is not a real date/],
      ['sales?from=2025-11-22&to=2025-11-20', /From must be on or before To/],
      ['sales?from=2024-01-01&to=2025-11-22', /at most 367 days/],
      ['sales?from=2025-11-20&to=2025-11-22&group=year', /Group by day, week or month/],
      ['profits?from=2025-11-20&to=2025-11-22', /Report is one of: sales/],
    ];
    for (const [path, message] of cases) {
      const res = await asStaff(t, manager, 'GET', `/api/admin/reports/${path}`);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message_en, path).toMatch(message);
    }
  });
});
