import { shopperMessage } from '@shop/contract/shopper-messages';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  articlePath,
  contentImportFile,
  faqImport,
  pageImport,
  storeImport,
  type ContentPage,
  type contactRequest,
  type FaqsResult,
  type leadRequest,
  type StoresResult,
} from '@shop/contract/content';
import type { Language } from '@shop/contract/languages';
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import type { Deps } from '#app/deps';
import {
  isProvenEmail,
  mayMessageUnproven,
  type ProvenContacts,
} from '#app/modules/outbox/form-messages.service';
import { fillDeliveryFees, governorateFees } from '#app/modules/orders/delivery.service';
import { leadDetails, leadReplyMail, leadTeam } from '#app/modules/outbox/customer-messages';
import { sendEmail } from '#app/modules/outbox/outbox.service';
import { sanitizeContentHtml } from './content-html.ts';
import * as repo from './content.repository.ts';

type Db = Kysely<Database>;

// --- reading -------------------------------------------------------------------------------------------------------

type ContentReads = Pick<Deps, 'db' | 'reads'>;

/** Reads in the shopper's language, each keyed on it in the read cache (`en:` or `ar:` first). */
export async function getPage(
  { db, reads }: ContentReads,
  slug: string,
  language: Language = 'en',
): Promise<ContentPage> {
  const page = await reads.read(`${language}:content:page:${slug}`, () => repo.findPage(db, slug, language));
  if (!page) throw new AppError('not_found', shopperMessage('noPage', { key: slug }));
  return page;
}

const FAQ_PAGE_SLUG = 'FAQs';

/** The articles' paths (blog-detail/{slug}) with their last change, for the sitemap. */
export async function articlePaths(db: Db): Promise<Array<{ path: string; lastmod: string }>> {
  const rows = await repo.listArticles(db);
  return rows.map((r) => ({
    path: articlePath(r.slug),
    lastmod: r.updated_at.slice(0, 10),
  }));
}

export function getFaqs({ db, reads }: ContentReads, language: Language = 'en'): Promise<FaqsResult> {
  return reads.read(`${language}:content:faqs`, async () => {
    const [page, faqs, fees] = await Promise.all([
      repo.findPage(db, FAQ_PAGE_SLUG, language),
      repo.listFaqs(db, language),
      governorateFees(db),
    ]);
    return {
      title_en: page?.title_en ?? 'Frequently asked questions',
      summary: page?.summary ?? '',
      faqs: faqs.map((faq) => ({ ...faq, answer_html: fillDeliveryFees(faq.answer_html, fees) })),
    };
  });
}

export function getStores(
  { db, reads }: ContentReads,
  cityId: number | null,
  language: Language = 'en',
): Promise<StoresResult> {
  return reads.read(`${language}:content:stores:${cityId ?? 'all'}`, async () => {
    const [cities, stores] = await Promise.all([
      repo.listStoreCities(db),
      repo.listStores(db, cityId, language),
    ]);
    return { city_id: cityId, cities, stores };
  });
}

// --- public forms ----------------------------------------------------------------------------------------------------

/** One line for a mail subject: whatever a visitor typed never starts a new header line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);

interface FormContext {
  shopName: string;
  shopEmail: string;
}

/** Stores the message and mails it to the shop, in one transaction: a message is never kept without its mail. */
export async function submitContact(
  db: Db,
  input: z.output<typeof contactRequest>,
  context: FormContext,
): Promise<void> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const id = await repo.insertContactMessage(trx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      topic: input.topic,
      message: input.message,
      created_at: at,
    });
    await sendEmail(trx, {
      to: context.shopEmail,
      subject: oneLine(`Contact form #${id}: ${input.topic} from ${input.name}`),
      body: [
        `A message from the contact page of ${context.shopName}.`,
        '',
        `From: ${input.name} <${input.email}>`,
        `Phone: ${input.phone ?? 'not given'}`,
        `Topic: ${input.topic}`,
        `Received: ${at}`,
        '',
        input.message,
        '',
        `Reply to ${input.email}.`,
      ].join('\n'),
    });
  });
}

/**
 * Records an enterprise inquiry, acknowledges it to the requester in the language of the page it was sent from and
 * tells the shop's enterprise team in English. The acknowledgement repeats what was asked only to the signed-in
 * customer's own account e-mail; any other address, which anyone could have typed, gets the shop's fixed wording, at
 * most `perDay` times a day.
 */
export async function submitLead(
  db: Db,
  input: z.output<typeof leadRequest>,
  context: FormContext & { proven: ProvenContacts; perDay: number; language?: Language },
): Promise<void> {
  const at = new Date().toISOString();
  const language = context.language ?? 'en';
  await db.transaction().execute(async (trx) => {
    const id = await repo.insertLead(trx, {
      kind: input.kind,
      organisation: input.organisation,
      name: input.name,
      email: input.email,
      phone: input.phone,
      quantity: input.quantity,
      interest: input.interest,
      message: input.message,
      created_at: at,
    });
    const reference = `L-${String(id).padStart(5, '0')}`;
    const reply = (proven: boolean) =>
      leadReplyMail(language, { proven, lead: input, reference, shopName: context.shopName });
    if (isProvenEmail(context.proven, input.email)) {
      const mail = reply(true);
      await sendEmail(trx, { to: input.email, subject: oneLine(mail.subject), body: mail.body });
    } else if (await mayMessageUnproven(trx, { channel: 'email', address: input.email }, context)) {
      await sendEmail(trx, { to: input.email, ...reply(false) });
    }
    const team = leadTeam(input.kind).toLowerCase();
    await sendEmail(trx, {
      to: context.shopEmail,
      subject: oneLine(`New ${team} lead ${reference}: ${input.organisation}`),
      body: [
        `A new ${team} inquiry from the enterprise page.`,
        '',
        ...leadDetails('en', input),
        '',
        `Received: ${at}`,
      ].join('\n'),
    });
  });
}

// --- import and seed -------------------------------------------------------------------------------------------------

type ContentSection = 'pages' | 'faqs' | 'stores';
export interface SectionCounts {
  added: number;
  updated: number;
  unchanged: number;
}
export interface ImportSummary {
  pages: SectionCounts;
  faqs: SectionCounts;
  stores: SectionCounts;
  rejected: Array<{ section: ContentSection; index: number; key: string; reason: string }>;
}

/** The file itself is not an object with pages, faqs and stores arrays: nothing was imported. */
export class MalformedContentFile extends Error {}

const counts = (): SectionCounts => ({ added: 0, updated: 0, unchanged: 0 });

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The field of an entry that did not validate, as far as it can be read, to name the entry in the report. */
function rawKey(entry: unknown, field: string): string {
  if (typeof entry === 'object' && entry !== null && field in entry) {
    const value = (entry as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 60);
  }
  return '';
}

const mapSearchUrl = (text: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;

/** What became of one valid entry: written (added, updated or unchanged), or refused with the reason. */
type EntryOutcome = repo.WriteOutcome | { refused: string };

/** One kind of entry in a content file: how it is checked, named in a report, and written. */
interface ContentSectionRules<Entry> {
  schema: z.ZodType<Entry>;
  /** The field that names an entry in the report (read from the raw entry when it does not validate). */
  keyField: string;
  keyOf: (entry: Entry) => string;
  write: (entry: Entry, index: number) => Promise<EntryOutcome>;
}

/** Checks and writes one raw entry of a section; the report line when it is refused. */
type SectionWriter = (
  raw: unknown,
  index: number,
) => Promise<repo.WriteOutcome | { key: string; reason: string }>;

function sectionWriter<Entry>(rules: ContentSectionRules<Entry>): SectionWriter {
  return async (raw, index) => {
    const entry = rules.schema.safeParse(raw);
    if (!entry.success) return { key: rawKey(raw, rules.keyField), reason: describeIssues(entry.error) };
    const outcome = await rules.write(entry.data, index);
    return typeof outcome === 'string' ? outcome : { key: rules.keyOf(entry.data), reason: outcome.refused };
  };
}

const EMPTIED = 'nothing is left once scripts and unsupported tags are removed';

/**
 * Arabic rich text, sanitised by the English rules: null when none was given (the page falls back to English), and
 * EMPTIED when something was given but nothing survives the sanitiser, which the import refuses as it does English.
 */
function arabicHtml(html: string | null | undefined): string | null {
  if (!html || html.trim() === '') return null;
  return sanitizeContentHtml(html) || EMPTIED;
}

/** Pages by slug, FAQs by question, stores by name, each written in `mode` at `now` inside the import's transaction. */
async function sectionWriters(
  trx: Db,
  mode: repo.WriteMode,
  now: string,
): Promise<Record<ContentSection, SectionWriter>> {
  let nextSort = await repo.nextFaqSort(trx);
  return {
    pages: sectionWriter({
      schema: pageImport,
      keyField: 'slug',
      keyOf: (page) => page.slug,
      async write(page) {
        const body_html = sanitizeContentHtml(page.body_html);
        if (!body_html) return { refused: `body_html: ${EMPTIED}` };
        const body_html_ar = arabicHtml(page.body_html_ar);
        if (body_html_ar === EMPTIED) return { refused: `body_html_ar: ${EMPTIED}` };
        const { slug, kind, title_en, summary } = page;
        const row = {
          slug,
          kind,
          title_en,
          title_ar: page.title_ar || null,
          summary,
          summary_ar: page.summary_ar || null,
          body_html,
          body_html_ar,
          updated_at: now,
        };
        return repo.writePage(trx, row, mode);
      },
    }),
    faqs: sectionWriter({
      schema: faqImport,
      keyField: 'question',
      keyOf: (faq) => faq.question.slice(0, 60),
      async write(faq) {
        const answer_html = sanitizeContentHtml(faq.answer_html);
        if (!answer_html) return { refused: `answer_html: ${EMPTIED}` };
        const answer_html_ar = arabicHtml(faq.answer_html_ar);
        if (answer_html_ar === EMPTIED) return { refused: `answer_html_ar: ${EMPTIED}` };
        const sort = faq.sort ?? nextSort;
        nextSort = Math.max(nextSort, sort + 10);
        const row = {
          question: faq.question,
          question_ar: faq.question_ar || null,
          answer_html,
          answer_html_ar,
          topic: faq.topic,
          topic_ar: faq.topic_ar || null,
          sort,
          updated_at: now,
        };
        return repo.writeFaq(trx, row, mode);
      },
    }),
    stores: sectionWriter({
      schema: storeImport,
      keyField: 'name',
      keyOf: (store) => store.name,
      async write(store, index) {
        if (!(await repo.cityExists(trx, store.city_id))) {
          return { refused: `city_id: there is no city ${store.city_id} (see GET /api/cities)` };
        }
        const { name, city_id, address, opening_hours, phone } = store;
        const map_url = store.map_url ?? mapSearchUrl(`${name}, ${address}`);
        const row = {
          name,
          name_ar: store.name_ar || null,
          city_id,
          address,
          address_ar: store.address_ar || null,
          opening_hours,
          opening_hours_ar: store.opening_hours_ar || null,
          phone,
          map_url,
          sort: store.sort ?? index * 10,
        };
        return repo.writeStore(trx, { ...row, updated_at: now }, mode);
      },
    }),
  };
}

const SECTIONS: readonly ContentSection[] = ['pages', 'faqs', 'stores'];

/**
 * Applies a content file: pages by slug, FAQs by question, stores by name. 'upsert' (the operator's import) replaces
 * what is there; 'insert-missing' (the seed) only adds, so an operator's edits survive a re-seed. Rich text is
 * sanitised on the way in. Entries that do not validate are skipped and reported, the rest are saved in one
 * transaction.
 */
export async function applyContent(
  { db, reads }: ContentReads,
  file: unknown,
  mode: repo.WriteMode,
): Promise<ImportSummary> {
  const parsed = contentImportFile.safeParse(file);
  if (!parsed.success || typeof file !== 'object' || file === null || Array.isArray(file)) {
    throw new MalformedContentFile(
      'The file must be a JSON object with "pages", "faqs" and/or "stores" arrays' +
        (parsed.success ? '.' : ` (${describeIssues(parsed.error)}).`),
    );
  }
  const summary: ImportSummary = { pages: counts(), faqs: counts(), stores: counts(), rejected: [] };
  const now = new Date().toISOString();

  await db.transaction().execute(async (trx) => {
    const writers = await sectionWriters(trx, mode, now);
    for (const section of SECTIONS) {
      for (const [index, raw] of parsed.data[section].entries()) {
        const outcome = await writers[section](raw, index);
        if (typeof outcome === 'string') summary[section][outcome] += 1;
        else summary.rejected.push({ section, index, ...outcome });
      }
    }
  });
  reads.invalidate();
  return summary;
}
