import { describe, expect, it, vi } from 'vitest';
import { reloadOnMissingCode, RELOAD_GUARD_MS, type ReloadHost } from './reload-on-missing-code.ts';

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

/** Fires what Vite's loader fires when a file cannot be fetched; answers whether the handler took it over. */
function missingFile(target: EventTarget): boolean {
  const event = new Event('vite:preloadError', { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('reloadOnMissingCode', () => {
  it('reloads the page and keeps the loader from failing when a file cannot be fetched', () => {
    const host = fakeHost();
    const page = new EventTarget();
    reloadOnMissingCode(page, () => host);
    expect(missingFile(page)).toBe(true);
    expect(host.reload).toHaveBeenCalledOnce();
  });

  it('lets the error through right after such a reload: the file is missing for good', () => {
    const host = fakeHost();
    const first = new EventTarget();
    reloadOnMissingCode(first, () => host);
    expect(missingFile(first)).toBe(true);

    // The page after the reload: a new listener, the same session storage.
    host.time += RELOAD_GUARD_MS - 1;
    const reloaded = new EventTarget();
    reloadOnMissingCode(reloaded, () => host);
    expect(missingFile(reloaded)).toBe(false);
    expect(host.reload).toHaveBeenCalledOnce();

    // Much later (another deploy), a missing file reloads again.
    host.time += RELOAD_GUARD_MS * 10;
    expect(missingFile(reloaded)).toBe(true);
    expect(host.reload).toHaveBeenCalledTimes(2);
  });

  it('lets the error through without session storage, which the guard needs', () => {
    const host = fakeHost();
    host.storage = undefined;
    const page = new EventTarget();
    reloadOnMissingCode(page, () => host);
    expect(missingFile(page)).toBe(false);
    expect(host.reload).not.toHaveBeenCalled();
  });

  it('ignores other events', () => {
    const host = fakeHost();
    const page = new EventTarget();
    reloadOnMissingCode(page, () => host);
    page.dispatchEvent(new Event('error', { cancelable: true }));
    expect(host.reload).not.toHaveBeenCalled();
  });
});
