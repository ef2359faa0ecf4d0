import { useSyncExternalStore } from 'react';

/**
 * Phones: narrower than 768 px, where the listing's filters open in a sheet and the item page gets its bottom buy
 * bar (the stylesheets use the same width). The header's own breakpoint, 991 px, is wider.
 */
export const PHONE_QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * True on a phone once the page runs in the browser. The server, and the browser while it hydrates, answer false,
 * so a page arrives with its markup for wide screens and no JavaScript, and takes its phone form afterwards.
 */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
