import { lazy, Suspense, type FocusEvent } from 'react';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { useSearchField } from './use-search-field.ts';
import { onFirstUse } from '#web/lib/on-first-use.ts';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

// The panel shows only once an answer has come back; it is fetched when the box is first focused, not with every page.
const loadPanel = onFirstUse(() => import('./search-results-panel.tsx'));
const SearchResultsPanel = lazy(() => loadPanel().then((module) => ({ default: module.SearchResultsPanel })));

interface SearchBoxProps {
  /** Focus or a click expands the box over the menu (the header hides its menu while search is open). */
  onExpand: () => void;
  /** Focus left an empty box: give the menu back. */
  onCollapse: () => void;
}

/**
 * The header search box (wider than 991 px). Enter runs a full search; other keys run autocomplete, whose results
 * panel lists the header product search's cards and then autocomplete names, up to six products.
 * Without JavaScript it is a plain GET form to /search.
 */
export function SearchBox({ onExpand, onCollapse }: SearchBoxProps) {
  const field = useSearchField({ cards: true });
  const local = useLocalPath();
  const t = useT();

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    field.close();
    if (!field.text.trim()) onCollapse();
  }

  return (
    <form
      role="search"
      action={local('/search')}
      className="header-search"
      onSubmit={field.onSubmit}
      onBlur={onBlur}
    >
      <SearchIcon className="header-search__icon" size={18} />
      <input
        className="header-search__input"
        type="search"
        name="search"
        aria-label={t('search.boxLabel')}
        placeholder={t('search.boxPlaceholder')}
        autoComplete="off"
        enterKeyHint="search"
        onFocus={() => {
          void loadPanel();
          onExpand();
        }}
        onClick={onExpand}
        {...field.inputProps}
      />
      {field.showPanel ? (
        <Suspense fallback={null}>
          <SearchResultsPanel variant="dropdown" {...field.panel} />
        </Suspense>
      ) : null}
    </form>
  );
}
