import { data, Form, Link, useNavigation } from 'react-router';
import {
  adminContentPage,
  contentKindLabel,
  contentPageInput,
  contentPagePreview,
  storefrontPathOf,
  SUMMARY_MAX,
  type ContentPagePreview,
} from '@shop/contract/admin-content';
import { FormField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { ReadOnlyNote, utcTime } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { RichTextField } from '#web/features/admin/rich-text-field.tsx';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { RichText } from '#web/features/content/content-view.tsx';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import adminCatalogCss from '#web/styles/admin-catalog.css?url';
import adminContentCss from '#web/styles/admin-content.css?url';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import contentCss from '#web/styles/content.css?url';
import type { Route } from './+types/admin-content-page';

// The storefront's content styles make the preview look as the shop shows the page.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminFormsCss },
  { rel: 'stylesheet', href: adminCatalogCss },
  { rel: 'stylesheet', href: contentCss },
  { rel: 'stylesheet', href: adminContentCss },
];

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.page ? `Edit ${loaderData.page.title_en}` : 'Content');
}

const pagePath = (slug: string) => `/api/admin/content/pages/${encodeURIComponent(slug)}`;

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const page = await staffApi(args).request(pagePath(args.params.slug), adminContentPage);
  if (!page.ok) throw data({ message: page.message }, { status: page.status });
  return { csrf: session.csrf_token, editor: session.staff.role !== 'support', page: page.body.data };
}

// `updated_at` is the page's version as the form opened it: it travels with the typed text, so a save after someone
// else's is refused (409) rather than silently replacing it, and the form keeps what was typed.
const FIELDS = [
  'title_en',
  'title_ar',
  'summary',
  'summary_ar',
  'body_html',
  'body_html_ar',
  'updated_at',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

interface Outcome {
  values: Values;
  fields?: Partial<Record<Field, string>>;
  failure?: string;
  /** Someone saved the page after this form was opened: the typed text is kept, their version is a reload away. */
  stale?: boolean;
  notice?: string;
  preview?: ContentPagePreview;
}

/**
 * "Preview" sends the form to the API's preview, which sanitises the body as a save would and stores nothing;
 * "Save" stores it. Both are checked here with the contract for messages beside the fields; the API decides who may.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const values = formText(form, FIELDS);
  const checked = contentPageInput.safeParse(values);
  if (!checked.success)
    return data<Outcome>(
      {
        values,
        fields: fieldMessages<Field>(checked.error),
        failure: 'Some fields need attention: see the messages beside them.',
      },
      { status: 400 },
    );
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const path = pagePath(args.params.slug);
  const result =
    form.get('intent') === 'preview'
      ? await api.post(`${path}/preview`, contentPagePreview, checked.data)
      : await api.post(path, adminContentPage, checked.data, 'PUT');
  if (!result.ok)
    return data<Outcome>(
      { values, failure: result.message, stale: result.status === 409 },
      { status: result.status },
    );
  if (form.get('intent') === 'preview') return data<Outcome>({ values, preview: result.body.data });
  const saved = result.body.data;
  return data<Outcome>({
    values: {
      ...values,
      body_html: saved.body_html,
      body_html_ar: 'body_html_ar' in saved ? String(saved.body_html_ar) : values.body_html_ar,
      updated_at: saved.updated_at,
    },
    notice: result.body.message_en,
  });
}

const valuesOf = (page: Route.ComponentProps['loaderData']['page']): Values => ({
  title_en: page.title_en,
  title_ar: page.title_ar ?? '',
  summary: page.summary,
  summary_ar: page.summary_ar,
  body_html: page.body_html,
  body_html_ar: page.body_html_ar,
  updated_at: page.updated_at,
});

/** The page as the shop would show it: its heading, lead and text in the storefront's own styles. */
function Preview({ preview }: { preview: ContentPagePreview }) {
  return (
    <section className="admin-content__preview" aria-labelledby="content-preview-title">
      <h2 id="content-preview-title" className="admin-card__title">
        Preview (not saved)
      </h2>
      <div className="content-page admin-content__frame">
        <div className="content-hero">
          <div className="content-hero__inner">
            <p className="content-hero__title" role="heading" aria-level={3}>
              {preview.title_en}
            </p>
            {preview.summary ? <p className="content-hero__lead">{preview.summary}</p> : null}
          </div>
        </div>
        <div className="content-page__inner">
          <article className="content-card">
            <RichText html={preview.body_html} />
          </article>
        </div>
      </div>
    </section>
  );
}

export default function AdminContentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, editor, csrf } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const values = outcome?.values ?? valuesOf(page);
  const fields = outcome?.fields ?? {};
  const busy = useNavigation().state === 'submitting';
  const shopPath = storefrontPathOf(page);

  return (
    <section className="admin-page admin-content" aria-labelledby="content-editor-title">
      <p className="admin-crumbs">
        <Link to="/admin/content">Content</Link>
      </p>
      <h1 id="content-editor-title" className="admin-page__title">
        {page.title_en}
      </h1>
      <p className="admin-note">
        {contentKindLabel[page.kind]} · last changed {utcTime(page.updated_at)} ·{' '}
        <a href={shopPath} target="_blank" rel="noreferrer">
          See it in the shop
        </a>
      </p>
      {!editor ? (
        <ReadOnlyNote>You can read this page. Only an owner or a manager can change it.</ReadOnlyNote>
      ) : null}

      {/* Remounted after each answer, so the fields show what was saved, previewed or sent. */}
      <Form
        method="post"
        noValidate
        className="admin-card admin-card--form admin-content__form"
        key={`${page.updated_at}|${outcome?.notice ?? ''}|${JSON.stringify(outcome?.values ?? null).length}|${outcome?.preview ? 'p' : ''}`}
      >
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="updated_at" value={values.updated_at} />
        <fieldset className="admin-content__fields" disabled={!editor}>
          <legend className="visually-hidden">{page.title_en}</legend>
          <FormField
            label="Title"
            name="title_en"
            defaultValue={values.title_en}
            error={fields.title_en}
            maxLength={200}
            hint="The page's heading, and its title in search results."
          />
          <FormField
            label="Arabic title"
            name="title_ar"
            dir="rtl"
            lang="ar"
            defaultValue={values.title_ar}
            error={fields.title_ar}
            maxLength={200}
            hint="Optional."
          />
          <TextAreaField
            label="Summary"
            name="summary"
            rows={2}
            defaultValue={values.summary}
            error={fields.summary}
            maxLength={SUMMARY_MAX}
            hint={`One or two sentences under the title; search engines show it as the page's description. At most ${SUMMARY_MAX} characters.`}
          />
          <RichTextField
            label="Text"
            name="body_html"
            defaultValue={values.body_html}
            error={fields.body_html}
            disabled={!editor}
          />
          <TextAreaField
            label="Summary (Arabic)"
            name="summary_ar"
            dir="rtl"
            lang="ar"
            rows={2}
            defaultValue={values.summary_ar}
            error={fields.summary_ar}
            maxLength={SUMMARY_MAX}
            hint="Optional: Arabic pages show the English summary when it is empty."
          />
          <TextAreaField
            label="Body (Arabic)"
            name="body_html_ar"
            dir="rtl"
            lang="ar"
            rows={8}
            defaultValue={values.body_html_ar}
            error={fields.body_html_ar}
            hint="HTML, as the English text is kept: <p>, <h2>, <ul> and <li>, <strong>, links. Optional: Arabic pages show the English text when it is empty."
          />
        </fieldset>
        <div className="product-editor__actions">
          <FormMessage message={outcome?.notice} tone="success" />
          <FormMessage message={outcome?.failure} />
          {outcome?.stale ? (
            <a href={`/admin/content/${encodeURIComponent(page.slug)}`}>Open the page as saved now</a>
          ) : null}
          {outcome?.notice ? (
            <a href={shopPath} target="_blank" rel="noreferrer">
              See it in the shop
            </a>
          ) : null}
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
        </div>
      </Form>
      {outcome?.preview ? <Preview preview={outcome.preview} /> : null}
    </section>
  );
}
