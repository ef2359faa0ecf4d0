import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

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
    const get = onFirstUse(load);
    const [a, b] = await Promise.all([get(), get()]);
    expect(await get()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledOnce();
  });

  it('tries again on the next use after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const get = onFirstUse(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never settles when the loader answers nothing because the page is reloading', async () => {
    const get = onFirstUse(() => Promise.resolve(undefined as unknown as { MegaMenu: string }));
    expect(await settled(get())).toBe(false);
    expect(await settled(onFirstUse(() => Promise.resolve('code'))())).toBe(true);
  });
});
