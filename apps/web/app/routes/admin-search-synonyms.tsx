import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  adminSearchSynonym,
  adminSearchSynonymList,
  searchSynonymInput,
  type AdminSearchSynonym,
} from '@shop/contract/admin-search';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { ReadOnlyNote } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { fieldMessages, formText, withCookies } from '#web/lib/form-post.server.ts';
import adminCatalogCss from '#web/styles/admin-catalog.css?url';
import adminContentCss from '#web/styles/admin-content.css?url';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import type { Route } from './+types/admin-search-synonyms';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminFormsCss },
  { rel: 'stylesheet', href: adminCatalogCss },
  { rel: 'stylesheet', href: adminContentCss },
];

export function meta() {
  return adminMeta('Search: Arabic names');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const list = await staffApi(args).request('/api/admin/search-synonyms', adminSearchSynonymList);
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  const params = new URL(args.request.url).searchParams;
  const editId = Number(params.get('edit'));
  const editing = list.body.data.synonyms.find((s) => s.id === editId) ?? null;
  return {
    csrf: session.csrf_token,
    editor: session.staff.role !== 'support',
    synonyms: list.body.data.synonyms,
    editing,
    notice: params.get('notice'),
  };
}

const FIELDS = ['spellings', 'words'] as const;
type Field = (typeof FIELDS)[number];

interface Outcome {
  values?: Record<Field, string>;
  fields?: Partial<Record<Field, string>>;
  failure?: string;
  notice?: string;
}

/**
 * Adds or saves an entry (back to the list, which says so) or removes one. Every intent is a plain form post, so the
 * page works before its script runs; the API decides who may.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const back = (message: string) =>
    redirect(`/admin/search-synonyms?notice=${encodeURIComponent(message)}`, {
      headers: withCookies(api.cookies),
    });

  if (intent === 'add' || intent === 'save') {
    const values = formText(form, FIELDS);
    const checked = searchSynonymInput.safeParse(values);
    if (!checked.success)
      return data<Outcome>(
        {
          values,
          fields: fieldMessages<Field>(checked.error),
          failure: 'Some fields need attention: see the messages beside them.',
        },
        { status: 400 },
      );
    // The API reads the lists as typed: send them as they were written.
    const result =
      intent === 'add'
        ? await api.post('/api/admin/search-synonyms', adminSearchSynonym, values)
        : await api.post(`/api/admin/search-synonyms/${id}`, adminSearchSynonym, values, 'PUT');
    if (!result.ok) {
      const field = result.status === 409 ? { spellings: result.message } : {};
      return data<Outcome>(
        { values, fields: field, failure: result.status === 409 ? undefined : result.message },
        { status: result.status },
      );
    }
    throw back(result.body.message_en);
  }
  if (intent !== 'remove' || !Number.isInteger(id) || id <= 0)
    return data<Outcome>(
      { failure: 'This form is not complete. Reload the page and try again.' },
      { status: 400 },
    );
  const result = await api.request(`/api/admin/search-synonyms/${id}`, adminSearchSynonym, {
    method: 'DELETE',
  });
  if (!result.ok) return data<Outcome>({ failure: result.message }, { status: result.status });
  return data<Outcome>({ notice: result.body.message_en });
}

function SynonymForm({
  csrf,
  editing,
  outcome,
  count,
}: {
  /** How many entries there are: an entry added empties the form for the next one. */
  count: number;
  csrf: string;
  editing: AdminSearchSynonym | null;
  outcome: Outcome | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const values = outcome?.values ?? {
    spellings: editing?.spellings.join(', ') ?? '',
    words: editing?.words.join(', ') ?? '',
  };
  const fields = outcome?.fields ?? {};
  return (
    <section className="admin-card admin-card--form" aria-labelledby="synonym-form-title" id="synonym-form">
      <h2 id="synonym-form-title" className="admin-card__title">
        {editing ? 'Edit the entry' : 'Add an Arabic name'}
      </h2>
      <Form
        method="post"
        noValidate
        className="admin-content__fields"
        key={`${editing?.id ?? 'new'}|${count}|${JSON.stringify(outcome?.values ?? null).length}`}
      >
        <input type="hidden" name="csrf" value={csrf} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormField
          label="Arabic spellings"
          name="spellings"
          defaultValue={values.spellings}
          error={fields.spellings}
          maxLength={1000}
          dir="auto"
          hint="How shoppers write the name in Arabic, separated by commas, e.g. ايفون، آيفون، اي فون. Hamza, taa marbuta and alef maqsura forms are read alike."
        />
        <FormField
          label="Catalog words"
          name="words"
          defaultValue={values.words}
          error={fields.words}
          maxLength={1000}
          hint="The words of product names it stands for, separated by commas, e.g. iphone. Any one of them is searched."
        />
        <div className="product-editor__actions">
          <FormMessage message={outcome?.values ? outcome.failure : undefined} />
          <button
            className="button button--primary"
            type="submit"
            name="intent"
            value={editing ? 'save' : 'add'}
            disabled={busy}
          >
            {editing ? 'Save entry' : 'Add entry'}
          </button>
          {editing ? (
            <Link to="/admin/search-synonyms" className="button button--secondary">
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** The Arabic names search understands: each edited or removed, and a form to add or edit one. */
export default function AdminSearchSynonyms({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, editor, synonyms, editing, notice } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="admin-page" aria-labelledby="admin-synonyms-title">
      <p className="admin-crumbs">
        <Link to="/admin">Back office</Link>
      </p>
      <h1 id="admin-synonyms-title" className="admin-page__title">
        Search: Arabic names
      </h1>
      <p className="admin-note">
        How shoppers write the catalog&apos;s names in Arabic script, and the words of product names each
        stands for. The shop&apos;s search finds a change within a second or two.
      </p>
      <FormMessage message={outcome?.notice ?? notice ?? undefined} tone="success" />
      {!outcome?.values ? <FormMessage message={outcome?.failure} /> : null}
      {!editor ? <ReadOnlyNote>Only an owner or a manager can change the Arabic names.</ReadOnlyNote> : null}
      {editor ? (
        <SynonymForm csrf={csrf} editing={editing} outcome={outcome} count={synonyms.length} />
      ) : null}
      <ol className="admin-faqs" aria-label="Arabic names">
        {synonyms.map((entry) => {
          const label = entry.spellings.join(', ');
          return (
            <li key={entry.id} className="admin-card admin-faqs__item">
              <div className="admin-faqs__text">
                <p className="admin-faqs__question" lang="ar" dir="rtl">
                  {label}
                </p>
                <p className="admin-stores__line">finds {entry.words.join(', ')}</p>
              </div>
              {editor ? (
                <Form method="post" className="admin-faqs__actions">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="id" value={entry.id} />
                  <Link
                    to={`/admin/search-synonyms?edit=${entry.id}#synonym-form`}
                    className="button button--secondary admin-small-button"
                    aria-label={`Edit ${label}`}
                  >
                    Edit
                  </Link>
                  <button
                    className="button button--secondary admin-small-button"
                    type="submit"
                    name="intent"
                    value="remove"
                    disabled={busy}
                    aria-label={`Remove ${label}`}
                  >
                    Remove
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
