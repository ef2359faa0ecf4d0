import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/** What a shopper can act on inside a sleeping block: the element touched is found again by its place among these. */
const ACTIONABLE = 'a[href],button,input,select,textarea,summary,[tabindex]';

/** How far below (or above) the screen a sleeping block wakes, so it is drawn by React before the shopper reaches it. */
const WAKE_MARGIN = '200px 0px';

/** Rows the shopper may scroll sideways while the block sleeps: they keep their place when it wakes. */
const KEEPS_SCROLL = '[data-keeps-scroll]';

interface Replay {
  index: number;
  kind: 'click' | 'focus';
}

/**
 * A block of the page that the browser keeps exactly as the server drew it until it is needed, so loading the page
 * does not spend a phone's CPU making React take over what the shopper has not reached yet ("hydration").
 *
 * On the server the children render as usual, inside a plain `div`. On the browser's first render it is
 * rendered empty with `dangerouslySetInnerHTML` and `suppressHydrationWarning`: React then keeps the server's elements
 * inside it untouched and gives them no components. The block wakes, and React draws its children afresh in place of
 * the server's (one commit, so nothing blinks), when:
 * - it comes within WAKE_MARGIN of the screen;
 * - the shopper clicks or tabs into it before that: the click is held and made again on the same control once drawn
 *   (a link then navigates inside the shop, a button does its work), and focus moves to the same control;
 * - `version` changes (the page's language, say): what the server drew is no longer what would be drawn.
 *
 * When React renders the block itself rather than hydrating it (a navigation inside the shop, or React drawing this
 * part of the page again after a mismatch), the children are drawn from the first render.
 *
 * Only for content that changes with nothing but its props and `version`: a sleeping block does not follow the cart,
 * the session or a change of route until it wakes.
 */
export function StaticIsland({ children, version = '' }: { children: ReactNode; version?: string }) {
  // True only while React hydrates the server's page (it reads the server's value then), false in any render of the
  // browser's own: a block mounted by a navigation inside the shop is drawn at once, before the page's scroll is
  // restored.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [awake, setAwake] = useState(!hydrating || typeof document === 'undefined');
  const [firstVersion] = useState(version);
  const ref = useRef<HTMLDivElement>(null);
  const replay = useRef<Replay | null>(null);
  const scrolled = useRef<number[]>([]);
  const drawn = awake || version !== firstVersion;

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !drawn) return;
    const rows = element.querySelectorAll(KEEPS_SCROLL);
    scrolled.current.forEach((left, i) => {
      if (left && rows[i]) rows[i].scrollLeft = left;
    });
    scrolled.current = [];
    const pending = replay.current;
    replay.current = null;
    if (!pending) return;
    const control = element.querySelectorAll<HTMLElement>(ACTIONABLE)[pending.index];
    if (!control) return;
    if (pending.kind === 'focus') control.focus();
    // The click is made once this commit is done, so the control's own handlers see a settled page.
    else setTimeout(() => control.click());
  }, [drawn]);

  useEffect(() => {
    const element = ref.current;
    if (drawn || !element) return;
    const awaken = () => {
      scrolled.current = [...element.querySelectorAll(KEEPS_SCROLL)].map((row) => row.scrollLeft);
      setAwake(true);
    };
    const wake = (kind: Replay['kind'], target: EventTarget | null) => {
      const control = target instanceof Element ? target.closest(ACTIONABLE) : null;
      const index = control ? [...element.querySelectorAll(ACTIONABLE)].indexOf(control) : -1;
      replay.current = index >= 0 ? { index, kind } : null;
      awaken();
      return index >= 0;
    };
    const onClick = (event: MouseEvent) => {
      // The server's link would load a whole new page and its button does nothing yet: hold the click for the drawn one.
      if (wake('click', event.target)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    const onFocus = (event: FocusEvent) => void wake('focus', event.target);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) awaken();
      },
      { rootMargin: WAKE_MARGIN },
    );
    observer.observe(element);
    element.addEventListener('click', onClick, true);
    element.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      element.removeEventListener('click', onClick, true);
      element.removeEventListener('focusin', onFocus);
    };
  }, [drawn]);

  // Two keys: waking swaps the kept server elements for React's own in one commit.
  return drawn ? (
    <div key="drawn" ref={ref}>
      {children}
    </div>
  ) : (
    <div key="kept" ref={ref} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  );
}
