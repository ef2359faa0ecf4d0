import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { ReadCache } from './read-cache.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('read cache', () => {
  it('loads once within the TTL, again after it or after invalidation', async () => {
    const cache = new ReadCache({ ttlMs: 40 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('k', load)).toBe(1);
    expect(await cache.read('k', load)).toBe(1);
    // Well past the TTL and its stale window: loaded again before answering.
    await sleep(200);
    expect(await cache.read('k', load)).toBe(2);
    cache.invalidate();
    expect(await cache.read('k', load)).toBe(3);
  });

  it('answers a just-expired entry at once while one background load refreshes it', async () => {
    // The clock the cache reads is set by hand, so a busy machine's late timers cannot carry the entry past its
    // stale window; the loads still take real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(1_000_000);
      const cache = new ReadCache({ ttlMs: 40 });
      let loads = 0;
      const load = async () => {
        await sleep(20);
        return ++loads;
      };
      expect(await cache.read('k', load)).toBe(1);
      vi.setSystemTime(1_000_050); // expired, within the stale window
      const [a, b] = await Promise.all([cache.read('k', load), cache.read('k', load)]);
      expect([a, b]).toEqual([1, 1]);
      await vi.waitFor(() => expect(loads).toBe(2));
      expect(await cache.read('k', load)).toBe(2);
      expect(loads).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after an expiry answers the old entry once more and reloads it behind, even one loading at the time', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      await sleep(10);
      return ++loads;
    };
    expect(await cache.read('k', load)).toBe(1);
    cache.expire();
    expect(await cache.read('k', load)).toBe(1); // at once, while the reload runs
    await sleep(30);
    expect(await cache.read('k', load)).toBe(2);
    expect(await cache.read('k', load)).toBe(2); // fresh again: no third load
    // A load that began before an expiry is stale when it lands.
    const running = cache.read('other', load);
    cache.expire();
    expect(await running).toBe(3);
    expect(await cache.read('other', load)).toBe(3);
    await sleep(30);
    expect(await cache.read('other', load)).toBe(4);
    expect(loads).toBe(4);
  });

  it('keeps name-only reads (suggestions) a minute, through expiries', async () => {
    const cache = new ReadCache({ ttlMs: 20 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read('names', load, { names: true })).toBe(1);
    cache.expire();
    await sleep(100); // past the store's TTL and its stale window (3 x 20 ms)
    expect(await cache.read('names', load, { names: true })).toBe(1);
    expect(await cache.read('other', load)).toBe(2);
    await sleep(100);
    expect(await cache.read('other', load)).toBe(3);
    cache.invalidate(); // an operator's change still clears them
    expect(await cache.read('names', load, { names: true })).toBe(4);
  });

  it('shares one load between callers asking at the same moment, and caches no failure', async () => {
    const cache = new ReadCache({ ttlMs: 60_000 });
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    const values = await Promise.all([cache.read('k', slow), cache.read('k', slow), cache.read('k', slow)]);
    expect(values).toEqual([1, 1, 1]);
    await expect(cache.read('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.read('bad', async () => 'up')).toBe('up');
  });

  it('keeps about maxBytes of answers, dropping the least recently used', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 1_000 });
    let loads = 0;
    const big = async () => ({ n: ++loads, text: 'x'.repeat(400) });
    // An answer no response wrote is measured by its JSON at the next turn of the loop.
    for (const key of ['a', 'b', 'c']) {
      await cache.read(key, big);
      await nextTurn();
    } // ~420 bytes each: 'a' goes
    expect((await cache.read('c', big)).n).toBe(3);
    expect((await cache.read('a', big)).n).toBe(4);
    const huge = async () => ({ n: ++loads, text: 'x'.repeat(2_000) });
    await cache.read('huge', huge);
    await nextTurn();
    expect((await cache.read('huge', huge)).n).toBe(6); // larger than the whole cache: never kept
  });

  it('sizes an answer by the bytes a response wrote it as, without a JSON pass of its own', async () => {
    const cache = new ReadCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 1_000 });
    let loads = 0;
    // Its JSON is twice the cache, but the response wrote only 300 bytes of it (the fields its contract declares).
    const wide = async () => ({ n: ++loads, internal: 'x'.repeat(2_000) });
    const kept = await cache.read('wide', wide);
    cache.written(kept, 300);
    await nextTurn();
    expect(await cache.read('wide', wide)).toBe(kept);
    // Written again later (another route's answer of the same object): the first length stands.
    cache.written(kept, 5_000);
    expect(await cache.read('wide', wide)).toBe(kept);
    // Written far larger than the cache: dropped.
    const big = await cache.read('big', async () => ({ n: ++loads }));
    cache.written(big, 2_000);
    expect((await cache.read('big', async () => ({ n: ++loads }))).n).toBe(3);
    // A written length for an object that is no longer the entry (reloaded since) changes nothing.
    cache.written({ n: 0 }, 5_000);
    expect(await cache.read('wide', wide)).toBe(kept);
  });

  it('says an object is current exactly while cachedRead would hand it out without reloading', async () => {
    const cache = new ReadCache({ ttlMs: 40 });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const first = await cache.read('k', load);
    expect(cache.isCurrent(first)).toBe(true);
    expect(cache.isCurrent({ n: 1 })).toBe(false); // never handed out
    await sleep(50); // past the TTL: cachedRead would answer it but reload behind
    expect(cache.isCurrent(first)).toBe(false);
    await cache.read('k', load);
    await sleep(5);
    const second = await cache.read('k', load);
    expect(second).not.toBe(first);
    expect(cache.isCurrent(second)).toBe(true);
    cache.expire();
    expect(cache.isCurrent(second)).toBe(false);
    const third = await cache.read('k', load);
    await sleep(5);
    const fourth = await cache.read('k', load);
    expect(third).toBe(second); // answered once more after the expiry...
    expect(cache.isCurrent(fourth)).toBe(true); // ...and the reloaded one is current
    cache.invalidate();
    expect(cache.isCurrent(fourth)).toBe(false);

    // Names keep their minute through expiries; another cache never handed the object out.
    const names = await cache.read('names', load, { names: true });
    cache.expire();
    expect(cache.isCurrent(names)).toBe(true);
    expect(new ReadCache({ ttlMs: 40 }).isCurrent(names)).toBe(false);
  });

  it('passes straight through when disabled', async () => {
    const cache = new ReadCache({ ttlMs: 0 });
    let loads = 0;
    await cache.read('k', async () => ++loads);
    await cache.read('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
