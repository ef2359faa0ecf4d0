import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** How often analytics checks for the data layer, and how long the sharing data waits after a navigation. */
export const ANALYTICS_POLL_MS = 50;
export const SHARING_DELAY_MS = 500;
/** A tag manager that never arrives is not waited for forever. */
const GIVE_UP_MS = 10_000;

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_location: string;
  page_title: string;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/**
 * Pushes an event to window.dataLayer once it exists, asking every ANALYTICS_POLL_MS (a tag manager creates it when
 * it loads; the shop's own head script creates it for the embedded default). Answers a cancel function.
 */
export function pushWhenReady(
  win: DataLayerWindow,
  event: object,
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis,
): () => void {
  const tryPush = () => {
    if (!Array.isArray(win.dataLayer)) return false;
    win.dataLayer.push(event);
    return true;
  };
  if (tryPush()) return () => {};
  let waited = 0;
  const timer = timers.setInterval(() => {
    waited += ANALYTICS_POLL_MS;
    if (tryPush() || waited >= GIVE_UP_MS) timers.clearInterval(timer);
  }, ANALYTICS_POLL_MS);
  return () => timers.clearInterval(timer);
}

/** Sets (or adds) a <meta> of the head by its property or name. */
function setMeta(attribute: 'property' | 'name', key: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * On every navigation: a page-view event for the tag manager, and, SHARING_DELAY_MS later, the sharing data (title and
 * address for link previews) brought up to date with the page now shown, on top of the server-rendered tags.
 */
export function usePageAnalytics(): void {
  const location = useLocation();
  useEffect(() => {
    let cancelPush = () => {};
    // The title of the new page is set by React Router's <Meta /> in the same commit; read it a tick later.
    const start = window.setTimeout(() => {
      const event: PageViewEvent = {
        event: 'page_view',
        page_path: location.pathname + location.search,
        page_location: window.location.href,
        page_title: document.title,
      };
      cancelPush = pushWhenReady(window as DataLayerWindow, event);
    }, 0);
    const sharing = window.setTimeout(() => {
      const url = window.location.origin + location.pathname + location.search;
      setMeta('property', 'og:url', url);
      setMeta('property', 'og:title', document.title);
      setMeta('name', 'twitter:title', document.title);
    }, SHARING_DELAY_MS);
    return () => {
      window.clearTimeout(start);
      window.clearTimeout(sharing);
      cancelPush();
    };
  }, [location.pathname, location.search]);
}
