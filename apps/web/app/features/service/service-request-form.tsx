import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '@shop/contract/public-forms';
import {
  PROBLEM_MAX,
  ticketCreated,
  ticketFields,
  type TicketCreated,
  type TicketFields,
  type TicketKind,
} from '@shop/contract/tickets';
import { digitsOnlyKeyDown, FormField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { isolate, useLanguage, useT, type MessageKey } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';

type Output = z.output<typeof ticketFields>;
const FIELDS = ['device', 'serial_or_imei', 'problem', 'name', 'phone', 'email'] as const;

const EMPTY: TicketFields = {
  device: '',
  serial_or_imei: '',
  problem: '',
  name: '',
  phone: '',
  email: '',
  [HONEYPOT_FIELD]: '',
};

const COPY: Record<
  TicketKind,
  { title: MessageKey; lead: MessageKey; problemHint: MessageKey; steps: MessageKey[] }
> = {
  hardware: {
    title: 'service.hardware.title',
    lead: 'service.hardware.lead',
    problemHint: 'service.hardware.problemHint',
    steps: ['service.hardware.step1', 'service.hardware.step2', 'service.hardware.step3'],
  },
  software: {
    title: 'service.software.title',
    lead: 'service.software.lead',
    problemHint: 'service.software.problemHint',
    steps: ['service.software.step1', 'service.software.step2', 'service.software.step3'],
  },
};

/**
 * A hardware or software service request: the contract's rules check each field as it is sent, with the message
 * beside the field; the answer is a tracking code, shown large, that also arrives by SMS.
 */
export function ServiceRequestForm({
  kind,
  onTrack,
}: {
  kind: TicketKind;
  onTrack: (code: string, phone: string) => void;
}) {
  const copy = COPY[kind];
  const t = useT();
  const say = useFormMessage();
  const language = useLanguage();
  const [done, setDone] = useState<{ ticket: TicketCreated; phone: string; email: string | null } | null>(
    null,
  );
  const doneRef = useRef<HTMLHeadingElement>(null);
  const { register, submitWith, errors, busy, failure, reset } = useApiForm<TicketFields, Output>({
    schema: ticketFields,
    defaultValues: EMPTY,
    serverFields: FIELDS,
    focusServerErrors: true,
  });

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const onSubmit = submitWith(async (values) => {
    const result = await requestApi(browserFetch, '/api/customer/tickets', ticketCreated, {
      method: 'POST',
      body: JSON.stringify({ ...values, email: values.email ?? undefined, kind }),
    });
    if (!result.ok) return result.message;
    setDone({ ticket: result.body.data, phone: values.phone, email: values.email ?? null });
    reset(EMPTY);
  });

  if (done) {
    return (
      <div className="ticket-done">
        <h2 className="ticket-done__title" ref={doneRef} tabIndex={-1}>
          {t('service.received')}
        </h2>
        <p className="ticket-done__label">{t('service.yourCode')}</p>
        <p className="ticket-done__code" dir="ltr">
          {done.ticket.code}
        </p>
        <p className="ticket-done__text">{t('service.keepCode', { phone: isolate(done.phone, language) })}</p>
        <div className="ticket-done__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => onTrack(done.ticket.code, done.phone)}
          >
            {t('service.trackThis')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setDone(null)}>
            {t('service.another')}
          </button>
        </div>
      </div>
    );
  }

  const formTitle = `${kind}-request-title`;
  return (
    <div className="service-request">
      <div className="service-request__intro">
        <h2 className="service-request__title" id={formTitle}>
          {t(copy.title)}
        </h2>
        <p className="service-request__lead">{t(copy.lead)}</p>
        <ol className="service-steps">
          {copy.steps.map((step) => (
            <li key={step} className="service-steps__item">
              {t(step)}
            </li>
          ))}
        </ol>
      </div>
      <form className="service-form" onSubmit={onSubmit} noValidate aria-labelledby={formTitle}>
        <FormField
          label={t('service.device')}
          placeholder="iPhone 15 Pro"
          autoComplete="off"
          error={say(errors.device?.message)}
          {...register('device')}
        />
        <FormField
          label={t('service.serial')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={t('service.serialHint')}
          error={say(errors.serial_or_imei?.message)}
          {...register('serial_or_imei')}
        />
        <div className="service-form__wide">
          <TextAreaField
            label={t('service.problem')}
            rows={5}
            maxLength={PROBLEM_MAX}
            hint={t(copy.problemHint)}
            error={say(errors.problem?.message)}
            {...register('problem')}
          />
        </div>
        <FormField
          label={t('service.name')}
          autoComplete="name"
          error={say(errors.name?.message)}
          {...register('name')}
        />
        <FormField
          label={t('service.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          onKeyDown={digitsOnlyKeyDown}
          hint={t('service.phoneHint')}
          error={say(errors.phone?.message)}
          {...register('phone')}
        />
        <div className="service-form__wide">
          <FormField
            label={t('service.email')}
            type="email"
            autoComplete="email"
            error={say(errors.email?.message)}
            {...register('email')}
          />
        </div>
        <HoneypotField id={`hp-${HONEYPOT_FIELD}-${kind}`} {...register(HONEYPOT_FIELD)} />
        <FormMessage message={say(failure)} className="service-form__wide" />
        <div className="service-form__wide service-form__actions">
          <SubmitButton busy={busy} busyLabel={t('service.sending')}>
            {t('service.send')}
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
