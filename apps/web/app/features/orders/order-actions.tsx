import { Form, useNavigation } from 'react-router';
import {
  MAX_RETURN_PHOTO_BYTES,
  type CustomerOrderActions,
  type OrderReturn,
} from '@shop/contract/order-returns';
import type { Order } from '@shop/contract/orders';
import { TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { formatDay } from '#web/i18n/dates.ts';
import { useLanguage, useT } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { formatDateTime } from '#web/i18n/dates.ts';
import { RETURN_STATUS_KEY } from './orders-text.ts';

/** What a post on the order page answers when it is refused: which form, and why (beside a field, or as a whole). */
export interface OrderActionRefusal {
  form: 'cancel' | 'return';
  failure?: string;
  fields?: Partial<Record<'reason' | 'photo', string>>;
  reason?: string;
}

/** The last Cairo day a deadline (the start of the day after) still covers. */
const lastDay = (until: string, language: 'en' | 'ar') =>
  formatDay(new Date(new Date(until).getTime() - 1), language);

/**
 * Cancelling, behind one more step: the first button only opens the question (a details element, so it works before
 * and without the page's script), the second sends the form.
 */
export function CancelOrder({ order, refusal }: { order: Order; refusal?: OrderActionRefusal | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  const say = useFormMessage();
  return (
    <section className="panel order-action" aria-labelledby="cancel-title">
      <h2 id="cancel-title" className="panel__title">
        {t('orders.cancel.title')}
      </h2>
      <details className="order-action__confirm" open={refusal ? true : undefined}>
        <summary className="button button--secondary">{t('orders.cancel.open')}</summary>
        <Form method="post" className="stack-form">
          <input type="hidden" name="intent" value="cancel" />
          <p className="order-action__text">
            {order.status === 'pending_payment'
              ? t('orders.cancel.unpaid', { number: order.number })
              : t('orders.cancel.unsent', { number: order.number })}
          </p>
          <FormMessage message={say(refusal?.failure)} />
          <SubmitButton busy={busy} busyLabel={t('orders.cancel.busy')}>
            {t('orders.cancel.confirm', { number: order.number })}
          </SubmitButton>
        </Form>
      </details>
    </section>
  );
}

/** A return request as the customer follows it: what they asked, and staff's answer once there is one. */
function ReturnState({ request }: { request: OrderReturn }) {
  const t = useT();
  const language = useLanguage();
  const tone = request.status === 'accepted' ? 'good' : request.status === 'refused' ? 'bad' : 'wait';
  return (
    <div className="order-return" data-return-status={request.status}>
      <p className="order-return__head">
        <span className={`status-tag status-tag--${tone}`}>{t(RETURN_STATUS_KEY[request.status])}</span>
        <span className="order-return__when">
          {t('orders.return.asked', { when: formatDateTime(request.requested_at, language) })}
        </span>
      </p>
      <p className="order-return__reason">
        <strong>{t('orders.return.yourReason')}</strong> {request.reason}
        {request.has_photo ? t('orders.return.withPhoto') : ''}
      </p>
      {request.status === 'requested' ? (
        <p className="order-action__text">{t('orders.return.waiting')}</p>
      ) : (
        <p className="order-action__text">
          {request.status === 'accepted' ? t('orders.return.accepted') : t('orders.return.refused')}
          {request.decision_note ? ` ${request.decision_note}` : ''}
          {request.decided_at ? ` (${formatDateTime(request.decided_at, language)})` : ''}
        </p>
      )}
    </div>
  );
}

/** Asking to return a delivered order: a reason, and a photo when it helps to show what is wrong. */
export function ReturnOrder({
  order,
  actions,
  refusal,
}: {
  order: Order;
  actions: CustomerOrderActions;
  refusal?: OrderActionRefusal | undefined;
}) {
  const busy = useNavigation().state === 'submitting';
  const t = useT();
  const say = useFormMessage();
  const language = useLanguage();
  if (!actions.request && !actions.can_return && order.status !== 'delivered') return null;
  return (
    <section className="panel order-action" aria-labelledby="return-title">
      <h2 id="return-title" className="panel__title">
        {t('orders.return.title')}
      </h2>
      {actions.request ? (
        <ReturnState request={actions.request} />
      ) : actions.can_return && actions.return_until ? (
        <Form
          method="post"
          encType="multipart/form-data"
          className="stack-form"
          aria-label={t('orders.return.form')}
        >
          <input type="hidden" name="intent" value="return" />
          <p className="order-action__text">
            {t('orders.return.until', {
              day: lastDay(actions.return_until, language),
              days: actions.return_window_days,
            })}
          </p>
          <TextAreaField
            label={t('orders.return.reason')}
            name="reason"
            rows={4}
            maxLength={1000}
            required
            defaultValue={refusal?.reason}
            error={say(refusal?.fields?.reason)}
          />
          <div className="form-field">
            <label className="form-field__label" htmlFor="return-photo">
              {t('orders.return.photo')}
            </label>
            <input
              id="return-photo"
              className="form-field__input order-action__file"
              type="file"
              name="photo"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby="return-photo-hint"
            />
            <p id="return-photo-hint" className="form-field__hint">
              {t('orders.return.photoHint', { megabytes: MAX_RETURN_PHOTO_BYTES / 1024 / 1024 })}
            </p>
            {refusal?.fields?.photo ? <p className="form-field__error">{say(refusal.fields.photo)}</p> : null}
          </div>
          <FormMessage message={say(refusal?.failure)} />
          <SubmitButton busy={busy} busyLabel={t('orders.return.busy')}>
            {t('orders.return.send')}
          </SubmitButton>
        </Form>
      ) : (
        <p className="order-action__text">
          {actions.return_until
            ? t('orders.return.ended', { day: lastDay(actions.return_until, language) })
            : t('orders.return.notOnline')}
        </p>
      )}
    </section>
  );
}
