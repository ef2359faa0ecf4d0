/**
 * What the browser build imports as `react-dom/client` (vite.config.ts): preact/compat's, with four differences
 * from React at the root of a server-rendered document handled here, so the app's entry stays React's.
 *
 * 1. Preact hydrates `document` into document.documentElement, so the root layout's <html> would not match the
 *    server's <html> but be created again inside it: a second, live copy of the page nested in the first, with
 *    the server's copy left on screen and inert. In the browser <html> is a fragment; its <head> and <body>
 *    hydrate the server's (the <html> attributes are the server's and never change).
 * 2. HydratedRouter suspends (throws a promise) until it has decoded the route data streamed into the page.
 *    React waits for that at the root; Preact has no root Suspense and throws the promise out of hydrate() before
 *    touching the DOM, so hydration starts again once it settles.
 * 3. useId gives other ids than React's on the server, and Preact keeps the server's attributes while hydrating:
 *    an aria-controls or label rendered later would point at an id the page does not have. While hydrating, the
 *    attributes that hold ids take the browser's values.
 * 4. React's server renderer hoists into <head> links no head component renders: <link rel="preload" as="image">
 *    for the page's first images and the module preloads of <Scripts> (rendered in <body>). Preact hydrates an
 *    element by taking the next unused one of the same tag and keeps its attributes, so the head's own <link>s
 *    (canonical, icon, stylesheet) were matched to those and the real ones removed as left over: the page lost
 *    its stylesheet. They have done their work once the document is parsed and are removed before hydrating
 *    (Preact renders the module preloads again where <Scripts> is; the modules are loaded already).
 */
import { Fragment, options, type VNode } from 'preact';
import { hydrateRoot as preactHydrateRoot } from 'preact/compat/client';
import { hydration } from './hydration.ts';

export { createRoot } from 'preact/compat/client';

const ID_ATTRIBUTES: Record<string, string> = {
  id: 'id',
  htmlFor: 'for',
  'aria-controls': 'aria-controls',
  'aria-describedby': 'aria-describedby',
  'aria-labelledby': 'aria-labelledby',
  'aria-activedescendant': 'aria-activedescendant',
  'aria-owns': 'aria-owns',
};

const previousVnode = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === 'html') vnode.type = Fragment;
  previousVnode?.(vnode);
};

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  // __e is Preact 10's (mangled) vnode._dom, the element the vnode rendered to.
  const dom = (vnode as VNode & { __e?: Element | null }).__e;
  if (hydration.active && typeof vnode.type === 'string' && dom && dom.nodeType === 1) {
    const props = vnode.props as Record<string, unknown>;
    for (const prop in ID_ATTRIBUTES) {
      const value = props[prop];
      const attribute = ID_ATTRIBUTES[prop]!;
      if (typeof value === 'string' && dom.getAttribute(attribute) !== value)
        dom.setAttribute(attribute, value);
    }
  }
  previousDiffed?.(vnode);
};

type Root = ReturnType<typeof preactHydrateRoot>;

export function hydrateRoot(
  container: Element | Document,
  children: Parameters<typeof preactHydrateRoot>[1],
): Root {
  for (const link of document.head.querySelectorAll(
    'link[rel="preload"][as="image"], link[rel="modulepreload"]',
  )) {
    link.remove();
  }
  hydration.active = true;
  try {
    return preactHydrateRoot(container as Element, children);
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    const retry = () => void hydrateRoot(container, children);
    void thrown.then(retry, retry);
    // The caller (entry.client) keeps no root; a later render would go through the hydrated tree anyway.
    return { render: () => {}, unmount: () => {} } as unknown as Root;
  } finally {
    hydration.active = false;
  }
}

export default { hydrateRoot };
