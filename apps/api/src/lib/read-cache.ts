import { LRUCache } from 'lru-cache';

/**
 * A short-lived cache for public catalog reads, one per database. Catalog pages are read thousands of times for each
 * change, so a few seconds of staleness (TTL, default 5 s) buys most of the throughput; carts and checkout never read
 * through it. Writers in this process call `invalidate`; other instances catch up within the TTL.
 */
const caches = new WeakMap<object, LRUCache<string, { value: unknown }>>();
const pending = new WeakMap<object, Map<string, Promise<unknown>>>();

export function enableReadCache(db: object, ttlMs: number, maxEntries = 5_000): void {
  if (ttlMs <= 0) {
    caches.delete(db);
    return;
  }
  caches.set(db, new LRUCache({ max: maxEntries, ttl: ttlMs, ttlAutopurge: false }));
}

/** The cached value for `key`, or what `load` returns (loaded once even when many ask at the same moment). */
export async function cachedRead<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return load();
  const hit = cache.get(key);
  if (hit) return hit.value as T;
  let inFlight = pending.get(db);
  if (!inFlight) pending.set(db, (inFlight = new Map()));
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const promise = load().then(
    (value) => {
      cache.set(key, { value });
      inFlight.delete(key);
      return value;
    },
    (error: unknown) => {
      inFlight.delete(key);
      throw error;
    },
  );
  inFlight.set(key, promise);
  return promise;
}

export function invalidateReadCache(db: object): void {
  caches.get(db)?.clear();
}
