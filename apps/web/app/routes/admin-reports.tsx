import { data, Form } from 'react-router';
import { SHOP_TIME_ZONE } from '@shop/contract/admin-dashboard';
import {
  REPORT_GROUPS,
  REPORT_KINDS,
  REPORTS_OVER_TIME,
  report as reportShape,
  reportGroupLabel,
  reportTitle,
  type Report,
  type ReportColumn,
  type ReportGroup,
  type ReportKind,
} from '@shop/contract/admin-reports';
import { formatEGP } from '@shop/contract/money';
import { FormField, SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { BarChart, type BarSeries } from '#web/features/admin/bar-chart.tsx';
import { refusalField } from '#web/features/admin/desk-lists.tsx';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import adminPagesCss from '#web/styles/admin-pages.css?url';
import reportsCss from '#web/styles/admin-reports.css?url';
import type { Route } from './+types/admin-reports';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminPagesCss },
  { rel: 'stylesheet', href: reportsCss },
];

export function meta() {
  return adminMeta('Reports');
}

/** Days a report covers when the page is opened without a range: the last 30, today included. */
const DEFAULT_DAYS = 30;
/** Bars of a ranked report's chart; the table lists every row. */
const RANKED_BARS = 12;

const cairoToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

/** Owners and managers read reports; for support the API answers 403 and the page says so. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const url = new URL(args.request.url);
  const asked = url.searchParams.get('report') ?? 'sales';
  const kind: ReportKind = (REPORT_KINDS as readonly string[]).includes(asked)
    ? (asked as ReportKind)
    : 'sales';
  const today = cairoToday();
  const values = {
    report: kind,
    from: url.searchParams.get('from') ?? daysBefore(today, DEFAULT_DAYS - 1),
    to: url.searchParams.get('to') ?? today,
    group: (url.searchParams.get('group') ?? 'day') as ReportGroup,
  };
  const query = new URLSearchParams({ from: values.from, to: values.to, group: values.group });
  const answer = await staffApi(args).request(`/api/admin/reports/${kind}?${query}`, reportShape);
  if (!answer.ok) {
    if (answer.status !== 400) throw data({ message: answer.message }, { status: answer.status });
    return { values, query: query.toString(), report: null, refusal: answer.message };
  }
  return { values, query: query.toString(), report: answer.body.data, refusal: null };
}

const figure = (column: ReportColumn, value: number | undefined) =>
  column.money ? formatEGP(value ?? 0) : (value ?? 0).toLocaleString('en-US');

const shortDay = (day: string) => `${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

function chartOf(r: Report) {
  const overTime = r.group !== null;
  const rows = overTime ? r.rows : r.rows.slice(0, RANKED_BARS);
  const tones: BarSeries['tone'][] = ['paid', 'cod'];
  const series = r.chart_columns.map((key, i) => ({
    name: r.columns.find((c) => c.key === key)?.label ?? key,
    tone: tones[i] ?? 'paid',
  }));
  const bars = rows.map((row, i) => ({
    key: row.key,
    // Periods are named by their first day; ranked rows by their place in the table.
    label: !overTime ? String(i + 1) : r.group === 'month' ? row.label : shortDay(row.key),
    values: r.chart_columns.map((key) => row.values[key] ?? 0),
  }));
  // About eight labels at most, counted from the first bar, so they never run into each other.
  const every = Math.max(1, Math.ceil(bars.length / 8));
  const charted = r.columns.filter((c) => r.chart_columns.includes(c.key));
  const totals = charted.map((c) => `${c.label.toLowerCase()} ${figure(c, r.totals[c.key])}`).join(', ');
  const summary = overTime
    ? `${r.title} from ${r.from} to ${r.to}, by ${r.group}: ${totals} in all.`
    : `${r.title} from ${r.from} to ${r.to}, the first ${bars.length} rows of the table in order: ${totals} in all; first is ${
        rows[0]?.label ?? 'none'
      }.`;
  return { bars, series, summary, labelled: (i: number) => i % every === 0 };
}

function ReportTable({ r }: { r: Report }) {
  const ranked = r.group === null;
  return (
    <div
      className="admin-table-wrap reports-table"
      role="region"
      aria-label={`${r.title} table`}
      tabIndex={0}
    >
      <table className="reports-grid">
        <caption className="visually-hidden">
          {r.title}, {r.from} to {r.to}
        </caption>
        <thead>
          <tr>
            {ranked ? <th scope="col">#</th> : null}
            <th scope="col">{r.row_label}</th>
            {r.columns.map((c) => (
              <th key={c.key} scope="col" className="reports-figure">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {r.rows.map((row, i) => (
            <tr key={row.key}>
              {ranked ? <td>{i + 1}</td> : null}
              <th scope="row">{row.label}</th>
              {r.columns.map((c) => (
                <td key={c.key} className="reports-figure">
                  {figure(c, row.values[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            {ranked ? <td aria-hidden="true" /> : null}
            <th scope="row">Total</th>
            {r.columns.map((c) => (
              <td key={c.key} className="reports-figure">
                {figure(c, r.totals[c.key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { values, query, report: r, refusal } = loaderData;
  const refused = refusalField(refusal);
  const errorOf = (field: string) => (refused.field === field ? refused.message : undefined);
  const overTime = REPORTS_OVER_TIME.includes(values.report);
  const chart = r && r.rows.length > 0 ? chartOf(r) : null;

  return (
    <section className="admin-page" aria-labelledby="admin-reports-title">
      <h1 id="admin-reports-title" className="admin-page__title">
        Reports
      </h1>
      <p className="admin-note">
        Sales for a range of days in Cairo time, from the orders and the refunds that went through. Amounts
        are in EGP.
      </p>
      <Form method="get" className="admin-card admin-filters" aria-label="Choose a report">
        <SelectField label="Report" name="report" defaultValue={values.report}>
          {REPORT_KINDS.map((k) => (
            <option key={k} value={k}>
              {reportTitle[k]}
            </option>
          ))}
        </SelectField>
        <FormField label="From" name="from" type="date" defaultValue={values.from} error={errorOf('from')} />
        <FormField label="To" name="to" type="date" defaultValue={values.to} error={errorOf('to')} />
        <SelectField
          label="Group by"
          name="group"
          defaultValue={values.group}
          error={errorOf('group')}
          hint={overTime ? undefined : 'For sales over time and average order value'}
        >
          {REPORT_GROUPS.map((g) => (
            <option key={g} value={g}>
              {reportGroupLabel[g]}
            </option>
          ))}
        </SelectField>
        {refused.field === null || !['from', 'to', 'group'].includes(refused.field) ? (
          <FormMessage message={refused.message} />
        ) : null}
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Show report
          </button>
          {r ? (
            <a
              className="button button--secondary"
              href={`/api/admin/reports/${r.report}/export.csv?${query}`}
              download
            >
              Download CSV
            </a>
          ) : null}
        </div>
      </Form>

      {r ? (
        <section className="admin-section" aria-labelledby="report-title">
          <h2 id="report-title" className="admin-section__title">
            {r.title}, <span className="reports-day">{r.from}</span> to{' '}
            <span className="reports-day">{r.to}</span>
            {r.group ? ` by ${r.group}` : ''}
          </h2>
          {chart ? (
            <div className="reports-layout">
              <BarChart
                bars={chart.bars}
                series={chart.series}
                titleId="report-title"
                summary={chart.summary}
                labelled={chart.labelled}
              />
              <ReportTable r={r} />
            </div>
          ) : (
            <p className="admin-note" role="status">
              No sales in this range.
            </p>
          )}
          <p className="admin-note">{r.note}</p>
        </section>
      ) : (
        <p className="admin-note" role="status">
          Correct the range to see the report.
        </p>
      )}
    </section>
  );
}
