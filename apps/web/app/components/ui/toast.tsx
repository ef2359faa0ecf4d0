import { useSyncExternalStore } from 'react';

/** Toasts: 5000 ms, bottom-left, the same message never twice at once. */
export const TOAST_MS = 5000;

interface Toast {
  id: number;
  message: string;
}

const EMPTY: readonly Toast[] = [];
let toasts: readonly Toast[] = EMPTY;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function dismiss(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function showToast(message: string): void {
  if (typeof window === 'undefined' || toasts.some((toast) => toast.message === message)) return;
  const toast = { id: nextId++, message };
  toasts = [...toasts, toast];
  emit();
  window.setTimeout(() => dismiss(toast.id), TOAST_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once by the shop layout; screen readers hear each message as it appears. */
export function Toasts() {
  const list = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
  return (
    <div className="toasts" role="status" aria-live="polite">
      {list.map((toast) => (
        <p key={toast.id} className="toast">
          {toast.message}
        </p>
      ))}
    </div>
  );
}
