import { useEffect, useRef } from 'react';
import { CloseIcon, SearchIcon } from '#web/components/ui/icons.tsx';
import { SearchResultsPanel } from './search-results-panel.tsx';
import { useSearchField } from './use-search-field.ts';

/**
 * A native modal dialog: the browser keeps focus inside, closes it on Escape and gives focus back to the icon.
 * On phones the suggestions are autocomplete names only; the product-card search is the desktop panel's
 * (4 requested on desktop), which keeps typing on a phone to one light call.
 */
export function MobileSearchDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const field = useSearchField({ cards: false });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="search-dialog"
      aria-label="Search products"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      <div className="search-dialog__box">
        <div className="search-dialog__head">
          <form role="search" action="/search" className="search-dialog__form" onSubmit={field.onSubmit}>
            <SearchIcon className="search-dialog__icon" size={18} />
            <input
              className="search-dialog__input"
              type="search"
              name="search"
              aria-label="Search"
              placeholder="Search products"
              autoComplete="off"
              enterKeyHint="search"
              {...field.inputProps}
            />
          </form>
          <button
            type="button"
            className="icon-button search-dialog__close"
            aria-label="Close search"
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
