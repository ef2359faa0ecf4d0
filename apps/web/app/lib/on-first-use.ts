/**
 * Code fetched when a shopper first needs it (a menu, a dialog, a click's work), fetched once however often asked,
 * so a head start on pointer-enter or focus and the click that follows share one download. After a failure the next
 * use tries again.
 *
 * When the file is gone and the page reloads for it (reload-on-missing-code.ts), Vite's loader answers nothing: the
 * promise then never settles, so a lazy component shows its fallback until the new page arrives instead of an error.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().then(
      (code) => code ?? new Promise<T>(() => {}),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
}
