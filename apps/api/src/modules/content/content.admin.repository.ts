import { sql, type Kysely } from 'kysely';
import type { Database } from '#app/db/schema';

type Db = Kysely<Database>;

/** An Arabic column as the editor shows it: empty when there is none. */
const arabic = <C extends string>(column: string, alias: C) =>
  sql<string>`coalesce(${sql.ref(column)}, '')`.as(alias);

const pageColumns = [
  'slug',
  'kind',
  'title_en',
  'title_ar',
  'summary',
  'body_html',
  'updated_at',
  arabic('summary_ar', 'summary_ar'),
  arabic('body_html_ar', 'body_html_ar'),
] as const;

/** Every page and article, pages first, each group by slug. */
export function listPages(db: Db) {
  return db
    .selectFrom('content_pages')
    .select(['slug', 'kind', 'title_en', 'summary', 'updated_at'])
    .orderBy('kind', 'desc')
    .orderBy('slug')
    .execute();
}

/** The page with exactly this slug: the back office edits the page it listed, never a near spelling. */
export function pageBySlug(db: Db, slug: string) {
  return db.selectFrom('content_pages').select(pageColumns).where('slug', '=', slug).executeTakeFirst();
}

export async function updatePage(
  db: Db,
  slug: string,
  change: {
    title_en: string;
    title_ar: string | null;
    summary: string;
    summary_ar: string | null;
    body_html: string;
    body_html_ar: string | null;
    updated_at: string;
  },
  /** The stamp the page must still have: the write is skipped (and false answered) if another save came first. */
  opened: string,
): Promise<boolean> {
  const result = await db
    .updateTable('content_pages')
    .set(change)
    .where('slug', '=', slug)
    .where('updated_at', '=', opened)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// --- FAQ ------------------------------------------------------------------------------------------------------------

const faqColumns = [
  'id',
  'topic',
  'question',
  'answer_html',
  'sort',
  'updated_at',
  arabic('topic_ar', 'topic_ar'),
  arabic('question_ar', 'question_ar'),
  arabic('answer_html_ar', 'answer_html_ar'),
] as const;

type FaqArabic = { topic_ar: string | null; question_ar: string | null; answer_html_ar: string | null };

/** The questions in the shop's order (the storefront's: sort, then id). */
export function listFaqs(db: Db) {
  return db.selectFrom('faqs').select(faqColumns).orderBy('sort').orderBy('id').execute();
}

export function faqById(db: Db, id: number) {
  return db.selectFrom('faqs').select(faqColumns).where('id', '=', id).executeTakeFirst();
}

/** Another question with this text (the import matches questions by their text, so two may not share it). */
export async function questionTaken(db: Db, question: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('faqs').select('id').where('question', '=', question);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertFaq(
  db: Db,
  row: { topic: string; question: string; answer_html: string; sort: number; updated_at: string } & FaqArabic,
): Promise<number> {
  const { id } = await db.insertInto('faqs').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateFaq(
  db: Db,
  id: number,
  change: Partial<
    { topic: string; question: string; answer_html: string; sort: number; updated_at: string } & FaqArabic
  >,
): Promise<void> {
  await db.updateTable('faqs').set(change).where('id', '=', id).execute();
}

export async function deleteFaq(db: Db, id: number): Promise<void> {
  await db.deleteFrom('faqs').where('id', '=', id).execute();
}

// --- stores ---------------------------------------------------------------------------------------------------------

function storesQuery(db: Db) {
  return db
    .selectFrom('stores')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .innerJoin('governorates', 'governorates.id', 'cities.governorate_id')
    .select([
      'stores.id',
      'stores.name',
      'stores.city_id',
      'cities.name_en as city_en',
      'governorates.name_en as governorate_en',
      'stores.address',
      'stores.opening_hours',
      'stores.phone',
      'stores.map_url',
      'stores.updated_at',
      arabic('stores.name_ar', 'name_ar'),
      arabic('stores.address_ar', 'address_ar'),
      arabic('stores.opening_hours_ar', 'opening_hours_ar'),
    ]);
}

/** The stores in the storefront's order: by governorate, then their position, then id. */
export function listStores(db: Db) {
  return storesQuery(db)
    .orderBy('governorates.sort_order')
    .orderBy('stores.sort')
    .orderBy('stores.id')
    .execute();
}

export function storeById(db: Db, id: number) {
  return storesQuery(db).where('stores.id', '=', id).executeTakeFirst();
}

export function listCities(db: Db) {
  return db
    .selectFrom('cities')
    .innerJoin('governorates', 'governorates.id', 'cities.governorate_id')
    .select(['cities.id', 'cities.name_en', 'governorates.name_en as governorate_en'])
    .orderBy('governorates.sort_order')
    .orderBy('cities.sort_order')
    .execute();
}

export async function storeNameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('stores').select('id').where('name', '=', name);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

type StoreFields = {
  name: string;
  city_id: number;
  address: string;
  opening_hours: string;
  phone: string;
  map_url: string;
  name_ar: string | null;
  address_ar: string | null;
  opening_hours_ar: string | null;
};

/** A new store goes after the others (the import numbers stores in tens). */
export async function insertStore(db: Db, row: StoreFields & { updated_at: string }): Promise<number> {
  const last = await db
    .selectFrom('stores')
    .select((eb) => eb.fn.max<number | null>('sort').as('m'))
    .executeTakeFirst();
  const sort = last?.m === null || last?.m === undefined ? 0 : Number(last.m) + 10;
  const { id } = await db
    .insertInto('stores')
    .values({ ...row, sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateStore(db: Db, id: number, change: StoreFields & { updated_at: string }) {
  await db.updateTable('stores').set(change).where('id', '=', id).execute();
}

export async function deleteStore(db: Db, id: number): Promise<void> {
  await db.deleteFrom('stores').where('id', '=', id).execute();
}
