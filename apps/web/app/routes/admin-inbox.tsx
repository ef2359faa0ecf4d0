import { data, Form, Link, useNavigation } from 'react-router';
import { INBOX_KINDS, inboxItem, inboxKindLabel, inboxPage } from '@shop/contract/admin-desk';
import { SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { DeskPager, DeskTag, deskFilters, refusalField } from '#web/features/admin/desk-lists.tsx';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import checkoutCss from '#web/styles/checkout.css?url';
import deskCss from '#web/styles/admin-desk.css?url';
import type { Route } from './+types/admin-inbox';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: deskCss },
];

export function meta() {
  return adminMeta('Inbox');
}

const FIELDS = ['kind', 'handled'] as const;
type Field = (typeof FIELDS)[number];

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const url = new URL(args.request.url);
  const filters = deskFilters(url, FIELDS);
  const before = url.searchParams.get('before');
  const query = new URLSearchParams(filters);
  if (before) query.set('before', before);
  const page = await staffApi(args).request(`/api/admin/inbox?${query}`, inboxPage);
  const values = Object.fromEntries(filters) as Partial<Record<Field, string>>;
  const base = { csrf: session.csrf_token, filters: filters.toString(), values, older: before !== null };
  if (!page.ok) {
    if (page.status !== 400) throw data({ message: page.message }, { status: page.status });
    return { ...base, items: [], nextBefore: null, refusal: page.message };
  }
  return { ...base, items: page.body.data.items, nextBefore: page.body.data.next_before, refusal: null };
}

interface Outcome {
  notice?: string;
  failure?: string;
}

/** Marks one message handled (or not); the list reloads with it in its new state. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const source = String(form.get('source') ?? '');
  const id = String(form.get('id') ?? '');
  const result = await api.post(
    `/api/admin/inbox/${encodeURIComponent(source)}/${encodeURIComponent(id)}/handled`,
    inboxItem,
    { handled: form.get('handled') === 'true' },
  );
  if (!result.ok) return data<Outcome>({ failure: result.message }, { status: result.status });
  const item = result.body.data;
  return data<Outcome>({ notice: `${item.subject}, ${item.name}: ${result.body.message_en}` });
}

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
  const { items, nextBefore, filters, values, refusal, older, csrf } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  const refused = refusalField(refusal);
  const errorOf = (field: Field) => (refused.field === field ? refused.message : undefined);

  return (
    <section className="admin-page" aria-labelledby="admin-inbox-title">
      <h1 id="admin-inbox-title" className="admin-page__title">
        Inbox
      </h1>
      <p className="admin-note">Contact-us messages and education and business inquiries, newest first.</p>
      <Form method="get" className="admin-card admin-filters" aria-label="Filter the inbox">
        <SelectField label="Kind" name="kind" defaultValue={values.kind ?? ''} error={errorOf('kind')}>
          <option value="">Every kind</option>
          {INBOX_KINDS.map((k) => (
            <option key={k} value={k}>
              {inboxKindLabel[k]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Handled"
          name="handled"
          defaultValue={values.handled ?? ''}
          error={errorOf('handled')}
        >
          <option value="">Handled or not</option>
          <option value="no">Not handled</option>
          <option value="yes">Handled</option>
        </SelectField>
        {refused.field === null ? <FormMessage message={refused.message} /> : null}
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Show messages
          </button>
          <Link to="/admin/inbox" className="button button--secondary">
            Clear filters
          </Link>
        </div>
      </Form>

      {/* Above the list: a message marked handled may leave a list filtered to the ones not handled. */}
      <FormMessage message={outcome?.notice} tone="success" />
      <FormMessage message={outcome?.failure} />
      {items.length === 0 ? (
        <p className="admin-note" role="status">
          {refusal ? 'Correct the filter to see messages.' : 'No messages match these filters.'}
        </p>
      ) : (
        <ul className="desk-cards" aria-label="Messages">
          {items.map((item) => {
            const key = `${item.source}-${item.id}`;
            return (
              <li key={key} className="admin-card desk-card">
                <div className="desk-card__head">
                  <h2 id={`inbox-${key}`} className="admin-card__title">
                    {item.subject} · {item.name}
                  </h2>
                  <DeskTag tone={item.handled ? 'good' : 'wait'}>
                    {item.handled ? 'Handled' : 'Not handled'}
                  </DeskTag>
                </div>
                <p className="admin-table__sub">
                  {item.kind_label} · {item.created_cairo} (Cairo) ·{' '}
                  <a href={`mailto:${item.email}`}>{item.email}</a>
                  {item.phone ? (
                    <>
                      {' · '}
                      <a href={`tel:${item.phone}`}>{item.phone}</a>
                    </>
                  ) : null}
                </p>
                {item.quantity !== null ? (
                  <p className="desk-text">
                    {item.quantity.toLocaleString('en-US')} devices · {item.interest}
                  </p>
                ) : null}
                {item.message ? <p className="desk-text">{item.message}</p> : null}
                {item.handled ? (
                  <p className="admin-timeline__who">
                    Handled by {item.handled.staff?.name ?? 'the operator'} on {item.handled.at_cairo}
                  </p>
                ) : null}
                <Form method="post" className="desk-card__actions">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="source" value={item.source} />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="handled" value={item.handled ? 'false' : 'true'} />
                  <button
                    type="submit"
                    className={`button ${item.handled ? 'button--secondary' : 'button--primary'} admin-small-button`}
                    disabled={busy}
                    aria-label={`${item.handled ? 'Mark not handled' : 'Mark handled'}: ${item.subject}, ${item.name}`}
                  >
                    {item.handled ? 'Mark not handled' : 'Mark handled'}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <DeskPager
        path="/admin/inbox"
        filters={filters}
        older={older}
        nextBefore={nextBefore}
        what="messages"
      />
    </section>
  );
}
