import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache for public catalog reads, one per runtime. Catalog pages are read thousands of times for each
 * change, so a few seconds of staleness (TTL, default 5 s) buys most of the throughput; carts and checkout never read
 * through it. Writers in this process call `invalidate`; other instances catch up within the TTL.
 *
 * When an entry has just expired (less than two more TTLs ago) the next reader still gets it at once while one
 * background load refreshes it, so a hot page never makes every waiting shopper queue behind a slow query at the
 * moment of expiry (ADR 0006). Older entries are loaded again before answering.
 */
interface Entry {
  value: unknown;
  at: number;
  /** The cache's generation when the load began. */
  generation: number;
  /** A names-only read (ReadKind.names): its own TTL, untouched by expiries. */
  names: boolean;
  /** Whether the entry's size is its real length yet (see `written`), rather than the placeholder it was kept with. */
  sized: boolean;
}

/**
 * How long a kind of read may be kept. Suggestions (`names`) carry product names only, no stock or price, so they live
 * for a minute whatever the orders do: a broad prefix ("a" matches most of the catalog) costs a hundred milliseconds
 * to rank, and refreshing it every few seconds held up every other request at that moment.
 */
export interface ReadKind {
  /** Names only: kept NAMES_TTL_MS and untouched by `expire`. */
  names?: boolean;
}

const NAMES_TTL_MS = 60_000;
const STALE_TTLS = 2;

export interface ReadCacheOptions {
  /** How long an answer is fresh; 0 turns the cache off (every read loads). */
  ttlMs: number;
  maxEntries?: number;
  /**
   * About how many bytes of answers (the length each was written as, see `written`) are kept: 6,000 distinct
   * searches of 100 products each took a server from 234 MB to 1.26 GB when only entries were counted. An answer
   * larger than this is not kept.
   */
  maxBytes?: number;
}

/** The cache of one runtime (built by openRuntime from CATALOG_CACHE_MS, and handed to what reads or changes the catalog). */
export class ReadCache {
  readonly ttlMs: number;
  /** Raised by `expire`: entries whose load began under an older one are stale. */
  private generation = 0;
  private readonly entries: LRUCache<string, Entry>;
  private readonly pending = new Map<string, Promise<unknown>>();
  /** Objects handed out: shared by every caller, so never to be changed, and safe to memoise on. */
  private readonly shared = new WeakSet<object>();
  /** The key each object handed out was loaded under, so `isCurrent` can tell whether it is still the answer. */
  private readonly keys = new WeakMap<object, string>();

  /** Entries kept with a placeholder size, measured by JSON at the next turn of the loop unless written by then. */
  private readonly unsized = new Set<string>();

  constructor({ ttlMs, maxEntries = 5_000, maxBytes = 64 * 1024 * 1024 }: ReadCacheOptions) {
    this.ttlMs = Math.max(0, ttlMs);
    this.entries = new LRUCache({ max: maxEntries, maxSize: maxBytes });
  }

  /**
   * The length of the bytes `value` was just written as, for the answer it is sent in: its entry's size from now on.
   * An answer is measured once. The response writer (http/serializer) writes a cached answer anyway, in the same turn
   * of the event loop as the load that kept it, so its length costs nothing; measuring every answer with a JSON pass of
   * its own was 8% of the server's CPU under searches nobody asked before, each kept and never read again.
   */
  written(value: object, bytes: number): void {
    const key = this.keys.get(value);
    if (key === undefined) return;
    const entry = this.entries.peek(key);
    if (entry?.value !== value || entry.sized) return;
    this.unsized.delete(key);
    this.entries.set(key, { ...entry, sized: true }, { size: Math.max(1, bytes) });
  }

  /** The cached value for `key`, or what `loader` returns (loaded once even when many ask at the same moment). */
  async read<T>(key: string, loader: () => Promise<T>, kind: ReadKind = {}): Promise<T> {
    if (this.ttlMs === 0) return loader();
    const names = kind.names === true;
    const hit = this.entries.get(key);
    if (hit) {
      // An entry from before an expiry counts as just past its TTL: answered now, reloaded behind.
      const { age, ttl } = this.ageOf(hit, Date.now());
      if (age <= ttl) return hit.value as T;
      if (age <= ttl * (1 + STALE_TTLS)) {
        // Refresh in the background; a failed refresh leaves the entry to expire for good.
        this.load(key, loader, names).catch(() => undefined);
        return hit.value as T;
      }
    }
    return this.load(key, loader, names);
  }

  /** Whether `value` is an object this cache handed out (shared by every caller, so safe to memoise on). */
  isShared(value: object): boolean {
    return this.shared.has(value);
  }

  /**
   * Whether `value`, once handed out by `read`, is still the answer it would give at once without reloading: the same
   * entry, within its TTL, not expired by an order. A public read (http/public-reads) repeats an answer from its
   * written bytes only while this holds, so it never serves what `read` would not.
   */
  isCurrent(value: object): boolean {
    const key = this.keys.get(value);
    if (key === undefined) return false;
    const entry = this.entries.get(key);
    if (entry?.value !== value) return false;
    const { age, ttl } = this.ageOf(entry, Date.now());
    return age <= ttl;
  }

  /**
   * After a shopper's order took stock: every entry reloads on its next read, and that reader (and any other in the
   * meantime) still gets the entry at once. Orders arrive all day; clearing the cache for each would make every
   * shopper reading the catalog behind an order wait for the database. The cart and checkout read stock directly.
   */
  expire(): void {
    this.generation += 1;
    this.changes += 1;
  }

  /** Raised by `expire` and `invalidate`: what a reader kept beside this cache is stale once it moved. */
  changes = 0;

  /** After an operator's change (stock, prices, content): nothing cached before it is answered again. */
  invalidate(): void {
    this.changes += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** How old an entry is, counting one from before an expiry as just past its TTL; and that TTL. */
  private ageOf(entry: Entry, now: number): { age: number; ttl: number } {
    const ttl = entry.names ? Math.max(this.ttlMs, NAMES_TTL_MS) : this.ttlMs;
    const expired = !entry.names && entry.generation < this.generation;
    return { age: expired ? Math.max(now - entry.at, ttl + 1) : now - entry.at, ttl };
  }

  /**
   * Keeps an object answer with a placeholder size until `written` gives its real one; what no response wrote by the
   * next turn of the loop (a read used inside another answer) is measured by its JSON then. Anything else at once.
   */
  private keep(key: string, entry: Entry): void {
    if (typeof entry.value !== 'object' || entry.value === null) {
      this.entries.set(key, { ...entry, sized: true }, { size: jsonLength(entry.value) });
      return;
    }
    this.entries.set(key, entry, { size: 1 });
    if (this.unsized.size === 0) setImmediate(() => this.measureUnsized());
    this.unsized.add(key);
  }

  private measureUnsized(): void {
    for (const key of this.unsized) {
      const entry = this.entries.peek(key);
      if (entry && !entry.sized) {
        this.entries.set(key, { ...entry, sized: true }, { size: jsonLength(entry.value) });
      }
    }
    this.unsized.clear();
  }

  private load<T>(key: string, loader: () => Promise<T>, names: boolean): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    // Stamped with when the load began, so a change made while it ran leaves the entry stale.
    const started = Date.now();
    const generation = this.generation;
    const promise = loader().then(
      (value) => {
        // A load that an invalidation overtook must not put old rows back.
        if (this.pending.get(key) === promise) {
          if (typeof value === 'object' && value !== null) {
            this.shared.add(value);
            this.keys.set(value, key);
          }
          this.keep(key, { value, at: started, generation, names, sized: false });
        }
        this.pending.delete(key);
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }
}

function jsonLength(value: unknown): number {
  return Math.max(1, JSON.stringify(value)?.length ?? 1);
}
