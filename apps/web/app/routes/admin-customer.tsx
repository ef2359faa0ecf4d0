import { data, Form, Link, useNavigation } from 'react-router';
import type { Address } from '@shop/contract/account';
import { adminCustomer, blockCustomerRequest, customerMessageSent } from '@shop/contract/admin-customers';
import { formatEGP } from '@shop/contract/money';
import { TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { StatusTag } from '#web/features/orders/order-details.tsx';
import { formatDateTime } from '#web/i18n/dates.ts';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import customersCss from '#web/styles/admin-customers.css?url';
import checkoutCss from '#web/styles/checkout.css?url';
import type { Route } from './+types/admin-customer';
import { PhoneState } from './admin-customers.tsx';

/** Order status tags look as they do on the order desk. */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: customersCss },
];

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Customer ${loaderData.customer.name}` : 'Customer');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const result = await staffApi(args).request(`/api/admin/customers/${args.params.id}`, adminCustomer);
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return { csrf: session.csrf_token, owner: session.staff.role === 'owner', customer: result.body.data };
}

type Intent = 'phone-code' | 'password-reset' | 'block' | 'unblock';

/** What a post answers: a notice, or a refusal for the form it came from. */
interface Outcome {
  form: Intent;
  notice?: string;
  failure?: string;
  fields?: Partial<Record<'reason', string>>;
  values?: Partial<Record<'reason', string>>;
}

const INTENTS: readonly Intent[] = ['phone-code', 'password-reset', 'block', 'unblock'];

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const path = `/api/admin/customers/${args.params.id}`;
  const intent = INTENTS.find((i) => i === form.get('intent'));
  if (!intent) return data<Outcome>({ form: 'block', failure: 'Choose what to do.' }, { status: 400 });

  if (intent === 'phone-code' || intent === 'password-reset') {
    const result = await api.post(`${path}/${intent}`, customerMessageSent, {});
    if (!result.ok)
      return data<Outcome>({ form: intent, failure: result.message }, { status: result.status });
    return data<Outcome>({ form: intent, notice: result.body.message_en });
  }
  if (intent === 'unblock') {
    const result = await api.post(`${path}/unblock`, adminCustomer, {});
    if (!result.ok)
      return data<Outcome>({ form: intent, failure: result.message }, { status: result.status });
    return data<Outcome>({ form: intent, notice: result.body.message_en });
  }
  const values = formText(form, ['reason'] as const);
  const checked = blockCustomerRequest.safeParse(values);
  if (!checked.success)
    return data<Outcome>({ form: 'block', fields: fieldMessages(checked.error), values }, { status: 400 });
  const result = await api.post(`${path}/block`, adminCustomer, checked.data);
  if (!result.ok)
    return data<Outcome>({ form: 'block', failure: result.message, values }, { status: result.status });
  return data<Outcome>({ form: 'block', notice: result.body.message_en });
}

function AddressFacts({ address }: { address: Address }) {
  const rows: Array<[string, string]> = [
    ['Recipient', address.name],
    ['Phone', address.phone],
    ['Street', address.street],
    ['Building', address.building],
    ['Floor', address.floor],
    ['Apartment', address.apartment],
    ['Landmark', address.landmark],
    ['City', address.city_en],
    ['Governorate', address.governorate_en],
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

export default function AdminCustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer: c, csrf, owner } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  const said = (form: Intent) => (outcome?.form === form ? outcome : undefined);
  const hidden = (intent: Intent) => (
    <>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );

  return (
    <section className="admin-page" aria-labelledby="admin-customer-title">
      <p className="admin-crumbs">
        <Link to="/admin/customers">Customers</Link>
      </p>
      <div className="admin-order__head">
        <h1 id="admin-customer-title" className="admin-page__title">
          {c.name}
        </h1>
        {c.blocked ? <span className="status-tag status-tag--bad">Blocked</span> : null}
      </div>
      <p className="admin-note">Registered {c.registered_cairo} (Cairo time)</p>

      <div className="admin-columns">
        <section className="admin-card admin-card--form" aria-labelledby="contact-title">
          <h2 id="contact-title" className="admin-card__title">
            Contact
          </h2>
          <dl className="admin-facts">
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${c.email}`}>{c.email}</a>{' '}
                <span className={`status-tag status-tag--${c.email_verified ? 'good' : 'wait'}`}>
                  {c.email_verified ? 'Proven' : 'Not proven'}
                </span>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <PhoneState phone={c.phone} verified={c.phone_verified} />
              </dd>
            </div>
            <div>
              <dt>Orders</dt>
              <dd>{c.orders_count.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>Rewards</dt>
              <dd>{c.rewards.balance.toLocaleString('en-US')} points</dd>
            </div>
          </dl>
        </section>

        <section className="admin-card admin-card--form" aria-labelledby="help-title">
          <h2 id="help-title" className="admin-card__title">
            Help the customer
          </h2>
          <p className="admin-note">
            Sent as the storefront sends them, under the same limits, which count the customer’s own requests
            too.
          </p>
          {c.blocked ? (
            <p className="admin-note">Nothing is sent to a blocked account.</p>
          ) : (
            <>
              {!c.phone ? (
                <p className="admin-note">No phone saved: the customer adds one in their profile.</p>
              ) : c.phone_verified ? (
                <p className="admin-note">The phone number is verified.</p>
              ) : (
                <Form method="post" className="stack-form" noValidate>
                  {hidden('phone-code')}
                  <FormMessage message={said('phone-code')?.notice} tone="success" />
                  <FormMessage message={said('phone-code')?.failure} />
                  <SubmitButton busy={busy}>Send a phone verification code</SubmitButton>
                </Form>
              )}
              <Form method="post" className="stack-form" noValidate>
                {hidden('password-reset')}
                <FormMessage message={said('password-reset')?.notice} tone="success" />
                <FormMessage message={said('password-reset')?.failure} />
                <SubmitButton busy={busy}>Send a password-reset message</SubmitButton>
              </Form>
            </>
          )}
        </section>
      </div>

      <section className="admin-card admin-card--form" aria-labelledby="block-title">
        <h2 id="block-title" className="admin-card__title">
          Account
        </h2>
        <FormMessage message={said('block')?.notice ?? said('unblock')?.notice} tone="success" />
        {c.block ? (
          <p className="admin-note">
            Blocked {formatDateTime(c.block.at)} (Cairo time) by {c.block.staff?.name ?? 'an operator'}:{' '}
            {c.block.reason}. The customer cannot sign in or check out; their cart and orders are kept.
          </p>
        ) : (
          <p className="admin-note">Active: the customer can sign in and check out.</p>
        )}
        {!owner ? (
          <p className="admin-note">Only the owner can block or unblock an account.</p>
        ) : c.block ? (
          <Form method="post" className="stack-form" noValidate>
            {hidden('unblock')}
            <FormMessage message={said('unblock')?.failure} />
            <SubmitButton busy={busy}>Unblock the account</SubmitButton>
          </Form>
        ) : (
          <Form method="post" className="stack-form" noValidate key={`block-${c.blocked}`}>
            {hidden('block')}
            <TextAreaField
              label="Why block this account"
              name="reason"
              rows={2}
              hint="Staff read this later; the customer is told only to call the hotline."
              defaultValue={said('block')?.values?.reason ?? ''}
              error={said('block')?.fields?.reason}
            />
            <FormMessage message={said('block')?.failure} />
            <SubmitButton busy={busy}>Block the account</SubmitButton>
          </Form>
        )}
      </section>

      <section className="admin-card admin-card--form" aria-labelledby="orders-title">
        <h2 id="orders-title" className="admin-card__title">
          Orders
        </h2>
        {c.orders.length === 0 ? (
          <p className="admin-note">No orders yet.</p>
        ) : (
          <div className="admin-table-wrap admin-table-wrap--flat">
            <table className="admin-table">
              <caption className="visually-hidden">Orders of {c.name}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed (Cairo)</th>
                  <th scope="col">Status</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {c.orders.map((o) => (
                  <tr key={o.id}>
                    <th scope="row">
                      <Link to={`/admin/orders/${o.id}`}>{o.number}</Link>
                    </th>
                    <td data-label="Placed">{formatDateTime(o.created_at)}</td>
                    <td data-label="Status">
                      <StatusTag order={o} />
                    </td>
                    <td data-label="Total">{formatEGP(o.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {c.orders_count > c.orders.length ? (
          <p className="admin-note">
            The newest {c.orders.length} of {c.orders_count}.{' '}
            <Link to={`/admin/orders?customer=${encodeURIComponent(c.email)}`}>Every order of {c.name}</Link>
          </p>
        ) : null}
      </section>

      <section className="admin-card admin-card--form" aria-labelledby="addresses-title">
        <h2 id="addresses-title" className="admin-card__title">
          Addresses
        </h2>
        {c.addresses.length === 0 ? (
          <p className="admin-note">No saved addresses.</p>
        ) : (
          <ul className="admin-address-list" aria-label={`Addresses of ${c.name}`}>
            {c.addresses.map((a) => (
              <li key={a.id}>
                {a.is_primary ? <span className="status-tag status-tag--good">Primary</span> : null}
                <AddressFacts address={a} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-card admin-card--form" aria-labelledby="rewards-title">
        <h2 id="rewards-title" className="admin-card__title">
          Rewards
        </h2>
        <p className="admin-note">
          Balance: <strong>{c.rewards.balance.toLocaleString('en-US')} points</strong>
        </p>
        {c.rewards.entries.length > 0 ? (
          <div className="admin-table-wrap admin-table-wrap--flat">
            <table className="admin-table">
              <caption className="visually-hidden">Rewards history of {c.name}, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When (Cairo)</th>
                  <th scope="col">Points</th>
                  <th scope="col">Why</th>
                  <th scope="col">Order</th>
                </tr>
              </thead>
              <tbody>
                {c.rewards.entries.map((e) => (
                  <tr key={e.id}>
                    <th scope="row">{formatDateTime(e.created_at)}</th>
                    <td data-label="Points">{e.points > 0 ? `+${e.points}` : e.points}</td>
                    <td data-label="Why">{e.note || (e.reason === 'earned' ? 'Earned' : 'Reversed')}</td>
                    <td data-label="Order">
                      {e.order_id !== null ? (
                        <Link to={`/admin/orders/${e.order_id}`}>{e.order_number}</Link>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="admin-note">No rewards yet.</p>
        )}
      </section>
    </section>
  );
}
