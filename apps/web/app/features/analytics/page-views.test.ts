import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_POLL_MS, pushWhenReady } from './page-views.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('page-view events for the tag manager', () => {
  it('pushes at once when window.dataLayer exists', () => {
    const win = { dataLayer: [] as unknown[] };
    pushWhenReady(win, { event: 'page_view', page_path: '/' });
    expect(win.dataLayer).toEqual([{ event: 'page_view', page_path: '/' }]);
  });

  it('asks every 50 ms until the tag manager has made dataLayer, then pushes once', () => {
    vi.useFakeTimers();
    const win: { dataLayer?: unknown[] } = {};
    pushWhenReady(win, { event: 'page_view', page_path: '/search' });
    vi.advanceTimersByTime(ANALYTICS_POLL_MS * 3);
    expect(win.dataLayer).toBeUndefined();
    win.dataLayer = [];
    vi.advanceTimersByTime(ANALYTICS_POLL_MS);
    vi.advanceTimersByTime(ANALYTICS_POLL_MS * 5);
    expect(win.dataLayer).toEqual([{ event: 'page_view', page_path: '/search' }]);
  });

  it('stops asking after ten seconds, and when cancelled', () => {
    vi.useFakeTimers();
    const win: { dataLayer?: unknown[] } = {};
    pushWhenReady(win, { event: 'page_view' });
    vi.advanceTimersByTime(10_000);
    win.dataLayer = [];
    vi.advanceTimersByTime(1_000);
    expect(win.dataLayer).toEqual([]);

    const later: { dataLayer?: unknown[] } = {};
    const cancel = pushWhenReady(later, { event: 'page_view' });
    cancel();
    later.dataLayer = [];
    vi.advanceTimersByTime(1_000);
    expect(later.dataLayer).toEqual([]);
  });
});
