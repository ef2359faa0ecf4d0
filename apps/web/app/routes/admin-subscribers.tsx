import { data, Form, Link } from 'react-router';
import { subscriberPage } from '@shop/contract/admin-desk';
import { FormField, SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { DeskPager, DeskTag, deskFilters, refusalField } from '#web/features/admin/desk-lists.tsx';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import deskCss from '#web/styles/admin-desk.css?url';
import type { Route } from './+types/admin-subscribers';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: deskCss },
];

export function meta() {
  return adminMeta('Newsletter subscribers');
}

const FIELDS = ['q', 'state'] as const;
type Field = (typeof FIELDS)[number];

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const url = new URL(args.request.url);
  const filters = deskFilters(url, FIELDS);
  const before = url.searchParams.get('before');
  const query = new URLSearchParams(filters);
  if (before) query.set('before', before);
  const page = await staffApi(args).request(`/api/admin/subscribers?${query}`, subscriberPage);
  const values = Object.fromEntries(filters) as Partial<Record<Field, string>>;
  const base = {
    filters: filters.toString(),
    values,
    older: before !== null,
    // The API refuses the export to support as well; the page only leaves out a button that would be refused.
    mayExport: session.staff.role !== 'support',
  };
  if (!page.ok) {
    if (page.status !== 400) throw data({ message: page.message }, { status: page.status });
    return { ...base, subscribers: [], nextBefore: null, refusal: page.message };
  }
  return {
    ...base,
    subscribers: page.body.data.subscribers,
    nextBefore: page.body.data.next_before,
    refusal: null,
  };
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, nextBefore, filters, values, refusal, older, mayExport } = loaderData;
  const refused = refusalField(refusal);
  const errorOf = (field: Field) => (refused.field === field ? refused.message : undefined);

  return (
    <section className="admin-page" aria-labelledby="admin-subscribers-title">
      <h1 id="admin-subscribers-title" className="admin-page__title">
        Newsletter subscribers
      </h1>
      <Form method="get" className="admin-card admin-filters" aria-label="Find subscribers">
        <FormField label="E-mail contains" name="q" defaultValue={values.q ?? ''} error={errorOf('q')} />
        <SelectField label="State" name="state" defaultValue={values.state ?? ''} error={errorOf('state')}>
          <option value="">Subscribed or not</option>
          <option value="subscribed">Subscribed</option>
          <option value="unsubscribed">Unsubscribed</option>
        </SelectField>
        {refused.field === null ? <FormMessage message={refused.message} /> : null}
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Show subscribers
          </button>
          <Link to="/admin/subscribers" className="button button--secondary">
            Clear filters
          </Link>
          {mayExport ? (
            <a
              className="button button--secondary"
              href={`/api/admin/subscribers/export.csv?${filters}`}
              download
            >
              Export CSV
            </a>
          ) : null}
        </div>
      </Form>

      {subscribers.length === 0 ? (
        <p className="admin-note" role="status">
          {refusal ? 'Correct the filter to see subscribers.' : 'No subscribers match these filters.'}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Newsletter subscribers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">E-mail</th>
                <th scope="col">Subscribed (Cairo)</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((s) => (
                <tr key={s.id} className={s.unsubscribed_at ? 'admin-table__off' : undefined}>
                  <th scope="row" className="desk-wrap">
                    {s.email}
                  </th>
                  <td data-label="Subscribed">{s.subscribed_cairo}</td>
                  <td data-label="State">
                    {s.unsubscribed_cairo ? (
                      <DeskTag tone="bad">{`Unsubscribed ${s.unsubscribed_cairo}`}</DeskTag>
                    ) : (
                      <DeskTag tone="good">Subscribed</DeskTag>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeskPager
        path="/admin/subscribers"
        filters={filters}
        older={older}
        nextBefore={nextBefore}
        what="subscribers"
      />
    </section>
  );
}
