import { data, Form, Link } from 'react-router';
import { productPictures, type ProductPictures, type StoredPicture } from '@shop/contract/admin-media';
import { itemPath } from '@shop/contract/urls';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { Picture } from '#web/components/ui/picture.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { PictureUploadForm } from '#web/features/admin/picture-upload-form.tsx';
import { readPictureForm, sendPicture } from '#web/features/admin/picture-upload.server.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import type { Route } from './+types/admin-product-pictures';

export function meta({ data: loaded }: Route.MetaArgs) {
  return adminMeta(loaded ? `Pictures of ${loaded.pictures.product.name}` : 'Pictures');
}

function productIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data({ message: 'There is no such product.' }, { status: 404 });
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const id = productIdOf(args.params);
  const result = await staffApi(args).request(`/api/admin/media/products/${id}`, productPictures);
  if (!result.ok) throw data({ message: result.message }, { status: result.status });
  return { session, pictures: result.body.data };
}

/** What a post answers: a notice, or a refusal shown beside the form it came from (`form`: intent and id). */
interface Outcome {
  notice?: string;
  failure?: string;
  form?: string;
}

const refuse = (form: string, failure: string, status: number) =>
  data<Outcome>({ form, failure }, { status });

/** The order after moving one picture up, down or to the front. */
function moved(ids: number[], id: number, move: string): number[] {
  const from = ids.indexOf(id);
  const to = move === 'first' ? 0 : move === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

export async function action(args: Route.ActionArgs) {
  const productId = productIdOf(args.params);
  const posted = await readPictureForm(args.request);
  if (!posted.ok) return refuse('add', posted.message, posted.status);
  const { form, bytes } = posted;
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const key = `${intent}-${id}`;
  if (!Number.isInteger(id) || id <= 0)
    return refuse(key, 'This form is not complete. Reload the page and try again.', 400);

  if (intent === 'add' || intent === 'replace' || intent === 'variant') {
    if (!bytes || bytes.length === 0) return refuse(key, 'Choose a picture to upload.', 400);
    const path =
      intent === 'add'
        ? `/api/admin/media/products/${productId}/pictures`
        : intent === 'replace'
          ? `/api/admin/media/pictures/${id}`
          : `/api/admin/media/variants/${id}`;
    const result = await sendPicture(api, intent === 'add' ? 'POST' : 'PUT', path, productPictures, bytes);
    if (!result.ok) return refuse(key, result.message, result.status);
    return data<Outcome>({ notice: result.body.message_en });
  }
  if (intent === 'remove') {
    const result = await api.request(`/api/admin/media/pictures/${id}`, productPictures, {
      method: 'DELETE',
    });
    if (!result.ok) return refuse(key, result.message, result.status);
    return data<Outcome>({ notice: result.body.message_en });
  }
  if (intent === 'first' || intent === 'up' || intent === 'down') {
    const current = await api.request(`/api/admin/media/products/${productId}`, productPictures);
    if (!current.ok) return refuse(key, current.message, current.status);
    const ids = moved(
      current.body.data.pictures.map((p) => p.id),
      id,
      intent,
    );
    const result = await api.post(
      `/api/admin/media/products/${productId}/order`,
      productPictures,
      { ids },
      'PUT',
    );
    if (!result.ok) return refuse(key, result.message, result.status);
    return data<Outcome>({ notice: result.body.message_en });
  }
  return refuse(key, 'This form is not complete. Reload the page and try again.', 400);
}

function Thumb({ picture, alt }: { picture: StoredPicture; alt: string }) {
  return (
    <Picture
      className="picture-admin__thumb"
      src={picture.image}
      alt={alt}
      width={120}
      height={120}
      sizes="120px"
      loading="lazy"
    />
  );
}

function sizeOf(picture: StoredPicture): string {
  if (picture.width === null) return 'Drawing (SVG)';
  return `${picture.width} × ${picture.height} px${picture.ready ? '' : ', making sizes…'}`;
}

export default function AdminProductPictures({ loaderData, actionData, params }: Route.ComponentProps) {
  const { session, pictures } = loaderData as {
    session: typeof loaderData.session;
    pictures: ProductPictures;
  };
  const outcome = actionData as Outcome | undefined;
  const canEdit = session.staff.role !== 'support';
  const csrf = session.csrf_token;
  const product = pictures.product;
  const productId = Number(params.id);
  const errorFor = (form: string) => (outcome?.form === form ? outcome.failure : undefined);
  const moveButton = (pictureId: number, intent: string, text: string, position: number) => (
    <Form method="post">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={pictureId} />
      <button
        className="button button--secondary admin-small-button"
        type="submit"
        aria-label={`${text}: picture ${position}`}
      >
        {text}
      </button>
    </Form>
  );

  return (
    <section className="admin-page" aria-labelledby="pictures-title">
      <h1 id="pictures-title" className="admin-page__title">
        Pictures of {product.name}
      </h1>
      <p className="admin-note">
        The first picture is the one the product card shows.{' '}
        <Link to={itemPath(product)}>See the product page</Link>
      </p>
      <FormMessage message={outcome?.notice} tone="success" />
      {!canEdit ? <p className="admin-note">Only an owner or a manager can change pictures.</p> : null}

      <ol className="picture-admin" aria-label="Product pictures">
        {pictures.pictures.map((picture, index) => {
          const position = index + 1;
          return (
            <li key={picture.id} className="admin-card picture-admin__item">
              <Thumb picture={picture} alt={`Picture ${position} of ${product.name}`} />
              <div className="picture-admin__about">
                <p className="picture-admin__name">
                  Picture {position}
                  {index === 0 ? ' (card picture)' : ''}
                </p>
                <p className="admin-note">{sizeOf(picture)}</p>
                {canEdit ? (
                  <div className="picture-admin__actions">
                    {index > 0 ? moveButton(picture.id, 'first', 'Make card picture', position) : null}
                    {index > 0 ? moveButton(picture.id, 'up', 'Move up', position) : null}
                    {index < pictures.pictures.length - 1
                      ? moveButton(picture.id, 'down', 'Move down', position)
                      : null}
                    {moveButton(picture.id, 'remove', 'Remove', position)}
                  </div>
                ) : null}
                <FormMessage
                  message={['remove', 'first', 'up', 'down']
                    .map((intent) => errorFor(`${intent}-${picture.id}`))
                    .find(Boolean)}
                />
                {canEdit ? (
                  <PictureUploadForm
                    csrf={csrf}
                    intent="replace"
                    targetId={picture.id}
                    label={`Replace picture ${position}`}
                    button="Replace"
                    api={{ method: 'PUT', path: `/api/admin/media/pictures/${picture.id}` }}
                    error={errorFor(`replace-${picture.id}`)}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>

      {canEdit ? (
        <section className="admin-card admin-card--form" aria-labelledby="add-picture-title">
          <h2 id="add-picture-title" className="admin-card__title">
            Add a picture
          </h2>
          <PictureUploadForm
            csrf={csrf}
            intent="add"
            targetId={productId}
            label="New picture"
            button="Upload"
            api={{ method: 'POST', path: `/api/admin/media/products/${productId}/pictures` }}
            error={errorFor(`add-${productId}`) ?? errorFor('add')}
          />
        </section>
      ) : null}

      {pictures.variants.length > 0 ? (
        <section aria-labelledby="variant-pictures-title">
          <h2 id="variant-pictures-title" className="admin-page__subtitle">
            Variants
          </h2>
          <ul className="picture-admin">
            {pictures.variants.map((variant) => (
              <li key={variant.id} className="admin-card picture-admin__item">
                <Thumb picture={variant} alt={`Variant ${variant.sku}`} />
                <div className="picture-admin__about">
                  <p className="picture-admin__name">{variant.sku}</p>
                  <p className="admin-note">{sizeOf(variant)}</p>
                  {canEdit ? (
                    <PictureUploadForm
                      csrf={csrf}
                      intent="variant"
                      targetId={variant.id}
                      label={`Picture of variant ${variant.sku}`}
                      button="Replace"
                      api={{ method: 'PUT', path: `/api/admin/media/variants/${variant.id}` }}
                      error={errorFor(`variant-${variant.id}`)}
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
