import type { TicketStatus, TrackedTicket } from '@shop/contract/tickets';
import { formatWhen } from '#web/features/orders/order-details.tsx';

/** The usual road of a repair, drawn as steps; cancelled tickets leave it. */
const ROAD: readonly TicketStatus[] = [
  'received',
  'diagnosing',
  'repairing',
  'ready_for_pickup',
  'delivered',
];
const ROAD_LABEL: Record<string, string> = {
  received: 'Received',
  diagnosing: 'Diagnosing',
  repairing: 'Repairing',
  ready_for_pickup: 'Ready',
  delivered: 'Delivered',
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
  const reached = roadIndex(ticket.status);
  const history = [...ticket.history].reverse();
  return (
    <section className="ticket-status" aria-labelledby="ticket-status-title">
      <div className="ticket-status__head">
        <div>
          <p className="ticket-status__code">{ticket.code}</p>
          <h3 className="ticket-status__title" id="ticket-status-title">
            {ticket.device}
          </h3>
          <p className="ticket-status__meta">
            {ticket.kind_label} · serial ending {ticket.serial_ending} · sent {formatWhen(ticket.created_at)}
          </p>
        </div>
        <p className="ticket-status__now">
          <span className="visually-hidden">Status: </span>
          <span className={`ticket-tag ticket-tag--${tone(ticket.status)}`}>{ticket.status_label}</span>
        </p>
      </div>

      {ticket.status === 'cancelled' ? null : (
        <ol className="ticket-road" aria-label="Progress">
          {ROAD.map((step, index) => (
            <li
              key={step}
              className={`ticket-road__step${index <= reached ? ' ticket-road__step--done' : ''}`}
              aria-current={index === reached ? 'step' : undefined}
            >
              <span className="ticket-road__dot" aria-hidden="true" />
              <span className="ticket-road__label">{ROAD_LABEL[step]}</span>
            </li>
          ))}
        </ol>
      )}

      <h4 className="ticket-status__subtitle" id="ticket-history-title">
        Status history
      </h4>
      <ol className="ticket-history" aria-labelledby="ticket-history-title">
        {history.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`} className="ticket-history__item">
            <span className="ticket-history__dot" aria-hidden="true" />
            <div className="ticket-history__body">
              <p className="ticket-history__status">{entry.status_label}</p>
              <p className="ticket-history__when">
                <time dateTime={entry.created_at}>{formatWhen(entry.created_at)}</time>
              </p>
              {entry.note ? <p className="ticket-history__note">{entry.note}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
