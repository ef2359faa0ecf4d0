import { data, Form, Link, redirect, useNavigation } from 'react-router';
import {
  adminFaq,
  adminFaqList,
  faqInput,
  type AdminFaq,
  type AdminFaqList,
} from '@shop/contract/admin-content';
import { FormField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { ReadOnlyNote } from '#web/features/admin/admin-form.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { RichTextField } from '#web/features/admin/rich-text-field.tsx';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { RichText } from '#web/features/content/content-view.tsx';
import { fieldMessages, formText, withCookies } from '#web/lib/form-post.server.ts';
import adminCatalogCss from '#web/styles/admin-catalog.css?url';
import adminContentCss from '#web/styles/admin-content.css?url';
import adminFormsCss from '#web/styles/admin-forms.css?url';
import type { Route } from './+types/admin-faqs';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminFormsCss },
  { rel: 'stylesheet', href: adminCatalogCss },
  { rel: 'stylesheet', href: adminContentCss },
];

export function meta() {
  return adminMeta('FAQ');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const list = await staffApi(args).request('/api/admin/content/faqs', adminFaqList);
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  const params = new URL(args.request.url).searchParams;
  const editId = Number(params.get('edit'));
  const editing = list.body.data.faqs.find((f) => f.id === editId) ?? null;
  return {
    csrf: session.csrf_token,
    editor: session.staff.role !== 'support',
    ...list.body.data,
    editing,
    notice: params.get('notice'),
  };
}

const FIELDS = ['topic', 'question', 'answer_html', 'topic_ar', 'question_ar', 'answer_html_ar'] as const;
type Field = (typeof FIELDS)[number];

interface Outcome {
  values?: Record<Field, string>;
  fields?: Partial<Record<Field, string>>;
  failure?: string;
  notice?: string;
}

/**
 * Adds or saves a question (back to the list, which says so), removes one or moves it up or down its topic. Every
 * intent is a plain form post, so the page works before its script runs; the API decides who may.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const back = (message: string) =>
    redirect(`/admin/faqs?notice=${encodeURIComponent(message)}`, { headers: withCookies(api.cookies) });

  if (intent === 'add' || intent === 'save') {
    const values = formText(form, FIELDS);
    const checked = faqInput.safeParse(values);
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
      intent === 'add'
        ? await api.post('/api/admin/content/faqs', adminFaq, checked.data)
        : await api.post(`/api/admin/content/faqs/${id}`, adminFaq, checked.data, 'PUT');
    if (!result.ok) {
      const field = result.status === 409 ? { question: result.message } : {};
      return data<Outcome>(
        { values, fields: field, failure: result.status === 409 ? undefined : result.message },
        { status: result.status },
      );
    }
    throw back(result.body.message_en);
  }
  if (!Number.isInteger(id) || id <= 0)
    return data<Outcome>(
      { failure: 'This form is not complete. Reload the page and try again.' },
      { status: 400 },
    );
  const result =
    intent === 'remove'
      ? await api.request(`/api/admin/content/faqs/${id}`, adminFaq, { method: 'DELETE' })
      : await api.post(`/api/admin/content/faqs/${id}/move`, adminFaq, {
          direction: intent === 'up' ? 'up' : 'down',
        });
  if (!result.ok) return data<Outcome>({ failure: result.message }, { status: result.status });
  return data<Outcome>({ notice: result.body.message_en });
}

/** The questions grouped under their topics, in the order the shop shows them. */
function byTopic(faqs: AdminFaq[]): Array<{ topic: string; faqs: AdminFaq[] }> {
  const groups = new Map<string, AdminFaq[]>();
  for (const faq of faqs) groups.set(faq.topic, [...(groups.get(faq.topic) ?? []), faq]);
  return [...groups].map(([topic, list]) => ({ topic, faqs: list }));
}

function QuestionForm({
  csrf,
  topics,
  editing,
  outcome,
  count,
}: {
  /** How many questions there are: a question added empties the form for the next one. */
  count: number;
  csrf: string;
  topics: AdminFaqList['topics'];
  editing: AdminFaq | null;
  outcome: Outcome | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const values = outcome?.values ?? {
    topic: editing?.topic ?? '',
    question: editing?.question ?? '',
    answer_html: editing?.answer_html ?? '',
    topic_ar: editing?.topic_ar ?? '',
    question_ar: editing?.question_ar ?? '',
    answer_html_ar: editing?.answer_html_ar ?? '',
  };
  const fields = outcome?.fields ?? {};
  const title = editing ? 'Edit the question' : 'Add a question';
  return (
    <section className="admin-card admin-card--form" aria-labelledby="faq-form-title" id="faq-form">
      <h2 id="faq-form-title" className="admin-card__title">
        {title}
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
          label="Topic"
          name="topic"
          defaultValue={values.topic}
          error={fields.topic}
          maxLength={60}
          list="faq-topics"
          hint="The heading the question is shown under, e.g. Delivery. A new name adds a heading."
        />
        <datalist id="faq-topics">
          {topics.map((topic) => (
            <option key={topic} value={topic} />
          ))}
        </datalist>
        <FormField
          label="Question"
          name="question"
          defaultValue={values.question}
          error={fields.question}
          maxLength={300}
        />
        <RichTextField
          label="Answer"
          name="answer_html"
          defaultValue={values.answer_html}
          error={fields.answer_html}
        />
        <FormField
          label="Topic (Arabic)"
          name="topic_ar"
          dir="rtl"
          lang="ar"
          defaultValue={values.topic_ar}
          error={fields.topic_ar}
          maxLength={60}
          hint="Optional, as are the other Arabic fields: Arabic pages show the English when one is empty."
        />
        <FormField
          label="Question (Arabic)"
          name="question_ar"
          dir="rtl"
          lang="ar"
          defaultValue={values.question_ar}
          error={fields.question_ar}
          maxLength={300}
        />
        <TextAreaField
          label="Reply (Arabic)"
          name="answer_html_ar"
          dir="rtl"
          lang="ar"
          rows={5}
          defaultValue={values.answer_html_ar}
          error={fields.answer_html_ar}
          hint="HTML, as the English answer is kept: <p>, <ul> and <li>, <strong>, links."
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
            {editing ? 'Save question' : 'Add question'}
          </button>
          {editing ? (
            <Link to="/admin/faqs" className="button button--secondary">
              Cancel
            </Link>
          ) : null}
        </div>
      </Form>
    </section>
  );
}

/** The FAQ: questions under their topics, each moved up or down, edited or removed; a form to add or edit one. */
export default function AdminFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, editor, faqs, topics, editing, notice } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="admin-page" aria-labelledby="admin-faqs-title">
      <p className="admin-crumbs">
        <Link to="/admin/content">Content</Link>
      </p>
      <h1 id="admin-faqs-title" className="admin-page__title">
        FAQ
      </h1>
      <p className="admin-note">
        The questions of <a href="/FAQs">the shop&apos;s FAQ page</a>, under their topics in the order shown
        there.
      </p>
      <FormMessage message={outcome?.notice ?? notice ?? undefined} tone="success" />
      {!outcome?.values ? <FormMessage message={outcome?.failure} /> : null}
      {!editor ? <ReadOnlyNote>Only an owner or a manager can change the FAQ.</ReadOnlyNote> : null}
      {editor ? (
        <QuestionForm csrf={csrf} topics={topics} editing={editing} outcome={outcome} count={faqs.length} />
      ) : null}
      {byTopic(faqs).map((group) => (
        <section key={group.topic} className="admin-content__group" aria-label={group.topic}>
          <h2 className="admin-content__heading">{group.topic}</h2>
          <ol className="admin-faqs">
            {group.faqs.map((faq, index) => (
              <li key={faq.id} className="admin-card admin-faqs__item">
                <div className="admin-faqs__text">
                  <p className="admin-faqs__question">{faq.question}</p>
                  <RichText html={faq.answer_html} className="admin-faqs__answer" />
                </div>
                {editor ? (
                  <Form method="post" className="admin-faqs__actions">
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="id" value={faq.id} />
                    <button
                      className="button button--secondary admin-small-button"
                      type="submit"
                      name="intent"
                      value="up"
                      disabled={busy || index === 0}
                      aria-label={`Move up: ${faq.question}`}
                    >
                      Up
                    </button>
                    <button
                      className="button button--secondary admin-small-button"
                      type="submit"
                      name="intent"
                      value="down"
                      disabled={busy || index === group.faqs.length - 1}
                      aria-label={`Move down: ${faq.question}`}
                    >
                      Down
                    </button>
                    <Link
                      to={`/admin/faqs?edit=${faq.id}#faq-form`}
                      className="button button--secondary admin-small-button"
                      aria-label={`Edit: ${faq.question}`}
                    >
                      Edit
                    </Link>
                    <button
                      className="button button--secondary admin-small-button"
                      type="submit"
                      name="intent"
                      value="remove"
                      disabled={busy}
                      aria-label={`Remove: ${faq.question}`}
                    >
                      Remove
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
