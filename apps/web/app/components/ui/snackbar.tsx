import { useSyncExternalStore } from 'react';
import { CloseIcon } from './icons.tsx';
import { useT } from '#web/i18n/i18n.tsx';

/** The error snackbar: at the top, 3000 ms, with a close mark; one at a time. */
export const SNACKBAR_MS = 3000;

interface Snack {
  id: number;
  message: string;
}

let current: Snack | null = null;
let nextId = 1;
let timer: number | undefined;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function hideSnackbar(): void {
  if (timer !== undefined) window.clearTimeout(timer);
  current = null;
  emit();
}

export function showSnackbar(message: string): void {
  if (typeof window === 'undefined' || !message) return;
  if (timer !== undefined) window.clearTimeout(timer);
  current = { id: nextId++, message };
  emit();
  timer = window.setTimeout(hideSnackbar, SNACKBAR_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once by the shop layout; announced at once to screen readers because it reports a failure. */
export function Snackbar() {
  const t = useT();
  const snack = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return (
    <div className="snackbar-region" role="alert" aria-live="assertive">
      {snack ? (
        <div key={snack.id} className="snackbar">
          <p className="snackbar__message">{snack.message}</p>
          <button
            type="button"
            className="snackbar__close"
            aria-label={t('common.close')}
            onClick={hideSnackbar}
          >
            <CloseIcon />
          </button>
        </div>
      ) : null}
    </div>
  );
}
