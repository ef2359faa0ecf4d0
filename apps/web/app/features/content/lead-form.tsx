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
import { useLanguage, useT, type MessageKey } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { FormSent } from './form-sent.tsx';

const FIELDS = ['organisation', 'name', 'email', 'phone', 'quantity', 'interest', 'message'] as const;

const WORDING: Record<LeadKind, { title: MessageKey; organisation: MessageKey; placeholder: MessageKey }> = {
  education: {
    title: 'lead.education.title',
    organisation: 'lead.education.organisation',
    placeholder: 'lead.education.placeholder',
  },
  business: {
    title: 'lead.business.title',
    organisation: 'lead.business.organisation',
    placeholder: 'lead.business.placeholder',
  },
};

/** The enterprise inquiry of the education and business pages; the API records it as a lead and mails both sides. */
export function LeadForm({ kind }: { kind: LeadKind }) {
  const words = WORDING[kind];
  const t = useT();
  const say = useFormMessage();
  const language = useLanguage();
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
    setSent(language === 'en' ? result.body.message_en : t('lead.received'));
  });

  if (sent) {
    return (
      <FormSent title={t('lead.sent')} message={sent} again={t('lead.again')} onAgain={() => setSent('')} />
    );
  }

  const titleId = `lead-${kind}-title`;
  return (
    <form className="content-form" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId} className="content-form__title">
        {t(words.title)}
      </h2>
      <p className="content-form__lead">{t('lead.lead')}</p>
      <input type="hidden" {...register('kind')} />
      <FormField
        label={t(words.organisation)}
        autoComplete="organization"
        error={say(errors.organisation?.message)}
        {...register('organisation')}
      />
      <div className="content-form__row">
        <FormField
          label={t('lead.name')}
          autoComplete="name"
          error={say(errors.name?.message)}
          {...register('name')}
        />
        <FormField
          label={t('lead.email')}
          type="email"
          autoComplete="email"
          error={say(errors.email?.message)}
          {...register('email')}
        />
      </div>
      <div className="content-form__row">
        <FormField
          label={t('lead.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="01xxxxxxxxx"
          onKeyDown={digitsOnlyKeyDown}
          error={say(errors.phone?.message)}
          {...register('phone')}
        />
        <FormField
          label={t('lead.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LEAD_QUANTITY}
          step={1}
          error={say(errors.quantity?.message)}
          {...register('quantity', { valueAsNumber: true })}
        />
      </div>
      <FormField
        label={t('lead.interest')}
        placeholder={t(words.placeholder)}
        error={say(errors.interest?.message)}
        {...register('interest')}
      />
      <TextAreaField
        label={t('lead.message')}
        rows={4}
        maxLength={2000}
        error={say(errors.message?.message)}
        {...register('message')}
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <FormMessage message={say(failure)} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel={t('lead.sending')}>
          {t('lead.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
