import { useEffect, useRef } from 'react';
import { CloseIcon, SearchIcon } from '#web/components/ui/icons.tsx';
import { SearchResultsPanel } from './search-results-panel.tsx';
import { useSearchField } from './use-search-field.ts';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

/**
 * A native modal dialog: the browser keeps focus inside, closes it on Escape and gives focus back to the icon.
 * Its results panel is the desktop one: the header product search's cards with their pictures and prices first,
 * then autocomplete names. All of it arrives with the dialog, on the first tap of the search icon, so the pages'
 * first load carries none of it.
 */
export function MobileSearchDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const field = useSearchField({ cards: true });
  const local = useLocalPath();
  const t = useT();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-label={t('search.dialogLabel')}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      <div className="search-dialog__box">
        <div className="search-dialog__head">
          <form
            role="search"
            action={local('/search')}
            className="search-dialog__form"
            onSubmit={field.onSubmit}
          >
            <SearchIcon className="search-dialog__icon" size={18} />
            <input
              className="search-dialog__input"
              type="search"
              name="search"
              aria-label={t('search.boxLabel')}
              placeholder={t('search.boxPlaceholder')}
              autoComplete="off"
              enterKeyHint="search"
              {...field.inputProps}
            />
          </form>
          <button
            type="button"
            className="icon-button search-dialog__close"
            aria-label={t('search.close')}
            onClick={() => dialogRef.current?.close()}
          >
            <CloseIcon />
          </button>
        </div>
        {field.showPanel ? <SearchResultsPanel variant="inline" {...field.panel} /> : null}
      </div>
    </dialog>
  );
}
