/** How long after one reload for a missing file another is not tried: the file is then missing for good. */
export const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT_KEY = 'reloaded_for_code_at';

/** What the handler needs of the browser: its reload and clock, and session storage for the guard. */
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
  return { reload: () => window.location.reload(), now: Date.now, storage };
}

/**
 * Code fetched on first use (a menu, a dialog, a click's work) comes through Vite's loader, which fires
 * vite:preloadError on window when a file cannot be fetched, most often because a tab stayed open across a deploy
 * that replaced it. The page then reloads, as React Router does for a route's module, and the loader answers nothing
 * instead of failing (see on-first-use.ts). Within RELOAD_GUARD_MS of such a reload the event is left alone: the
 * file is missing for good, and the error goes on to the error boundary.
 */
export function reloadOnMissingCode(
  target: EventTarget = window,
  host: () => ReloadHost = browserHost,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    const { reload, now, storage } = host();
    if (!storage || now() - Number(storage.getItem(RELOADED_AT_KEY) ?? 0) < RELOAD_GUARD_MS) return;
    storage.setItem(RELOADED_AT_KEY, String(now()));
    event.preventDefault();
    reload();
  });
}
