/** How long after one reload for a missing file another is not tried: the file is then missing for good. */
export const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT_KEY = 'reloaded_for_code_at';

/** What a failed fetch of code does: the browser's reload and clock, and session storage for the guard. */
export interface ReloadHost {
  reload(): void;
  now(): number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

function browserHost(): ReloadHost {
  let storage: ReloadHost['storage'];
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return { reload: () => window.location.reload(), now: () => Date.now(), storage };
}

/**
 * Code fetched when a shopper first needs it (a menu, a dialog, a click's work), fetched once however often asked.
 *
 * If its file cannot be fetched, most often because a tab stayed open across a deploy that replaced the file, the
 * page reloads, as React Router does for a route's module, and the promise never settles, so a lazy component
 * shows its fallback until then instead of the error replacing the page. A second failure within RELOAD_GUARD_MS
 * of a reload rejects instead: the file is missing for good and the error boundary says so.
 */
export function onFirstUse<T>(
  load: () => Promise<T>,
  host: () => ReloadHost = browserHost,
): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      const { reload, now, storage } = host();
      const last = Number(storage?.getItem(RELOADED_AT_KEY) ?? 0);
      if (!storage || now() - last < RELOAD_GUARD_MS) throw error;
      storage.setItem(RELOADED_AT_KEY, String(now()));
      reload();
      return new Promise<T>(() => {});
    }));
}
