import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  adminStore,
  adminStoreList,
  storeInput,
  type AdminStore,
  type AdminStoreList,
} from '@shop/contract/admin-content';
import { FormField, SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { ReadOnlyNote } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { fieldMessages, formText, withCookies } from '#web/lib/form-post.server.ts';
import adminContentCss from '#web/styles/admin-content.css?url';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import type { Route } from './+types/admin-stores';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminFormsCss },
  { rel: 'stylesheet', href: adminContentCss },
];

export function meta() {
  return adminMeta('Stores');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const list = await staffApi(args).request('/api/admin/content/stores', adminStoreList);
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  const params = new URL(args.request.url).searchParams;
  const editId = Number(params.get('edit'));
  return {
    csrf: session.csrf_token,
    editor: session.staff.role !== 'support',
    ...list.body.data,
    editing: list.body.data.stores.find((s) => s.id === editId) ?? null,
    notice: params.get('notice'),
  };
}

const FIELDS = [
  'name',
  'city_id',
  'address',
  'opening_hours',
  'phone',
  'map_url',
  'name_ar',
  'address_ar',
  'opening_hours_ar',
] as const;
type Field = (typeof FIELDS)[number];

interface Outcome {
  values?: Record<Field, string>;
  fields?: Partial<Record<Field, string>>;
  failure?: string;
}

/** Adds, saves or removes a store (back to the list, which says so); the API decides who may. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const back = (message: string) =>
    redirect(`/admin/stores?notice=${encodeURIComponent(message)}`, { headers: withCookies(api.cookies) });

  if (intent === 'remove') {
    if (!Number.isInteger(id) || id <= 0)
      return data<Outcome>(
        { failure: 'This form is not complete. Reload the page and try again.' },
        { status: 400 },
      );
    const result = await api.request(`/api/admin/content/stores/${id}`, adminStore, { method: 'DELETE' });
    if (!result.ok) return data<Outcome>({ failure: result.message }, { status: result.status });
    throw back(result.body.message_en);
  }
  const values = formText(form, FIELDS);
  const checked = storeInput.safeParse(values);
  if (!checked.success)
    return data<Outcome>(
      {
        values,
        fields: fieldMessages<Field>(checked.error),
        failure: 'Some fields need attention: see the messages beside them.',
      },
      { status: 400 },
    );
  const result =
    intent === 'save'
      ? await api.post(`/api/admin/content/stores/${id}`, adminStore, checked.data, 'PUT')
      : await api.post('/api/admin/content/stores', adminStore, checked.data);
  if (!result.ok) {
    const field = result.status === 409 ? { name: result.message } : {};
    return data<Outcome>(
      { values, fields: field, failure: result.status === 409 ? undefined : result.message },
      { status: result.status },
    );
  }
  throw back(result.body.message_en);
}

function StoreForm({
  csrf,
  cities,
  editing,
  outcome,
  count,
}: {
  csrf: string;
  cities: AdminStoreList['cities'];
  editing: AdminStore | null;
  outcome: Outcome | undefined;
  /** How many stores there are: a store added empties the form for the next one. */
  count: number;
}) {
  const busy = useNavigation().state === 'submitting';
  const values = outcome?.values ?? {
    name: editing?.name ?? '',
    city_id: editing ? String(editing.city_id) : '',
    address: editing?.address ?? '',
    opening_hours: editing?.opening_hours ?? '',
    phone: editing?.phone ?? '',
    map_url: editing?.map_url ?? '',
    name_ar: editing?.name_ar ?? '',
    address_ar: editing?.address_ar ?? '',
    opening_hours_ar: editing?.opening_hours_ar ?? '',
  };
  const fields = outcome?.fields ?? {};
  return (
    <section className="admin-card admin-card--form" aria-labelledby="store-form-title" id="store-form">
      <h2 id="store-form-title" className="admin-card__title">
        {editing ? `Edit ${editing.name}` : 'Add a store'}
      </h2>
      <Form
        method="post"
        noValidate
        className="admin-content__fields"
        key={`${editing?.id ?? 'new'}|${count}|${JSON.stringify(outcome?.values ?? null).length}`}
      >
        <input type="hidden" name="csrf" value={csrf} />
        {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
        <FormField label="Name" name="name" defaultValue={values.name} error={fields.name} maxLength={150} />
        <SelectField label="City" name="city_id" defaultValue={values.city_id} error={fields.city_id}>
          <option value="">Choose…</option>
          {cities.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name_en} ({city.governorate_en})
            </option>
          ))}
        </SelectField>
        <FormField
          label="Address"
          name="address"
          defaultValue={values.address}
          error={fields.address}
          maxLength={300}
        />
        <TextAreaField
          label="Opening hours"
          name="opening_hours"
          rows={3}
          defaultValue={values.opening_hours}
          error={fields.opening_hours}
          hint="One line per set of days, e.g. Saturday to Thursday: 10 am to 11 pm"
        />
        <FormField
          label="Phone"
          name="phone"
          inputMode="tel"
          defaultValue={values.phone}
          error={fields.phone}
        />
        <FormField
          label="Map link"
          name="map_url"
          inputMode="url"
          defaultValue={values.map_url}
          error={fields.map_url}
          hint="The store on a maps site, starting with https://"
        />
        <FormField
          label="Name (Arabic)"
          name="name_ar"
          dir="rtl"
          lang="ar"
          defaultValue={values.name_ar}
          error={fields.name_ar}
          maxLength={150}
          hint="Optional, as are the other Arabic fields: Arabic pages show the English when one is empty."
        />
        <FormField
          label="Address (Arabic)"
          name="address_ar"
          dir="rtl"
          lang="ar"
          defaultValue={values.address_ar}
          error={fields.address_ar}
          maxLength={300}
        />
        <TextAreaField
          label="Opening hours (Arabic)"
          name="opening_hours_ar"
          dir="rtl"
          lang="ar"
          rows={3}
          defaultValue={values.opening_hours_ar}
          error={fields.opening_hours_ar}
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
            {editing ? 'Save store' : 'Add store'}
          </button>
          {editing ? (
            <Link to="/admin/stores" className="button button--secondary">
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** The store locator's stores: each edited or removed, and a form to add or edit one. */
export default function AdminStores({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, editor, stores, cities, editing, notice } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="admin-page" aria-labelledby="admin-stores-title">
      <p className="admin-crumbs">
        <Link to="/admin/content">Content</Link>
      </p>
      <h1 id="admin-stores-title" className="admin-page__title">
        Stores
      </h1>
      <p className="admin-note">
        The stores of <a href="/map-location?page=Shopping%20Stores">the shop&apos;s store locator</a>.
      </p>
      <FormMessage message={notice ?? undefined} tone="success" />
      {!outcome?.values ? <FormMessage message={outcome?.failure} /> : null}
      {!editor ? <ReadOnlyNote>Only an owner or a manager can change the stores.</ReadOnlyNote> : null}
      {editor ? (
        <StoreForm csrf={csrf} cities={cities} editing={editing} outcome={outcome} count={stores.length} />
      ) : null}
      <ol className="admin-faqs" aria-label="Stores">
        {stores.map((store) => (
          <li key={store.id} className="admin-card admin-faqs__item">
            <div className="admin-faqs__text">
              <p className="admin-faqs__question">{store.name}</p>
              <p className="admin-stores__line">
                {store.address}, {store.city_en} ({store.governorate_en}) · {store.phone}
              </p>
              <p className="admin-stores__line admin-stores__hours">{store.opening_hours}</p>
              <p className="admin-stores__line">
                <a href={store.map_url} target="_blank" rel="noreferrer noopener">
                  Map
                </a>
              </p>
            </div>
            {editor ? (
              <Form method="post" className="admin-faqs__actions">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="id" value={store.id} />
                <Link
                  to={`/admin/stores?edit=${store.id}#store-form`}
                  className="button button--secondary admin-small-button"
                  aria-label={`Edit ${store.name}`}
                >
                  Edit
                </Link>
                <button
                  className="button button--secondary admin-small-button"
                  type="submit"
                  name="intent"
                  value="remove"
                  disabled={busy}
                  aria-label={`Remove ${store.name}`}
                >
                  Remove
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
