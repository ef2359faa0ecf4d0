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

const COPY: Record<TicketKind, { title: string; lead: string; problemHint: string; steps: string[] }> = {
  hardware: {
    title: 'Hardware service request',
    lead: 'Cracked screen, tired battery, a camera or port that stopped working? Tell us about it and we will call you to arrange drop-off or pickup.',
    problemHint:
      'What happened and what the device does now, for example "dropped it, the screen stays black".',
    steps: [
      'Send this request: you get a tracking code by SMS at once.',
      'A technician calls you to agree on drop-off or pickup.',
      'Follow the repair in Track Your Device until it is ready.',
    ],
  },
  software: {
    title: 'Software service request',
    lead: 'An update that went wrong, a forgotten passcode, a device stuck on the logo, or help moving your data? Our software specialists take it from here.',
    problemHint:
      'What the device does and since when, for example "stuck on the logo since the last update".',
    steps: [
      'Send this request: you get a tracking code by SMS at once.',
      'A specialist calls you, often fixing it over the phone.',
      'If the device needs to come in, follow it in Track Your Device.',
    ],
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
          Request received
        </h2>
        <p className="ticket-done__label">Your tracking code</p>
        <p className="ticket-done__code">{done.ticket.code}</p>
        <p className="ticket-done__text">
          Keep this code: with your phone number ({done.phone}) it shows where your device is at every step.
          We text that number when the status changes.
        </p>
        <div className="ticket-done__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => onTrack(done.ticket.code, done.phone)}
          >
            Track this request
          </button>
          <button type="button" className="button button--secondary" onClick={() => setDone(null)}>
            Send another request
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
          {copy.title}
        </h2>
        <p className="service-request__lead">{copy.lead}</p>
        <ol className="service-steps">
          {copy.steps.map((step) => (
            <li key={step} className="service-steps__item">
              {step}
            </li>
          ))}
        </ol>
      </div>
      <form className="service-form" onSubmit={onSubmit} noValidate aria-labelledby={formTitle}>
        <FormField
          label="Device"
          placeholder="iPhone 15 Pro"
          autoComplete="off"
          error={errors.device?.message}
          {...register('device')}
        />
        <FormField
          label="Serial number or IMEI"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="In Settings > General > About, or dial *#06# for the IMEI."
          error={errors.serial_or_imei?.message}
          {...register('serial_or_imei')}
        />
        <div className="service-form__wide">
          <TextAreaField
            label="Problem"
            rows={5}
            maxLength={PROBLEM_MAX}
            hint={copy.problemHint}
            error={errors.problem?.message}
            {...register('problem')}
          />
        </div>
        <FormField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          onKeyDown={digitsOnlyKeyDown}
          hint="We send the tracking code to this number."
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="service-form__wide">
          <FormField
            label="Email (optional)"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
        <HoneypotField id={`hp-${HONEYPOT_FIELD}-${kind}`} {...register(HONEYPOT_FIELD)} />
        <FormMessage message={failure} className="service-form__wide" />
        <div className="service-form__wide service-form__actions">
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send request
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
