import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { onFirstUse } from '#web/lib/on-first-use.ts';
import { useLocalPath, useT } from '#web/i18n/i18n.tsx';

// The dialog, its field and autocomplete are fetched when the shopper first reaches for the icon, not with every page.
const loadDialog = onFirstUse(() => import('./mobile-search-dialog.tsx'));
const MobileSearchDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.MobileSearchDialog })),
);

/**
 * Search at 991 px and narrower: the header's search icon opens a dialog with its own search input; submitting
 * goes to the search page. The icon is a link to /search, so without JavaScript (or with
 * a modified click, to open a new tab) it still leads to search; once hydrated a plain click opens the dialog.
 */
export function MobileSearch() {
  const location = useLocation();
  const local = useLocalPath();
  const t = useT();
  // Opened on one location: any navigation (a suggestion, a submitted search) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.key;

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpenOn(location.key);
  }

  return (
    <>
      <Link
        to={local('/search')}
        className="icon-button site-header__search-link"
        aria-label={t('search.boxLabel')}
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerDown={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <SearchIcon />
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <MobileSearchDialog onClose={() => setOpenOn(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
