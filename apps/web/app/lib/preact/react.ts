/**
 * What the browser build imports as `react` (vite.config.ts): preact/compat, with two React 19 behaviours it lacks.
 *
 * - ref is a prop of function components (React 19): FormField and its kin pass react-hook-form's register() ref
 *   on to their <input> with the other props. Preact keeps ref off a function component's props unless it is
 *   wrapped in forwardRef, so the form never saw its inputs and every value was undefined.
 * - useSyncExternalStore honours getServerSnapshot. preact/compat's ignores it, so during hydration it rendered the
 *   browser's value (the signed-in user, the stored cart) over the server's HTML; Preact does not patch attributes
 *   while hydrating, and the page kept the server's href or aria-label under a tree that believed the browser's.
 *   Like React, this renders the server snapshot while hydrating and the browser's right after.
 */
import { options, type VNode } from 'preact';
import * as compat from 'preact/compat';
import { hydration } from './hydration.ts';

/* eslint-disable no-restricted-syntax -- this module stands in for the whole of `react`. */
// @ts-expect-error -- preact/compat's types are `export =`; the ES module it resolves to has named exports.
export * from 'preact/compat';
/* eslint-enable no-restricted-syntax */

const previousVnode = options.vnode;
options.vnode = (vnode) => {
  const type: unknown = vnode.type;
  // Function components (not classes) get their ref as a prop, as in React 19; forwardRef does the same.
  if (
    typeof type === 'function' &&
    vnode.ref &&
    !(type.prototype as { render?: unknown } | undefined)?.render
  ) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    (vnode as VNode & { ref: unknown }).ref = null;
  }
  previousVnode?.(vnode);
};

export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const [hydrated, setHydrated] = compat.useState(() => !hydration.active || !getServerSnapshot);
  const value = compat.useSyncExternalStore(subscribe, hydrated ? getSnapshot : getServerSnapshot!);
  compat.useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return value;
}

export default { ...compat, useSyncExternalStore };
