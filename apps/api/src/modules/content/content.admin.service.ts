import type { z } from 'zod';
import {
  contentMessages,
  type AdminContentPage,
  type AdminContentPageList,
  type AdminFaq,
  type AdminFaqList,
  type AdminStore,
  type AdminStoreList,
  type ContentPagePreview,
  type contentPageInput,
  type faqInput,
  type storeInput,
} from '@shop/contract/admin-content';
import type { Deps } from '#app/deps';
import { AppError } from '#app/errors/app-error';
import { recordAudit } from '#app/modules/audit/audit.service';
import { sanitizeContentHtml } from './content-html.ts';
import * as repo from './content.admin.repository.ts';
import { cityExists, nextFaqSort } from './content.repository.ts';

type Input = z.output<typeof contentPageInput>;
type ContentDeps = Pick<Deps, 'db' | 'reads'>;

const EMPTIED =
  'The text is empty once scripts and unsupported formatting are removed: write at least a paragraph.';

export async function listPages(db: Deps['db']): Promise<AdminContentPageList> {
  return { pages: await repo.listPages(db) };
}

export async function getPage(db: Deps['db'], slug: string): Promise<AdminContentPage> {
  const page = await repo.pageBySlug(db, slug);
  if (!page) throw new AppError('not_found', `There is no page called "${slug}".`);
  return page;
}

/** The posted fields with the body sanitised as a save would store it; a body with nothing left is refused. */
function cleaned(input: Input) {
  const body_html = sanitizeContentHtml(input.body_html);
  if (!body_html) throw new AppError('validation_failed', EMPTIED);
  return {
    title_en: input.title_en,
    title_ar: input.title_ar,
    summary: input.summary,
    summary_ar: input.summary_ar || null,
    body_html,
    body_html_ar: arabicHtml(input.body_html_ar, EMPTIED_AR),
  };
}

const EMPTIED_AR =
  'The Arabic text is empty once scripts and unsupported formatting are removed: write at least a paragraph, or leave it empty to show the English.';

/** Arabic rich text sanitised by the English rule: none when left empty; refused when nothing survives. */
function arabicHtml(html: string, emptied: string): string | null {
  if (html.trim() === '') return null;
  const clean = sanitizeContentHtml(html);
  if (!clean) throw new AppError('validation_failed', emptied);
  return clean;
}

/** The page as the shop would show it with these fields, without saving them. */
export async function previewPage(db: Deps['db'], slug: string, input: Input): Promise<ContentPagePreview> {
  const page = await getPage(db, slug);
  // The preview shows the page as English shoppers would see it.
  const { summary_ar: _summary, body_html_ar: _body, ...next } = cleaned(input);
  const { summary_ar: _was, body_html_ar: _wasBody, ...shopper } = page;
  return { ...shopper, ...next, updated_at: new Date().toISOString() };
}

/**
 * Saves a page's title, summary and sanitised body, audited with what it was and what it became, and clears the
 * shop's read cache so the storefront shows the new text on its next request.
 */
export async function savePage(
  { db, reads }: ContentDeps,
  slug: string,
  input: Input,
  staffId: number,
): Promise<{ page: AdminContentPage; changed: boolean }> {
  const next = cleaned(input);
  const at = new Date().toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await repo.pageBySlug(trx, slug);
    if (!before) throw new AppError('not_found', `There is no page called "${slug}".`);
    const was = {
      title_en: before.title_en,
      title_ar: before.title_ar,
      summary: before.summary,
      summary_ar: before.summary_ar || null,
      body_html: before.body_html,
      body_html_ar: before.body_html_ar || null,
    };
    if (input.updated_at === undefined) throw new AppError('bad_request', contentMessages.versionMissing);
    if (input.updated_at !== before.updated_at) throw new AppError('conflict', contentMessages.changedSince);
    if (JSON.stringify(was) === JSON.stringify(next)) return false;
    // The stamp is the page's version: it must move on even when two saves fall in the same millisecond.
    const stamp = at > before.updated_at ? at : new Date(Date.parse(before.updated_at) + 1).toISOString();
    if (!(await repo.updatePage(trx, slug, { ...next, updated_at: stamp }, before.updated_at)))
      throw new AppError('conflict', contentMessages.changedSince);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'content.page.saved',
        entity: { type: 'content_page', id: slug },
        before: was,
        after: next,
      },
      at,
    );
    return true;
  });
  if (changed) reads.invalidate();
  return { page: await getPage(db, slug), changed };
}

// --- FAQ ------------------------------------------------------------------------------------------------------------

type FaqFields = z.output<typeof faqInput>;

const EMPTY_ANSWER =
  'The answer is empty once scripts and unsupported formatting are removed: write at least a sentence.';

export async function listFaqs(db: Deps['db']): Promise<AdminFaqList> {
  const faqs = await repo.listFaqs(db);
  return { faqs, topics: [...new Set(faqs.map((f) => f.topic))] };
}

async function faqOf(db: Deps['db'], id: number): Promise<AdminFaq> {
  const faq = await repo.faqById(db, id);
  if (!faq) throw new AppError('not_found', `There is no question with id ${id}.`);
  return faq;
}

/** The fields as they are stored: the answer sanitised with the pages' rule; a question asked twice is refused. */
async function faqFields(db: Deps['db'], input: FaqFields, exceptId: number | null) {
  const answer_html = sanitizeContentHtml(input.answer_html);
  if (!answer_html) throw new AppError('validation_failed', EMPTY_ANSWER);
  if (await repo.questionTaken(db, input.question, exceptId))
    throw new AppError('conflict', `Another question already reads "${input.question}".`);
  return {
    topic: input.topic,
    question: input.question,
    answer_html,
    topic_ar: input.topic_ar || null,
    question_ar: input.question_ar || null,
    answer_html_ar: arabicHtml(input.answer_html_ar, EMPTY_ANSWER_AR),
  };
}

const EMPTY_ANSWER_AR =
  'The Arabic answer is empty once scripts and unsupported formatting are removed: write at least a sentence, or leave it empty to show the English.';

/** What the audit log keeps of a question; an Arabic text left empty is kept as none. */
const shown = (
  faq: Pick<AdminFaq, 'topic' | 'question' | 'answer_html' | 'sort'> & {
    id?: number;
    topic_ar: string | null;
    question_ar: string | null;
    answer_html_ar: string | null;
  },
) => ({
  topic: faq.topic,
  question: faq.question,
  answer_html: faq.answer_html,
  sort: faq.sort,
  topic_ar: faq.topic_ar || null,
  question_ar: faq.question_ar || null,
  answer_html_ar: faq.answer_html_ar || null,
});

/** Adds a question at the end of the list (last of its topic), audited. */
export async function addFaq(
  { db, reads }: ContentDeps,
  input: FaqFields,
  staffId: number,
): Promise<AdminFaq> {
  const at = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = { ...(await faqFields(trx, input, null)), sort: await nextFaqSort(trx), updated_at: at };
    const id = await repo.insertFaq(trx, row);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'faq.created',
        entity: { type: 'faq', id },
        before: null,
        after: shown({ id, ...row }),
      },
      at,
    );
    return id;
  });
  reads.invalidate();
  return faqOf(db, id);
}

export async function saveFaq(
  { db, reads }: ContentDeps,
  id: number,
  input: FaqFields,
  staffId: number,
): Promise<{ faq: AdminFaq; changed: boolean }> {
  const at = new Date().toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const before = await faqOf(trx, id);
    const next = await faqFields(trx, input, id);
    const after = { ...shown(before), ...next };
    if (JSON.stringify(shown(before)) === JSON.stringify(after)) return false;
    await repo.updateFaq(trx, id, { ...next, updated_at: at });
    await recordAudit(
      trx,
      { staffId, action: 'faq.updated', entity: { type: 'faq', id }, before: shown(before), after },
      at,
    );
    return true;
  });
  if (changed) reads.invalidate();
  return { faq: await faqOf(db, id), changed };
}

export async function removeFaq({ db, reads }: ContentDeps, id: number, staffId: number): Promise<AdminFaq> {
  const at = new Date().toISOString();
  const removed = await db.transaction().execute(async (trx) => {
    const before = await faqOf(trx, id);
    await repo.deleteFaq(trx, id);
    await recordAudit(
      trx,
      { staffId, action: 'faq.deleted', entity: { type: 'faq', id }, before: shown(before), after: null },
      at,
    );
    return before;
  });
  reads.invalidate();
  return removed;
}

/**
 * Moves a question one place up or down among its topic's questions (the shop shows them grouped by topic). The list
 * is numbered again in tens, so questions that shared a position get their own; only moved rows are written.
 */
export async function moveFaq(
  { db, reads }: ContentDeps,
  id: number,
  direction: 'up' | 'down',
  staffId: number,
): Promise<{ faq: AdminFaq; moved: boolean }> {
  const at = new Date().toISOString();
  const moved = await db.transaction().execute(async (trx) => {
    const all = await repo.listFaqs(trx);
    const index = all.findIndex((f) => f.id === id);
    if (index < 0) throw new AppError('not_found', `There is no question with id ${id}.`);
    const topic = all[index]!.topic;
    const step = direction === 'up' ? -1 : 1;
    let other = index + step;
    while (other >= 0 && other < all.length && all[other]!.topic !== topic) other += step;
    if (other < 0 || other >= all.length) return false;
    const order = [...all];
    [order[index], order[other]] = [order[other]!, order[index]!];
    for (const [position, faq] of order.entries()) {
      if (faq.sort !== position * 10) await repo.updateFaq(trx, faq.id, { sort: position * 10 });
    }
    await recordAudit(
      trx,
      {
        staffId,
        action: 'faq.moved',
        entity: { type: 'faq', id },
        before: {
          sort: all[index]!.sort,
          position: all.filter((f) => f.topic === topic).findIndex((f) => f.id === id) + 1,
        },
        after: {
          sort: order.indexOf(all[index]!) * 10,
          position: order.filter((f) => f.topic === topic).findIndex((f) => f.id === id) + 1,
        },
      },
      at,
    );
    return true;
  });
  if (moved) reads.invalidate();
  return { faq: await faqOf(db, id), moved };
}

// --- stores ---------------------------------------------------------------------------------------------------------

type StoreFields = z.output<typeof storeInput>;

export async function listStores(db: Deps['db']): Promise<AdminStoreList> {
  const [stores, cities] = await Promise.all([repo.listStores(db), repo.listCities(db)]);
  return { stores, cities };
}

async function storeOf(db: Deps['db'], id: number): Promise<AdminStore> {
  const store = await repo.storeById(db, id);
  if (!store) throw new AppError('not_found', `There is no store with id ${id}.`);
  return store;
}

/** The fields as stored; the city must exist and the name be the store's own (the import matches stores by name). */
async function storeFields(db: Deps['db'], input: StoreFields, exceptId: number | null) {
  if (!(await cityExists(db, input.city_id)))
    throw new AppError('validation_failed', `city_id: there is no city ${input.city_id}.`);
  if (await repo.storeNameTaken(db, input.name, exceptId))
    throw new AppError('conflict', `Another store is already called "${input.name}".`);
  const { name, city_id, address, opening_hours, phone, map_url } = input;
  return {
    name,
    city_id,
    address,
    opening_hours,
    phone,
    map_url,
    name_ar: input.name_ar || null,
    address_ar: input.address_ar || null,
    opening_hours_ar: input.opening_hours_ar || null,
  };
}

const storeShown = (s: AdminStore) => ({
  name: s.name,
  city_id: s.city_id,
  address: s.address,
  opening_hours: s.opening_hours,
  phone: s.phone,
  map_url: s.map_url,
  // As stored: an Arabic text left empty is none.
  name_ar: s.name_ar || null,
  address_ar: s.address_ar || null,
  opening_hours_ar: s.opening_hours_ar || null,
});

export async function addStore(
  { db, reads }: ContentDeps,
  input: StoreFields,
  staffId: number,
): Promise<AdminStore> {
  const at = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    const row = await storeFields(trx, input, null);
    const id = await repo.insertStore(trx, { ...row, updated_at: at });
    await recordAudit(
      trx,
      { staffId, action: 'store.created', entity: { type: 'store', id }, before: null, after: row },
      at,
    );
    return id;
  });
  reads.invalidate();
  return storeOf(db, id);
}

export async function saveStore(
  { db, reads }: ContentDeps,
  id: number,
  input: StoreFields,
  staffId: number,
): Promise<{ store: AdminStore; changed: boolean }> {
  const at = new Date().toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    const before = storeShown(await storeOf(trx, id));
    const after = await storeFields(trx, input, id);
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    await repo.updateStore(trx, id, { ...after, updated_at: at });
    await recordAudit(
      trx,
      { staffId, action: 'store.updated', entity: { type: 'store', id }, before, after },
      at,
    );
    return true;
  });
  if (changed) reads.invalidate();
  return { store: await storeOf(db, id), changed };
}

export async function removeStore(
  { db, reads }: ContentDeps,
  id: number,
  staffId: number,
): Promise<AdminStore> {
  const at = new Date().toISOString();
  const removed = await db.transaction().execute(async (trx) => {
    const before = await storeOf(trx, id);
    await repo.deleteStore(trx, id);
    await recordAudit(
      trx,
      {
        staffId,
        action: 'store.deleted',
        entity: { type: 'store', id },
        before: storeShown(before),
        after: null,
      },
      at,
    );
    return before;
  });
  reads.invalidate();
  return removed;
}
