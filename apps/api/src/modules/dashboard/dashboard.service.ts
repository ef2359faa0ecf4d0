import type { Kysely } from 'kysely';
import {
  ORDER_STATUSES_WAITING,
  REVENUE_CHART_DAYS,
  SHOP_TIME_ZONE,
  type Dashboard,
  type PeriodFigures,
  type RevenueDay,
} from '@shop/contract/admin-dashboard';
import { SALE_STATUSES } from '@shop/contract/admin-reports';
import type { OrderStatus } from '@shop/contract/orders';
import type { Database } from '#app/db/schema';
import * as repo from './dashboard.repository.ts';
import { addDays, dayStart, shopDay, weekStart } from '#app/lib/shop-time';
import { lowStockThreshold } from '#app/modules/site/shop-settings.service';

type Db = Kysely<Database>;

/**
 * Orders that bring money: the shop's sales (SALE_STATUSES: paid online, or cash orders confirmed as placed) less
 * those refunded in full, since the dashboard shows money without taking refunds off. Orders waiting for payment,
 * failed or cancelled were never sales.
 */
const STANDING: ReadonlySet<OrderStatus> = new Set(SALE_STATUSES.filter((s) => s !== 'refunded'));

const emptyFigures = (): PeriodFigures => ({
  orders: 0,
  paid_orders: 0,
  paid_revenue: 0,
  cod_orders: 0,
  cod_revenue: 0,
});

/** The dashboard at `now`: each figure one indexed query, the orders of 30 days in one grouped read. */
export async function getDashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const today = shopDay(now);
  const firstDay = addDays(today, -(REVENUE_CHART_DAYS - 1));
  const week = weekStart(today);
  const threshold = await lowStockThreshold(db);
  const [hours, waiting, lowStock, openTickets, failed] = await Promise.all([
    repo.orderHours(db, dayStart(firstDay).toISOString()),
    repo.waitingOrderCounts(db),
    repo.countLowStock(db, threshold),
    repo.countOpenTickets(db),
    repo.countFailedMessages(db),
  ]);

  const days = new Map<string, RevenueDay>();
  for (let i = 0; i < REVENUE_CHART_DAYS; i += 1) {
    const day = addDays(firstDay, i);
    days.set(day, { day, paid_revenue: 0, cod_revenue: 0 });
  }
  const todayFigures = emptyFigures();
  const weekFigures = emptyFigures();
  for (const row of hours) {
    // The hour "YYYY-MM-DDTHH" as an instant, then its Cairo day.
    const day = shopDay(new Date(`${row.hour}:00:00.000Z`));
    const orders = Number(row.orders);
    const total = Number(row.total ?? 0);
    const standing = STANDING.has(row.status);
    const cod = Number(row.cod) === 1;
    for (const figures of [day === today ? todayFigures : null, day >= week ? weekFigures : null]) {
      if (!figures) continue;
      figures.orders += orders;
      if (!standing) continue;
      if (cod) {
        figures.cod_orders += orders;
        figures.cod_revenue += total;
      } else {
        figures.paid_orders += orders;
        figures.paid_revenue += total;
      }
    }
    const entry = days.get(day);
    if (entry && standing) {
      if (cod) entry.cod_revenue += total;
      else entry.paid_revenue += total;
    }
  }

  const waitingBy = new Map(waiting.map((w) => [w.status, Number(w.count)]));
  return {
    generated_at: now.toISOString(),
    today,
    week_start: week,
    time_zone: SHOP_TIME_ZONE,
    today_figures: todayFigures,
    week_figures: weekFigures,
    waiting_orders: ORDER_STATUSES_WAITING.map((status) => ({ status, count: waitingBy.get(status) ?? 0 })),
    low_stock: { threshold, variants: lowStock },
    open_tickets: openTickets,
    failed_messages: failed,
    revenue_days: [...days.values()],
  };
}
