import { data, Form, Link, useNavigation } from 'react-router';
import {
  adminTicket,
  ticketNoteRequest,
  ticketStatusChangeRequest,
  type AdminTicket,
} from '@shop/contract/admin-desk';
import { TICKET_STATUSES, ticketStatusLabel, type TicketStatus } from '@shop/contract/tickets';
import { SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { DeskTag, ticketTone } from '#web/features/admin/desk-lists.tsx';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import deskCss from '#web/styles/admin-desk.css?url';
import type { Route } from './+types/admin-ticket';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: deskCss },
];

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData ? `Ticket ${loaderData.ticket.code}` : 'Ticket');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const result = await staffApi(args).request(`/api/admin/tickets/${args.params.id}`, adminTicket);
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return { csrf: session.csrf_token, ticket: result.body.data };
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
  const path = `/api/admin/tickets/${args.params.id}`;

  if (form.get('intent') === 'status') {
    const values = formText(form, ['status', 'note'] as const);
    const checked = ticketStatusChangeRequest.safeParse(values);
    if (!checked.success)
      return data<Outcome>({ form: 'status', fields: fieldMessages(checked.error), values }, { status: 400 });
    const result = await api.post(`${path}/status`, adminTicket, checked.data);
    if (!result.ok)
      return data<Outcome>({ form: 'status', failure: result.message, values }, { status: result.status });
    return data<Outcome>({ form: 'status', notice: result.body.message_en });
  }

  const values = formText(form, ['body'] as const);
  const checked = ticketNoteRequest.safeParse(values);
  if (!checked.success)
    return data<Outcome>({ form: 'note', fields: fieldMessages(checked.error), values }, { status: 400 });
  const result = await api.post(`${path}/notes`, adminTicket, checked.data);
  if (!result.ok)
    return data<Outcome>({ form: 'note', failure: result.message, values }, { status: result.status });
  return data<Outcome>({ form: 'note', notice: result.body.message_en });
}

/** The form offers the step after the current one first: what usually happens next. */
function nextStep(ticket: AdminTicket): TicketStatus | undefined {
  const here = TICKET_STATUSES.indexOf(ticket.status);
  return ticket.next_statuses.find((s) => TICKET_STATUSES.indexOf(s) > here) ?? ticket.next_statuses[0];
}

export default function AdminTicketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket, csrf } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  const hidden = <input type="hidden" name="csrf" value={csrf} />;
  const said = (form: Outcome['form']) => (outcome?.form === form ? outcome : undefined);

  return (
    <section className="admin-page" aria-labelledby="admin-ticket-title">
      <p className="admin-crumbs">
        <Link to="/admin/tickets">Service tickets</Link>
      </p>
      <div className="admin-order__head">
        <h1 id="admin-ticket-title" className="admin-page__title">
          Ticket {ticket.code}
        </h1>
        <DeskTag tone={ticketTone(ticket.status)}>{ticket.status_label}</DeskTag>
      </div>
      <p className="admin-note">
        Opened {ticket.created_cairo} (Cairo time) · {ticket.kind_label}
      </p>

      <div className="admin-columns">
        <section className="admin-card admin-card--form" aria-labelledby="ticket-customer-title">
          <h2 id="ticket-customer-title" className="admin-card__title">
            Customer
          </h2>
          <dl className="admin-facts">
            <div>
              <dt>Name</dt>
              <dd>{ticket.name}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${ticket.phone}`}>{ticket.phone}</a>
                {ticket.phone_proven ? ' (verified)' : ''}
              </dd>
            </div>
            {ticket.email ? (
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
        <section className="admin-card admin-card--form" aria-labelledby="ticket-device-title">
          <h2 id="ticket-device-title" className="admin-card__title">
            Device
          </h2>
          <dl className="admin-facts">
            <div>
              <dt>Device</dt>
              <dd>{ticket.device}</dd>
            </div>
            <div>
              <dt>Serial or IMEI</dt>
              <dd>{ticket.serial_or_imei}</dd>
            </div>
            <div>
              <dt>Problem</dt>
              <dd className="desk-text">{ticket.problem}</dd>
            </div>
          </dl>
        </section>
      </div>

      <div className="admin-columns">
        <section className="admin-card admin-card--form" aria-labelledby="ticket-move-title">
          <h2 id="ticket-move-title" className="admin-card__title">
            Change status
          </h2>
          <FormMessage message={said('status')?.notice} tone="success" />
          {ticket.next_statuses.length === 0 ? (
            <p className="admin-note">
              This ticket is {ticket.status_label.toLowerCase()} and closed: its status does not change any
              more.
            </p>
          ) : (
            <Form
              method="post"
              className="stack-form"
              noValidate
              key={`${ticket.status}-${ticket.history.length}`}
            >
              {hidden}
              <input type="hidden" name="intent" value="status" />
              <SelectField
                label="New status"
                name="status"
                defaultValue={said('status')?.values?.status ?? nextStep(ticket)}
                error={said('status')?.fields?.status}
              >
                {ticket.next_statuses.map((s) => (
                  <option key={s} value={s}>
                    {ticketStatusLabel[s]}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label="Note to the customer (optional)"
                name="note"
                rows={2}
                hint="Sent with the SMS and shown when the customer tracks the ticket."
                defaultValue={said('status')?.values?.note ?? ''}
                error={said('status')?.fields?.note}
              />
              <FormMessage message={said('status')?.failure} />
              <SubmitButton busy={busy}>Change status</SubmitButton>
            </Form>
          )}
        </section>

        <section className="admin-card admin-card--form" aria-labelledby="ticket-history-title">
          <h2 id="ticket-history-title" className="admin-card__title">
            Status history
          </h2>
          <ol className="admin-timeline">
            {ticket.history.map((h, i) => (
              <li key={i}>
                <strong>{h.status_label}</strong> · <time dateTime={h.created_at}>{h.at_cairo}</time>
                <span className="admin-timeline__who">
                  {h.staff ? `by ${h.staff.name}` : i === 0 ? 'by the customer' : 'by the operator'}
                </span>
                {h.note ? <span className="admin-timeline__note">{h.note}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <section className="admin-card admin-card--form" aria-labelledby="ticket-notes-title">
        <h2 id="ticket-notes-title" className="admin-card__title">
          Staff notes
        </h2>
        <p className="admin-note">Only staff see these notes; the customer never does.</p>
        {ticket.staff_notes.length > 0 ? (
          <ul className="admin-timeline" aria-label="Staff notes">
            {ticket.staff_notes.map((n) => (
              <li key={n.id}>
                <span className="admin-timeline__note">{n.body}</span>
                <span className="admin-timeline__who">
                  {n.staff?.name ?? 'Operator'} · <time dateTime={n.created_at}>{n.at_cairo}</time>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <FormMessage message={said('note')?.notice} tone="success" />
        <Form method="post" className="stack-form" noValidate key={`notes-${ticket.staff_notes.length}`}>
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
