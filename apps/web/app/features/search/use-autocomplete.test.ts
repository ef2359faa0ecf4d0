import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PanelAnswer } from './search-api.ts';
import {
  AUTOCOMPLETE_DELAY_MS,
  createAutocomplete,
  nextActive,
  searchText,
  type PanelFetcher,
} from './use-autocomplete.ts';

function answerFor(text: string): PanelAnswer {
  return { text, products: [], suggestions: [{ id: 1, name: text }], failed: false, goTo: null };
}

/** A fetch whose answers the test releases by hand, in any order. */
function manualFetch() {
  const calls: Array<{ text: string; signal: AbortSignal; resolve: () => void; reject: () => void }> = [];
  const fetch: PanelFetcher = (text, signal) =>
    new Promise((resolve, reject) => {
      calls.push({
        text,
        signal,
        resolve: () => resolve(answerFor(text)),
        reject: () => reject(new Error('x')),
      });
    });
  return { fetch, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('searchText', () => {
  it('trims, and gives null for empty or whitespace-only text', () => {
    expect(searchText('  iph ')).toBe('iph');
    expect(searchText('')).toBeNull();
    expect(searchText(' \t\n ')).toBeNull();
  });
});

describe('nextActive', () => {
  it('moves down and up through the options, wrapping at both ends', () => {
    expect(nextActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(0, 3, 'ArrowDown')).toBe(1);
    expect(nextActive(2, 3, 'ArrowDown')).toBe(0);
    expect(nextActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActive(1, 3, 'ArrowUp')).toBe(0);
    expect(nextActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('has no active option when there are no options', () => {
    expect(nextActive(0, 0, 'ArrowDown')).toBe(-1);
    expect(nextActive(-1, 0, 'ArrowUp')).toBe(-1);
  });
});

describe('createAutocomplete', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for a pause in typing and then asks once, for the latest text', async () => {
    const { fetch, calls } = manualFetch();
    const answers: Array<PanelAnswer | null> = [];
    const ac = createAutocomplete({ fetch, onAnswer: (a) => answers.push(a) });

    ac.input('i');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS - 50);
    ac.input('ip');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS - 50);
    ac.input('iph');
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    expect(calls.map((c) => c.text)).toEqual(['iph']);

    calls[0]?.resolve();
    await flush();
    expect(answers).toEqual([answerFor('iph')]);
  });

  it('never lets a late answer overwrite the answer to newer text, and aborts the older call', async () => {
    const { fetch, calls } = manualFetch();
    const answers: Array<PanelAnswer | null> = [];
    const ac = createAutocomplete({ fetch, onAnswer: (a) => answers.push(a) });

    ac.input('i');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    ac.input('iph');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    expect(calls.map((c) => c.text)).toEqual(['i', 'iph']);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);

    // The newer answer arrives first, then the old one (its fetch ignored the abort).
    calls[1]?.resolve();
    await flush();
    calls[0]?.resolve();
    await flush();
    expect(answers).toEqual([answerFor('iph')]);
  });

  it('runs nothing for empty or whitespace-only text and clears the answer at once', async () => {
    const { fetch, calls } = manualFetch();
    const answers: Array<PanelAnswer | null> = [];
    const ac = createAutocomplete({ fetch, onAnswer: (a) => answers.push(a) });

    ac.input('   ');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS * 2);
    expect(calls).toHaveLength(0);
    expect(answers).toEqual([null]);

    // Text, then cleared while the call is on its way: the answer to the old text is dropped.
    ac.input('mac');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    ac.input('');
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve();
    await flush();
    expect(answers).toEqual([null, null]);
  });

  it('does not ask again when only surrounding spaces changed', async () => {
    const { fetch, calls } = manualFetch();
    const ac = createAutocomplete({ fetch, onAnswer: () => {} });
    ac.input('ipad');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    ac.input('ipad ');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    expect(calls.map((c) => c.text)).toEqual(['ipad']);
  });

  it('reports a failed call as a failed answer for that text', async () => {
    const { fetch, calls } = manualFetch();
    const answers: Array<PanelAnswer | null> = [];
    const ac = createAutocomplete({ fetch, onAnswer: (a) => answers.push(a) });
    ac.input('watch');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    calls[0]?.reject();
    await flush();
    expect(answers).toEqual([{ text: 'watch', products: [], suggestions: [], failed: true, goTo: null }]);
  });

  it('cancel drops a scheduled call and an answer on its way', async () => {
    const { fetch, calls } = manualFetch();
    const answers: Array<PanelAnswer | null> = [];
    const ac = createAutocomplete({ fetch, onAnswer: (a) => answers.push(a) });
    ac.input('air');
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS);
    ac.input('airp');
    ac.cancel();
    await vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS * 2);
    calls[0]?.resolve();
    await flush();
    expect(calls.map((c) => c.text)).toEqual(['air']);
    expect(answers).toEqual([]);
  });
});
