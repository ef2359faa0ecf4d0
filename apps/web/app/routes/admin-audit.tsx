import { data, Form, Link } from 'react-router';
import { auditTrailPage, type AuditTrailEntry } from '@shop/contract/admin-desk';
import { FormField, SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { DeskPager, deskFilters, refusalField } from '#web/features/admin/desk-lists.tsx';
import { requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { formatDateTime } from '#web/i18n/dates.ts';
import deskCss from '#web/styles/admin-desk.css?url';
import type { Route } from './+types/admin-audit';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: deskCss }];

export function meta() {
  return adminMeta('Audit trail');
}

const FIELDS = ['staff', 'entity_type', 'entity_id'] as const;
type Field = (typeof FIELDS)[number];

/** Owners and managers read the trail; for support the API answers 403 and the page says so. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const url = new URL(args.request.url);
  const filters = deskFilters(url, FIELDS);
  const before = url.searchParams.get('before');
  const query = new URLSearchParams(filters);
  if (before) query.set('before', before);
  const page = await staffApi(args).request(`/api/admin/audit-trail?${query}`, auditTrailPage);
  const values = Object.fromEntries(filters) as Partial<Record<Field, string>>;
  const base = { filters: filters.toString(), values, older: before !== null };
  if (!page.ok) {
    if (page.status !== 400) throw data({ message: page.message }, { status: page.status });
    return { ...base, entries: [], people: [], types: [], nextBefore: null, refusal: page.message };
  }
  const { entries, people, entity_types, next_before } = page.body.data;
  return { ...base, entries, people, types: entity_types, nextBefore: next_before, refusal: null };
}

const INSTANT = /^"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:[\d.]+Z"$/;

/** JSON text as a person reads it: strings without their quotes, moments on Cairo's clock like the rest of the page. */
const shown = (json: string) => {
  if (INSTANT.test(json)) return `${formatDateTime(JSON.parse(json) as string)} (Cairo)`;
  return json.startsWith('"') ? (JSON.parse(json) as string) : json;
};

function Changes({ entry }: { entry: AuditTrailEntry }) {
  if (entry.changes.length === 0) return <p className="admin-table__sub">No field changed.</p>;
  return (
    <table className="desk-diff">
      <caption className="visually-hidden">
        What changed in {entry.action} of {entry.entity_type} {entry.entity_id ?? ''}
      </caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((c) => (
          <tr key={c.field}>
            <th scope="row">{c.field}</th>
            <td className="desk-diff__before">
              {c.before === null ? <span aria-label="not set">—</span> : <del>{shown(c.before)}</del>}
            </td>
            <td className="desk-diff__after">
              {c.after === null ? <span aria-label="not set">—</span> : <ins>{shown(c.after)}</ins>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, people, types, nextBefore, filters, values, refusal, older } = loaderData;
  const refused = refusalField(refusal);
  const errorOf = (field: Field) => (refused.field === field ? refused.message : undefined);

  return (
    <section className="admin-page" aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title" className="admin-page__title">
        Audit trail
      </h1>
      <p className="admin-note">
        Every change made in the back office and by commands on the server, newest first, in Cairo time.
        Nothing here can be edited or deleted.
      </p>
      <Form method="get" className="admin-card admin-filters" aria-label="Filter the audit trail">
        <SelectField label="Who" name="staff" defaultValue={values.staff ?? ''} error={errorOf('staff')}>
          <option value="">Anyone</option>
          <option value="operator">Operator (commands on the server)</option>
          {people.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.email})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Object type"
          name="entity_type"
          defaultValue={values.entity_type ?? ''}
          error={errorOf('entity_type')}
        >
          <option value="">Any object</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Object id"
          name="entity_id"
          defaultValue={values.entity_id ?? ''}
          error={errorOf('entity_id')}
        />
        {refused.field === null ? <FormMessage message={refused.message} /> : null}
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            Show changes
          </button>
          <Link to="/admin/audit" className="button button--secondary">
            Clear filters
          </Link>
        </div>
      </Form>

      {entries.length === 0 ? (
        <p className="admin-note" role="status">
          {refusal ? 'Correct the filter to see changes.' : 'No changes match these filters.'}
        </p>
      ) : (
        <ol className="desk-cards" aria-label="Changes, newest first">
          {entries.map((e) => (
            <li key={e.id} className="admin-card desk-card">
              <div className="desk-card__head">
                <h2 className="admin-card__title">
                  {e.action} · {e.entity_type}
                  {e.entity_id ? ` ${e.entity_id}` : ''}
                </h2>
                <time className="admin-table__sub" dateTime={e.at}>
                  {e.at_cairo}
                </time>
              </div>
              <p className="admin-table__sub">
                {e.staff ? `${e.staff.name} (${e.staff.email})` : 'Operator (a command on the server)'}
              </p>
              <Changes entry={e} />
            </li>
          ))}
        </ol>
      )}
      <DeskPager path="/admin/audit" filters={filters} older={older} nextBefore={nextBefore} what="changes" />
    </section>
  );
}
