import { data, Form, Link, useNavigation } from 'react-router';
import {
  adminOrder,
  orderNoteRequest,
  orderStatusChangeRequest,
  type AdminOrder,
} from '@shop/contract/admin-orders';
import {
  orderRefunds,
  refundMethodLabel,
  refundRequest,
  shipRequest,
  type OrderRefunds,
} from '@shop/contract/admin-refunds';
import { formatEGP } from '@shop/contract/money';
import { orderStatusLabel, type OrderStatus } from '@shop/contract/orders';
import { FormField, SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { OrderReturnPanel } from '#web/features/admin/order-return-panel.tsx';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { StatusTag } from '#web/features/orders/order-details.tsx';
import { formatDateTime } from '#web/i18n/dates.ts';
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
  const api = staffApi(args);
  const [result, refunds] = await Promise.all([
    api.request(`/api/admin/orders/${args.params.id}`, adminOrder),
    api.request(`/api/admin/orders/${args.params.id}/refunds`, orderRefunds),
  ]);
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  if (!refunds.ok) throw data({ message: refunds.message }, { status: refunds.status });
  return {
    csrf: session.csrf_token,
    order: result.body.data,
    refunds: refunds.body.data,
    // The page offers refunds to those the API lets refund; the API checks the role on every call regardless.
    mayRefund: session.staff.role === 'owner' || session.staff.role === 'manager',
  };
}

type Field = 'status' | 'note' | 'body' | 'courier_name' | 'tracking_number' | 'scope' | 'method' | 'lines';

/** What a post answers: a notice, or a refusal for the form it came from. */
interface Outcome {
  form: 'status' | 'note' | 'ship' | 'refund';
  notice?: string;
  failure?: string;
  fields?: Partial<Record<Field, string>>;
  values?: Partial<Record<Field, string>>;
}

/** Reached through their own forms: shipping needs the courier and tracking number, refunded needs a refund. */
const OWN_FORM: readonly OrderStatus[] = ['shipped', 'refunded'];

/** A refund form's quantity fields are named after the order line they refund. */
const QUANTITY_PREFIX = 'quantity-';

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const path = `/api/admin/orders/${args.params.id}`;

  if (form.get('intent') === 'ship') {
    const values = formText(form, ['courier_name', 'tracking_number'] as const);
    const checked = shipRequest.safeParse({ ...values, notify: form.get('notify') === 'on' });
    if (!checked.success)
      return data<Outcome>({ form: 'ship', fields: fieldMessages(checked.error), values }, { status: 400 });
    const result = await api.post(`${path}/ship`, adminOrder, checked.data);
    if (!result.ok)
      return data<Outcome>({ form: 'ship', failure: result.message, values }, { status: result.status });
    return data<Outcome>({ form: 'ship', notice: result.body.message_en });
  }

  if (form.get('intent') === 'refund') {
    const values = formText(form, ['scope', 'method', 'note'] as const);
    const lines = [...form.keys()]
      .filter((key) => key.startsWith(QUANTITY_PREFIX))
      .map((key) => ({
        item_id: key.slice(QUANTITY_PREFIX.length),
        quantity: String(form.get(key) ?? '').trim() || '0',
      }));
    const checked = refundRequest.safeParse({ ...values, lines: values.scope === 'lines' ? lines : [] });
    if (!checked.success)
      return data<Outcome>({ form: 'refund', fields: fieldMessages(checked.error), values }, { status: 400 });
    const result = await api.post(`${path}/refunds`, orderRefunds, checked.data);
    if (!result.ok)
      return data<Outcome>({ form: 'refund', failure: result.message, values }, { status: result.status });
    return data<Outcome>({ form: 'refund', notice: result.body.message_en });
  }

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

function RefundsMade({ refunds }: { refunds: OrderRefunds }) {
  if (refunds.refunds.length === 0) return null;
  return (
    <ol className="admin-timeline" aria-label="Refunds made">
      {refunds.refunds.map((r) => (
        <li key={r.id}>
          <strong>
            {formatEGP(r.amount)} · {refundMethodLabel[r.method]}
          </strong>{' '}
          · {formatDateTime(r.created_at)}
          {r.state === 'done'
            ? ''
            : r.state === 'pending'
              ? ' · waiting for the gateway (checked with it again after two minutes)'
              : ' · failed, nothing refunded'}
          <span className="admin-timeline__who">
            {r.staff ? `by ${r.staff.name}` : 'by the shop'}
            {r.gateway_reference ? ` · ${r.provider} reference ${r.gateway_reference}` : ''}
          </span>
          <span className="admin-timeline__note">
            {r.whole_order ? 'Whole order' : r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
            {r.note ? ` — ${r.note}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

function RefundForm({
  refunds,
  csrf,
  outcome,
  busy,
}: {
  refunds: OrderRefunds;
  csrf: string;
  outcome: Outcome | undefined;
  busy: boolean;
}) {
  const values = outcome?.values ?? {};
  const scope = values.scope ?? 'whole';
  return (
    <Form method="post" className="stack-form" noValidate key={`refund-${refunds.refunds.length}`}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value="refund" />
      <fieldset className="admin-check-group">
        <legend className="form-field__label">What to refund</legend>
        <div className="admin-check-group__options">
          <label className="admin-check__label">
            <input type="radio" name="scope" value="whole" defaultChecked={scope === 'whole'} />
            Whole order ({formatEGP(refunds.paid - refunds.refunded)} left)
          </label>
          <label className="admin-check__label">
            <input type="radio" name="scope" value="lines" defaultChecked={scope === 'lines'} />
            Chosen items
          </label>
        </div>
      </fieldset>
      <div className="admin-form-grid">
        {refunds.lines
          .filter((l) => l.amount > l.refunded_quantity)
          .map((l) => {
            const left = l.amount - l.refunded_quantity;
            return (
              <FormField
                key={l.item_id}
                label={`Quantity of ${l.name}${l.options ? ` (${l.options})` : ''} to refund`}
                name={`${QUANTITY_PREFIX}${l.item_id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                defaultValue={0}
                hint={`Up to ${left}; ${formatEGP(l.unit_refund)} each`}
              />
            );
          })}
      </div>
      {outcome?.fields?.lines ? <p className="form-field__error">{outcome.fields.lines}</p> : null}
      <fieldset className="admin-check-group">
        <legend className="form-field__label">Refund method</legend>
        <div className="admin-check-group__options">
          {refunds.methods.map((m) => (
            <label key={m} className="admin-check__label">
              <input
                type="radio"
                name="method"
                value={m}
                defaultChecked={(values.method ?? refunds.methods.at(-1)) === m}
              />
              {refundMethodLabel[m]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Reason (optional)"
        name="note"
        rows={2}
        defaultValue={values.note ?? ''}
        error={outcome?.fields?.note}
      />
      <FormMessage message={outcome?.failure} />
      <SubmitButton busy={busy}>Refund</SubmitButton>
    </Form>
  );
}

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, csrf, refunds, mayRefund } = loaderData;
  const statusChoices = order.next_statuses.filter((s) => !OWN_FORM.includes(s));
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
        Placed {formatDateTime(order.created_at)} (Cairo time) · {order.payment_method.name_en} ·{' '}
        <strong>{formatEGP(order.totals.total)}</strong>
      </p>
      <p className="admin-filters__actions">
        <a className="button button--secondary" href={`/api/admin/orders/${order.id}/invoice.pdf`}>
          Invoice (PDF)
        </a>
        <a className="button button--secondary" href={`/api/admin/orders/${order.id}/packing-slip.pdf`}>
          Packing slip (PDF)
        </a>
      </p>

      <div className="admin-columns">
        <section className="admin-card admin-card--form" aria-labelledby="customer-title">
          <h2 id="customer-title" className="admin-card__title">
            Customer
          </h2>
          <dl className="admin-facts">
            <div>
              <dt>Name</dt>
              <dd>
                <Link to={`/admin/customers/${order.customer.id}`}>{order.customer.name}</Link>
              </dd>
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

      <OrderReturnPanel orderId={order.id} />
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
          {order.courier_name ? (
            <div>
              <dt>Courier</dt>
              <dd>{order.courier_name}</dd>
            </div>
          ) : null}
          {order.tracking_number ? (
            <div>
              <dt>Tracking number</dt>
              <dd>{order.tracking_number}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {order.next_statuses.includes('shipped') ? (
        <section className="admin-card admin-card--form" aria-labelledby="ship-title">
          <h2 id="ship-title" className="admin-card__title">
            Ship
          </h2>
          <FormMessage message={said('ship')?.failure} />
          <Form method="post" className="stack-form" noValidate>
            {hidden}
            <input type="hidden" name="intent" value="ship" />
            <div className="admin-form-grid">
              <FormField
                label="Courier"
                name="courier_name"
                autoComplete="off"
                required
                defaultValue={said('ship')?.values?.courier_name ?? ''}
                error={said('ship')?.fields?.courier_name}
              />
              <FormField
                label="Tracking number"
                name="tracking_number"
                autoComplete="off"
                required
                defaultValue={said('ship')?.values?.tracking_number ?? ''}
                error={said('ship')?.fields?.tracking_number}
              />
            </div>
            <label className="admin-check">
              <input type="checkbox" name="notify" defaultChecked />
              Tell the customer the courier and tracking number by e-mail and SMS
            </label>
            <SubmitButton busy={busy}>Ship order</SubmitButton>
          </Form>
        </section>
      ) : null}

      <div className="admin-columns">
        <section className="admin-card admin-card--form" aria-labelledby="move-title">
          <h2 id="move-title" className="admin-card__title">
            Change status
          </h2>
          <FormMessage message={said('status')?.notice ?? said('ship')?.notice} tone="success" />
          {statusChoices.length === 0 ? (
            <p className="admin-note">
              {order.next_statuses.includes('shipped')
                ? `This order is ${order.status_label.toLowerCase()}: ship it above.`
                : order.next_statuses.includes('refunded')
                  ? `This order is ${order.status_label.toLowerCase()}: what is left is a refund, below.`
                  : `This order is ${order.status_label.toLowerCase()}: it cannot change any more.`}
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
                // No status is picked for staff: the first choice is often Cancelled, one click from telling the
                // customer and putting the stock back.
                defaultValue={said('status')?.values?.status ?? ''}
                required
                error={said('status')?.fields?.status}
              >
                <option value="" disabled>
                  Choose a status
                </option>
                {statusChoices.map((s) => (
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
                <strong>{h.status_label}</strong> · {formatDateTime(h.created_at)}
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

      <section className="admin-card admin-card--form" aria-labelledby="refund-title">
        <h2 id="refund-title" className="admin-card__title">
          Refund
        </h2>
        {refunds.refunded > 0 ? (
          <p className="admin-note">
            <strong>
              Refunded {formatEGP(refunds.refunded)} of {formatEGP(refunds.paid)}
            </strong>
          </p>
        ) : null}
        <FormMessage message={said('refund')?.notice} tone="success" />
        <RefundsMade refunds={refunds} />
        {!refunds.can_refund ? (
          <p className="admin-note">{refunds.blocked_reason}</p>
        ) : mayRefund ? (
          <RefundForm refunds={refunds} csrf={csrf} outcome={said('refund')} busy={busy} />
        ) : (
          <p className="admin-note">Only a manager or the owner can refund an order.</p>
        )}
      </section>

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
                  {n.staff?.name ?? 'Operator'} · {formatDateTime(n.created_at)}
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
