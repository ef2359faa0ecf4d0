import { describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT, NEEDS_JS } from './early-taps.ts';

/** A button as the script sees it: attributes, whether it is still in the page, how often it was clicked. */
class FakeButton {
  attributes = new Map<string, string>();
  isConnected = true;
  clicks = 0;
  constructor(
    private readonly page: FakePage,
    readonly needsJs: boolean,
  ) {}
  closest(selector: string) {
    expect(selector).toBe(`[${NEEDS_JS}]`);
    return this.needsJs ? this : null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  click() {
    this.clicks += 1;
    this.page.tap(this);
  }
}

/** The little of a document the script touches, with a click dispatched through its capture listener. */
class FakePage {
  buttons: FakeButton[] = [];
  dataset: Record<string, string> = {};
  private listener: ((event: unknown) => void) | undefined;
  private observer: (() => void) | undefined;
  private timers: Array<() => void> = [];

  constructor() {
    const watch = (callback: () => void) => {
      this.observer = callback;
    };
    const document = {
      documentElement: { dataset: this.dataset },
      addEventListener: (type: string, listener: (event: unknown) => void, capture: boolean) => {
        expect([type, capture]).toEqual(['click', true]);
        this.listener = listener;
      },
      querySelectorAll: () => this.buttons.filter((b) => b.needsJs && b.isConnected),
    };
    class MutationObserver {
      constructor(callback: (records: unknown[], observer: MutationObserver) => void) {
        watch(() => callback([], this));
      }
      observe(target: unknown, options: unknown) {
        expect(target).toBe(document.documentElement);
        expect(options).toEqual({ attributeFilter: ['data-hydrated'] });
      }
      disconnect() {
        watch(() => undefined);
      }
    }
    const setTimeout = (callback: () => void) => this.timers.push(callback);
    new Function('document', 'MutationObserver', 'setTimeout', EARLY_TAPS_SCRIPT)(
      document,
      MutationObserver,
      setTimeout,
    );
  }

  button(needsJs = true) {
    const button = new FakeButton(this, needsJs);
    this.buttons.push(button);
    return button;
  }

  /** A click on `target`: whether the page's own handlers would still see it and do their default. */
  tap(target: FakeButton) {
    const event = {
      target,
      prevented: false,
      stopped: false,
      preventDefault() {
        this.prevented = true;
      },
      stopImmediatePropagation() {
        this.stopped = true;
      },
    };
    this.listener!(event);
    return { prevented: event.prevented, stopped: event.stopped };
  }

  hydrate() {
    this.dataset.hydrated = 'true';
    this.observer?.();
    for (const run of this.timers.splice(0)) run();
  }
}

describe('taps before hydration', () => {
  it('is small enough to inline in every page', () => {
    expect(new TextEncoder().encode(EARLY_TAPS_SCRIPT).length).toBeLessThan(600);
  });

  it('holds a tap on a button that needs JavaScript, marks it busy, and clicks it once after hydration', () => {
    const page = new FakePage();
    const menu = page.button();
    expect(page.tap(menu)).toEqual({ prevented: true, stopped: true });
    expect(menu.attributes.get('aria-busy')).toBe('true');
    expect(menu.clicks).toBe(0);

    page.hydrate();
    expect(menu.clicks).toBe(1);
    expect(menu.attributes.has('aria-busy')).toBe(false);
    page.hydrate();
    expect(menu.clicks).toBe(1);
  });

  it('lets other taps, and every tap after hydration, through untouched', () => {
    const page = new FakePage();
    const link = page.button(false);
    expect(page.tap(link)).toEqual({ prevented: false, stopped: false });
    page.hydrate();
    const add = page.button();
    expect(page.tap(add)).toEqual({ prevented: false, stopped: false });
    expect(add.attributes.has('aria-busy')).toBe(false);
  });

  it('honours only the last of several early taps', () => {
    const page = new FakePage();
    const menu = page.button();
    const add = page.button();
    page.tap(menu);
    page.tap(add);
    expect(menu.attributes.has('aria-busy')).toBe(false);
    page.hydrate();
    expect([menu.clicks, add.clicks]).toEqual([0, 1]);
  });

  it('finds the button again by its place when hydration replaced it', () => {
    const page = new FakePage();
    page.button();
    const add = page.button();
    page.tap(add);
    add.isConnected = false;
    page.buttons.splice(1, 1);
    const rendered = page.button();
    page.hydrate();
    expect([add.clicks, rendered.clicks]).toEqual([0, 1]);
  });

  it('does nothing at hydration when nothing was tapped', () => {
    const page = new FakePage();
    const menu = page.button();
    page.hydrate();
    expect(menu.clicks).toBe(0);
  });
});
