import type { Kysely } from 'kysely';
import { SHOP_TIME_ZONE } from '@shop/contract/admin-dashboard';
import {
  REPORTS_OVER_TIME,
  TOP_PRODUCTS,
  reportTitle,
  type Report,
  type ReportColumn,
  type ReportGroup,
  type ReportKind,
  type ReportQuery,
  type ReportRow,
} from '@shop/contract/admin-reports';
import type { Database } from '#app/db/schema';
import { addDays, dayStart, shopDay, weekStart } from '#app/lib/shop-time';
import { PAYMENT_METHODS } from '#app/modules/payments/payment-methods';
import * as repo from './reports.repository.ts';

type Db = Kysely<Database>;

const money = (key: string, label: string): ReportColumn => ({ key, label, money: true });
const count = (key: string, label: string): ReportColumn => ({ key, label, money: false });

const LINES_NOTE =
  'Units kept (sold less refunded) and their value at the price on the order line, before order discounts and delivery.';
const ORDERS_NOTE =
  'Orders paid online or confirmed for cash on delivery, by the Cairo day they were placed; refunds that went through are taken off those orders. Cancelled, unpaid and failed orders sold nothing.';

/** The first day of the period `day` falls in. */
function periodOf(day: string, group: ReportGroup): string {
  if (group === 'week') return weekStart(day);
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  return day;
}

function nextPeriod(start: string, group: ReportGroup): string {
  if (group === 'day') return addDays(start, 1);
  if (group === 'week') return addDays(start, 7);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

function periodLabel(start: string, group: ReportGroup): string {
  if (group === 'week') return `Week of ${start}`;
  if (group === 'month') return start.slice(0, 7);
  return start;
}

const rowLabelOf: Record<ReportGroup, string> = { day: 'Day', week: 'Week (from Saturday)', month: 'Month' };

const average = (sum: number, orders: number) => (orders === 0 ? 0 : Math.round(sum / orders));

const methodName = (code: string) => PAYMENT_METHODS.find((m) => m.code === code)?.name_en ?? code;

interface Built {
  row_label: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: Record<string, number>;
  chart_columns: string[];
  note: string;
}

/** Sums each column of the rows (the averages are worked out by their report). */
function sumRows(rows: ReportRow[], columns: ReportColumn[]): Record<string, number> {
  return Object.fromEntries(
    columns.map((c) => [c.key, rows.reduce((total, r) => total + (r.values[c.key] ?? 0), 0)]),
  );
}

async function overTime(db: Db, range: repo.SaleRange, query: ReportQuery, kind: ReportKind): Promise<Built> {
  const hours = await repo.salesByHour(db, range);
  const periods = new Map<string, { orders: number; revenue: number; refunds: number }>();
  for (let p = periodOf(query.from, query.group); p <= query.to; p = nextPeriod(p, query.group))
    periods.set(p, { orders: 0, revenue: 0, refunds: 0 });
  for (const h of hours) {
    // "YYYY-MM-DDTHH" as an instant, then the Cairo day and its period.
    const entry = periods.get(periodOf(shopDay(new Date(`${h.hour}:00:00.000Z`)), query.group));
    if (!entry) continue;
    entry.orders += h.orders;
    entry.revenue += h.revenue;
    entry.refunds += h.refunds;
  }
  const label = rowLabelOf[query.group];
  const rowOf = (key: string, values: Record<string, number>): ReportRow => ({
    key,
    label: periodLabel(key, query.group),
    values,
  });
  if (kind === 'sales') {
    const columns = [
      count('orders', 'Orders'),
      money('revenue', 'Revenue'),
      money('refunds', 'Refunds'),
      money('net', 'Net'),
    ];
    const rows = [...periods].map(([key, f]) => rowOf(key, { ...f, net: f.revenue - f.refunds }));
    return {
      row_label: label,
      columns,
      rows,
      totals: sumRows(rows, columns),
      chart_columns: ['net', 'refunds'],
      note: `${ORDERS_NOTE} The bars are net sales with refunds stacked on top, together the revenue.`,
    };
  }
  const columns = [
    count('orders', 'Orders'),
    money('revenue', 'Revenue'),
    money('average', 'Average order'),
    money('net_average', 'Average kept'),
  ];
  const rows = [...periods].map(([key, f]) =>
    rowOf(key, {
      orders: f.orders,
      revenue: f.revenue,
      average: average(f.revenue, f.orders),
      net_average: average(f.revenue - f.refunds, f.orders),
    }),
  );
  const orders = rows.reduce((s, r) => s + r.values.orders!, 0);
  const revenue = rows.reduce((s, r) => s + r.values.revenue!, 0);
  const refunds = [...periods.values()].reduce((s, f) => s + f.refunds, 0);
  return {
    row_label: label,
    columns,
    rows,
    totals: {
      orders,
      revenue,
      average: average(revenue, orders),
      net_average: average(revenue - refunds, orders),
    },
    chart_columns: ['average'],
    note: `${ORDERS_NOTE} Average order is revenue over orders; average kept takes refunds off first. Rounded to the pound.`,
  };
}

async function ranked(db: Db, range: repo.SaleRange, kind: ReportKind): Promise<Built> {
  if (kind === 'categories' || kind === 'brands' || kind === 'top-products') {
    const rows =
      kind === 'categories'
        ? await repo.linesByCategory(db, range)
        : kind === 'brands'
          ? await repo.linesByBrand(db, range)
          : await repo.topProducts(db, range, TOP_PRODUCTS);
    const none = kind === 'categories' ? 'No category' : kind === 'brands' ? 'No brand' : 'Removed product';
    const columns = [count('units', 'Units'), money('revenue', 'Revenue')];
    const table = rows
      .map((r) => ({
        key: r.id === null ? 'none' : String(r.id),
        label: r.name ?? none,
        values: { units: r.units, revenue: r.revenue },
      }))
      .sort((a, b) =>
        kind === 'top-products' ? 0 : b.values.revenue - a.values.revenue || a.label.localeCompare(b.label),
      );
    return {
      row_label: kind === 'categories' ? 'Category' : kind === 'brands' ? 'Brand' : 'Product',
      columns,
      rows: table,
      totals: sumRows(table, columns),
      chart_columns: [kind === 'top-products' ? 'units' : 'revenue'],
      note:
        kind === 'top-products'
          ? `The ${TOP_PRODUCTS} products with the most units kept, then the most money. ${LINES_NOTE}`
          : LINES_NOTE,
    };
  }
  if (kind === 'payment-methods') {
    const columns = [
      count('orders', 'Orders'),
      money('revenue', 'Revenue'),
      money('refunds', 'Refunds'),
      money('net', 'Net'),
    ];
    const methods = new Map<string, { method: string; orders: number; revenue: number; refunds: number }>();
    for (const h of await repo.salesByHour(db, range)) {
      const m = methods.get(h.method) ?? { method: h.method, orders: 0, revenue: 0, refunds: 0 };
      m.orders += h.orders;
      m.revenue += h.revenue;
      m.refunds += h.refunds;
      methods.set(h.method, m);
    }
    const rows = [...methods.values()]
      .map((r) => ({
        key: r.method,
        label: methodName(r.method),
        values: { orders: r.orders, revenue: r.revenue, refunds: r.refunds, net: r.revenue - r.refunds },
      }))
      .sort((a, b) => b.values.net - a.values.net || a.key.localeCompare(b.key));
    return {
      row_label: 'Payment method',
      columns,
      rows,
      totals: sumRows(rows, columns),
      chart_columns: ['net'],
      note: ORDERS_NOTE,
    };
  }
  const columns = [
    count('orders', 'Orders'),
    money('discount', 'Discount given'),
    money('revenue', 'Revenue'),
    money('net', 'Net'),
  ];
  const rows = (await repo.salesByPromoCode(db, range))
    .map((r) => ({
      key: r.code,
      label: r.code,
      values: { orders: r.orders, discount: r.discount, revenue: r.revenue, net: r.revenue - r.refunds },
    }))
    .sort((a, b) => b.values.orders - a.values.orders || a.key.localeCompare(b.key));
  return {
    row_label: 'Promo code',
    columns,
    rows,
    totals: sumRows(rows, columns),
    chart_columns: ['orders'],
    note: `Sales that used a promo code, and the promo discount on them (other discounts apart). ${ORDERS_NOTE}`,
  };
}

/** One report for a range of Cairo days, both included. */
export async function getReport(db: Db, kind: ReportKind, query: ReportQuery): Promise<Report> {
  const range: repo.SaleRange = {
    fromAt: dayStart(query.from).toISOString(),
    untilAt: dayStart(addDays(query.to, 1)).toISOString(),
  };
  const overTimeReport = REPORTS_OVER_TIME.includes(kind);
  const built = overTimeReport ? await overTime(db, range, query, kind) : await ranked(db, range, kind);
  return {
    report: kind,
    title: reportTitle[kind],
    from: query.from,
    to: query.to,
    group: overTimeReport ? query.group : null,
    time_zone: SHOP_TIME_ZONE,
    ...built,
  };
}

/** The report's table as CSV rows: the first column, then every figure (amounts in whole EGP). */
export function reportCsv(r: Report): { header: string[]; rows: (string | number)[][] } {
  const header = [r.row_label, ...r.columns.map((c) => (c.money ? `${c.label} (EGP)` : c.label))];
  const rows = r.rows.map((row) => [row.label, ...r.columns.map((c) => row.values[c.key] ?? 0)]);
  rows.push(['Total', ...r.columns.map((c) => r.totals[c.key] ?? 0)]);
  return { header, rows };
}
