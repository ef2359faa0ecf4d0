import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import type { ListingScope } from './listing-query.ts';
import { useT } from '#web/i18n/i18n.tsx';

/** How long the count waits after a change, so a run of ticks or a typed price asks once. */
const COUNT_DELAY_MS = 200;

/** The filters a form holds now, as the listing's address would carry them (empty fields left out). */
function filterQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') query.append(key, value);
  }
  return query;
}

/** The part of a query that changes how many products match: everything but the order. */
function countKey(query: URLSearchParams): string {
  const rest = new URLSearchParams(query);
  rest.delete('sort');
  return rest.toString();
}

interface SheetProps {
  /** The form's fields (hidden listing parameters, sort, facets, price, availability). */
  fields: ReactNode;
  /** What the listing is (its category, text, or the sub-category or brand its address names), for the count. */
  scope: ListingScope;
  /** How many products the applied filters find. */
  appliedCount: number;
  /** Where "Clear all" leads, or null when no filter is set. */
  clearHref: string | null;
  onApply: (form: HTMLFormElement) => void;
  onClose: () => void;
}

/**
 * The open sheet: a native modal dialog, so the browser keeps focus inside it and Escape closes it. Ticks and typed
 * prices change nothing on the page; the count of what they would find is asked of the API, and Apply goes there once.
 */
function FilterSheetDialog({ fields, scope, appliedCount, clearHref, onApply, onClose }: SheetProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const timer = useRef<number | undefined>(undefined);
  const appliedKey = useRef('');
  const latest = useRef<string | null>(null);
  /** The filters being counted: null while they are the applied ones. */
  const [counting, setCounting] = useState<string | null>(null);
  /** The latest answer: which filters it counted, and how many they find (null: the API did not say). */
  const [counted, setCounted] = useState<{ key: string; count: number | null } | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (formRef.current) appliedKey.current = countKey(filterQuery(formRef.current));
    if (dialog && !dialog.open) dialog.showModal();
    return () => window.clearTimeout(timer.current);
  }, []);

  function recount() {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!formRef.current) return;
      const key = countKey(filterQuery(formRef.current));
      latest.current = key === appliedKey.current ? null : key;
      setCounting(latest.current);
      if (latest.current === null) return;
      void import('./listing-count.ts')
        .then(({ countMatches }) => countMatches(scope, new URLSearchParams(key)))
        .catch(() => null)
        .then((count) => {
          // Only the newest filters' answer is shown: an older one arriving late is dropped.
          if (latest.current === key) setCounted({ key, count });
        });
    }, COUNT_DELAY_MS);
  }

  const count = counting === null ? appliedCount : (counted?.count ?? null);
  const busy = counting !== null && counted?.key !== counting;

  return (
    <dialog
      ref={dialogRef}
      className="filter-sheet"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === event.currentTarget) dialogRef.current?.close();
      }}
    >
      <div className="filter-sheet__head">
        <h2 id={titleId} className="filter-sheet__title">
          {t('listing.filters')}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('listing.closeFilters')}
          onClick={() => dialogRef.current?.close()}
        >
          <CloseIcon />
        </button>
      </div>
      <Form
        ref={formRef}
        method="get"
        className="filter-sheet__form"
        aria-label={t('listing.filters')}
        onChange={recount}
        onSubmit={(event) => {
          event.preventDefault();
          onApply(event.currentTarget);
          dialogRef.current?.close();
        }}
      >
        <div className="filter-sheet__body listing-filters">{fields}</div>
        <div className="filter-sheet__foot">
          <p className="filter-sheet__count" role="status" aria-busy={busy}>
            {count === null ? '' : count === 0 ? t('listing.noProducts') : t('listing.matches', { count })}
          </p>
          <div className="filter-sheet__actions">
            {clearHref ? (
              <Link className="button button--secondary" to={clearHref}>
                {t('listing.clearAll')}
              </Link>
            ) : null}
            <button className="button button--primary filter-sheet__apply" type="submit">
              {count === null ? t('listing.showAllResults') : t('listing.showResults', { count })}
            </button>
          </div>
        </div>
      </Form>
    </dialog>
  );
}

/**
 * Filters on a phone: a "Filters" button that stays under the header while the shopper scrolls, and opens the
 * filters in a sheet. Apply navigates once; the page keeps its place, scrolled back to the results' start if the
 * shopper had gone past it.
 */
export function FilterSheet({
  fields,
  scope,
  appliedCount,
  activeCount,
  clearHref,
  resultsId,
}: Omit<SheetProps, 'onApply' | 'onClose'> & {
  /** How many filters are set, shown on the button. */
  activeCount: number;
  /** The element the results start with. */
  resultsId: string;
}) {
  const { key } = useLocation();
  const t = useT();
  const submit = useSubmit();
  const openerRef = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const applied = useRef(false);
  // Opened on one location: any navigation (Apply, Clear all, Back) closes it without an effect.
  const open = openOn === key;

  useEffect(() => {
    if (!applied.current) return;
    applied.current = false;
    // Gone past the results' start (it is under the header and the stuck Filters bar): back to it.
    const results = document.getElementById(resultsId);
    const stuckBottom = openerRef.current?.parentElement?.getBoundingClientRect().bottom ?? 0;
    if (results && results.getBoundingClientRect().top < stuckBottom)
      results.scrollIntoView({ block: 'start' });
  }, [key, resultsId]);

  // The dialog has closed (Escape, its close button, the backdrop, Apply): focus goes back to the button.
  function close() {
    setOpenOn(null);
    openerRef.current?.focus();
  }

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        className="listing__filters-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenOn(key)}
      >
        {t('listing.filtersCount', { count: activeCount })}
      </button>
      {open ? (
        <FilterSheetDialog
          fields={fields}
          scope={scope}
          appliedCount={appliedCount}
          clearHref={clearHref}
          onApply={(form) => {
            applied.current = true;
            void submit(form, { preventScrollReset: true });
          }}
          onClose={close}
        />
      ) : null}
    </>
  );
}
