import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
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
import type { Database } from '#app/db/schema';
import { AppError } from '#app/errors/app-error';
import type { Deps } from '#app/deps';
import { sendEmail } from '#app/modules/outbox/outbox.service';
import { sanitizeContentHtml } from './content-html.ts';
import * as repo from './content.repository.ts';

type Db = Kysely<Database>;

// --- reading -------------------------------------------------------------------------------------------------------

type ContentReads = Pick<Deps, 'db' | 'reads'>;

export async function getPage({ db, reads }: ContentReads, slug: string): Promise<ContentPage> {
  const page = await reads.read(`content:page:${slug}`, () => repo.findPage(db, slug));
  if (!page) throw new AppError('not_found', `There is no page called "${slug}".`);
  return page;
}

const FAQ_PAGE_SLUG = 'FAQs';

/** The articles' paths (blog-detail/{slug}) with their last change, for the sitemap. */
export async function articlePaths(db: Db): Promise<Array<{ path: string; lastmod: string }>> {
  const rows = await repo.listArticles(db);
  return rows.map((r) => ({
    path: `/blog-detail/${encodeURIComponent(r.slug)}`,
    lastmod: r.updated_at.slice(0, 10),
  }));
}

export function getFaqs({ db, reads }: ContentReads): Promise<FaqsResult> {
  return reads.read('content:faqs', async () => {
    const [page, faqs] = await Promise.all([repo.findPage(db, FAQ_PAGE_SLUG), repo.listFaqs(db)]);
    return {
      title_en: page?.title_en ?? 'Frequently asked questions',
      summary: page?.summary ?? '',
      faqs,
    };
  });
}

export function getStores({ db, reads }: ContentReads, cityId: number | null): Promise<StoresResult> {
  return reads.read(`content:stores:${cityId ?? 'all'}`, async () => {
    const [cities, stores] = await Promise.all([repo.listStoreCities(db), repo.listStores(db, cityId)]);
    return { city_id: cityId, cities, stores };
  });
}

// --- public forms ----------------------------------------------------------------------------------------------------

/** One line for a mail subject: whatever a visitor typed never starts a new header line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);

export interface FormContext {
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

const LEAD_LABELS = {
  education: { team: 'Education', organisation: 'School or university' },
  business: { team: 'Business', organisation: 'Company' },
} as const;

/** Records an enterprise inquiry, acknowledges it to the requester and tells the shop's enterprise team. */
export async function submitLead(
  db: Db,
  input: z.output<typeof leadRequest>,
  context: FormContext,
): Promise<void> {
  const at = new Date().toISOString();
  const labels = LEAD_LABELS[input.kind];
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
    const details = [
      `${labels.organisation}: ${input.organisation}`,
      `Contact: ${input.name}, ${input.phone}, ${input.email}`,
      `Devices: ${input.interest}`,
      `Quantity: ${input.quantity}`,
      ...(input.message ? ['', input.message] : []),
    ];
    await sendEmail(trx, {
      to: input.email,
      subject: oneLine(`Your ${labels.team.toLowerCase()} inquiry at ${context.shopName}`),
      body: [
        `Dear ${input.name},`,
        '',
        `Thank you for your ${labels.team.toLowerCase()} inquiry (reference L-${String(id).padStart(5, '0')}).`,
        `Our enterprise team will contact you within two working days with a quotation and delivery options.`,
        '',
        'What you asked about:',
        ...details,
        '',
        `${context.shopName} ${labels.team}`,
      ].join('\n'),
    });
    await sendEmail(trx, {
      to: context.shopEmail,
      subject: oneLine(
        `New ${labels.team.toLowerCase()} lead L-${String(id).padStart(5, '0')}: ${input.organisation}`,
      ),
      body: [
        `A new ${labels.team.toLowerCase()} inquiry from the enterprise page.`,
        '',
        ...details,
        '',
        `Received: ${at}`,
      ].join('\n'),
    });
  });
}

// --- import and seed -------------------------------------------------------------------------------------------------

export type ContentSection = 'pages' | 'faqs' | 'stores';
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

function keyOf(entry: unknown, field: string): string {
  if (typeof entry === 'object' && entry !== null && field in entry) {
    const value = (entry as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, 60);
  }
  return '';
}

export const mapSearchUrl = (text: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text)}`;

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
    for (const [index, entry] of parsed.data.pages.entries()) {
      const page = pageImport.safeParse(entry);
      if (!page.success) {
        summary.rejected.push({
          section: 'pages',
          index,
          key: keyOf(entry, 'slug'),
          reason: describeIssues(page.error),
        });
        continue;
      }
      const body = sanitizeContentHtml(page.data.body_html);
      if (!body) {
        summary.rejected.push({
          section: 'pages',
          index,
          key: page.data.slug,
          reason: 'body_html: nothing is left once scripts and unsupported tags are removed',
        });
        continue;
      }
      const outcome = await repo.writePage(
        trx,
        {
          slug: page.data.slug,
          kind: page.data.kind,
          title_en: page.data.title_en,
          title_ar: page.data.title_ar || null,
          summary: page.data.summary,
          body_html: body,
          updated_at: now,
        },
        mode,
      );
      summary.pages[outcome] += 1;
    }

    let nextSort = await repo.nextFaqSort(trx);
    for (const [index, entry] of parsed.data.faqs.entries()) {
      const item = faqImport.safeParse(entry);
      if (!item.success) {
        summary.rejected.push({
          section: 'faqs',
          index,
          key: keyOf(entry, 'question'),
          reason: describeIssues(item.error),
        });
        continue;
      }
      const answer = sanitizeContentHtml(item.data.answer_html);
      if (!answer) {
        summary.rejected.push({
          section: 'faqs',
          index,
          key: item.data.question.slice(0, 60),
          reason: 'answer_html: nothing is left once scripts and unsupported tags are removed',
        });
        continue;
      }
      const sort = item.data.sort ?? nextSort;
      nextSort = Math.max(nextSort, sort + 10);
      const outcome = await repo.writeFaq(
        trx,
        { question: item.data.question, answer_html: answer, topic: item.data.topic, sort, updated_at: now },
        mode,
      );
      summary.faqs[outcome] += 1;
    }

    for (const [index, entry] of parsed.data.stores.entries()) {
      const item = storeImport.safeParse(entry);
      if (!item.success) {
        summary.rejected.push({
          section: 'stores',
          index,
          key: keyOf(entry, 'name'),
          reason: describeIssues(item.error),
        });
        continue;
      }
      if (!(await repo.cityExists(trx, item.data.city_id))) {
        summary.rejected.push({
          section: 'stores',
          index,
          key: item.data.name,
          reason: `city_id: there is no city ${item.data.city_id} (see GET /api/cities)`,
        });
        continue;
      }
      const outcome = await repo.writeStore(
        trx,
        {
          name: item.data.name,
          city_id: item.data.city_id,
          address: item.data.address,
          opening_hours: item.data.opening_hours,
          phone: item.data.phone,
          map_url: item.data.map_url ?? mapSearchUrl(`${item.data.name}, ${item.data.address}`),
          sort: item.data.sort ?? index * 10,
          updated_at: now,
        },
        mode,
      );
      summary.stores[outcome] += 1;
    }
  });
  reads.invalidate();
  return summary;
}
