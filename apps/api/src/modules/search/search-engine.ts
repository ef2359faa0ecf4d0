/**
 * Keeps a server's search index (search-index.ts) in step with the database (ADR 0038): loaded in chunks on first
 * use, then brought up to date from the catalog's change log (migration 0031) every POLL_MS, or before every search
 * when the read cache is off (CATALOG_CACHE_MS=0: each read sees the database as it is). A change through another
 * server, an import or the back office is searchable here within a poll.
 *
 * The index lives in the search thread (index-thread.ts, ADR 0047): this thread reads the database and sends the
 * products there, and every search is answered there. A thread that fails is started again, and the index loaded
 * again, at the next search.
 */
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { DialectName } from '#app/db/dialect';
import type { Database } from '#app/db/schema';
import { CardMemory } from './search-cards.ts';
import { IndexThread, type RemoteIndex } from './index-thread.ts';
import type { Dimensions, IndexedProduct, Synonyms } from './search-index.ts';
import { wordsOf } from './search-words.ts';

type Db = Kysely<Database>;

/** Products read per query while loading before the server listens. */
const CHUNK = 2_000;
/**
 * Products read and put in per step once the server answers (a rebuild, a catch-up of many changes): each step holds
 * the event loop for a few milliseconds (the read, the words, the orders' merge), and requests waiting run between
 * steps.
 */
const STEP = 250;

/** Lets requests that arrived meanwhile run before the next step. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
/** More changes than this at once (a large import) rebuild the index instead of patching it. */
const PATCH_LIMIT = 5_000;
/**
 * PostgreSQL hands out change ids when a row is written, not when its transaction commits, so a long transaction
 * can show a lower id after a higher one: the log is read again from this far back (by the ids seen that long ago),
 * and ids already applied are skipped. SQLite writes one transaction at a time, in id order.
 */
const LATE_COMMIT_MS = 30_000;
/** The log keeps about this many rows behind the newest; older ones are deleted by whichever server polls. */
const KEEP_CHANGES = 100_000;

/** Where a failed poll of the change log is reported: the server's logger (pino's `warn`), or standard error. */
export interface PollLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

const stderrLog: PollLog = {
  warn(fields, message) {
    process.stderr.write(`${JSON.stringify({ level: 'warn', ...fields, msg: message })}\n`);
  },
};

export interface SearchEngineOptions {
  /** How often the change log is read (ms). */
  pollMs: number;
  /** Read the change log before every search (the read cache is off: tests, or a shop that wants no delay). */
  everySearch: boolean;
}

/** Splits a list as staff write it: commas (Latin or Arabic) or new lines between the items. */
export function listItems(text: string): string[] {
  return text
    .split(/[,\u060c\n]/u)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Arabic names and the catalog words each stands for, their spellings folded the way queries are. */
export function synonymsFrom(entries: Iterable<{ ar: readonly string[]; en: readonly string[] }>): Synonyms {
  const synonyms: Synonyms = new Map();
  for (const entry of entries) {
    const alternatives = entry.en.map((en) => wordsOf(en)).filter((w) => w.length > 0);
    for (const ar of entry.ar) {
      const key = wordsOf(ar).join(' ');
      if (key) synonyms.set(key, [...(synonyms.get(key) ?? []), ...alternatives]);
    }
  }
  return synonyms;
}

/** The Arabic names file the table starts with (migration 0036), as the index reads it. */
export function loadSynonyms(): Synonyms {
  const file = JSON.parse(readFileSync(new URL('./search-synonyms.json', import.meta.url), 'utf8')) as {
    synonyms: Array<{ ar: string[]; en: string[] }>;
  };
  return synonymsFrom(file.synonyms);
}

/** The staff's list of Arabic names (migration 0036), as the index reads it. */
export async function readSynonyms(db: Db): Promise<Synonyms> {
  const rows = await db.selectFrom('search_synonyms').select(['spellings', 'words']).orderBy('id').execute();
  return synonymsFrom(rows.map((r) => ({ ar: listItems(r.spellings), en: listItems(r.words) })));
}

export { joinSynonymPhrases } from './search-index.ts';

export class SearchEngine {
  private thread: IndexThread | null = null;
  private index: RemoteIndex | null = null;
  private loading: Promise<RemoteIndex> | null = null;
  private catchingUp: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Last change id applied in order, and ids above it applied already (PostgreSQL's late commits). */
  private cursor = 0;
  private applied = new Set<number>();
  private marks: Array<{ at: number; id: number }> = [];
  private lastCleanup = 0;
  private stopped = false;
  /** Rises with every change applied: part of the read cache's keys, so a change is never hidden by it. */
  version = 0;
  /** Cards of recent search pages (search-cards.ts). */
  readonly cards = new CardMemory();

  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
    private readonly options: SearchEngineOptions,
  ) {}

  /** The index, loading it first if needed, and up to date first when every search reads the log. */
  async current(): Promise<RemoteIndex> {
    // A search thread that failed took its index with it: a new thread loads it again.
    if (this.index && !this.index.alive) this.index = null;
    const index = this.index ?? (await this.load());
    if (this.options.everySearch) await this.catchUp();
    return this.index ?? index;
  }

  /**
   * Loads the index and reads the change log every pollMs from then on. A failed poll (the database restarting, a
   * lost connection) writes one line to `log` with the error and is tried again at the next tick, from the same
   * cursor: searches go on meanwhile with the index as it was, and nothing in the log is skipped.
   */
  async start(log: PollLog = stderrLog): Promise<void> {
    await this.current();
    if (this.timer || this.options.everySearch) return;
    this.timer = setInterval(() => {
      // A poll still running (a slow query, a lock) is not joined: each poll reports its own failure once.
      if (this.catchingUp) return;
      this.catchUp().catch((error: unknown) => {
        this.failedPolls += 1;
        log.warn(
          {
            error: error instanceof Error ? error.message : String(error),
            cursor: this.cursor,
            failedPolls: this.failedPolls,
          },
          'reading the catalog change log failed; the search index retries at the next poll',
        );
      });
    }, this.options.pollMs);
    this.timer.unref();
  }

  /** Polls that failed since the last one that worked. */
  failedPolls = 0;

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    void this.thread?.close();
    this.thread = null;
  }

  /** The search thread, started on first use and again after one failed (its index went with it). */
  private threadNow(): IndexThread {
    if (!this.thread?.alive) this.thread = new IndexThread();
    return this.thread;
  }

  private load(): Promise<RemoteIndex> {
    this.loading ??= (async () => {
      try {
        const from = await this.lastChangeId();
        const index = await this.build();
        this.index = index;
        this.cursor = from;
        this.version += 1;
        return index;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  private async lastChangeId(): Promise<number> {
    const row = await this.db
      .selectFrom('catalog_changes')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  /** A whole index, read in chunks: CHUNK products before the server listens, STEP products once it answers. */
  private async build(): Promise<RemoteIndex> {
    const serving = this.index !== null;
    const chunk = serving ? STEP : CHUNK;
    const [dimensions, synonyms] = await Promise.all([readDimensions(this.db), readSynonyms(this.db)]);
    const index = await this.threadNow().create(dimensions, synonyms);
    // The thread puts in one chunk while the next is read.
    let putting: Promise<void> = Promise.resolve();
    let after = 0;
    for (;;) {
      const rows = await this.db
        .selectFrom('products')
        .select('id')
        .where('active', '=', 1)
        .where('id', '>', after)
        .orderBy('id')
        .limit(chunk)
        .execute();
      if (!rows.length) break;
      const ids = rows.map((r) => r.id);
      const products = await readProducts(this.db, ids, dimensions);
      await putting;
      putting = index.apply(products);
      // Awaited before the next chunk or at the end; meanwhile a failure must not count as unhandled.
      putting.catch(() => undefined);
      after = ids[ids.length - 1]!;
      if (rows.length < chunk) break;
      if (serving) await breathe();
    }
    await putting;
    return index;
  }

  /** Applies the log's new rows; one catch-up at a time, later callers wait for the running one. */
  catchUp(): Promise<void> {
    if (!this.index || this.stopped) return Promise.resolve();
    this.catchingUp ??= this.readChanges()
      .then(() => {
        this.failedPolls = 0;
      })
      .finally(() => {
        this.catchingUp = null;
      });
    return this.catchingUp;
  }

  private async readChanges(): Promise<void> {
    const now = Date.now();
    const lateCommits = this.dialect === 'postgres';
    // On PostgreSQL read again from the last id seen LATE_COMMIT_MS ago, to meet late commits.
    let from = this.cursor;
    if (lateCommits) {
      this.marks = this.marks.filter((m) => now - m.at < LATE_COMMIT_MS);
      from = Math.min(this.cursor, this.marks[0]?.id ?? this.cursor);
    }
    const rows = await this.db
      .selectFrom('catalog_changes')
      .select(['id', 'product_id'])
      .where('id', '>', from)
      .orderBy('id')
      .limit(PATCH_LIMIT + 1)
      .execute();
    const served = this.index;
    if (!served) return;
    const fresh = rows.filter((r) => !this.applied.has(Number(r.id)) && Number(r.id) > 0);
    const newest = rows.length ? Number(rows[rows.length - 1]!.id) : this.cursor;
    if (fresh.some((r) => r.product_id === null) || rows.length > PATCH_LIMIT || served.waste > 0.3) {
      // Something every product refers to changed, or too much at once: a new index, swapped in when complete.
      const index = await this.build();
      served.drop();
      this.index = index;
      this.applied.clear();
      this.marks = [];
      this.cursor = newest;
      this.version += 1;
    } else if (fresh.length) {
      // Product 0: the staff changed the Arabic names; the list is swapped in, the products stay as they are.
      const index = served;
      if (fresh.some((r) => r.product_id === 0)) await index.setSynonyms(await readSynonyms(this.db));
      const ids = [...new Set(fresh.map((r) => r.product_id!).filter((id) => id > 0))];
      // A step at a time, so a few thousand changes at once never hold the event loop for long.
      for (let from = 0; from < ids.length; from += STEP) {
        if (from > 0) await breathe();
        const step = ids.slice(from, from + STEP);
        const products = await readProducts(this.db, step, index.dimensions);
        const found = new Set(products.map((p) => p.id));
        await index.apply(
          products,
          step.filter((id) => !found.has(id)),
        );
      }
      this.version += 1;
    }
    if (newest > this.cursor) this.cursor = newest;
    if (lateCommits) {
      for (const r of fresh) this.applied.add(Number(r.id));
      this.marks.push({ at: now, id: this.cursor });
      const floor = this.marks[0]?.id ?? this.cursor;
      for (const id of this.applied) if (id <= floor) this.applied.delete(id);
    }
    if (now - this.lastCleanup > 10_000) {
      this.lastCleanup = now;
      // A thousand rows at a time: deleting a large import's rows at once held SQLite (and the event loop) for a second.
      const oldest = this.cursor - KEEP_CHANGES;
      await this.db
        .deleteFrom('catalog_changes')
        .where('id', 'in', (eb) =>
          eb.selectFrom('catalog_changes').select('id').where('id', '<', oldest).orderBy('id').limit(1_000),
        )
        .execute();
    }
  }
}

async function readDimensions(db: Db): Promise<Dimensions> {
  const [brands, categories, subs, attributes, values] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name']).execute(),
    db.selectFrom('categories').select(['id', 'name']).execute(),
    db.selectFrom('sub_categories').select(['id', 'name', 'group_id']).execute(),
    db.selectFrom('attributes').select(['id', 'name', 'sort_order']).execute(),
    db.selectFrom('attribute_values').select(['id', 'attribute_id', 'value', 'sort_order']).execute(),
  ]);
  return {
    brands: new Map(brands.map((b) => [b.id, b.name])),
    categories: new Map(categories.map((c) => [c.id, c.name])),
    subCategories: new Map(subs.map((s) => [s.id, { name: s.name, group_id: s.group_id }])),
    attributes: new Map(attributes.map((a) => [a.id, { name: a.name, sort_order: a.sort_order }])),
    attributeValues: new Map(
      values.map((v) => [v.id, { attribute_id: v.attribute_id, value: v.value, sort_order: v.sort_order }]),
    ),
  };
}

/** What the index keeps of the active products among `ids` (inactive or missing ones are left out). */
async function readProducts(db: Db, ids: number[], dimensions: Dimensions): Promise<IndexedProduct[]> {
  if (!ids.length) return [];
  const [products, variants, attributes, sections] = await Promise.all([
    db
      .selectFrom('products')
      .select([
        'id',
        'name',
        'sku',
        'category_id',
        'sub_category_id',
        'brand_id',
        'price',
        'discount_price',
        'promo',
        'top',
        'created_at',
      ])
      .where('id', 'in', ids)
      .where('active', '=', 1)
      .execute(),
    db
      .selectFrom('product_variants')
      .select(['product_id', 'stock', 'color_id', 'size_id', 'mac_model_id'])
      .where('product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('product_attribute_values')
      .select(['product_id', 'attribute_value_id'])
      .where('product_id', 'in', ids)
      .execute(),
    db
      .selectFrom('home_section_products')
      .select(['product_id', 'section_id'])
      .where('product_id', 'in', ids)
      .execute(),
  ]);
  const stocked = new Set<number>();
  const options = new Map<number, number[]>();
  for (const v of variants) {
    if (v.stock > 0) stocked.add(v.product_id);
    const list = options.get(v.product_id) ?? [];
    for (const o of [v.color_id, v.size_id, v.mac_model_id]) if (o !== null) list.push(o);
    options.set(v.product_id, list);
  }
  const valuesOf = new Map<number, number[]>();
  for (const a of attributes)
    valuesOf.set(a.product_id, [...(valuesOf.get(a.product_id) ?? []), a.attribute_value_id]);
  const sectionsOf = new Map<number, number[]>();
  for (const s of sections)
    sectionsOf.set(s.product_id, [...(sectionsOf.get(s.product_id) ?? []), s.section_id]);
  return products.map((p) => {
    const values = valuesOf.get(p.id) ?? [];
    const sub = p.sub_category_id === null ? undefined : dimensions.subCategories.get(p.sub_category_id);
    return {
      id: p.id,
      name: p.name,
      keywords: [
        p.sku,
        p.brand_id === null ? '' : (dimensions.brands.get(p.brand_id) ?? ''),
        dimensions.categories.get(p.category_id) ?? '',
        sub?.name ?? '',
      ].join(' '),
      spec: values.map((v) => dimensions.attributeValues.get(v)?.value ?? '').join(' '),
      category_id: p.category_id,
      sub_category_id: p.sub_category_id,
      brand_id: p.brand_id,
      price: Number(p.discount_price ?? p.price),
      promotion: p.promo === 1 || p.discount_price !== null,
      in_stock: stocked.has(p.id),
      top: p.top === 1,
      created_at: p.created_at,
      attribute_values: values,
      option_values: [...new Set(options.get(p.id) ?? [])],
      sections: [...new Set(sectionsOf.get(p.id) ?? [])],
    };
  });
}
