import { data, Form, Link } from 'react-router';
import { citiesResult } from '@shop/contract/account';
import { adminOrderPage } from '@shop/contract/admin-orders';
import { formatEGP } from '@shop/contract/money';
import { FormField, SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import {
  filtersOf,
  METHOD_CHOICES,
  STATUS_CHOICES,
  type OrderFilterField,
} from '#web/features/admin/order-filters.ts';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { StatusTag } from '#web/features/orders/order-details.tsx';
import { formatDateTime } from '#web/i18n/dates.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import type { Route } from './+types/admin-orders';

/** The order's money and status tags look as the customer sees them at checkout and in My orders. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];

export function meta() {
  return adminMeta('Orders');
}

/**
 * The order list: the filters are a GET form, so a filtered list is an address staff can bookmark or share; a filter
 * the API cannot read is shown beside its field with the rest of the list left as it was asked.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const url = new URL(args.request.url);
  const filters = filtersOf(url);
  const before = url.searchParams.get('before');
  const query = new URLSearchParams(filters);
  if (before) query.set('before', before);
  const api = staffApi(args);
  const [page, cities] = await Promise.all([
    api.request(`/api/admin/orders?${query}`, adminOrderPage),
    api.request('/api/cities', citiesResult),
  ]);
  const governorates = cities.ok ? cities.body.data.map((g) => ({ id: g.id, name: g.name_en })) : [];
  const values = Object.fromEntries(filters) as Partial<Record<OrderFilterField, string>>;
  if (!page.ok) {
    if (page.status !== 400) throw data({ message: page.message }, { status: page.status });
    return {
      orders: [],
      nextBefore: null,
      filters: filters.toString(),
      values,
      governorates,
      refusal: page.message,
    };
  }
  return {
    orders: page.body.data.orders,
    nextBefore: page.body.data.next_before,
    filters: filters.toString(),
    values,
    governorates,
    refusal: null,
    older: before !== null,
  };
}

/** A refusal names its field first ("from: ..."): which field it belongs beside, and its words. */
function fieldOf(refusal: string | null): { field: string | null; message: string } {
  const named = refusal ? /^(\w+): (.+)$/.exec(refusal) : null;
  return named ? { field: named[1]!, message: named[2]! } : { field: null, message: refusal ?? '' };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, nextBefore, filters, values, governorates, refusal } = loaderData;
  const refused = fieldOf(refusal);
  const errorOf = (field: OrderFilterField) => (refused.field === field ? refused.message : undefined);
  const withFilters = (extra: string) => `/admin/orders?${[filters, extra].filter(Boolean).join('&')}`;

  return (
    <section className="admin-page" aria-labelledby="admin-orders-title">
      <h1 id="admin-orders-title" className="admin-page__title">
        Orders
      </h1>
      <Form method="get" className="admin-card admin-filters" aria-label="Filter orders">
        <FormField
          label="Order number"
          name="number"
          defaultValue={values.number ?? ''}
          error={errorOf('number')}
        />
        <FormField
          label="Customer e-mail or phone"
          name="customer"
          defaultValue={values.customer ?? ''}
          error={errorOf('customer')}
        />
        <SelectField
          label="Status"
          name="status"
          defaultValue={values.status ?? ''}
          error={errorOf('status')}
        >
          <option value="">Any status</option>
          {STATUS_CHOICES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Payment method"
          name="payment_method"
          defaultValue={values.payment_method ?? ''}
          error={errorOf('payment_method')}
        >
          <option value="">Any method</option>
          {METHOD_CHOICES.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Governorate"
          name="governorate_id"
          defaultValue={values.governorate_id ?? ''}
          error={errorOf('governorate_id')}
        >
          <option value="">Anywhere</option>
          {governorates.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Promo code"
          name="promo_code"
          defaultValue={values.promo_code ?? ''}
          error={errorOf('promo_code')}
        />
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
            Show orders
          </button>
          <Link to="/admin/orders" className="button button--secondary">
            Clear filters
          </Link>
          <a className="button button--secondary" href={`/api/admin/orders/export.csv?${filters}`} download>
            Export CSV
          </a>
        </div>
      </Form>

      {orders.length === 0 ? (
        <p className="admin-note" role="status">
          {refusal ? 'Correct the filter to see orders.' : 'No orders match these filters.'}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed (Cairo)</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col">Governorate</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <th scope="row">
                    <Link to={`/admin/orders/${o.id}`}>{o.number}</Link>
                  </th>
                  <td data-label="Placed">{formatDateTime(o.created_at)}</td>
                  <td data-label="Customer" className="admin-table__email">
                    {o.customer.name}
                    <span className="admin-table__sub">{o.customer.phone ?? o.customer.email}</span>
                  </td>
                  <td data-label="Status">
                    <StatusTag order={o} />
                  </td>
                  <td data-label="Payment">
                    {o.payment_method_name}
                    {o.promo_code ? <span className="admin-table__sub">Promo {o.promo_code}</span> : null}
                  </td>
                  <td data-label="Governorate">{o.governorate_en}</td>
                  <td data-label="Total">{formatEGP(o.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="admin-pager" aria-label="Pages of orders">
        {loaderData.older ? (
          <Link to={withFilters('')} className="button button--secondary">
            Newest orders
          </Link>
        ) : null}
        {nextBefore !== null ? (
          <Link to={withFilters(`before=${nextBefore}`)} className="button button--secondary">
            Older orders
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
