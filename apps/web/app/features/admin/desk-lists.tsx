import { Link } from 'react-router';
import type { TicketStatus } from '@shop/contract/tickets';

/** The filters present in a page address, in the list's order: the API query and the page's links share them. */
export function deskFilters(url: URL, fields: readonly string[]): URLSearchParams {
  const out = new URLSearchParams();
  for (const field of fields) {
    const value = url.searchParams.get(field)?.trim();
    if (value) out.set(field, value);
  }
  return out;
}

/** A refusal names its field first ("from: ..."): which field it belongs beside, and its words. */
export function refusalField(refusal: string | null): { field: string | null; message: string } {
  const named = refusal ? /^(\w+): (.+)$/.exec(refusal) : null;
  return named ? { field: named[1]!, message: named[2]! } : { field: null, message: refusal ?? '' };
}

/** "Newest" back to the first page, "Older" on to the next, the filters kept. */
export function DeskPager({
  path,
  filters,
  older,
  nextBefore,
  what,
}: {
  path: string;
  filters: string;
  older: boolean;
  nextBefore: string | number | null;
  what: string;
}) {
  const withFilters = (extra: string) => `${path}?${[filters, extra].filter(Boolean).join('&')}`;
  if (!older && nextBefore === null) return null;
  return (
    <nav className="admin-pager" aria-label={`Pages of ${what}`}>
      {older ? (
        <Link to={withFilters('')} className="button button--secondary">
          Newest {what}
        </Link>
      ) : null}
      {nextBefore !== null ? (
        <Link
          to={withFilters(`before=${encodeURIComponent(String(nextBefore))}`)}
          className="button button--secondary"
        >
          Older {what}
        </Link>
      ) : null}
    </nav>
  );
}

/** A state as a coloured tag: green when done, red when it went wrong, amber while waiting. */
export function DeskTag({ tone, children }: { tone: 'good' | 'bad' | 'wait'; children: string }) {
  return <span className={`status-tag status-tag--${tone}`}>{children}</span>;
}

export const ticketTone = (status: TicketStatus) =>
  status === 'delivered' ? 'good' : status === 'cancelled' ? 'bad' : 'wait';
