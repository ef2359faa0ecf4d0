import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '@shop/contract/public-forms';
import { trackedTicket, trackRequest, type TrackedTicket, type TrackRequest } from '@shop/contract/tickets';
import { digitsOnlyKeyDown, FormField } from '#web/components/ui/form-field.tsx';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { serverFieldErrors } from '#web/features/forms/server-field-errors.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { TicketStatusCard } from './ticket-status.tsx';
import { useT } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';

type Output = z.output<typeof trackRequest>;
const FIELDS = ['code', 'phone'] as const;

export interface TrackingPrefill {
  code: string;
  phone: string;
  /** Changes with every request to look one up, so the same code can be looked up again. */
  at: number;
}

type View =
  { kind: 'idle' } | { kind: 'found'; ticket: TrackedTicket } | { kind: 'missing'; message: string };

/**
 * Track Your Device: the tracking code and the phone the request was made with. Both must match for anything to
 * show; otherwise the API's one message says so without saying which part was wrong.
 */
export function TrackingForm({ prefill }: { prefill: TrackingPrefill | null }) {
  const t = useT();
  const say = useFormMessage();
  const [view, setView] = useState<View>({ kind: 'idle' });
  const resultRef = useRef<HTMLDivElement>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<TrackRequest, unknown, Output>({
    resolver: zodResolver(trackRequest),
    defaultValues: { code: '', phone: '', [HONEYPOT_FIELD]: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const result = await requestApi(browserFetch, '/api/customer/tickets/track', trackedTicket, {
      method: 'POST',
      body: JSON.stringify(values),
    });
    if (result.ok) {
      setView({ kind: 'found', ticket: result.body.data });
    } else {
      const { fields, rest } = serverFieldErrors(result.message, FIELDS);
      for (const [field, message] of fields) setError(field, { message }, { shouldFocus: true });
      setView(rest ? { kind: 'missing', message: rest } : { kind: 'idle' });
    }
  });

  // On a phone the answer appears below the form: bring it into view (the live region reads it out).
  useEffect(() => {
    if (view.kind !== 'idle') resultRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [view]);

  // "Track this request" after sending one: fill in its code and phone and look it up at once.
  useEffect(() => {
    if (!prefill) return;
    reset({ code: prefill.code, phone: prefill.phone, [HONEYPOT_FIELD]: '' });
    void onSubmit();
    // onSubmit changes every render; only a new prefill should start a look-up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);

  return (
    <div className="tracking">
      <div className="tracking__intro">
        <h2 className="service-request__title" id="tracking-title">
          {t('tracking.title')}
        </h2>
        <p className="service-request__lead">{t('tracking.lead')}</p>
        <form className="tracking__form" onSubmit={onSubmit} noValidate aria-labelledby="tracking-title">
          <FormField
            label={t('tracking.code')}
            placeholder="SRV-7K3Q9P"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={say(errors.code?.message)}
            {...register('code')}
          />
          <FormField
            label={t('tracking.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            onKeyDown={digitsOnlyKeyDown}
            error={say(errors.phone?.message)}
            {...register('phone')}
          />
          <HoneypotField id={`hp-${HONEYPOT_FIELD}-tracking`} {...register(HONEYPOT_FIELD)} />
          <SubmitButton busy={isSubmitting} busyLabel={t('tracking.busy')}>
            {t('tracking.submit')}
          </SubmitButton>
        </form>
      </div>
      <div className="tracking__result" ref={resultRef} aria-live="polite">
        {view.kind === 'found' ? <TicketStatusCard ticket={view.ticket} /> : null}
        {view.kind === 'missing' ? (
          <p className="tracking__missing" role="alert">
            {say(view.message)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
