import { useCallback, useEffect, useRef, useState } from 'react';
import type { PanelAnswer } from './search-api.ts';

/** Keys other than Enter run autocomplete once typing pauses this long. */
export const AUTOCOMPLETE_DELAY_MS = 200;

/** The text to search for, or null when there is none: search only runs with non-empty text. */
export function searchText(raw: string): string | null {
  const text = raw.trim();
  return text === '' ? null : text;
}

/** ArrowDown/ArrowUp through `count` options, wrapping; -1 means no option is active. */
export function nextActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

export type PanelFetcher = (text: string, signal: AbortSignal) => Promise<PanelAnswer>;

export interface AutocompleteController {
  /** The text changed: schedule a call for it, or clear the answer at once when there is nothing to search. */
  input(raw: string): void;
  /** Drop whatever is scheduled or on its way (the shopper submitted, or the field went away). */
  cancel(): void;
}

export interface AutocompleteOptions {
  fetch: PanelFetcher;
  /** The newest answer; null when the text became empty. Never called with an answer older than one already given. */
  onAnswer: (answer: PanelAnswer | null) => void;
  delay?: number;
}

/**
 * The debounce and the stale-answer guard, without React so it can be tested with fake timers.
 *
 * Every call gets a sequence number and an AbortController. A new call aborts the previous one, and an answer is
 * delivered only if its number is still the latest, so an answer that arrives late (the abort came too late, or the
 * fetch ignored it) can never replace the answer to newer text.
 */
export function createAutocomplete({
  fetch,
  onAnswer,
  delay = AUTOCOMPLETE_DELAY_MS,
}: AutocompleteOptions): AutocompleteController {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;
  let sequence = 0;
  /** The text of the latest scheduled or sent call; typing a trailing space does not search again. */
  let latestText: string | null = null;

  function clearTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function cancel() {
    clearTimer();
    inFlight?.abort();
    inFlight = null;
    latestText = null;
    sequence += 1;
  }

  function run(text: string) {
    timer = undefined;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    sequence += 1;
    const id = sequence;
    const settle = (answer: PanelAnswer) => {
      if (id !== sequence) return;
      inFlight = null;
      onAnswer(answer);
    };
    fetch(text, controller.signal).then(settle, () =>
      settle({ text, products: [], suggestions: [], failed: true, goTo: null }),
    );
  }

  return {
    input(raw) {
      const text = searchText(raw);
      if (text === null) {
        cancel();
        onAnswer(null);
        return;
      }
      if (text === latestText) return;
      latestText = text;
      clearTimer();
      timer = setTimeout(() => run(text), delay);
    },
    cancel,
  };
}

/**
 * Autocomplete for a search field: `input` on every change, `answer` is the newest answer (null before the first
 * and whenever the text is empty). `cards` adds the header product search (desktop) to the suggestions.
 */
export function useAutocomplete({ cards }: { cards: boolean }) {
  const [answer, setAnswer] = useState<PanelAnswer | null>(null);
  const controllerRef = useRef<AutocompleteController | null>(null);

  useEffect(() => {
    const controller = createAutocomplete({
      fetch: async (text, signal) => {
        // Loaded on first use: zod and the schemas are not part of every page's JavaScript.
        const { fetchPanel } = await import('./search-api.ts');
        return fetchPanel(text, signal, { cards });
      },
      onAnswer: (next) => {
        // Code 700 (maintenance) anywhere goes to the standalone under-construction page.
        if (next?.goTo) window.location.assign(next.goTo);
        else setAnswer(next);
      },
    });
    controllerRef.current = controller;
    return () => {
      controller.cancel();
      controllerRef.current = null;
    };
  }, [cards]);

  const input = useCallback((raw: string) => controllerRef.current?.input(raw), []);
  const cancel = useCallback(() => controllerRef.current?.cancel(), []);
  return { answer, input, cancel };
}
