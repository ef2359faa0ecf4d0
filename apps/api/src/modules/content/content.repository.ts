import { sql, type Kysely, type Selectable } from 'kysely';
import type { Language } from '@shop/contract/languages';
import { localized } from '#app/db/localized';
import type {
  ContactMessageTable,
  ContentPageTable,
  Database,
  FaqTable,
  LeadTable,
  StoreTable,
} from '#app/db/schema';

type Db = Kysely<Database>;

type PageRow = Omit<Selectable<ContentPageTable>, 'id'>;
type FaqRow = Omit<Selectable<FaqTable>, 'id'>;
type StoreRow = Omit<Selectable<StoreTable>, 'id'>;

/**
 * A page's columns as shoppers read it: the titles keep their own language (title_en, title_ar), the lead and the
 * body come in `language`, falling back to English (migration 0034).
 */
const pageColumns = (language: Language) =>
  [
    'slug',
    'kind',
    'title_en',
    'title_ar',
    localized(language, 'summary', 'summary_ar', 'summary'),
    localized(language, 'body_html', 'body_html_ar', 'body_html'),
    'updated_at',
  ] as const;

/** The page with exactly this slug, else one whose slug matches ignoring case (a hand-typed /blog-detail/trade-in). */
export async function findPage(db: Db, slug: string, language: Language = 'en') {
  const exact = await db
    .selectFrom('content_pages')
    .select(pageColumns(language))
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (exact) return exact;
  return db
    .selectFrom('content_pages')
    .select(pageColumns(language))
    .where(sql<string>`lower(slug)`, '=', slug.toLowerCase())
    .orderBy('id')
    .executeTakeFirst();
}

/** The slugs and dates of the articles (blog-detail pages), for the sitemap. */
export function listArticles(db: Db) {
  return db
    .selectFrom('content_pages')
    .select(['slug', 'updated_at'])
    .where('kind', '=', 'article')
    .orderBy('slug')
    .execute();
}

export function listFaqs(db: Db, language: Language = 'en') {
  return db
    .selectFrom('faqs')
    .select([
      'id',
      localized(language, 'topic', 'topic_ar', 'topic'),
      localized(language, 'question', 'question_ar', 'question'),
      localized(language, 'answer_html', 'answer_html_ar', 'answer_html'),
    ])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function listStores(db: Db, cityId: number | null, language: Language = 'en') {
  let query = db
    .selectFrom('stores')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .innerJoin('governorates', 'governorates.id', 'cities.governorate_id')
    .select([
      'stores.id',
      localized(language, 'stores.name', 'stores.name_ar', 'name'),
      'stores.city_id',
      'cities.name_en as city_en',
      'cities.name_ar as city_ar',
      'governorates.name_en as governorate_en',
      'governorates.name_ar as governorate_ar',
      localized(language, 'stores.address', 'stores.address_ar', 'address'),
      localized(language, 'stores.opening_hours', 'stores.opening_hours_ar', 'opening_hours'),
      'stores.phone',
      'stores.map_url',
    ])
    .orderBy('governorates.sort_order')
    .orderBy('stores.sort')
    .orderBy('stores.id');
  if (cityId !== null) query = query.where('stores.city_id', '=', cityId);
  return query.execute();
}

/** Every city that has at least one store, in the shoppers' order of governorates and cities. */
export async function listStoreCities(db: Db) {
  const rows = await db
    .selectFrom('stores')
    .innerJoin('cities', 'cities.id', 'stores.city_id')
    .innerJoin('governorates', 'governorates.id', 'cities.governorate_id')
    .select((eb) => [
      'cities.id',
      'cities.name_en',
      'cities.name_ar',
      'governorates.name_en as governorate_en',
      'governorates.name_ar as governorate_ar',
      eb.fn.countAll<number | string>().as('stores'),
    ])
    .groupBy([
      'cities.id',
      'cities.name_en',
      'cities.name_ar',
      'governorates.name_en',
      'governorates.name_ar',
      'governorates.sort_order',
      'cities.sort_order',
    ])
    .orderBy('governorates.sort_order')
    .orderBy('cities.sort_order')
    .execute();
  return rows.map((row) => ({ ...row, stores: Number(row.stores) }));
}

export async function cityExists(db: Db, cityId: number): Promise<boolean> {
  const row = await db.selectFrom('cities').select('id').where('id', '=', cityId).executeTakeFirst();
  return row !== undefined;
}

// --- writes (seed and import) -------------------------------------------------------------------------------------

export type WriteMode = 'insert-missing' | 'upsert';
export type WriteOutcome = 'added' | 'updated' | 'unchanged';

/** Inserts the page, or (upsert) replaces the one with the same slug; the seed never overwrites an operator's edit. */
export async function writePage(db: Db, row: PageRow, mode: WriteMode): Promise<WriteOutcome> {
  const existing = await db
    .selectFrom('content_pages')
    .select('id')
    .where('slug', '=', row.slug)
    .executeTakeFirst();
  if (!existing) {
    const inserted = await db
      .insertInto('content_pages')
      .values(row)
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? 'added' : 'unchanged';
  }
  if (mode === 'insert-missing') return 'unchanged';
  await db.updateTable('content_pages').set(row).where('id', '=', existing.id).execute();
  return 'updated';
}

export async function writeFaq(db: Db, row: FaqRow, mode: WriteMode): Promise<WriteOutcome> {
  const existing = await db
    .selectFrom('faqs')
    .select('id')
    .where('question', '=', row.question)
    .executeTakeFirst();
  if (!existing) {
    const inserted = await db
      .insertInto('faqs')
      .values(row)
      .onConflict((oc) => oc.column('question').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? 'added' : 'unchanged';
  }
  if (mode === 'insert-missing') return 'unchanged';
  await db.updateTable('faqs').set(row).where('id', '=', existing.id).execute();
  return 'updated';
}

export async function writeStore(db: Db, row: StoreRow, mode: WriteMode): Promise<WriteOutcome> {
  const existing = await db.selectFrom('stores').select('id').where('name', '=', row.name).executeTakeFirst();
  if (!existing) {
    const inserted = await db
      .insertInto('stores')
      .values(row)
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted ? 'added' : 'unchanged';
  }
  if (mode === 'insert-missing') return 'unchanged';
  await db.updateTable('stores').set(row).where('id', '=', existing.id).execute();
  return 'updated';
}

/** The next sort position after the last FAQ, so imported questions without one go to the end. */
export async function nextFaqSort(db: Db): Promise<number> {
  const row = await db
    .selectFrom('faqs')
    .select((eb) => eb.fn.max<number | null>('sort').as('m'))
    .executeTakeFirst();
  return row?.m === null || row?.m === undefined ? 0 : Number(row.m) + 10;
}

// --- public forms -------------------------------------------------------------------------------------------------

export async function insertContactMessage(
  db: Db,
  row: Omit<Selectable<ContactMessageTable>, 'id' | 'handled_at' | 'handled_by'>,
): Promise<number> {
  const { id } = await db
    .insertInto('contact_messages')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertLead(
  db: Db,
  row: Omit<Selectable<LeadTable>, 'id' | 'handled_at' | 'handled_by'>,
): Promise<number> {
  const { id } = await db.insertInto('leads').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}
