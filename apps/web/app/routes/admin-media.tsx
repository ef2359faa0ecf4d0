import { data, Form, redirect } from 'react-router';
import { mediaLibrary, type MediaLibrary, type NamedPicture } from '@shop/contract/admin-media';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Picture } from '#web/components/ui/picture.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { PictureUploadForm } from '#web/features/admin/picture-upload-form.tsx';
import { readPictureForm, sendPicture } from '#web/features/admin/picture-upload.server.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import type { Route } from './+types/admin-media';

export function meta() {
  return adminMeta('Pictures');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  // The "product pictures" form: a product id leads to that product's pictures.
  const product = new URL(args.request.url).searchParams.get('product');
  if (product !== null && /^[1-9]\d{0,9}$/.test(product.trim()))
    throw redirect(`/admin/products/${product.trim()}/pictures`);
  const library = await staffApi(args).request('/api/admin/media/library', mediaLibrary);
  if (!library.ok) throw data({ message: library.message }, { status: library.status });
  return { session, library: library.body.data, productRefused: product !== null };
}

interface Outcome {
  notice?: string;
  failure?: string;
  form?: string;
}

export async function action(args: Route.ActionArgs) {
  const posted = await readPictureForm(args.request);
  if (!posted.ok) return data<Outcome>({ failure: posted.message }, { status: posted.status });
  const { form, bytes } = posted;
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const key = `${intent}-${id}`;
  if ((intent !== 'category' && intent !== 'brand') || !Number.isInteger(id) || id <= 0)
    return data<Outcome>(
      { failure: 'This form is not complete. Reload the page and try again.' },
      { status: 400 },
    );
  if (!bytes || bytes.length === 0)
    return data<Outcome>({ form: key, failure: 'Choose a picture to upload.' }, { status: 400 });
  const table = intent === 'category' ? 'categories' : 'brands';
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const result = await sendPicture(api, 'PUT', `/api/admin/media/${table}/${id}`, mediaLibrary, bytes);
  if (!result.ok) return data<Outcome>({ form: key, failure: result.message }, { status: result.status });
  return data<Outcome>({ notice: result.body.message_en });
}

function OwnerList({
  title,
  kind,
  owners,
  csrf,
  canEdit,
  outcome,
}: {
  title: string;
  kind: 'category' | 'brand';
  owners: NamedPicture[];
  csrf: string;
  canEdit: boolean;
  outcome: Outcome | undefined;
}) {
  const table = kind === 'category' ? 'categories' : 'brands';
  const headingId = `${table}-title`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-page__subtitle">
        {title}
      </h2>
      <ul className="picture-admin">
        {owners.map((owner) => (
          <li key={owner.id} className="admin-card picture-admin__item">
            <Picture
              className="picture-admin__thumb"
              src={owner.image}
              alt={`${owner.name} (${kind})`}
              width={120}
              height={120}
              sizes="120px"
              loading="lazy"
            />
            <div className="picture-admin__about">
              <p className="picture-admin__name">{owner.name}</p>
              <p className="admin-note">
                {owner.width === null
                  ? 'Drawing (SVG)'
                  : `${owner.width} × ${owner.height} px${owner.ready ? '' : ', making sizes…'}`}
              </p>
              {canEdit ? (
                <PictureUploadForm
                  csrf={csrf}
                  intent={kind}
                  targetId={owner.id}
                  label={`Picture of ${owner.name} (${kind})`}
                  button="Replace"
                  api={{ method: 'PUT', path: `/api/admin/media/${table}/${owner.id}` }}
                  error={outcome?.form === `${kind}-${owner.id}` ? outcome.failure : undefined}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { session, library, productRefused } = loaderData as {
    session: typeof loaderData.session;
    library: MediaLibrary;
    productRefused: boolean;
  };
  const outcome = actionData as Outcome | undefined;
  const canEdit = session.staff.role !== 'support';
  const csrf = session.csrf_token;

  return (
    <section className="admin-page" aria-labelledby="media-title">
      <h1 id="media-title" className="admin-page__title">
        Pictures
      </h1>
      <FormMessage message={outcome?.notice} tone="success" />
      {!outcome?.form ? <FormMessage message={outcome?.failure} /> : null}
      {!canEdit ? <p className="admin-note">Only an owner or a manager can change pictures.</p> : null}

      <section className="admin-card admin-card--form" aria-labelledby="product-pictures-title">
        <h2 id="product-pictures-title" className="admin-card__title">
          A product&apos;s pictures
        </h2>
        <Form method="get" className="picture-admin__jump">
          <div className="form-field">
            <label className="form-field__label" htmlFor="product-id">
              Product id
            </label>
            <input
              id="product-id"
              className="form-field__input"
              name="product"
              inputMode="numeric"
              pattern="[0-9]*"
              required
              aria-invalid={productRefused ? true : undefined}
              aria-describedby={productRefused ? 'product-id-error' : undefined}
            />
            {productRefused ? (
              <p id="product-id-error" className="form-field__error">
                A product id is a whole number, such as 12.
              </p>
            ) : null}
          </div>
          <button className="button button--secondary admin-small-button" type="submit">
            Open
          </button>
        </Form>
      </section>

      <OwnerList
        title="Categories"
        kind="category"
        owners={library.categories}
        csrf={csrf}
        canEdit={canEdit}
        outcome={outcome}
      />
      <OwnerList
        title="Brands"
        kind="brand"
        owners={library.brands}
        csrf={csrf}
        canEdit={canEdit}
        outcome={outcome}
      />
    </section>
  );
}
