import { data, Form, Link } from 'react-router';
import { adminTicketPage } from '@shop/contract/admin-desk';
import { TICKET_STATUSES, ticketStatusLabel } from '@shop/contract/tickets';
import { FormField, SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import {
  DeskPager,
  DeskTag,
  deskFilters,
  refusalField,
  ticketTone,
} from '#web/features/admin/desk-lists.tsx';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import deskCss from '#web/styles/admin-desk.css?url';
import type { Route } from './+types/admin-tickets';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: deskCss },
];

export function meta() {
  return adminMeta('Service tickets');
}

const FIELDS = ['q', 'status', 'kind', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

/** The service centre's list: the filters are a GET form, so a filtered list is an address to bookmark or share. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const url = new URL(args.request.url);
  const filters = deskFilters(url, FIELDS);
  const before = url.searchParams.get('before');
  const query = new URLSearchParams(filters);
  if (before) query.set('before', before);
  const page = await staffApi(args).request(`/api/admin/tickets?${query}`, adminTicketPage);
  const values = Object.fromEntries(filters) as Partial<Record<Field, string>>;
  const base = { filters: filters.toString(), values, older: before !== null };
  if (!page.ok) {
    if (page.status !== 400) throw data({ message: page.message }, { status: page.status });
    return { ...base, tickets: [], nextBefore: null, refusal: page.message };
  }
  return { ...base, tickets: page.body.data.tickets, nextBefore: page.body.data.next_before, refusal: null };
}

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  const { tickets, nextBefore, filters, values, refusal, older } = loaderData;
  const refused = refusalField(refusal);
  const errorOf = (field: Field) => (refused.field === field ? refused.message : undefined);

  return (
    <section className="admin-page" aria-labelledby="admin-tickets-title">
      <h1 id="admin-tickets-title" className="admin-page__title">
        Service tickets
      </h1>
      <Form method="get" className="admin-card admin-filters" aria-label="Filter tickets">
        <FormField label="Ticket code or phone" name="q" defaultValue={values.q ?? ''} error={errorOf('q')} />
        <SelectField
          label="Status"
          name="status"
          defaultValue={values.status ?? ''}
          error={errorOf('status')}
        >
          <option value="">Any status</option>
          <option value="open">Open (not delivered or cancelled)</option>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ticketStatusLabel[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Type" name="kind" defaultValue={values.kind ?? ''} error={errorOf('kind')}>
          <option value="">Any type</option>
          <option value="hardware">Hardware service</option>
          <option value="software">Software service</option>
        </SelectField>
        <FormField
          label="From"
          name="from"
          type="date"
          defaultValue={values.from ?? ''}
          error={errorOf('from')}
        />
        <FormField label="To" name="to" type="date" defaultValue={values.to ?? ''} error={errorOf('to')} />
        {refused.field === null ? <FormMessage message={refused.message} /> : null}
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Show tickets
          </button>
          <Link to="/admin/tickets" className="button button--secondary">
            Clear filters
          </Link>
        </div>
      </Form>

      {tickets.length === 0 ? (
        <p className="admin-note" role="status">
          {refusal ? 'Correct the filter to see tickets.' : 'No tickets match these filters.'}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Service tickets, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Ticket</th>
                <th scope="col">Opened (Cairo)</th>
                <th scope="col">Customer</th>
                <th scope="col">Device</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {tickets.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link to={`/admin/tickets/${r.id}`}>{r.code}</Link>
                  </th>
                  <td data-label="Opened">{r.created_cairo}</td>
                  <td data-label="Customer">
                    {r.name}
                    <span className="admin-table__sub">{r.phone}</span>
                  </td>
                  <td data-label="Device" className="desk-wrap">
                    {r.device}
                  </td>
                  <td data-label="Type">{r.kind_label}</td>
                  <td data-label="Status">
                    <DeskTag tone={ticketTone(r.status)}>{r.status_label}</DeskTag>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeskPager
        path="/admin/tickets"
        filters={filters}
        older={older}
        nextBefore={nextBefore}
        what="tickets"
      />
    </section>
  );
}
