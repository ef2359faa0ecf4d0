import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  adInput,
  adminHome,
  adminHomeAd,
  homePictureUpload,
  homePreview,
  PLACEMENTS,
  placementLabel,
  type AdPlacement,
  type HomePreview,
} from '@shop/contract/admin-home';
import { UPLOAD_ACCEPT } from '@shop/contract/admin-media';
import { FormField, SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { CheckField, ReadOnlyNote } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { readPictureForm, sendPicture } from '#web/features/admin/picture-upload.server.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { BrandStrip } from '#web/features/catalog/brand-strip.tsx';
import { Hero } from '#web/features/catalog/hero.tsx';
import { PromoTiles } from '#web/features/catalog/promo-tiles.tsx';
import { fieldMessages, formText, withCookies } from '#web/lib/form-post.server.ts';
import adminContentCss from '#web/styles/admin-content.css?url';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import { I18nProvider, type CompiledMessages } from '#web/i18n/i18n.tsx';
import { messagesFor } from '#web/i18n/messages.server.ts';
import type { Route } from './+types/admin-home-ad';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminFormsCss },
  { rel: 'stylesheet', href: adminContentCss },
];

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return adminMeta('Home page');
  return adminMeta(
    loaderData.ad ? `Edit ${loaderData.ad.title}` : `New ${placementLabel[loaderData.placement].one}`,
  );
}

const LIST_PATH = '/admin/home-page';
/** The file field's name, the one `readPictureForm` reads. */
const PICTURE_FIELD = 'picture';
const isPlacement = (value: string | null): value is AdPlacement =>
  (PLACEMENTS as readonly string[]).includes(value ?? '');

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const api = staffApi(args);
  const home = await api.request('/api/admin/home', adminHome);
  if (!home.ok) throw data({ message: home.message }, { status: home.status });
  const isNew = args.params.id === 'new';
  const ad = isNew ? null : home.body.data.ads.find((a) => String(a.id) === args.params.id);
  if (ad === undefined)
    throw data({ message: 'There is no such slide or tile. It may have been removed.' }, { status: 404 });
  const asked = new URL(args.request.url).searchParams.get('placement');
  return {
    csrf: session.csrf_token,
    editor: session.staff.role !== 'support',
    ad,
    placement: ad?.placement ?? (isPlacement(asked) ? asked : 'hero'),
    pictures: home.body.data.pictures,
  };
}

const FIELDS = [
  'placement',
  'title',
  'subtitle',
  'cta',
  'link',
  'image',
  'alt',
  'active',
  'title_ar',
  'subtitle_ar',
  'cta_ar',
  'alt_ar',
] as const;
type Field = (typeof FIELDS)[number] | typeof PICTURE_FIELD;
type Values = Record<(typeof FIELDS)[number], string>;

interface Outcome {
  values: Values;
  fields?: Partial<Record<Field, string>>;
  failure?: string;
  preview?: HomePreview;
  /** The storefront's English messages, which its blocks read their words from, with a preview. */
  messages?: CompiledMessages;
}

/**
 * "Preview" draws the home page's blocks with these fields (the API applies them to what is live and stores nothing);
 * "Save" stores them and goes back to the list. A picture file sent with either is uploaded to the library first and
 * chosen, so it is not sent twice.
 */
export async function action(args: Route.ActionArgs) {
  const read = await readPictureForm(args.request);
  if (!read.ok)
    return data<Outcome>({ values: emptyValues('hero'), failure: read.message }, { status: read.status });
  const { form, bytes } = read;
  const values = formText(form, FIELDS);
  values.active = form.get('active') === 'on' ? 'on' : '';
  const api = staffApi(args, { csrf: postedCsrf(form) });

  if (bytes && bytes.length > 0) {
    const uploaded = await sendPicture(api, 'POST', '/api/admin/media/library', homePictureUpload, bytes);
    if (!uploaded.ok)
      return data<Outcome>(
        { values, fields: { [PICTURE_FIELD]: uploaded.message }, failure: 'The picture was not uploaded.' },
        { status: uploaded.status },
      );
    values.image = uploaded.body.data.image;
  }

  const checked = adInput.safeParse(values);
  if (!checked.success)
    return data<Outcome>(
      {
        values,
        fields: fieldMessages<Field>(checked.error),
        failure: 'Some fields need attention: see the messages beside them.',
      },
      { status: 400 },
    );
  const id = args.params.id === 'new' ? null : Number(args.params.id);

  if (form.get('intent') === 'preview') {
    const preview = await api.post('/api/admin/home/preview', homePreview, { ad: { ...checked.data, id } });
    if (!preview.ok) return data<Outcome>({ values, failure: preview.message }, { status: preview.status });
    return data<Outcome>({ values, preview: preview.body.data, messages: messagesFor('en') });
  }
  const saved =
    id === null
      ? await api.post('/api/admin/home/ads', adminHomeAd, checked.data)
      : await api.post(`/api/admin/home/ads/${id}`, adminHomeAd, checked.data, 'PUT');
  if (!saved.ok) return data<Outcome>({ values, failure: saved.message }, { status: saved.status });
  throw redirect(`${LIST_PATH}?notice=${encodeURIComponent(saved.body.message_en)}`, {
    headers: withCookies(api.cookies),
  });
}

function emptyValues(placement: AdPlacement): Values {
  return {
    placement,
    title: '',
    subtitle: '',
    cta: 'Shop now',
    link: '',
    image: '',
    alt: '',
    active: '',
    title_ar: '',
    subtitle_ar: '',
    cta_ar: '',
    alt_ar: '',
  };
}

/** The home page's edited blocks as shoppers would see them with the draft, in the storefront's own styles. */
function Preview({ preview, messages }: { preview: HomePreview; messages: CompiledMessages }) {
  return (
    <section className="admin-content__preview" aria-labelledby="home-preview-title">
      <h2 id="home-preview-title" className="admin-card__title">
        Preview (not saved)
      </h2>
      <p className="admin-note">
        The home page&apos;s slides, tiles and featured brands with this draft, shown as if it were switched
        on. The product sections between them are left out.
      </p>
      <div className="home admin-content__frame">
        <I18nProvider language="en" messages={messages}>
          <Hero slides={preview.hero} />
          <PromoTiles ads={preview.ads} />
          <BrandStrip brands={preview.featured_brands} />
        </I18nProvider>
      </div>
      {preview.custom.length > 0 ? (
        <p className="admin-note">Custom ads, in order: {preview.custom.map((a) => a.title).join(' · ')}</p>
      ) : null}
    </section>
  );
}

export default function AdminHomeAd({ loaderData, actionData }: Route.ComponentProps) {
  const { ad, editor, csrf, placement, pictures } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const values: Values =
    outcome?.values ??
    (ad
      ? {
          placement: ad.placement,
          title: ad.title,
          subtitle: ad.subtitle,
          cta: ad.cta,
          link: ad.link,
          image: ad.image,
          alt: ad.alt,
          active: ad.active ? 'on' : '',
          title_ar: ad.title_ar,
          subtitle_ar: ad.subtitle_ar,
          cta_ar: ad.cta_ar,
          alt_ar: ad.alt_ar,
        }
      : emptyValues(placement));
  const fields = outcome?.fields ?? {};
  const busy = useNavigation().state === 'submitting';
  const title = ad ? ad.title : `New ${placementLabel[placement].one.toLowerCase()}`;
  const choices = values.image && !pictures.includes(values.image) ? [values.image, ...pictures] : pictures;

  return (
    <section className="admin-page admin-content" aria-labelledby="home-ad-title">
      <p className="admin-crumbs">
        <Link to="/admin/content">Content</Link> › <Link to={LIST_PATH}>Home page</Link>
      </p>
      <h1 id="home-ad-title" className="admin-page__title">
        {title}
      </h1>
      {!editor ? <ReadOnlyNote>Only an owner or a manager can change the home page.</ReadOnlyNote> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="admin-card admin-card--form admin-content__form"
        key={`${JSON.stringify(outcome?.values ?? null)}|${outcome?.preview ? 'p' : ''}`}
      >
        <input type="hidden" name="csrf" value={csrf} />
        <fieldset className="admin-content__fields" disabled={!editor}>
          <legend className="visually-hidden">{title}</legend>
          <SelectField
            label="Placement"
            name="placement"
            defaultValue={values.placement}
            error={fields.placement}
          >
            {PLACEMENTS.map((p) => (
              <option key={p} value={p}>
                {placementLabel[p].one}
              </option>
            ))}
          </SelectField>
          <FormField
            label="Title"
            name="title"
            defaultValue={values.title}
            error={fields.title}
            maxLength={120}
          />
          <FormField
            label="Subtitle"
            name="subtitle"
            defaultValue={values.subtitle}
            error={fields.subtitle}
            maxLength={200}
            hint="Optional: a line under the title."
          />
          <FormField
            label="Button text"
            name="cta"
            defaultValue={values.cta}
            error={fields.cta}
            maxLength={40}
          />
          <FormField
            label="Link"
            name="link"
            defaultValue={values.link}
            error={fields.link}
            maxLength={500}
            hint="A page of the shop, such as /Accessories?slug_brand=apple or /item/iphone-17-pro, or an address starting with https://"
          />
          <SelectField label="Picture" name="image" defaultValue={values.image} error={fields.image}>
            <option value="">Choose…</option>
            {choices.map((image) => (
              <option key={image} value={image}>
                {image}
              </option>
            ))}
          </SelectField>
          {values.image ? (
            <img
              className="admin-home__current"
              src={values.image}
              alt="The picture chosen now"
              width={360}
              height={150}
            />
          ) : null}
          <div className="form-field">
            <label className="form-field__label" htmlFor="home-ad-picture">
              Or upload a new picture
            </label>
            <input
              id="home-ad-picture"
              className="form-field__input"
              type="file"
              name={PICTURE_FIELD}
              accept={UPLOAD_ACCEPT}
              aria-invalid={fields[PICTURE_FIELD] ? true : undefined}
              aria-describedby={`home-ad-picture-hint${fields[PICTURE_FIELD] ? ' home-ad-picture-error' : ''}`}
            />
            <p id="home-ad-picture-hint" className="form-field__hint">
              JPEG, PNG or WebP, up to 15 MB; wide pictures (about 1200 by 500 pixels) fit best. It replaces
              the choice above.
            </p>
            {fields[PICTURE_FIELD] ? (
              <p id="home-ad-picture-error" className="form-field__error">
                {fields[PICTURE_FIELD]}
              </p>
            ) : null}
          </div>
          <FormField
            label="Picture description"
            name="alt"
            defaultValue={values.alt}
            error={fields.alt}
            maxLength={200}
            hint="What the picture shows, for people who cannot see it. Leave it empty when the picture only decorates the title."
          />
          {(
            [
              ['title_ar', 'Title (Arabic)', 120],
              ['subtitle_ar', 'Subtitle (Arabic)', 200],
              ['cta_ar', 'Button text (Arabic)', 40],
              ['alt_ar', 'Picture description (Arabic)', 200],
            ] as const
          ).map(([name, label, max]) => (
            <FormField
              key={name}
              label={label}
              name={name}
              dir="rtl"
              lang="ar"
              defaultValue={values[name]}
              error={fields[name]}
              maxLength={max}
              hint={
                name === 'title_ar'
                  ? 'Optional: Arabic pages show the English where one is empty.'
                  : undefined
              }
            />
          ))}
          <CheckField label="Show on the home page" name="active" defaultChecked={values.active === 'on'} />
        </fieldset>
        <div className="product-editor__actions">
          <FormMessage message={outcome?.failure} />
          {editor ? (
            <>
              <button
                className="button button--secondary"
                type="submit"
                name="intent"
                value="preview"
                disabled={busy}
              >
                Preview
              </button>
              <button
                className="button button--primary"
                type="submit"
                name="intent"
                value="save"
                disabled={busy}
              >
                Save
              </button>
            </>
          ) : null}
          <Link to={LIST_PATH} className="button button--secondary">
            Back to the list
          </Link>
        </div>
      </Form>
      {outcome?.preview && outcome.messages ? (
        <Preview preview={outcome.preview} messages={outcome.messages} />
      ) : null}
    </section>
  );
}
