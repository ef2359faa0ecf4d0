import { useState } from 'react';
import {
  formReceived,
  leadRequest,
  MAX_LEAD_QUANTITY,
  type LeadInput,
  type LeadKind,
} from '@shop/contract/content';
import { HONEYPOT_FIELD } from '@shop/contract/public-forms';
import { digitsOnlyKeyDown, FormField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { FormSent } from './form-sent.tsx';

const FIELDS = ['organisation', 'name', 'email', 'phone', 'quantity', 'interest', 'message'] as const;

const WORDING: Record<
  LeadKind,
  { title: string; organisation: string; interest: string; placeholder: string }
> = {
  education: {
    title: 'Ask for an education quotation',
    organisation: 'School or university',
    interest: 'Devices you are interested in',
    placeholder: 'For example: iPad 10.9-inch with Apple Pencil for grade 5',
  },
  business: {
    title: 'Ask for a business quotation',
    organisation: 'Company',
    interest: 'Devices you are interested in',
    placeholder: 'For example: MacBook Air 13-inch for the sales team',
  },
};

/** The enterprise inquiry of the education and business pages; the API records it as a lead and mails both sides. */
export function LeadForm({ kind }: { kind: LeadKind }) {
  const words = WORDING[kind];
  const empty = {
    kind,
    organisation: '',
    name: '',
    email: '',
    phone: '',
    quantity: undefined as unknown as number,
    interest: '',
    message: '',
  } satisfies LeadInput;
  const [sent, setSent] = useState('');
  const { register, submitWith, errors, busy, failure, reset } = useApiForm<LeadInput>({
    schema: leadRequest,
    mode: 'onTouched',
    defaultValues: empty,
    serverFields: FIELDS,
  });

  const onSubmit = submitWith(async (fields) => {
    const result = await requestApi(browserFetch, '/api/customer/leads', formReceived, {
      method: 'POST',
      body: JSON.stringify(fields),
    });
    if (!result.ok) return result.message;
    reset(empty);
    setSent(result.body.message_en);
  });

  if (sent) {
    return (
      <FormSent
        title="Inquiry sent"
        message={sent}
        again="Send another inquiry"
        onAgain={() => setSent('')}
      />
    );
  }

  const titleId = `lead-${kind}-title`;
  return (
    <form className="content-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="content-form__title">
        {words.title}
      </h2>
      <p className="content-form__lead">
        We reply within two working days. Fields marked optional can stay empty.
      </p>
      <input type="hidden" {...register('kind')} />
      <FormField
        label={words.organisation}
        autoComplete="organization"
        error={errors.organisation?.message}
        {...register('organisation')}
      />
      <div className="content-form__row">
        <FormField label="Your name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormField
          label="Work email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="content-form__row">
        <FormField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="01xxxxxxxxx"
          onKeyDown={digitsOnlyKeyDown}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField
          label="Number of devices"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LEAD_QUANTITY}
          step={1}
          error={errors.quantity?.message}
          {...register('quantity', { valueAsNumber: true })}
        />
      </div>
      <FormField
        label={words.interest}
        placeholder={words.placeholder}
        error={errors.interest?.message}
        {...register('interest')}
      />
      <TextAreaField
        label="Anything else we should know (optional)"
        rows={4}
        maxLength={2000}
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <FormMessage message={failure} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send inquiry
        </SubmitButton>
      </div>
    </form>
  );
}
