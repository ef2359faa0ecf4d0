import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { AdminOrderReturn } from '@shop/contract/order-returns';
import { TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { formatDateTime } from '#web/i18n/dates.ts';

/** What the panel shows: the request with the page's CSRF token, or why it could not be read. */
export type ReturnPanelData =
  { ok: true; csrf: string; value: AdminOrderReturn } | { ok: false; message: string };

/** What a decision answers: the request as it now is, or why it was refused. */
export interface ReturnDecisionOutcome {
  notice?: string;
  failure?: string;
  fields?: Partial<Record<'decision' | 'note', string>>;
  note?: string;
  value?: AdminOrderReturn;
}

/**
 * The order page's return section: the customer's reason and photo, and the decision. It reads and posts through its
 * own address (/admin/orders/:id/return), so it sits on the order page as one line.
 */
export function OrderReturnPanel({ orderId }: { orderId: number }) {
  const reader = useFetcher<ReturnPanelData>();
  const decider = useFetcher<ReturnDecisionOutcome>();
  const address = `/admin/orders/${orderId}/return`;

  // Read once per order: a refusal is shown, not asked again in a loop.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === address) return;
    asked.current = address;
    void reader.load(address);
  }, [reader, address]);

  const loaded = reader.data;
  if (!loaded) return null;
  if (!loaded.ok) {
    return (
      <section className="admin-card admin-card--form" aria-labelledby="return-title">
        <h2 id="return-title" className="admin-card__title">
          Return request
        </h2>
        <FormMessage message={loaded.message} />
      </section>
    );
  }
  const shown = decider.data?.value ?? loaded.value;
  const request = shown.request;
  if (!request) return null;
  const busy = decider.state !== 'idle';
  const outcome = decider.data;

  return (
    <section className="admin-card admin-card--form" aria-labelledby="return-title">
      <h2 id="return-title" className="admin-card__title">
        Return request
      </h2>
      <dl className="admin-facts">
        <div>
          <dt>Status</dt>
          <dd data-return-status={request.status}>{request.status_label}</dd>
        </div>
        <div>
          <dt>Asked</dt>
          <dd>{formatDateTime(request.requested_at)} (Cairo time)</dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd className="admin-pre">{request.reason}</dd>
        </div>
        {request.decided_at ? (
          <div>
            <dt>Decided</dt>
            <dd>
              {formatDateTime(request.decided_at)}
              {request.decision_note ? ` · ${request.decision_note}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {shown.photo_url ? (
        <a href={shown.photo_url} target="_blank" rel="noreferrer">
          <img
            src={shown.photo_url}
            alt={`The customer's photo for the return of order ${request.order_number}`}
            className="order-return-panel__photo"
          />
        </a>
      ) : (
        <p className="admin-note">No photo was sent.</p>
      )}
      <FormMessage message={outcome?.notice} tone="success" />
      {request.status === 'requested' ? (
        <decider.Form method="post" action={address} className="stack-form" noValidate>
          <input type="hidden" name="csrf" value={loaded.csrf} />
          <TextAreaField
            label="Message to the customer"
            name="note"
            rows={2}
            hint="Needed when refusing: the customer reads it in the e-mail and SMS. Accepting does not refund the order."
            defaultValue={outcome?.note ?? ''}
            error={outcome?.fields?.note}
          />
          <FormMessage message={outcome?.failure ?? outcome?.fields?.decision} />
          <div className="admin-form-actions">
            <button
              className="button button--primary"
              type="submit"
              name="decision"
              value="accept"
              disabled={busy}
            >
              Accept return
            </button>
            <button
              className="button button--secondary"
              type="submit"
              name="decision"
              value="refuse"
              disabled={busy}
            >
              Refuse return
            </button>
          </div>
        </decider.Form>
      ) : null}
    </section>
  );
}
