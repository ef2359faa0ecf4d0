import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { COMPARE_MAX } from '@shop/contract/urls';
import type { PanelAnswer } from '#web/features/search/search-api.ts';
import { nextActive, searchText, useAutocomplete } from '#web/features/search/use-autocomplete.ts';
import { compareFormTarget, compareHref, DIFF_PARAM } from './compare-links.ts';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

interface AddProductFieldProps {
  /** The compared products, in order. */
  products: ReadonlyArray<{ id: number; slug: string }>;
  diffOnly: boolean;
}

/**
 * "Add a product to compare": a combobox on the autocomplete call. Picking a suggestion adds its id to the URL
 * (an autocomplete suggestion's slug is its id); the loader then redirects to the slug address. Enter without a
 * pick, or any submit without JavaScript, sends the text as ?add= and the loader adds the best search match.
 */
export function AddProductField({ products, diffOnly }: AddProductFieldProps) {
  const navigate = useNavigate();
  const t = useT();
  const local = useLocalPath();
  const ids = useId();
  const inputId = `${ids}-input`;
  const listId = `${ids}-list`;
  const noteId = `${ids}-note`;
  const optionId = (index: number) => `${ids}-option-${index}`;

  const full = products.length >= COMPARE_MAX;
  const slugs = products.map((p) => p.slug);
  const target = compareFormTarget(slugs);

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { answer, input, cancel } = useAutocomplete({ cards: false });
  const [active, setActive] = useState<{ answer: PanelAnswer | null; index: number }>({
    answer: null,
    index: -1,
  });
  const options = (answer?.products ?? []).filter((option) => !products.some((p) => p.id === option.id));
  const showList = open && !full && options.length > 0 && searchText(text) !== null;
  const activeIndex = showList && active.answer === answer ? active.index : -1;

  function pick(id: number) {
    cancel();
    setOpen(false);
    setText('');
    void navigate(local(compareHref([...slugs, String(id)], diffOnly)), { preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const query = searchText(text);
    const chosen = options[activeIndex] ?? (answer?.text === query ? options[0] : undefined);
    if (full || !query || chosen) event.preventDefault();
    if (!full && chosen) pick(chosen.id);
    // Otherwise the form submits ?add={text} and the loader adds the best match.
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      if (!showList) setOpen(true);
      setActive({ answer, index: nextActive(showList ? activeIndex : -1, options.length, event.key) });
    } else if (event.key === 'Escape' && showList) {
      event.preventDefault();
      setOpen(false);
    }
  }

  let note = t('compare.noteMax', { max: COMPARE_MAX });
  if (full) note = t('compare.noteFull', { max: COMPARE_MAX });
  else if (products.length === 1) note = t('compare.noteOne');

  return (
    <Form method="get" action={local(target.action)} className="compare-add" onSubmit={onSubmit}>
      <label className="compare-add__label" htmlFor={inputId}>
        {t('compare.addLabel')}
      </label>
      {target.with ? <input type="hidden" name="with" value={target.with} /> : null}
      {diffOnly ? <input type="hidden" name={DIFF_PARAM} value="1" /> : null}
      <div className="compare-add__row">
        <div className="compare-add__field">
          <input
            id={inputId}
            className="compare-add__input"
            type="text"
            name="add"
            role="combobox"
            placeholder={t('compare.addPlaceholder')}
            autoComplete="off"
            disabled={full}
            value={text}
            aria-expanded={showList}
            aria-autocomplete="list"
            aria-controls={showList ? listId : undefined}
            aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-describedby={noteId}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              input(event.target.value);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          {showList ? (
            <ul
              id={listId}
              className="compare-add__list"
              role="listbox"
              aria-label={t('compare.addList')}
              // Keeps focus (and the list) in place while a pointer picks.
              onMouseDown={(event) => event.preventDefault()}
            >
              {options.map((option, index) => (
                <li
                  key={option.id}
                  id={optionId(index)}
                  className="compare-add__option"
                  role="option"
                  aria-selected={index === activeIndex}
                  onClick={() => pick(option.id)}
                >
                  {option.name}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <button type="submit" className="button button--primary compare-add__submit" disabled={full}>
          {t('compare.add')}
        </button>
      </div>
      <p
        id={noteId}
        className={`compare-add__note${products.length === 1 ? ' compare-add__note--prompt' : ''}`}
      >
        {note}
      </p>
    </Form>
  );
}
