import { data, Form, Link, useNavigation } from 'react-router';
import {
  adminOrder,
  orderNoteRequest,
  orderStatusChangeRequest,
  type AdminOrder,
} from '@shop/contract/admin-orders';
import { formatEGP } from '@shop/contract/money';
import { orderStatusLabel } from '@shop/contract/orders';
import { SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { formatWhen, StatusTag } from '#web/features/orders/order-details.tsx';
import { OrderTotals } from '#web/features/orders/order-totals.tsx';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import type { Route } from './+types/admin-order';

/** The order's money and status tags look as the customer sees them at checkout and in My orders. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: checkoutCss }];

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Order ${loaderData.order.number}` : 'Order');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const result = await staffApi(args).request(`/api/admin/orders/${args.params.id}`, adminOrder);
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return { csrf: session.csrf_token, order: result.body.data };
}

/** What a post answers: a notice, or a refusal for the form it came from. */
interface Outcome {
  form: 'status' | 'note';
  notice?: string;
  failure?: string;
  fields?: Partial<Record<'status' | 'note' | 'body', string>>;
  values?: Partial<Record<'status' | 'note' | 'body', string>>;
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const path = `/api/admin/orders/${args.params.id}`;

  if (form.get('intent') === 'status') {
    const values = formText(form, ['status', 'note'] as const);
    const checked = orderStatusChangeRequest.safeParse({ ...values, notify: form.get('notify') === 'on' });
    if (!checked.success)
      return data<Outcome>({ form: 'status', fields: fieldMessages(checked.error), values }, { status: 400 });
    const result = await api.post(`${path}/status`, adminOrder, checked.data);
    if (!result.ok)
      return data<Outcome>({ form: 'status', failure: result.message, values }, { status: result.status });
    return data<Outcome>({ form: 'status', notice: result.body.message_en });
  }

  const values = formText(form, ['body'] as const);
  const checked = orderNoteRequest.safeParse(values);
  if (!checked.success)
    return data<Outcome>({ form: 'note', fields: fieldMessages(checked.error), values }, { status: 400 });
  const result = await api.post(`${path}/notes`, adminOrder, checked.data);
  if (!result.ok)
    return data<Outcome>({ form: 'note', failure: result.message, values }, { status: result.status });
  return data<Outcome>({ form: 'note', notice: result.body.message_en });
}

function Address({ order }: { order: AdminOrder }) {
  const a = order.address;
  const rows: Array<[string, string]> = [
    ['Recipient', a.name],
    ['Phone', a.phone],
    ['Street', a.street],
    ['Building', a.building],
    ['Floor', a.floor],
    ['Apartment', a.apartment],
    ['Landmark', a.landmark],
    ['City', a.city_en],
    ['Governorate', a.governorate_en],
  ];
  return (
    <dl className="admin-facts">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, csrf } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  const hidden = <input type="hidden" name="csrf" value={csrf} />;
  const said = (form: Outcome['form']) => (outcome?.form === form ? outcome : undefined);

  return (
    <section className="admin-page" aria-labelledby="admin-order-title">
      <p className="admin-crumbs">
        <Link to="/admin/orders">Orders</Link>
      </p>
      <div className="admin-order__head">
        <h1 id="admin-order-title" className="admin-page__title">
          Order {order.number}
        </h1>
        <StatusTag order={order} />
      </div>
      <p className="admin-note">
        Placed {formatWhen(order.created_at)} (Cairo time) · {order.payment_method.name_en} ·{' '}
        <strong>{formatEGP(order.totals.total)}</strong>
      </p>

      <div className="admin-columns">
        <section className="admin-card admin-card--form" aria-labelledby="customer-title">
          <h2 id="customer-title" className="admin-card__title">
            Customer
          </h2>
          <dl className="admin-facts">
            <div>
              <dt>Name</dt>
              <dd>{order.customer.name}</dd>
            </div>
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
              </dd>
            </div>
            {order.customer.phone ? (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section className="admin-card admin-card--form" aria-labelledby="address-title">
          <h2 id="address-title" className="admin-card__title">
            Delivery address
          </h2>
          <Address order={order} />
          {order.notes ? <p className="admin-note">Customer’s note: {order.notes}</p> : null}
        </section>
      </div>

      <section className="admin-card admin-card--form" aria-labelledby="items-title">
        <h2 id="items-title" className="admin-card__title">
          Items
        </h2>
        <div className="admin-table-wrap admin-table-wrap--flat">
          <table className="admin-table">
            <caption className="visually-hidden">Items of order {order.number}</caption>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">SKU</th>
                <th scope="col">Unit price</th>
                <th scope="col">Quantity</th>
                <th scope="col">Line total</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.variant_id}>
                  <th scope="row">
                    {item.name}
                    {item.options ? <span className="admin-table__sub">{item.options}</span> : null}
                  </th>
                  <td data-label="SKU">{item.sku}</td>
                  <td data-label="Unit price">{formatEGP(item.unit_price)}</td>
                  <td data-label="Quantity">{item.amount}</td>
                  <td data-label="Line total">{formatEGP(item.line_total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <OrderTotals totals={order.totals} promoCode={order.promo_code} />
        <dl className="admin-facts">
          <div>
            <dt>Payment</dt>
            <dd>
              {order.payment_method.name_en}
              {order.plan ? `, ${order.plan.months} months at ${order.plan.interest_percent}%` : ''}
            </dd>
          </div>
          {order.payment.reference ? (
            <div>
              <dt>Gateway reference</dt>
              <dd>
                {order.payment.provider}: {order.payment.reference}
              </dd>
            </div>
          ) : null}
          {order.card_offer ? (
            <div>
              <dt>Card offer</dt>
              <dd>{order.card_offer}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <div className="admin-columns">
        <section className="admin-card admin-card--form" aria-labelledby="move-title">
          <h2 id="move-title" className="admin-card__title">
            Change status
          </h2>
          <FormMessage message={said('status')?.notice} tone="success" />
          {order.next_statuses.length === 0 ? (
            <p className="admin-note">
              This order is {order.status_label.toLowerCase()}: it cannot change any more.
            </p>
          ) : (
            <Form
              method="post"
              className="stack-form"
              noValidate
              key={`${order.status}-${order.history.length}`}
            >
              {hidden}
              <input type="hidden" name="intent" value="status" />
              <SelectField
                label="New status"
                name="status"
                defaultValue={said('status')?.values?.status ?? order.next_statuses[0]}
                error={said('status')?.fields?.status}
              >
                {order.next_statuses.map((s) => (
                  <option key={s} value={s}>
                    {orderStatusLabel[s]}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label="Note (optional)"
                name="note"
                rows={2}
                defaultValue={said('status')?.values?.note ?? ''}
                error={said('status')?.fields?.note}
              />
              <label className="admin-check">
                <input type="checkbox" name="notify" defaultChecked />
                Tell the customer by e-mail and SMS
              </label>
              <FormMessage message={said('status')?.failure} />
              <SubmitButton busy={busy}>Change status</SubmitButton>
            </Form>
          )}
        </section>

        <section className="admin-card admin-card--form" aria-labelledby="history-title">
          <h2 id="history-title" className="admin-card__title">
            Status history
          </h2>
          <ol className="admin-timeline">
            {order.history.map((h, i) => (
              <li key={i}>
                <strong>{h.status_label}</strong> · {formatWhen(h.created_at)}
                <span className="admin-timeline__who">
                  {h.staff ? `by ${h.staff.name}` : 'by the shop'}
                  {h.notified ? '' : ' · customer not told'}
                </span>
                {h.note ? <span className="admin-timeline__note">{h.note}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className="admin-card admin-card--form" aria-labelledby="notes-title">
        <h2 id="notes-title" className="admin-card__title">
          Staff notes
        </h2>
        <p className="admin-note">Only staff see these notes; the customer never does.</p>
        {order.staff_notes.length > 0 ? (
          <ul className="admin-timeline" aria-label="Staff notes">
            {order.staff_notes.map((n) => (
              <li key={n.id}>
                <span className="admin-timeline__note">{n.body}</span>
                <span className="admin-timeline__who">
                  {n.staff?.name ?? 'Operator'} · {formatWhen(n.created_at)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <FormMessage message={said('note')?.notice} tone="success" />
        <Form method="post" className="stack-form" noValidate key={`notes-${order.staff_notes.length}`}>
          {hidden}
          <input type="hidden" name="intent" value="note" />
          <TextAreaField
            label="New note"
            name="body"
            rows={3}
            defaultValue={said('note')?.values?.body ?? ''}
            error={said('note')?.fields?.body}
          />
          <FormMessage message={said('note')?.failure} />
          <SubmitButton busy={busy}>Add note</SubmitButton>
        </Form>
      </section>
    </section>
  );
}
