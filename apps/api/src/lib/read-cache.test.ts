import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import {
  cachedRead,
  enableReadCache,
  expireReadCache,
  invalidateReadCache,
  isCurrentRead,
} from './read-cache.ts';

describe('read cache', () => {
  it('loads once within the TTL, again after it or after invalidation', async () => {
    const db = {};
    enableReadCache(db, 40);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedRead(db, 'k', load)).toBe(1);
    expect(await cachedRead(db, 'k', load)).toBe(1);
    // Well past the TTL and its stale window: loaded again before answering.
    await sleep(200);
    expect(await cachedRead(db, 'k', load)).toBe(2);
    invalidateReadCache(db);
    expect(await cachedRead(db, 'k', load)).toBe(3);
  });

  it('answers a just-expired entry at once while one background load refreshes it', async () => {
    const db = {};
    enableReadCache(db, 40);
    let loads = 0;
    const load = async () => {
      await sleep(20);
      return ++loads;
    };
    expect(await cachedRead(db, 'k', load)).toBe(1);
    await sleep(50); // expired, within the stale window
    const [a, b] = await Promise.all([cachedRead(db, 'k', load), cachedRead(db, 'k', load)]);
    expect([a, b]).toEqual([1, 1]);
    await sleep(30);
    expect(await cachedRead(db, 'k', load)).toBe(2);
    expect(loads).toBe(2);
  });

  it('after an expiry answers the old entry once more and reloads it behind, even one loading at the time', async () => {
    const db = {};
    enableReadCache(db, 60_000);
    let loads = 0;
    const load = async () => {
      await sleep(10);
      return ++loads;
    };
    expect(await cachedRead(db, 'k', load)).toBe(1);
    expireReadCache(db);
    expect(await cachedRead(db, 'k', load)).toBe(1); // at once, while the reload runs
    await sleep(30);
    expect(await cachedRead(db, 'k', load)).toBe(2);
    expect(await cachedRead(db, 'k', load)).toBe(2); // fresh again: no third load
    // A load that began before an expiry is stale when it lands.
    const running = cachedRead(db, 'other', load);
    expireReadCache(db);
    expect(await running).toBe(3);
    expect(await cachedRead(db, 'other', load)).toBe(3);
    await sleep(30);
    expect(await cachedRead(db, 'other', load)).toBe(4);
    expect(loads).toBe(4);
  });

  it('keeps name-only reads (suggestions) a minute, through expiries', async () => {
    const db = {};
    enableReadCache(db, 20);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedRead(db, 'names', load, { names: true })).toBe(1);
    expireReadCache(db);
    await sleep(100); // past the store's TTL and its stale window (3 x 20 ms)
    expect(await cachedRead(db, 'names', load, { names: true })).toBe(1);
    expect(await cachedRead(db, 'other', load)).toBe(2);
    await sleep(100);
    expect(await cachedRead(db, 'other', load)).toBe(3);
    invalidateReadCache(db); // an operator's change still clears them
    expect(await cachedRead(db, 'names', load, { names: true })).toBe(4);
  });

  it('shares one load between callers asking at the same moment, and caches no failure', async () => {
    const db = {};
    enableReadCache(db, 60_000);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const values = await Promise.all([
      cachedRead(db, 'k', slow),
      cachedRead(db, 'k', slow),
      cachedRead(db, 'k', slow),
    ]);
    expect(values).toEqual([1, 1, 1]);
    await expect(cachedRead(db, 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedRead(db, 'bad', async () => 'up')).toBe('up');
  });

  it('keeps about maxBytes of answers, dropping the least recently used', async () => {
    const db = {};
    enableReadCache(db, 60_000, 100, 1_000);
    let loads = 0;
    const big = async () => ({ n: ++loads, text: 'x'.repeat(400) });
    for (const key of ['a', 'b', 'c']) await cachedRead(db, key, big); // ~420 bytes each: 'a' goes
    expect((await cachedRead(db, 'c', big)).n).toBe(3);
    expect((await cachedRead(db, 'a', big)).n).toBe(4);
    const huge = async () => ({ n: ++loads, text: 'x'.repeat(2_000) });
    await cachedRead(db, 'huge', huge);
    expect((await cachedRead(db, 'huge', huge)).n).toBe(6); // larger than the whole cache: never kept
  });

  it('says an object is current exactly while cachedRead would hand it out without reloading', async () => {
    const db = {};
    enableReadCache(db, 40);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await cachedRead(db, 'k', load);
    expect(isCurrentRead(first)).toBe(true);
    expect(isCurrentRead({ n: 1 })).toBe(false); // never handed out
    await sleep(50); // past the TTL: cachedRead would answer it but reload behind
    expect(isCurrentRead(first)).toBe(false);
    await cachedRead(db, 'k', load);
    await sleep(5);
    const second = await cachedRead(db, 'k', load);
    expect(second).not.toBe(first);
    expect(isCurrentRead(second)).toBe(true);
    expireReadCache(db);
    expect(isCurrentRead(second)).toBe(false);
    const third = await cachedRead(db, 'k', load);
    await sleep(5);
    const fourth = await cachedRead(db, 'k', load);
    expect(third).toBe(second); // answered once more after the expiry...
    expect(isCurrentRead(fourth)).toBe(true); // ...and the reloaded one is current
    invalidateReadCache(db);
    expect(isCurrentRead(fourth)).toBe(false);

    // Names keep their minute through expiries; a store replaced by enableReadCache is no longer current.
    const names = await cachedRead(db, 'names', load, { names: true });
    expireReadCache(db);
    expect(isCurrentRead(names)).toBe(true);
    enableReadCache(db, 40);
    expect(isCurrentRead(names)).toBe(false);
  });

  it('passes straight through when disabled', async () => {
    const db = {};
    enableReadCache(db, 0);
    let loads = 0;
    await cachedRead(db, 'k', async () => ++loads);
    await cachedRead(db, 'k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
