import { articlePath, CONTENT_SLUGS, contentPage, contentSlugParams } from './content.ts';
import { oneLine } from './public-forms.ts';
import { z } from './zod.ts';

/**
 * The back office's content: the text pages (about, terms, policy, help, Services, ...) and the service articles,
 * edited by owners and managers and read by every member. Bodies are sanitised by the API with the same rule as the
 * content import before they are previewed or stored.
 */

// --- pages and articles ------------------------------------------------------------------------------------------

export const adminContentPageRow = contentPage.pick({
  slug: true,
  kind: true,
  title_en: true,
  summary: true,
  updated_at: true,
});
export type AdminContentPageRow = z.infer<typeof adminContentPageRow>;

export const adminContentPageList = z.object({ pages: z.array(adminContentPageRow) });
export type AdminContentPageList = z.infer<typeof adminContentPageList>;

/** A page as the editor opens it: the shopper's fields, and the Arabic lead and body (empty when there are none). */
export const adminContentPage = contentPage.extend({ summary_ar: z.string(), body_html_ar: z.string() });
export type AdminContentPage = z.infer<typeof adminContentPage>;

export const adminContentSlugParams = contentSlugParams;

/** What a shopper's search engine shows under the title; the page also opens with it. */
export const SUMMARY_MAX = 300;
export const BODY_MAX = 200_000;

export const contentPageInput = z.object({
  title_en: oneLine(
    z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(200, 'Title must be at most 200 characters'),
    'Title',
  ),
  title_ar: oneLine(z.string().trim().max(200, 'Arabic title must be at most 200 characters'), 'Arabic title')
    .nullable()
    .optional()
    .transform((v) => (v ? v : null)),
  summary: oneLine(
    z.string().trim().max(SUMMARY_MAX, `Summary must be at most ${SUMMARY_MAX} characters`),
    'Summary',
  ).default(''),
  /** Arabic pages show these in place of the English; left empty, they show the English. */
  summary_ar: oneLine(
    z.string().trim().max(SUMMARY_MAX, `Arabic summary must be at most ${SUMMARY_MAX} characters`),
    'Arabic summary',
  ).default(''),
  body_html_ar: z
    .string()
    .max(BODY_MAX, `The Arabic text must be at most ${BODY_MAX.toLocaleString('en')} characters of HTML`)
    .default(''),
  body_html: z
    .string({ error: 'The page needs some text' })
    .max(BODY_MAX, `The text must be at most ${BODY_MAX.toLocaleString('en')} characters of HTML`),
  /**
   * The page's `updated_at` when the editor opened it: a save is refused (409) if the page changed since, so one
   * person's save never silently replaces another's. Required to save; a preview ignores it.
   */
  updated_at: z
    .string({ error: 'updated_at is the time the page was last changed, as read' })
    .max(40)
    .optional(),
});
export type ContentPageInput = z.input<typeof contentPageInput>;

export const contentMessages = {
  versionMissing:
    'Send the updated_at of the page you opened (updated_at), so a change made since is not lost.',
  changedSince:
    'This page was changed by someone else since you opened it. Your text is still in the form: copy what you need, then reload to see their changes.',
} as const;

/** A page as it would be shown once saved: the posted fields with the body sanitised; nothing is stored. */
export const contentPagePreview = contentPage;
export type ContentPagePreview = z.infer<typeof contentPagePreview>;

/** The storefront paths whose page is not /{slug} as written. */
const STOREFRONT_PATHS: Record<string, string> = {
  [CONTENT_SLUGS.services]: '/Services',
  [CONTENT_SLUGS.faqs]: '/FAQs',
};

/** Where a shopper reads the page: /blog-detail/{slug} for an article, else the page's own path. */
export function storefrontPathOf(page: { slug: string; kind: string }): string {
  if (page.kind === 'article') return articlePath(page.slug);
  return STOREFRONT_PATHS[page.slug] ?? `/${page.slug}`;
}

export const contentKindLabel = {
  page: 'Page',
  article: 'Service article',
  'faq-group': 'FAQ heading',
} as const;

// --- FAQ ---------------------------------------------------------------------------------------------------------

export const adminFaq = z.object({
  id: z.number().int(),
  topic: z.string(),
  question: z.string(),
  /** Sanitised HTML. */
  answer_html: z.string(),
  sort: z.number().int(),
  updated_at: z.string(),
  /** The Arabic, empty where there is none (Arabic pages then show the English). */
  topic_ar: z.string(),
  question_ar: z.string(),
  answer_html_ar: z.string(),
});
export type AdminFaq = z.infer<typeof adminFaq>;

/** Every question in the shop's order; `topics` are the headings in use, for the topic field's suggestions. */
export const adminFaqList = z.object({ faqs: z.array(adminFaq), topics: z.array(z.string()) });
export type AdminFaqList = z.infer<typeof adminFaqList>;

export const faqIdParams = z.object({
  id: z.coerce
    .number({ error: 'must be a question id' })
    .int('must be a question id')
    .positive('must be a question id')
    .max(2_147_483_647, 'must be a question id'),
});

export const ANSWER_MAX = 20_000;

export const faqInput = z.object({
  topic: oneLine(
    z
      .string({ error: 'Topic is required' })
      .trim()
      .min(1, 'Topic is required')
      .max(60, 'Topic must be at most 60 characters'),
    'Topic',
  ),
  question: oneLine(
    z
      .string({ error: 'Question is required' })
      .trim()
      .min(1, { error: 'Question is required', abort: true })
      .min(5, 'Question must be at least 5 characters')
      .max(300, 'Question must be at most 300 characters'),
    'Question',
  ),
  answer_html: z
    .string({ error: 'The answer is required' })
    .max(ANSWER_MAX, `The answer must be at most ${ANSWER_MAX.toLocaleString('en')} characters of HTML`),
  topic_ar: oneLine(
    z.string().trim().max(60, 'Arabic topic must be at most 60 characters'),
    'Arabic topic',
  ).default(''),
  question_ar: oneLine(
    z.string().trim().max(300, 'Arabic question must be at most 300 characters'),
    'Arabic question',
  ).default(''),
  answer_html_ar: z
    .string()
    .max(
      ANSWER_MAX,
      `The Arabic answer must be at most ${ANSWER_MAX.toLocaleString('en')} characters of HTML`,
    )
    .default(''),
});
export type FaqInput = z.input<typeof faqInput>;

/** Up or down one place among the questions of the same topic, the order the shop shows them in. */
export const faqMoveRequest = z.object({
  direction: z.enum(['up', 'down'], { error: 'direction must be up or down' }),
});

// --- stores ------------------------------------------------------------------------------------------------------

export const adminStore = z.object({
  id: z.number().int(),
  name: z.string(),
  city_id: z.number().int(),
  city_en: z.string(),
  governorate_en: z.string(),
  address: z.string(),
  opening_hours: z.string(),
  phone: z.string(),
  map_url: z.string(),
  updated_at: z.string(),
  /** The Arabic, empty where there is none (Arabic pages then show the English). */
  name_ar: z.string(),
  address_ar: z.string(),
  opening_hours_ar: z.string(),
});
export type AdminStore = z.infer<typeof adminStore>;

const storeCityChoice = z.object({ id: z.number().int(), name_en: z.string(), governorate_en: z.string() });

/** The stores in the shop's order, and every city a store can be in. */
export const adminStoreList = z.object({ stores: z.array(adminStore), cities: z.array(storeCityChoice) });
export type AdminStoreList = z.infer<typeof adminStoreList>;

export const storeIdParams = z.object({
  id: z.coerce
    .number({ error: 'must be a store id' })
    .int('must be a store id')
    .positive('must be a store id')
    .max(2_147_483_647, 'must be a store id'),
});

export const storeInput = z.object({
  name: oneLine(
    z
      .string({ error: 'Name is required' })
      .trim()
      .min(2, 'Name must be at least 2 characters')
      .max(150, 'Name must be at most 150 characters'),
    'Name',
  ),
  city_id: z.coerce
    .number({ error: 'Choose the city' })
    .int('Choose the city')
    .positive('Choose the city')
    .max(2_147_483_647, 'Choose the city'),
  address: oneLine(
    z
      .string({ error: 'Address is required' })
      .trim()
      .min(5, 'Address must be at least 5 characters')
      .max(300, 'Address must be at most 300 characters'),
    'Address',
  ),
  opening_hours: z
    .string({ error: 'Opening hours are required' })
    .trim()
    .min(3, 'Opening hours are required')
    .max(500, 'Opening hours must be at most 500 characters'),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .regex(/^\+?[0-9 -]{5,20}$/, 'Phone must be 5 to 20 digits (spaces and hyphens allowed)'),
  map_url: z
    .string({ error: 'Map link is required' })
    .trim()
    .max(500, 'Map link must be at most 500 characters')
    .pipe(z.url({ protocol: /^https$/, error: 'Map link must be a web address starting with https://' })),
  name_ar: oneLine(
    z.string().trim().max(150, 'Arabic name must be at most 150 characters'),
    'Arabic name',
  ).default(''),
  address_ar: oneLine(
    z.string().trim().max(300, 'Arabic address must be at most 300 characters'),
    'Arabic address',
  ).default(''),
  opening_hours_ar: z
    .string()
    .trim()
    .max(500, 'Arabic opening hours must be at most 500 characters')
    .default(''),
});
export type StoreInput = z.input<typeof storeInput>;
