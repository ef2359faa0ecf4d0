import { formatEGP } from '@shop/contract/money';
import type { RevenueDay } from '@shop/contract/admin-dashboard';
import { BarChart } from './bar-chart.tsx';

/** Daily revenue as bars: paid online below, cash on delivery stacked on top, then the figures as a table. */
const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

export function RevenueChart({ days, titleId }: { days: RevenueDay[]; titleId: string }) {
  const totals = days.map((d) => d.paid_revenue + d.cod_revenue);
  const sum = totals.reduce((a, b) => a + b, 0);
  const best = days[totals.indexOf(Math.max(...totals))];
  const summary =
    sum === 0
      ? `No revenue in the last ${days.length} days.`
      : `${formatEGP(sum)} over the last ${days.length} days; the best day was ${best?.day} with ${formatEGP(
          (best?.paid_revenue ?? 0) + (best?.cod_revenue ?? 0),
        )}.`;

  return (
    <BarChart
      bars={days.map((d) => ({
        key: d.day,
        label: shortDay(d.day),
        values: [d.paid_revenue, d.cod_revenue],
      }))}
      series={[
        { name: 'Paid online', tone: 'paid' },
        { name: 'Cash on delivery', tone: 'cod' },
      ]}
      titleId={titleId}
      summary={summary}
      // A label a week, counted back from today.
      labelled={(i) => (days.length - 1 - i) % 7 === 0}
    >
      <details className="admin-chart__table">
        <summary>Revenue by day as a table</summary>
        {/* Scrolls on its own (30 rows), so a keyboard can reach and scroll it too. */}
        <div className="admin-table-wrap" role="region" aria-label="Revenue by day" tabIndex={0}>
          <table className="admin-table admin-table--figures">
            <caption className="visually-hidden">Revenue by day, last {days.length} days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Paid online</th>
                <th scope="col">Cash on delivery</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  <td data-label="Paid online">{formatEGP(d.paid_revenue)}</td>
                  <td data-label="Cash on delivery">{formatEGP(d.cod_revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </BarChart>
  );
}
