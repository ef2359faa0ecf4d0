import type { TicketStatus, TrackedTicket } from '@shop/contract/tickets';
import { formatDateTime } from '#web/i18n/dates.ts';
import { isolate, useLanguage, useT, type MessageKey } from '#web/i18n/i18n.tsx';

/** The usual road of a repair, drawn as steps; cancelled tickets leave it. */
const ROAD: readonly TicketStatus[] = [
  'received',
  'diagnosing',
  'repairing',
  'ready_for_pickup',
  'delivered',
];
const ROAD_LABEL: Record<string, MessageKey> = {
  received: 'ticket.road.received',
  diagnosing: 'ticket.road.diagnosing',
  repairing: 'ticket.road.repairing',
  ready_for_pickup: 'ticket.road.ready',
  delivered: 'ticket.road.delivered',
};

/** The status names the API sends in English, in the page's language. */
const STATUS_LABEL: Record<TicketStatus, MessageKey> = {
  received: 'ticket.state.received',
  diagnosing: 'ticket.state.diagnosing',
  waiting_for_parts: 'ticket.state.waitingForParts',
  repairing: 'ticket.state.repairing',
  ready_for_pickup: 'ticket.state.readyForPickup',
  delivered: 'ticket.state.delivered',
  cancelled: 'ticket.state.cancelled',
};

const KIND_LABEL: Record<TrackedTicket['kind'], MessageKey> = {
  hardware: 'ticket.kind.hardware',
  software: 'ticket.kind.software',
};

function roadIndex(status: TicketStatus): number {
  // Waiting for parts sits between diagnosing and repairing.
  if (status === 'waiting_for_parts') return ROAD.indexOf('diagnosing');
  return ROAD.indexOf(status);
}

function tone(status: TicketStatus): 'good' | 'bad' | 'wait' {
  if (status === 'ready_for_pickup' || status === 'delivered') return 'good';
  if (status === 'cancelled') return 'bad';
  return 'wait';
}

/** A tracked ticket: where it is now, the road of the repair, and every status with its note, newest first. */
export function TicketStatusCard({ ticket }: { ticket: TrackedTicket }) {
  const t = useT();
  const language = useLanguage();
  // English keeps the API's own words; Arabic pages name each status and kind from the catalog.
  const when = (iso: string) => formatDateTime(iso, language);
  const statusLabel = (status: TicketStatus, label: string) =>
    language === 'en' ? label : t(STATUS_LABEL[status]);
  const reached = roadIndex(ticket.status);
  const history = [...ticket.history].reverse();
  return (
    <section className="ticket-status" aria-labelledby="ticket-status-title">
      <div className="ticket-status__head">
        <div>
          <p className="ticket-status__code" dir="ltr">
            {ticket.code}
          </p>
          <h3 className="ticket-status__title" id="ticket-status-title">
            {ticket.device}
          </h3>
          <p className="ticket-status__meta">
            {t('ticket.meta', {
              kind: language === 'en' ? ticket.kind_label : t(KIND_LABEL[ticket.kind]),
              serial: isolate(ticket.serial_ending, language),
              when: when(ticket.created_at),
            })}
          </p>
        </div>
        <p className="ticket-status__now">
          <span className="visually-hidden">{t('ticket.status')}</span>
          <span className={`ticket-tag ticket-tag--${tone(ticket.status)}`}>
            {statusLabel(ticket.status, ticket.status_label)}
          </span>
        </p>
      </div>

      {ticket.status === 'cancelled' ? null : (
        <ol className="ticket-road" aria-label={t('ticket.progress')}>
          {ROAD.map((step, index) => (
            <li
              key={step}
              className={`ticket-road__step${index <= reached ? ' ticket-road__step--done' : ''}`}
              aria-current={index === reached ? 'step' : undefined}
            >
              <span className="ticket-road__dot" aria-hidden="true" />
              <span className="ticket-road__label">{t(ROAD_LABEL[step] ?? 'ticket.road.received')}</span>
            </li>
          ))}
        </ol>
      )}

      <h4 className="ticket-status__subtitle" id="ticket-history-title">
        {t('ticket.history')}
      </h4>
      <ol className="ticket-history" aria-labelledby="ticket-history-title">
        {history.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`} className="ticket-history__item">
            <span className="ticket-history__dot" aria-hidden="true" />
            <div className="ticket-history__body">
              <p className="ticket-history__status">{statusLabel(entry.status, entry.status_label)}</p>
              <p className="ticket-history__when">
                <time dateTime={entry.created_at}>{when(entry.created_at)}</time>
              </p>
              {entry.note ? <p className="ticket-history__note">{entry.note}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
