import type { ReactNode } from 'react';

/**
 * Bars drawn by the server as plain SVG (no chart library reaches the browser), for the dashboard's revenue and the
 * sales reports: one bar a slot, its series stacked from the bottom. The SVG is one image with a summary for screen
 * readers; the caller puts the same figures beside it as a table for anyone who wants the numbers.
 */

/** Units of the SVG's own drawing: one slot per bar, 100 high; it stretches to its box (labels are HTML). */
const SLOT = 10;
const HEIGHT = 100;
/** Fewer bars than this keep a bar's width and sit in the middle, rather than one bar filling the chart. */
const MIN_SLOTS = 8;

/** A stacked part of every bar, in one of the back office's two chart colours. */
export interface BarSeries {
  name: string;
  tone: 'paid' | 'cod';
}

export interface Bar {
  key: string;
  /** Under the bar when it is labelled. */
  label: string;
  /** One figure per series, in the series' order. */
  values: number[];
}

/** A round top for the axis: 1, 2 or 5 times a power of ten, at least the highest bar. */
function niceMax(value: number): number {
  if (value <= 0) return 100;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

const compact = (n: number) => (n >= 1000 ? `${Math.round(n / 100) / 10}k` : String(n));

export function BarChart({
  bars,
  series,
  titleId,
  summary,
  labelled,
  children,
}: {
  bars: Bar[];
  series: BarSeries[];
  /** The id of the heading that names the chart; the summary's id is made from it. */
  titleId: string;
  summary: string;
  /** Whether the bar at `index` carries its label (a few, so they never overlap). */
  labelled: (index: number) => boolean;
  /** The figures as a table, after the legend. */
  children?: ReactNode;
}) {
  const totals = bars.map((b) => b.values.reduce((a, v) => a + Math.max(0, v), 0));
  const max = niceMax(Math.max(0, ...totals));
  const slots = Math.max(MIN_SLOTS, bars.length);
  const first = (slots - bars.length) / 2;
  const width = slots * SLOT;
  const barW = SLOT * 0.7;
  const y = (amount: number) => HEIGHT - (amount / max) * HEIGHT;
  const ticks = [1, 0.5, 0];

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
          {bars.map((bar, i) => {
            const x = (first + i) * SLOT + (SLOT - barW) / 2;
            let below = 0;
            return (
              <g key={bar.key}>
                {bar.values.map((value, s) => {
                  if (value <= 0) return null;
                  const bottom = y(below);
                  below += value;
                  const top = y(below);
                  return (
                    <rect
                      key={s}
                      x={x}
                      y={top}
                      width={barW}
                      height={bottom - top}
                      className={`admin-chart__${series[s]?.tone ?? 'paid'}`}
                    />
                  );
                })}
              </g>
            );
          })}
        </svg>
        <div className="admin-chart__x" aria-hidden="true">
          {bars.map((bar, i) =>
            labelled(i) ? (
              <span key={bar.key} style={{ left: `${((first + i + 0.5) / slots) * 100}%` }}>
                {bar.label}
              </span>
            ) : null,
          )}
        </div>
      </div>
      <figcaption className="admin-chart__legend">
        {series.map((s) => (
          <span key={s.name} className={`admin-chart__key admin-chart__key--${s.tone}`}>
            {s.name}
          </span>
        ))}
      </figcaption>
      {children}
    </figure>
  );
}
