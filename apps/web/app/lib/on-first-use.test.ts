import { describe, expect, it, vi } from 'vitest';
import { onFirstUse, RELOAD_GUARD_MS, type ReloadHost } from './on-first-use.ts';

function fakeHost(start = 1_000_000) {
  const stored = new Map<string, string>();
  const host: ReloadHost & { time: number } = {
    time: start,
    reload: vi.fn(),
    now: () => host.time,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
  };
  return host;
}

/** Whether a promise has settled after the queued callbacks ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('onFirstUse', () => {
  it('fetches the code once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve({ MegaMenu: 'menu' }));
    const get = onFirstUse(load, fakeHost);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledOnce();
  });

  it('reloads the page when the file cannot be fetched, and never settles so the fallback stays', async () => {
    const host = fakeHost();
    const get = onFirstUse(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      () => host,
    );
    expect(await settled(get())).toBe(false);
    expect(host.reload).toHaveBeenCalledOnce();
  });

  it('rejects instead of reloading again right after a reload: the file is missing for good', async () => {
    const host = fakeHost();
    const failing = () => Promise.reject(new Error('gone'));
    void onFirstUse(failing, () => host)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.reload).toHaveBeenCalledOnce();

    // The page after the reload: a new module instance, the same session storage.
    host.time += RELOAD_GUARD_MS - 1;
    await expect(onFirstUse(failing, () => host)()).rejects.toThrow('gone');
    expect(host.reload).toHaveBeenCalledOnce();

    // Much later (another deploy), a missing file reloads again.
    host.time += RELOAD_GUARD_MS * 10;
    expect(await settled(onFirstUse(failing, () => host)())).toBe(false);
    expect(host.reload).toHaveBeenCalledTimes(2);
  });

  it('tries again on the next use after a failure that did not reload', async () => {
    const host = fakeHost();
    host.storage = undefined;
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const get = onFirstUse(load, () => host);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('code');
    expect(host.reload).not.toHaveBeenCalled();
  });
});
