import { data, Form, Link, useNavigation } from 'react-router';
import {
  adminMessagePage,
  adminMessageRow,
  MESSAGE_STATES,
  messageStateLabel,
} from '@shop/contract/admin-desk';
import { FormField, SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { DeskPager, DeskTag, deskFilters, refusalField } from '#web/features/admin/desk-lists.tsx';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import deskCss from '#web/styles/admin-desk.css?url';
import type { Route } from './+types/admin-messages';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: deskCss },
];

export function meta() {
  return adminMeta('Messages');
}

const FIELDS = ['channel', 'state', 'recipient'] as const;
type Field = (typeof FIELDS)[number];

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const url = new URL(args.request.url);
  const filters = deskFilters(url, FIELDS);
  const before = url.searchParams.get('before');
  const query = new URLSearchParams(filters);
  if (before) query.set('before', before);
  const page = await staffApi(args).request(`/api/admin/messages?${query}`, adminMessagePage);
  const values = Object.fromEntries(filters) as Partial<Record<Field, string>>;
  const base = {
    csrf: session.csrf_token,
    filters: filters.toString(),
    values,
    older: before !== null,
    // Support reads the outbox; the API refuses their retry, so the page leaves the button out.
    mayRetry: session.staff.role !== 'support',
  };
  if (!page.ok) {
    if (page.status !== 400) throw data({ message: page.message }, { status: page.status });
    return { ...base, messages: [], nextBefore: null, refusal: page.message };
  }
  return {
    ...base,
    messages: page.body.data.messages,
    nextBefore: page.body.data.next_before,
    refusal: null,
  };
}

interface Outcome {
  id: string;
  notice?: string;
  failure?: string;
}

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const id = String(form.get('id') ?? '');
  const result = await api.post(`/api/admin/messages/${encodeURIComponent(id)}/retry`, adminMessageRow, {});
  if (!result.ok) return data<Outcome>({ id, failure: result.message }, { status: result.status });
  return data<Outcome>({ id, notice: result.body.message_en });
}

const TONE = { sent: 'good', failed: 'bad', pending: 'wait' } as const;

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, nextBefore, filters, values, refusal, older, csrf, mayRetry } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  const refused = refusalField(refusal);
  const errorOf = (field: Field) => (refused.field === field ? refused.message : undefined);

  return (
    <section className="admin-page" aria-labelledby="admin-messages-title">
      <h1 id="admin-messages-title" className="admin-page__title">
        Messages
      </h1>
      <p className="admin-note">
        E-mails and SMS the shop sends, newest first. Their text stays private: sign-in codes and password
        links travel in it.
      </p>
      <Form method="get" className="admin-card admin-filters" aria-label="Filter messages">
        <SelectField
          label="Channel"
          name="channel"
          defaultValue={values.channel ?? ''}
          error={errorOf('channel')}
        >
          <option value="">SMS and e-mail</option>
          <option value="sms">SMS</option>
          <option value="email">E-mail</option>
        </SelectField>
        <SelectField label="Delivery" name="state" defaultValue={values.state ?? ''} error={errorOf('state')}>
          <option value="">Any state</option>
          {MESSAGE_STATES.map((s) => (
            <option key={s} value={s}>
              {messageStateLabel[s]}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Recipient"
          name="recipient"
          hint="The whole phone number or e-mail address"
          defaultValue={values.recipient ?? ''}
          error={errorOf('recipient')}
        />
        {refused.field === null ? <FormMessage message={refused.message} /> : null}
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Show messages
          </button>
          <Link to="/admin/messages" className="button button--secondary">
            Clear filters
          </Link>
        </div>
      </Form>
      {outcome?.notice ? <FormMessage message={outcome.notice} tone="success" /> : null}
      {outcome?.failure ? <FormMessage message={outcome.failure} /> : null}

      {messages.length === 0 ? (
        <p className="admin-note" role="status">
          {refusal ? 'Correct the filter to see messages.' : 'No messages match these filters.'}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Outbox messages, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Recipient</th>
                <th scope="col">Channel</th>
                <th scope="col">Queued (Cairo)</th>
                <th scope="col">Delivery</th>
                <th scope="col">Attempts</th>
                <th scope="col">Error</th>
                {mayRetry ? <th scope="col">Action</th> : null}
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id}>
                  <th scope="row" className="desk-wrap">
                    {m.recipient}
                    {m.subject ? <span className="admin-table__sub">{m.subject}</span> : null}
                  </th>
                  <td data-label="Channel">{m.channel === 'sms' ? 'SMS' : 'E-mail'}</td>
                  <td data-label="Queued">{m.created_cairo}</td>
                  <td data-label="Delivery">
                    <DeskTag tone={TONE[m.state]}>{m.state_label}</DeskTag>
                  </td>
                  <td data-label="Attempts">{m.attempts}</td>
                  <td data-label="Error" className="desk-wrap">
                    {m.last_error ?? ''}
                  </td>
                  {mayRetry ? (
                    <td data-label="Action">
                      {m.retryable ? (
                        <Form method="post">
                          <input type="hidden" name="csrf" value={csrf} />
                          <input type="hidden" name="id" value={m.id} />
                          <button
                            type="submit"
                            className="button button--secondary admin-small-button"
                            disabled={busy}
                            aria-label={`Retry message ${m.id} to ${m.recipient}`}
                          >
                            Retry
                          </button>
                        </Form>
                      ) : m.state === 'failed' ? (
                        <span className="admin-table__sub">Over a day old</span>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeskPager
        path="/admin/messages"
        filters={filters}
        older={older}
        nextBefore={nextBefore}
        what="messages"
      />
    </section>
  );
}
