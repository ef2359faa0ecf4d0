import type { OrderStatus } from './orders.ts';
import { z } from './zod.ts';

/**
 * Sales reports under /api/admin/reports/:report (ADR 0036): figures for a range of Cairo days, read from the orders,
 * their lines and their refunds. Every report answers the same shape, a table (columns, rows, totals) with the columns
 * its chart draws, so one page, one chart and one CSV export serve them all. Amounts are whole EGP.
 */

/**
 * The orders that were sales: paid online, or cash orders confirmed as they were placed, whatever happened to them
 * after, including a refund (the refund is counted apart, so a wholly refunded order nets to nothing). Orders waiting
 * for payment, whose payment failed or that were cancelled sold nothing. The dashboard's revenue reads the same list
 * less `refunded`, since it shows money without taking refunds off.
 */
export const SALE_STATUSES = [
  'paid',
  'processing',
  'shipped',
  'delivered',
  'refunded',
] as const satisfies readonly OrderStatus[];

export const REPORT_KINDS = [
  'sales',
  'average-order',
  'categories',
  'brands',
  'payment-methods',
  'top-products',
  'promo-codes',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const reportKind = z.enum(REPORT_KINDS, { error: `Report is one of: ${REPORT_KINDS.join(', ')}` });

export const reportTitle: Record<ReportKind, string> = {
  sales: 'Sales over time',
  'average-order': 'Average order value',
  categories: 'By category',
  brands: 'By brand',
  'payment-methods': 'By payment method',
  'top-products': 'Top products',
  'promo-codes': 'Promo codes',
};

/** Reports drawn over time, which take a grouping; the others rank what sold in the range. */
export const REPORTS_OVER_TIME: readonly ReportKind[] = ['sales', 'average-order'];

export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const reportGroupLabel: Record<ReportGroup, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** The longest range a report covers: a year and a day, so a leap year or this day last year fits. */
export const REPORT_MAX_DAYS = 367;
/** Rows of the ranked reports (top products); the others have few rows by nature. */
export const TOP_PRODUCTS = 50;

const dayField = (label: string) =>
  z
    .string({ error: `${label} is required, a date such as 2026-11-27` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} is a date such as 2026-11-27`)
    .refine((v) => {
      const at = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
    }, `${label} is not a real date`);

const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const reportParams = z.object({ report: reportKind });

/** The range, both days included, in Cairo time; the grouping applies to reports over time. */
export const reportQuery = z
  .object({
    from: dayField('From'),
    to: dayField('To'),
    group: z.enum(REPORT_GROUPS, { error: 'Group by day, week or month' }).default('day'),
  })
  .refine((q) => q.from <= q.to, { message: 'From must be on or before To', path: ['from'] })
  .refine((q) => q.from > q.to || spanDays(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: `A report covers at most ${REPORT_MAX_DAYS} days; choose a shorter range`,
    path: ['to'],
  });
export type ReportQuery = z.output<typeof reportQuery>;

const reportColumn = z.object({
  key: z.string(),
  label: z.string(),
  /** Whole EGP (shown as money), else a count. */
  money: z.boolean(),
});
export type ReportColumn = z.infer<typeof reportColumn>;

const reportRow = z.object({
  /** The period's first day (YYYY-MM-DD), or the category, brand, product, method or code. */
  key: z.string(),
  label: z.string(),
  values: z.record(z.string(), z.number().int()),
});
export type ReportRow = z.infer<typeof reportRow>;

export const report = z.object({
  report: reportKind,
  title: z.string(),
  from: z.string(),
  to: z.string(),
  /** Null for the reports that rank rather than follow time. */
  group: z.enum(REPORT_GROUPS).nullable(),
  time_zone: z.string(),
  /** What the first column names: "Day", "Week starting", "Category"... */
  row_label: z.string(),
  columns: z.array(reportColumn),
  rows: z.array(reportRow),
  /** The range's totals, per column; averages are over the range, not sums of the rows. */
  totals: z.record(z.string(), z.number().int()),
  /** The columns the chart draws as bars, stacked. */
  chart_columns: z.array(z.string()),
  /** A sentence on what the figures count, shown under the table. */
  note: z.string(),
});
export type Report = z.infer<typeof report>;
