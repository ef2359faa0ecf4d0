import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SqlBool,
  type Transaction,
} from 'kysely';
import type { ProductListQuery } from '@shop/contract/admin-catalog';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';

/** The back office's catalog SQL: the staff list and the editor's reads and the few writes the import does not do. */

type Db = Kysely<Database> | Transaction<Database>;
type Scope = ExpressionBuilder<Database & { p: Database['products'] }, 'p'>;

/** The list's sorts, each read in order from its own index (migration 0020), the id breaking ties. */
export const SORT_COLUMN = {
  updated: 'p.updated_at',
  name: 'p.name',
  price: 'p.price',
  stock: 'p.stock_total',
} as const;

export interface ListCriteria {
  /**
   * Words of the name as prefixes, or the start of a SKU (the product's or a variant's), or nothing. `common`: the
   * words are in more names than the count's cap (whatever the other filters): a page walks its sort's index for
   * them rather than sorting them all, or by name first looks among the next names (see `nameMatches`).
   */
  text: { kind: 'name'; terms: string[]; common?: boolean } | { kind: 'sku'; prefixes: string[] } | null;
  category?: number | undefined;
  brand?: number | undefined;
  stock?: ProductListQuery['stock'];
  /** The shop's low-stock threshold: "low" is 1 to this many units in all. */
  lowStockMax: number;
  active?: boolean | undefined;
}

/** The highest code point, so "ABC" <= sku < "ABC\uffff" is "starts with ABC" and reads the unique index. */
const PREFIX_END = '\uffff';

/** How many products' names the text index matches, counting no further than `cap`. */
export async function nameMatchesUpTo(
  db: Db,
  dialect: DialectName,
  terms: string[],
  cap: number,
): Promise<number> {
  const matching =
    dialect === 'postgres'
      ? sql`select 1 from products where ${postgresNameWords('name', terms)} limit ${cap}`
      : sql`select 1 from product_search where product_search match ${sqliteNameQuery(terms)} limit ${cap}`;
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${matching}) m`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

const sqliteNameQuery = (terms: string[]) => `name : (${terms.map((t) => `"${t}"*`).join(' AND ')})`;

/** Every word a prefix of a word of the name, through PostgreSQL's index of the names' words (migration 0037). */
const postgresNameWords = (column: 'name' | 'p.name' | 'w.name', terms: string[]) =>
  sql<SqlBool>`to_tsvector('simple', ${sql.ref(column)}) @@ to_tsquery('simple', ${terms.map((t) => `${t}:*`).join(' & ')})`;

/** How a page reads a name's matches (a count reads them as the planner likes: `count`). */
type NameRead = 'count' | 'look up' | 'walk' | 'near first' | 'matches first';

/**
 * Products whose name has every word as a prefix (the name alone: SKU, brand and category words would make "bench"
 * or "apple" match nearly everything).
 *
 * Neither database can tell how many names a prefix matches as well as a count can, so the caller counts them first
 * (up to a cap) and says how a page reads them. Measured at 100,000 products:
 * - SQLite, from the storefront's text index (its name column), has no statistics on a prefix's matches. A word in
 *   more names than the cap: walk the sort's index and keep the rows whose id is among the matches, read once and
 *   probed in memory ("+p.id" keeps it from looking each id up instead), which stops after a page: sorting "a"'s
 *   21,000 matches took 150 ms and walking 18. A rarer word: look them up and sort them (walking the whole index for
 *   a word in four names took 30 ms, sorting under 1). Sorted by name, though, a brand's names sit together far down
 *   the order, and the walk to them passed every name before them ("mophie", whose names sort after 94,000 others:
 *   9-13 ms, most of the request). Such a page walks only the next NEAR_WINDOW names (`near first`), which fills it
 *   when the word is in many of them ("a", "pro": 2-7 ms as before); else it reads the matches from the text index,
 *   each joined to its product for its name, and keeps the first by name, so it costs what the matches cost wherever
 *   they sort ("mophie", 5,300 matches: 1.4 ms for the look and 2.7 for the matches). A page whose matches start a
 *   few thousand names on (Spigen's, Apple's) costs the look and the matches too, 1-3 ms more than the walk there,
 *   and no page walks the whole index any more.
 * - PostgreSQL, from the index of the names' words, chooses well by itself (a rare word looked up in under 1 ms, a
 *   common one found by walking the sort's index in 1-30 ms) except for a common word sorted by name. Names starting
 *   with a brand sit together far down that order: walking to them computed the words of every name on the way
 *   ("mophie", "samsung": 0.7-1.2 s), and walking with the matches in a hash still fetched every product row passed
 *   (60-95 ms). Such a page looks among the next few hundred names first, from the name index alone, which fills it
 *   when the word is in most names ("a": 26 ms before, 4 ms); else it reads the matches from the words' index and
 *   keeps the first of them by name as it goes, so it costs what the matches cost wherever they sort ("mophie", 5,000
 *   matches: 86 ms before, 16-24 ms). See `listPage` and `listSource`.
 */
function nameMatches(dialect: DialectName, terms: string[], read: NameRead): Expression<SqlBool> | null {
  // The page's rows are the matches already (listSource).
  if (read === 'matches first') return null;
  if (dialect === 'postgres') return read === 'near first' ? null : postgresNameWords('p.name', terms);
  const id = read === 'walk' || read === 'near first' ? sql`+p.id` : sql`p.id`;
  return sql<SqlBool>`${id} in (select rowid from product_search where product_search match ${sqliteNameQuery(terms)})`;
}

/** How a page in this order reads a name's matches, from whether they are in more names than the count's cap. */
function nameRead(common: boolean | undefined, sort: keyof typeof SORT_COLUMN): NameRead {
  if (!common) return 'look up';
  return sort === 'name' ? 'matches first' : 'walk';
}

/** Whether the list is filtered by words of the name alone (no category, brand, stock state or active flag). */
export function onlyWords(c: ListCriteria): boolean {
  return c.category === undefined && c.brand === undefined && c.stock === undefined && c.active === undefined;
}

/** The rows after the cursor's (value, id) in the page's order: one tuple comparison, read from the sort's index. */
function afterCursor(e: Scope, column: string, id: string, order: PageOrder): Expression<SqlBool> {
  const [value, at] = order.after!;
  return e(
    e.refTuple(column as never, id as never),
    order.desc ? '<' : '>',
    e.tuple(value as never, at as never) as never,
  );
}

/**
 * How many names, in order from the page's start, a common word sorted by name is first looked for among. SQLite's
 * look costs mostly the reading of the word's matches into memory, and little more for each name, so it looks
 * further: "pro" (10,000 matches) filled 20 of a page's 26 rows in the first 500 names and all of them in 2,000, for
 * well under a millisecond more. Further still cost more on the brands' pages than it saved elsewhere.
 */
const NEAR_WINDOW = { postgres: 500, sqlite: 2_000 } as const;

type PageOrder = { sort: keyof typeof SORT_COLUMN; desc: boolean; after: [string | number, number] | null };

/**
 * The rows a page is read from: the products; for PostgreSQL's common word sorted by name, either the next
 * NEAR_WINDOW products in that order (`near first`) or only the products the words' index matches (`matches first`;
 * OFFSET 0 keeps the planner from turning it back into a walk of the name index). SQLite's are the page's own ids,
 * already filtered, found in the same two ways (`sqliteFirstIds`): `filtered` says the page need not filter them again.
 */
function listSource(
  db: Db,
  dialect: DialectName,
  c: ListCriteria,
  read: NameRead | null,
  order: PageOrder,
  limit: number,
) {
  if (
    c.text?.kind === 'name' &&
    dialect === 'sqlite' &&
    (read === 'near first' || read === 'matches first')
  ) {
    // Ids in a list, the inner query's "p" its own: joined to the page's products instead, SQLite walked the whole
    // name index to find them (20 ms for "mophie").
    const ids = sqliteFirstIds(db, c, c.text.terms, read, order, limit);
    return { from: allProducts(db).where('p.id', 'in', ids), filtered: true };
  }
  if (c.text?.kind === 'name' && read === 'matches first') {
    const matches = db
      .selectFrom('products')
      .selectAll()
      .where(postgresNameWords('name', c.text.terms))
      .offset(0)
      .as('p');
    return { from: db.selectFrom(matches), filtered: false };
  }
  if (c.text?.kind === 'name' && read === 'near first') {
    // From the name index alone (it holds the ids): the next names in order, the first `limit` of them that match.
    const direction = order.desc ? 'desc' : 'asc';
    const next = db
      .selectFrom('products')
      .select(['id', 'name'])
      .$if(order.after !== null, (q) => q.where((e) => afterCursor(e as never, 'name', 'id', order)))
      .orderBy('name', direction)
      .orderBy('id', direction)
      .limit(NEAR_WINDOW.postgres)
      .as('w');
    const firstMatches = db
      .selectFrom(next)
      .select('w.id')
      .where(postgresNameWords('w.name', c.text.terms))
      .orderBy('w.name', direction)
      .orderBy('w.id', direction)
      .limit(limit);
    return { from: db.selectFrom('products as p').where('p.id', 'in', firstMatches), filtered: false };
  }
  return { from: allProducts(db), filtered: false };
}

const allProducts = (db: Db) => db.selectFrom('products as p');

/**
 * SQLite's page of a common word sorted by name, as ids in the page's order after the cursor, every filter applied.
 * `near first`: the next NEAR_WINDOW names from the name index, which holds the filters' columns too, kept when the
 * id is among the matches (read once into memory, as a walk does) and the filters hold. `matches first`: the text
 * index's matches, each joined to its product by id for its name and the filters, the first `limit` by name kept as
 * they come (about 0.5 µs a match; looking the ids up from a list in memory instead cost a third more, and sorting
 * whole rows more still).
 */
function sqliteFirstIds(
  db: Db,
  c: ListCriteria,
  terms: string[],
  read: 'near first' | 'matches first',
  order: PageOrder,
  limit: number,
) {
  const direction = order.desc ? 'desc' : 'asc';
  const inOrder = (eb: unknown) => {
    const e = eb as Scope;
    const and = filters(e, 'sqlite', c, { read });
    if (order.after) and.push(afterCursor(e, 'p.name', 'p.id', order));
    return e.and(and);
  };
  if (read === 'near first') {
    const next = db
      .selectFrom('products as p')
      .select(['p.id', 'p.name', 'p.category_id', 'p.brand_id', 'p.active', 'p.stock_total'])
      .$if(order.after !== null, (q) => q.where((e) => afterCursor(e as never, 'p.name', 'p.id', order)))
      .orderBy('p.name', direction)
      .orderBy('p.id', direction)
      .limit(NEAR_WINDOW.sqlite)
      .as('p');
    return db
      .selectFrom(next)
      .select('p.id')
      .where((eb) => inOrder(eb))
      .orderBy('p.name', direction)
      .orderBy('p.id', direction)
      .limit(limit);
  }
  return db
    .selectFrom('products as p')
    .innerJoin(sql<{ rowid: number }>`product_search`.as('s'), (join) =>
      join.on(sql<SqlBool>`s.rowid = p.id`),
    )
    .select('p.id')
    .where(sql<SqlBool>`s.product_search match ${sqliteNameQuery(terms)}`)
    .where((eb) => inOrder(eb))
    .orderBy('p.name', direction)
    .orderBy('p.id', direction)
    .limit(limit);
}

/**
 * Products whose own SKU or one of whose variants' SKUs starts with one of the prefixes: one list of ids from the two
 * SKU indexes. (Written as an OR of conditions instead, PostgreSQL read all 100,000 products for it: 270 ms.)
 */
function skuMatches(e: Scope, prefixes: string[]): Expression<SqlBool> {
  const own = (prefix: string) =>
    e
      .selectFrom('products as ps')
      .select('ps.id as id')
      .where('ps.sku', '>=', prefix)
      .where('ps.sku', '<', prefix + PREFIX_END);
  const variants = (prefix: string) =>
    e
      .selectFrom('product_variants as v')
      .select('v.product_id as id')
      .where('v.sku', '>=', prefix)
      .where('v.sku', '<', prefix + PREFIX_END);
  let ids = own(prefixes[0]!).union(variants(prefixes[0]!));
  for (const prefix of prefixes.slice(1)) ids = ids.union(own(prefix)).union(variants(prefix));
  return e('p.id', 'in', ids);
}

/** Whether any product's or variant's SKU starts with one of the prefixes (one index probe each). */
export async function anySkuStartsWith(db: Db, prefixes: string[]): Promise<boolean> {
  for (const prefix of prefixes) {
    const [product, variant] = await Promise.all([
      db
        .selectFrom('products')
        .select('id')
        .where('sku', '>=', prefix)
        .where('sku', '<', prefix + PREFIX_END)
        .limit(1)
        .executeTakeFirst(),
      db
        .selectFrom('product_variants')
        .select('id')
        .where('sku', '>=', prefix)
        .where('sku', '<', prefix + PREFIX_END)
        .limit(1)
        .executeTakeFirst(),
    ]);
    if (product || variant) return true;
  }
  return false;
}

type FilterColumn = 'p.category_id' | 'p.brand_id' | 'p.active' | 'p.stock_total';

/**
 * The list's filters. For a page (`inOrder`) SQLite is told not to look them up in their own indexes ("+column"): it
 * then walks the sort's index, which holds the filter columns too, and stops at the page, where its planner (without
 * statistics) would otherwise gather every low-stock product and sort them all. A count wants the opposite.
 */
function filters(
  e: Scope,
  dialect: DialectName,
  c: ListCriteria,
  page: { read: NameRead | null } | null,
): Expression<SqlBool>[] {
  const inOrder = page !== null;
  const col = (name: FilterColumn) =>
    inOrder && dialect === 'sqlite' ? sql<number>`+${sql.ref(name)}` : sql.ref<number>(name);
  const and: Expression<SqlBool>[] = [];
  if (c.category !== undefined) and.push(e(col('p.category_id'), '=', c.category));
  if (c.brand !== undefined) and.push(e(col('p.brand_id'), '=', c.brand));
  if (c.active !== undefined) and.push(e(col('p.active'), '=', c.active ? 1 : 0));
  if (c.stock === 'out') and.push(e(col('p.stock_total'), '<=', 0));
  if (c.stock === 'low') and.push(e.between(col('p.stock_total'), 1, c.lowStockMax));
  if (c.stock === 'in_stock') and.push(e(col('p.stock_total'), '>', 0));
  if (c.text?.kind === 'name') {
    const matches = nameMatches(dialect, c.text.terms, page ? (page.read ?? 'look up') : 'count');
    // Null: the page's rows are the matches already (listSource).
    if (matches) and.push(matches);
  }
  if (c.text?.kind === 'sku') and.push(skuMatches(e, c.text.prefixes));
  return and;
}

export interface ListRow {
  id: number;
  name: string;
  sku: string;
  slug: string;
  image: string;
  category: string;
  brand: string | null;
  price: number;
  discount_price: number | null;
  stock_total: number;
  active: number;
  updated_at: string;
}

/**
 * One page of the list in the chosen order, starting after the cursor's (value, id): a keyset page reads only its own
 * rows wherever it lies in the list, where an OFFSET would read and throw away every row before it.
 *
 * A common word sorted by name is first looked for among the next NEAR_WINDOW names (on PostgreSQL only with no
 * other filter): a word in most names ("a", "gen") fills the page there in a few milliseconds. When it does not, the
 * page's matches are not all there, and the page is read from the matches instead (see `nameMatches`).
 */
export async function listPage(
  db: Db,
  dialect: DialectName,
  c: ListCriteria,
  order: PageOrder,
  limit: number,
): Promise<ListRow[]> {
  const read = c.text?.kind === 'name' ? nameRead(c.text.common, order.sort) : null;
  // With another filter PostgreSQL's next names' first matches are rarely all kept, so its probe is skipped. SQLite's
  // checks the filters in the name index as a walk does, a look no longer than the walk it replaces.
  if (read === 'matches first' && (dialect === 'sqlite' || onlyWords(c))) {
    const near = await pageFrom(db, dialect, c, order, limit, 'near first');
    if (near.length === limit) return near;
  }
  return pageFrom(db, dialect, c, order, limit, read);
}

function pageFrom(
  db: Db,
  dialect: DialectName,
  c: ListCriteria,
  order: PageOrder,
  limit: number,
  read: NameRead | null,
): Promise<ListRow[]> {
  const column = SORT_COLUMN[order.sort];
  const direction = order.desc ? 'desc' : 'asc';
  const { from, filtered } = listSource(db, dialect, c, read, order, limit);
  return from
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.name',
      'p.sku',
      'p.slug',
      'p.image',
      'c.name as category',
      'b.name as brand',
      'p.price',
      'p.discount_price',
      'p.stock_total',
      'p.active',
      'p.updated_at',
    ])
    .$if(!filtered, (q) =>
      q.where((eb) => {
        const e = eb as unknown as Scope;
        const and = filters(e, dialect, c, { read });
        if (order.after) and.push(afterCursor(e, column, 'p.id', order));
        return e.and(and);
      }),
    )
    .orderBy(column, direction)
    .orderBy('p.id', direction)
    .limit(limit)
    .execute() as Promise<ListRow[]>;
}

/** How many products match, counting no further than `cap` (a full count of 100,000 rows is what a page avoids). */
export async function countUpTo(db: Db, dialect: DialectName, c: ListCriteria, cap: number): Promise<number> {
  const inner = db
    .selectFrom('products as p')
    .select(sql<number>`1`.as('one'))
    .where((eb) => (eb as unknown as Scope).and(filters(eb as unknown as Scope, dialect, c, null)))
    .limit(cap);
  const row = await db
    .selectFrom(inner.as('m'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function productRow(db: Db, id: number) {
  return db
    .selectFrom('products as p')
    .leftJoin('brands as b', 'b.id', 'p.brand_id')
    .selectAll('p')
    .select('b.name as brand')
    .where('p.id', '=', id)
    .executeTakeFirst();
}
export type AdminProductRow = NonNullable<Awaited<ReturnType<typeof productRow>>>;

export function variantsOf(db: Db, productId: number) {
  return db
    .selectFrom('product_variants as v')
    .leftJoin('option_values as c', 'c.id', 'v.color_id')
    .leftJoin('option_values as s', 's.id', 'v.size_id')
    .leftJoin('option_values as m', 'm.id', 'v.mac_model_id')
    .select([
      'v.id',
      'v.sku',
      'v.image',
      'c.name as color',
      'c.color_code',
      's.name as size',
      'm.name as mac_model',
      'v.price',
      'v.discount_price',
      'v.stock',
    ])
    .where('v.product_id', '=', productId)
    .orderBy('v.sort_order')
    .orderBy('v.id')
    .execute();
}

export async function choices(db: Db) {
  const [categories, subCategories, brands, colors] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('sub_categories')
      .select(['id', 'category_id', 'name'])
      .orderBy('category_id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('brands').select(['id', 'name']).orderBy('name').execute(),
    db
      .selectFrom('option_values')
      .select(['name', 'color_code'])
      .where('kind', '=', 'Color')
      .orderBy('sort_order')
      .execute(),
  ]);
  return { categories, sub_categories: subCategories, brands, colors };
}

export function categoryOf(db: Db, id: number) {
  return db.selectFrom('categories').select(['id', 'slug', 'image']).where('id', '=', id).executeTakeFirst();
}

export function subCategoryOf(db: Db, id: number) {
  return db
    .selectFrom('sub_categories')
    .select(['id', 'slug', 'category_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function productBySku(db: Db, sku: string) {
  return db.selectFrom('products').select(['id', 'sku']).where('sku', '=', sku).executeTakeFirst();
}

/** The variant with this SKU, whichever product has it. */
export function variantBySku(db: Db, sku: string) {
  return db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select(['v.id', 'v.product_id', 'p.name as product_name'])
    .where('v.sku', '=', sku)
    .executeTakeFirst();
}

/**
 * Takes the product's variant rows before its own row, in the order a checkout takes them (a variant's stock, then the
 * product's total through the trigger), so a save and an order of the same product wait for each other rather than
 * deadlock. SQLite writes one transaction at a time and needs nothing.
 */
export async function lockVariantsFirst(db: Db, dialect: DialectName, productId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await db
    .selectFrom('product_variants')
    .select('id')
    .where('product_id', '=', productId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/**
 * Claims the next version of the product if the caller holds the current one; 0 rows: someone saved it meanwhile.
 * On PostgreSQL the row stays locked until the save ends, so two saves of one product are decided one after the other.
 */
export async function claimVersion(db: Db, id: number, version: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ version: sql<number>`version + 1`, updated_at: now })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renameVariant(db: Db, id: number, productId: number, sku: string): Promise<void> {
  await db
    .updateTable('product_variants')
    .set({ sku })
    .where('id', '=', id)
    .where('product_id', '=', productId)
    .execute();
}

/** Variants the editor removed; carts holding them lose the line (orders keep their own copy of what was bought). */
export async function deleteVariants(db: Db, productId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('product_variants')
    .where('product_id', '=', productId)
    .where('id', 'in', ids)
    .execute();
}

export async function setSeoTitle(
  db: Db,
  id: number,
  title: string | null,
  titleAr: string | null,
): Promise<void> {
  await db
    .updateTable('products')
    .set({ seo_title: title, seo_title_ar: titleAr })
    .where('id', '=', id)
    .execute();
}
