import { emailField, phoneField } from './account.ts';
import { messages } from './errors.ts';
import { formNameField, oneLine, publicFormFields } from './public-forms.ts';
import { z } from './zod.ts';

/**
 * Content: static pages and service articles from the content store, the FAQ, the store locator, and the public
 * contact and enterprise inquiry forms. Rich text (body_html, answer_html) is sanitised by the API before it is stored
 * and again when it is imported, so clients render it as HTML.
 */

// --- pages and articles ------------------------------------------------------------------------------------------

const contentKinds = ['page', 'article', 'faq-group'] as const;
const contentKind = z.enum(contentKinds);

/** Slugs keep their established spelling (btc-offer, Trade-in, Screen_Insurance): letters, digits, - and _. */
const contentSlug = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/, 'must be 1 to 80 letters, digits, hyphens or underscores');

export const contentPage = z.object({
  slug: z.string(),
  kind: contentKind,
  title_en: z.string(),
  title_ar: z.string().nullable(),
  /** One or two plain sentences: the page's lead and its meta description. */
  summary: z.string(),
  /** Sanitised HTML. */
  body_html: z.string(),
  updated_at: z.string(),
});
export type ContentPage = z.infer<typeof contentPage>;

export const contentSlugParams = z.object({ slug: contentSlug });

/** The slugs the storefront's own pages read; the articles are linked from the footer's Services group. */
export const CONTENT_SLUGS = {
  services: 'services',
  help: 'help',
  about: 'about',
  terms: 'terms',
  policy: 'policy',
  faqs: 'FAQs',
  contact: 'contact-us',
  education: 'education',
  business: 'business',
} as const;

export const SERVICE_ARTICLES = [
  { slug: 'btc-offer', label: 'BTC Offer' },
  { slug: 'Trade-in', label: 'Trade-in' },
  { slug: 'Easy-Payments', label: 'Easy Payments' },
  { slug: 'Screen_Insurance', label: 'Screen Insurance' },
  { slug: 'Whole-unit', label: 'Whole Unit Insurance' },
] as const;

export const articlePath = (slug: string) => `/blog-detail/${encodeURIComponent(slug)}`;

// --- FAQ ---------------------------------------------------------------------------------------------------------

const faq = z.object({
  id: z.number().int(),
  /** The heading the question is grouped under on the page (Delivery, Payment, ...). */
  topic: z.string(),
  question: z.string(),
  /** Sanitised HTML. */
  answer_html: z.string(),
});
export type Faq = z.infer<typeof faq>;

/** GET /content/faqs: the page's heading and lead (the 'FAQs' faq-group page) and the questions in order. */
export const faqsResult = z.object({
  title_en: z.string(),
  summary: z.string(),
  faqs: z.array(faq),
});
export type FaqsResult = z.infer<typeof faqsResult>;

// --- stores ------------------------------------------------------------------------------------------------------

const store = z.object({
  id: z.number().int(),
  name: z.string(),
  city_id: z.number().int(),
  city_en: z.string(),
  city_ar: z.string(),
  governorate_en: z.string(),
  governorate_ar: z.string(),
  address: z.string(),
  /** Plain text, one line per set of days, e.g. 'Saturday to Thursday: 10 am to 11 pm'. */
  opening_hours: z.string(),
  phone: z.string(),
  /** A link that opens the store in a maps site; nothing is fetched from it. */
  map_url: z.string(),
});
export type Store = z.infer<typeof store>;

const storeCity = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_ar: z.string(),
  governorate_en: z.string(),
  governorate_ar: z.string(),
  stores: z.number().int(),
});
export type StoreCity = z.infer<typeof storeCity>;

export const storesQuery = z.object({
  city_id: z.coerce
    .number({ error: 'must be a city id' })
    .int('must be a city id')
    .positive('must be a city id')
    .max(1_000_000, 'must be a city id')
    .optional(),
  /** The storefront's query (page='Shopping Stores'); accepted and ignored by the API. */
  page: z.string().max(100).optional(),
});

/** GET /stores?city_id=: the stores (of one city when given) and every city that has a store, for the filter. */
export const storesResult = z.object({
  city_id: z.number().int().nullable(),
  cities: z.array(storeCity),
  stores: z.array(store),
});
export type StoresResult = z.infer<typeof storesResult>;

export const STORES_PAGE_QUERY = 'Shopping Stores';
/** map-location?page=Shopping%20Stores, with the city filter when one is chosen. */
export const storesPath = (cityId?: number | null) =>
  `/map-location?page=${encodeURIComponent(STORES_PAGE_QUERY)}${cityId ? `&city_id=${cityId}` : ''}`;

// --- public forms ------------------------------------------------------------------------------------------------

/** Text that may run over several lines (a message). */
const requiredText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

/** A one-line field (an organisation, the devices of interest): line breaks are refused. */
const requiredLine = (label: string, min: number, max: number) =>
  oneLine(requiredText(label, min, max), label);

/** An optional phone: empty is fine; anything else follows the shop's phone rules and messages. */
const optionalPhone = z
  .string()
  .trim()
  .max(20, messages.phoneLength)
  .refine((v) => v === '' || v.length === 11, { error: messages.phoneLength, abort: true })
  .refine((v) => v === '' || /^01\d{9}$/.test(v), messages.phoneInvalid)
  .optional()
  .transform((v) => (v ? v : null));

export const contactTopics = [
  'Order or delivery',
  'Product question',
  'Maintenance or warranty',
  'Payment or installments',
  'Something else',
] as const;

export const contactRequest = z.object({
  name: formNameField,
  email: emailField,
  phone: optionalPhone,
  topic: z.enum(contactTopics, { error: 'Choose what your message is about' }),
  message: requiredText('Message', 10, 2000),
  ...publicFormFields,
});
export type ContactInput = z.input<typeof contactRequest>;

const leadKinds = ['education', 'business'] as const;
const leadKind = z.enum(leadKinds, { error: 'kind must be education or business' });
export type LeadKind = z.infer<typeof leadKind>;

export const MAX_LEAD_QUANTITY = 100_000;

export const leadRequest = z.object({
  kind: leadKind,
  organisation: requiredLine('Organisation', 2, 150),
  name: formNameField,
  email: emailField,
  phone: phoneField,
  quantity: z
    .number({ error: 'Number of devices is required' })
    .int('Number of devices must be a whole number')
    .min(1, 'Number of devices must be at least 1')
    .max(MAX_LEAD_QUANTITY, `Number of devices must be at most ${MAX_LEAD_QUANTITY.toLocaleString('en')}`),
  interest: requiredLine('Devices of interest', 2, 200),
  message: z.string().trim().max(2000, 'Message must be at most 2000 characters').optional().default(''),
  ...publicFormFields,
});
export type LeadInput = z.input<typeof leadRequest>;

/** Both forms answer the same whether or not the honeypot caught a bot, so the answer carries no id. */
export const formReceived = z.object({ received: z.literal(true) });

export const CONTACT_RECEIVED_MESSAGE = 'Thank you for your message. We reply within one working day.';
export const LEAD_RECEIVED_MESSAGE =
  'Thank you. Our enterprise team will contact you within two working days.';

// --- import (npm run shop -- content import FILE.json) ------------------------------------------------------------

export const pageImport = z.object({
  slug: contentSlug,
  kind: contentKind.default('page'),
  title_en: oneLine(
    z.string({ error: 'title_en is required' }).trim().min(1, 'title_en is required').max(200),
    'title_en',
  ),
  title_ar: oneLine(z.string().trim().max(200), 'title_ar').nullable().optional(),
  summary: oneLine(z.string({ error: 'summary is required' }).trim().max(500), 'summary').default(''),
  body_html: z.string({ error: 'body_html is required' }).max(200_000),
  /** Arabic beside English; each left empty falls back to the English on Arabic pages. */
  summary_ar: oneLine(z.string().trim().max(500), 'summary_ar').nullable().optional(),
  body_html_ar: z.string().max(200_000).nullable().optional(),
});

export const faqImport = z.object({
  question: oneLine(
    z
      .string({ error: 'question is required' })
      .trim()
      .min(5, 'question must be at least 5 characters')
      .max(300),
    'question',
  ),
  answer_html: z.string({ error: 'answer_html is required' }).min(1, 'answer_html is required').max(20_000),
  topic: oneLine(z.string({ error: 'topic is required' }).trim().min(1).max(60), 'topic').default('General'),
  sort: z.number().int().min(0).max(100_000).optional(),
  question_ar: oneLine(z.string().trim().max(300), 'question_ar').nullable().optional(),
  answer_html_ar: z.string().max(20_000).nullable().optional(),
  topic_ar: oneLine(z.string().trim().max(60), 'topic_ar').nullable().optional(),
});

export const storeImport = z.object({
  name: oneLine(
    z.string({ error: 'name is required' }).trim().min(2, 'name must be at least 2 characters').max(150),
    'name',
  ),
  city_id: z.number({ error: 'city_id must be a city id' }).int().positive('city_id must be a city id'),
  address: oneLine(
    z.string({ error: 'address is required' }).trim().min(5, 'address is required').max(300),
    'address',
  ),
  opening_hours: z
    .string({ error: 'opening_hours is required' })
    .trim()
    .min(3, 'opening_hours is required')
    .max(500),
  phone: z
    .string({ error: 'phone is required' })
    .trim()
    .regex(/^\+?[0-9 -]{5,20}$/, 'phone must be digits (spaces and hyphens allowed)'),
  map_url: z
    .url({ protocol: /^https$/, error: 'map_url must be an https:// link' })
    .max(500)
    .optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
  name_ar: oneLine(z.string().trim().max(150), 'name_ar').nullable().optional(),
  address_ar: oneLine(z.string().trim().max(300), 'address_ar').nullable().optional(),
  opening_hours_ar: z.string().trim().max(500).nullable().optional(),
});

/** The file's outer shape; each entry is checked on its own so one bad entry rejects only itself. */
export const contentImportFile = z.object({
  pages: z.array(z.unknown()).optional().default([]),
  faqs: z.array(z.unknown()).optional().default([]),
  stores: z.array(z.unknown()).optional().default([]),
});
