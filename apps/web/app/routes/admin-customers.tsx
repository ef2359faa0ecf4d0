import { data, Form, Link } from 'react-router';
import { adminCustomerPage, type CustomerSearchKind } from '@shop/contract/admin-customers';
import { FormField } from '#web/components/ui/form-field.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { formatDateTime } from '#web/i18n/dates.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import type { Route } from './+types/admin-customers';

/** The state tags look as the order desk's status tags do. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];

export function meta() {
  return adminMeta('Customers');
}

/** What the list shows for a search, so staff see how their words were read. */
const searchedFor: Record<CustomerSearchKind, (term: string) => string> = {
  all: () => 'Every customer, newest first.',
  name: (term) => `Customers whose name or e-mail starts with “${term}”, newest first.`,
  phone: (term) => `Customers whose phone starts with ${term}, newest first.`,
  email: (term) => `Customers whose e-mail starts with “${term}”, newest first.`,
};

/** The search is a GET form, so a search is an address staff can bookmark or share. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const url = new URL(args.request.url);
  const q = url.searchParams.get('q')?.trim() ?? '';
  const before = url.searchParams.get('before');
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (before) query.set('before', before);
  const page = await staffApi(args).request(`/api/admin/customers?${query}`, adminCustomerPage);
  if (!page.ok) {
    if (page.status !== 400) throw data({ message: page.message }, { status: page.status });
    return { q, customers: [], nextBefore: null, said: '', refusal: page.message, older: false };
  }
  const { customers, next_before, search } = page.body.data;
  return {
    q,
    customers,
    nextBefore: next_before,
    said: searchedFor[search.kind](search.term),
    refusal: null,
    older: before !== null,
  };
}

export function PhoneState({ phone, verified }: { phone: string | null; verified: boolean }) {
  if (!phone) return <span className="admin-table__sub">No phone</span>;
  return (
    <>
      {phone}{' '}
      <span className={`status-tag status-tag--${verified ? 'good' : 'wait'}`}>
        {verified ? 'Verified' : 'Not verified'}
      </span>
    </>
  );
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { q, customers, nextBefore, said, refusal, older } = loaderData;
  const withSearch = (extra: string) =>
    `/admin/customers?${[q ? `q=${encodeURIComponent(q)}` : '', extra].filter(Boolean).join('&')}`;

  return (
    <section className="admin-page" aria-labelledby="admin-customers-title">
      <h1 id="admin-customers-title" className="admin-page__title">
        Customers
      </h1>
      <Form method="get" className="admin-card admin-filters" aria-label="Find customers">
        <FormField
          label="Name, phone or e-mail"
          name="q"
          type="search"
          defaultValue={q}
          hint="The start is enough: “Mona”, “010 1234”, “+20 10…” or “mona@”."
          error={refusal ?? undefined}
        />
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Find customers
          </button>
          {q ? (
            <Link to="/admin/customers" className="button button--secondary">
              Show everyone
            </Link>
          ) : null}
        </div>
      </Form>
      {customers.length === 0 ? (
        <p className="admin-note" role="status">
          {refusal ? 'Correct the search to see customers.' : 'No customer matches this search.'}
        </p>
      ) : (
        <>
          <p className="admin-note" role="status">
            {said}
          </p>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Customers, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Registered (Cairo)</th>
                  <th scope="col">Account</th>
                </tr>
              </thead>
              <tbody>
                {customers.map((c) => (
                  <tr key={c.id}>
                    <th scope="row" className="admin-table__email">
                      <Link to={`/admin/customers/${c.id}`}>{c.name}</Link>
                      <span className="admin-table__sub">{c.email}</span>
                    </th>
                    <td data-label="Phone">
                      <PhoneState phone={c.phone} verified={c.phone_verified} />
                    </td>
                    <td data-label="Registered">{formatDateTime(c.created_at)}</td>
                    <td data-label="Account">
                      {c.blocked ? <span className="status-tag status-tag--bad">Blocked</span> : 'Active'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <nav className="admin-pager" aria-label="Pages of customers">
        {older ? (
          <Link to={withSearch('')} className="button button--secondary">
            Newest customers
          </Link>
        ) : null}
        {nextBefore !== null ? (
          <Link to={withSearch(`before=${nextBefore}`)} className="button button--secondary">
            Older customers
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
