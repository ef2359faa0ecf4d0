import { z } from './zod.ts';

/**
 * The back office's first page (GET /api/admin/dashboard): what happened today and this week, what waits for someone,
 * and the last 30 days of revenue. Days and weeks are the shop's own, in Cairo time; amounts are whole EGP.
 */

/** The shop's time zone: "today" and "this week" start at midnight here. */
export const SHOP_TIME_ZONE = 'Africa/Cairo';
/** Days in the revenue chart, today included. */
export const REVENUE_CHART_DAYS = 30;

/** The order statuses that wait for someone in the shop to act (paid: prepare; processing: ship; shipped: deliver). */
export const ORDER_STATUSES_WAITING = ['paid', 'processing', 'shipped'] as const;

/** Orders placed in a period, and what they bring: paid online and cash on delivery counted apart. */
const periodFigures = z.object({
  /** Orders placed in the period, whatever became of them. */
  orders: z.number().int(),
  /** Orders paid online (card, instalments) that still stand, and their total. */
  paid_orders: z.number().int(),
  paid_revenue: z.number().int(),
  /** Cash-on-delivery orders that still stand (not cancelled), and what they will bring. */
  cod_orders: z.number().int(),
  cod_revenue: z.number().int(),
});
export type PeriodFigures = z.infer<typeof periodFigures>;

export const revenueDay = z.object({
  /** YYYY-MM-DD in Cairo. */
  day: z.string(),
  paid_revenue: z.number().int(),
  cod_revenue: z.number().int(),
});
export type RevenueDay = z.infer<typeof revenueDay>;

export const dashboard = z.object({
  /** When the figures were read, and the day and week they are for (YYYY-MM-DD, Cairo). */
  generated_at: z.string(),
  today: z.string(),
  week_start: z.string(),
  time_zone: z.string(),
  today_figures: periodFigures,
  week_figures: periodFigures,
  waiting_orders: z.array(z.object({ status: z.enum(ORDER_STATUSES_WAITING), count: z.number().int() })),
  low_stock: z.object({ threshold: z.number().int(), variants: z.number().int() }),
  open_tickets: z.number().int(),
  failed_messages: z.number().int(),
  /** Oldest first, one entry for each of the last REVENUE_CHART_DAYS days (zeros included). */
  revenue_days: z.array(revenueDay),
});
export type Dashboard = z.infer<typeof dashboard>;

/** Where each tile leads: the back office's filtered lists. */
export const dashboardLinks = {
  ordersWithStatus: (status: string) => `/admin/orders?status=${encodeURIComponent(status)}`,
  ordersPlaced: (from: string) => `/admin/orders?from=${encodeURIComponent(from)}`,
  lowStock: '/admin/products?stock=low',
  openTickets: '/admin/tickets?status=open',
  failedMessages: '/admin/messages?state=failed',
} as const;
