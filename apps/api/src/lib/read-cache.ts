import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache for public catalog reads, one per database. Catalog pages are read thousands of times for each
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
  /** The store's generation when the load began. */
  generation: number;
  /** A names-only read (ReadKind.names): its own TTL, untouched by expiries. */
  names: boolean;
}

interface Store {
  /** The database this store caches reads of (a store replaced by enableReadCache is no longer current). */
  db: object;
  ttlMs: number;
  /** Raised by expireReadCache: entries whose load began under an older one are stale. */
  generation: number;
  entries: LRUCache<string, Entry>;
  pending: Map<string, Promise<unknown>>;
}

const stores = new WeakMap<object, Store>();
/** Objects handed out by the cache: shared by every caller, so never to be changed, and safe to memoise on. */
const shared = new WeakSet<object>();
/** Where each object handed out came from, so `isCurrentRead` can tell whether it is still the answer to give. */
const origins = new WeakMap<object, { store: Store; key: string }>();
const STALE_TTLS = 2;

export function isSharedRead(value: object): boolean {
  return shared.has(value);
}

/**
 * The cache holds at most `maxEntries` answers and about `maxBytes` of them (their JSON length): 6,000 distinct
 * searches of 100 products each took a server from 234 MB to 1.26 GB when only entries were counted (npm run soak's
 * author measured it). An answer larger than maxBytes is not kept.
 */
export function enableReadCache(
  db: object,
  ttlMs: number,
  maxEntries = 5_000,
  maxBytes = 64 * 1024 * 1024,
): void {
  if (ttlMs <= 0) {
    stores.delete(db);
    return;
  }
  stores.set(db, {
    db,
    ttlMs,
    generation: 0,
    entries: new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      // Measured once, when an answer is loaded: a load costs database queries, so one more JSON pass is small.
      sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.value)?.length ?? 1),
    }),
    pending: new Map(),
  });
}

function load<T>(store: Store, key: string, loader: () => Promise<T>, names: boolean): Promise<T> {
  const running = store.pending.get(key);
  if (running) return running as Promise<T>;
  // Stamped with when the load began, so a change made while it ran leaves the entry stale.
  const started = Date.now();
  const generation = store.generation;
  const promise = loader().then(
    (value) => {
      // A load that an invalidation overtook must not put old rows back.
      if (store.pending.get(key) === promise) {
        if (typeof value === 'object' && value !== null) {
          shared.add(value);
          origins.set(value, { store, key });
        }
        store.entries.set(key, { value, at: started, generation, names });
      }
      store.pending.delete(key);
      return value;
    },
    (error: unknown) => {
      if (store.pending.get(key) === promise) store.pending.delete(key);
      throw error;
    },
  );
  store.pending.set(key, promise);
  return promise;
}

/**
 * How long a kind of read may be kept. Suggestions (`names`) carry product names only, no stock or price, so they live
 * for a minute whatever the orders do: a broad prefix ("a" matches most of the catalog) costs a hundred milliseconds
 * to rank, and refreshing it every few seconds held up every other request at that moment.
 */
export interface ReadKind {
  /** Names only: kept NAMES_TTL_MS and untouched by expireReadCache. */
  names?: boolean;
}

const NAMES_TTL_MS = 60_000;

/** How old an entry is, counting one from before an expiry as just past its TTL; and that TTL. */
function ageOf(store: Store, entry: Entry, now: number): { age: number; ttl: number } {
  const ttl = entry.names ? Math.max(store.ttlMs, NAMES_TTL_MS) : store.ttlMs;
  const expired = !entry.names && entry.generation < store.generation;
  return { age: expired ? Math.max(now - entry.at, ttl + 1) : now - entry.at, ttl };
}

/**
 * Whether `value`, once handed out by `cachedRead`, is still the answer it would give at once without reloading:
 * the same entry, within its TTL, not expired by an order. The hot-read lane (http/hot-reads) answers a request
 * again from its written bytes only while this holds, so it never serves what `cachedRead` would not.
 */
export function isCurrentRead(value: object): boolean {
  const origin = origins.get(value);
  if (!origin || stores.get(origin.store.db) !== origin.store) return false;
  const entry = origin.store.entries.get(origin.key);
  if (entry?.value !== value) return false;
  const { age, ttl } = ageOf(origin.store, entry, Date.now());
  return age <= ttl;
}

/** The cached value for `key`, or what `load` returns (loaded once even when many ask at the same moment). */
export async function cachedRead<T>(
  db: object,
  key: string,
  loader: () => Promise<T>,
  kind: ReadKind = {},
): Promise<T> {
  const store = stores.get(db);
  if (!store) return loader();
  const names = kind.names === true;
  const hit = store.entries.get(key);
  if (hit) {
    // An entry from before an expiry counts as just past its TTL: answered now, reloaded behind.
    const { age, ttl } = ageOf(store, hit, Date.now());
    if (age <= ttl) return hit.value as T;
    if (age <= ttl * (1 + STALE_TTLS)) {
      // Refresh in the background; a failed refresh leaves the entry to expire for good.
      load(store, key, loader, names).catch(() => undefined);
      return hit.value as T;
    }
  }
  return load(store, key, loader, names);
}

/**
 * After a shopper's order took stock: every entry reloads on its next read, and that reader (and any other in the
 * meantime) still gets the entry at once. Orders arrive all day; clearing the cache for each would make every
 * shopper reading the catalog behind an order wait for the database. The cart and checkout read stock directly.
 */
export function expireReadCache(db: object): void {
  const store = stores.get(db);
  if (store) store.generation += 1;
}

export function invalidateReadCache(db: object): void {
  const store = stores.get(db);
  if (!store) return;
  store.entries.clear();
  store.pending.clear();
}
