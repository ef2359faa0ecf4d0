import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from '@shop/contract/urls';
import type { PanelAnswer } from './search-api.ts';
import { useLocalPath } from '#web/i18n/i18n.tsx';
import { nextActive, searchText, useAutocomplete } from './use-autocomplete.ts';

/**
 * What the header search box and the mobile search dialog share: the text, autocomplete, the results panel's
 * open state, the active option (aria-activedescendant; focus stays in the input) and what Enter does.
 */
export function useSearchField({ cards }: { cards: boolean }) {
  const navigate = useNavigate();
  const local = useLocalPath();
  const ids = useId();
  const listboxId = `${ids}-results`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { answer, input, cancel } = useAutocomplete({ cards });
  // The active option belongs to one answer: a new answer starts again with none.
  const [active, setActive] = useState<{ answer: PanelAnswer | null; index: number }>({
    answer: null,
    index: -1,
  });

  // Text typed into the server's HTML before the page was interactive is the field's text, not the empty start: left
  // alone, the next render would put '' back into the box.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const early = inputRef.current?.value ?? '';
    if (early === '') return;
    setText(early);
    if (inputRef.current === document.activeElement) {
      setOpen(true);
      input(early);
    }
  }, [input]);

  const products = answer?.products ?? [];
  // The panel shows once a search has run for non-empty text.
  const showPanel = open && answer !== null && searchText(text) !== null;
  const activeIndex = showPanel && active.answer === answer ? active.index : -1;

  function go(path: string) {
    cancel();
    setOpen(false);
    void navigate(local(path));
  }

  function seeAll() {
    const query = searchText(text);
    if (query) go(searchPath(query));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter on an active option opens that product; otherwise Enter runs a full search, only with text.
    const chosen = products[activeIndex];
    if (chosen) go(chosen.href);
    else seeAll();
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    setText(event.target.value);
    setOpen(true);
    input(event.target.value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (answer === null || searchText(text) === null) return;
      event.preventDefault();
      // Closed: the arrow reopens the panel with the first (or last) option active.
      if (!showPanel) setOpen(true);
      setActive({ answer, index: nextActive(showPanel ? activeIndex : -1, products.length, event.key) });
    } else if (event.key === 'Escape' && showPanel) {
      // The first Escape closes the panel; the next one reaches the header (or the dialog) and closes that.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  return {
    text,
    showPanel,
    onSubmit,
    close: () => setOpen(false),
    /** What the results panel shows, the same for the header box and the mobile dialog. */
    panel: {
      listboxId,
      optionId,
      text,
      products,
      activeIndex,
      failed: answer?.failed ?? false,
      onSeeAll: seeAll,
    },
    inputProps: {
      ref: inputRef,
      value: text,
      onChange,
      onKeyDown,
      'aria-autocomplete': 'list' as const,
      'aria-controls': showPanel && products.length > 0 ? listboxId : undefined,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
    },
  };
}
