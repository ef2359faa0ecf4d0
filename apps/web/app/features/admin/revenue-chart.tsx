import { formatEGP } from '@shop/contract/money';
import type { RevenueDay } from '@shop/contract/admin-dashboard';

/**
 * Daily revenue as bars, drawn by the server as plain SVG (no chart library reaches the browser): paid online below,
 * cash on delivery stacked on top. The SVG is one image with a summary for screen readers; the same figures follow
 * as a table for anyone who wants the numbers.
 */
/** Units of the SVG's own drawing: one slot per day, 100 high; it stretches to its box (labels are HTML). */
const SLOT = 10;
const HEIGHT = 100;

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the highest day. */
function niceMax(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;
const compact = (n: number) => (n >= 1000 ? `${Math.round(n / 100) / 10}k` : String(n));

export function RevenueChart({ days, titleId }: { days: RevenueDay[]; titleId: string }) {
  const totals = days.map((d) => d.paid_revenue + d.cod_revenue);
  const max = niceMax(Math.max(0, ...totals));
  const sum = totals.reduce((a, b) => a + b, 0);
  const best = days[totals.indexOf(Math.max(...totals))];
  const width = Math.max(1, days.length) * SLOT;
  const barW = SLOT * 0.7;
  const y = (amount: number) => HEIGHT - (amount / max) * HEIGHT;
  const summary =
    sum === 0
      ? `No revenue in the last ${days.length} days.`
      : `${formatEGP(sum)} over the last ${days.length} days; the best day was ${best?.day} with ${formatEGP(
          (best?.paid_revenue ?? 0) + (best?.cod_revenue ?? 0),
        )}.`;
  // A label a week, counted back from today. Labels are HTML beside the drawing, so they keep their size however wide the drawing is stretched.
  const ticks = [1, 0.5, 0];
  const labelled = days.flatMap((d, i) => ((days.length - 1 - i) % 7 === 0 ? [{ d, i }] : []));

  return (
    <figure className="admin-chart">
      <div className="admin-chart__plot">
        <div className="admin-chart__y" aria-hidden="true">
          {ticks.map((f) => (
            <span key={f} style={{ top: `${(1 - f) * 100}%` }}>
              {compact(max * f)}
            </span>
          ))}
        </div>
        <svg
          className="admin-chart__svg"
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${titleId} ${titleId}-summary`}
          preserveAspectRatio="none"
        >
          <desc id={`${titleId}-summary`}>{summary}</desc>
          {ticks.map((f) => (
            <line key={f} x1={0} x2={width} y1={y(max * f)} y2={y(max * f)} className="admin-chart__grid" />
          ))}
          {days.map((d, i) => {
            const x = i * SLOT + (SLOT - barW) / 2;
            const paidTop = y(d.paid_revenue);
            const codTop = y(d.paid_revenue + d.cod_revenue);
            return (
              <g key={d.day}>
                {d.paid_revenue > 0 ? (
                  <rect
                    x={x}
                    y={paidTop}
                    width={barW}
                    height={HEIGHT - paidTop}
                    className="admin-chart__paid"
                  />
                ) : null}
                {d.cod_revenue > 0 ? (
                  <rect
                    x={x}
                    y={codTop}
                    width={barW}
                    height={paidTop - codTop}
                    className="admin-chart__cod"
                  />
                ) : null}
              </g>
            );
          })}
        </svg>
        <div className="admin-chart__x" aria-hidden="true">
          {labelled.map(({ d, i }) => (
            <span key={d.day} style={{ left: `${((i + 0.5) / Math.max(1, days.length)) * 100}%` }}>
              {shortDay(d.day)}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="admin-chart__legend">
        <span className="admin-chart__key admin-chart__key--paid">Paid online</span>
        <span className="admin-chart__key admin-chart__key--cod">Cash on delivery</span>
      </figcaption>
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
    </figure>
  );
}
