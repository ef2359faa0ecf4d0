import { useState } from 'react';
import { contactRequest, contactTopics, formReceived, type ContactInput } from '@shop/contract/content';
import { HONEYPOT_FIELD } from '@shop/contract/public-forms';
import { digitsOnlyKeyDown, FormField, SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { useLanguage, useT, type MessageKey } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { FormSent } from './form-sent.tsx';

const FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const;
const EMPTY: ContactInput = {
  name: '',
  email: '',
  phone: '',
  topic: '' as ContactInput['topic'],
  message: '',
};

/** The contact-us form: checked with the contract's rules here, again by the API, which stores and mails it. */
/** The topics the API takes (in English), each with its words in the page's language. */
const TOPIC_WORDS: Record<(typeof contactTopics)[number], MessageKey> = {
  'Order or delivery': 'contact.topic.order',
  'Product question': 'contact.topic.product',
  'Maintenance or warranty': 'contact.topic.maintenance',
  'Payment or installments': 'contact.topic.payment',
  'Something else': 'contact.topic.other',
};

export function ContactForm() {
  const t = useT();
  const say = useFormMessage();
  const language = useLanguage();
  const [sent, setSent] = useState('');
  const { register, submitWith, errors, busy, failure, reset } = useApiForm<ContactInput>({
    schema: contactRequest,
    mode: 'onTouched',
    defaultValues: EMPTY,
    serverFields: FIELDS,
  });

  const onSubmit = submitWith(async (fields) => {
    const result = await requestApi(browserFetch, '/api/customer/contact-us', formReceived, {
      method: 'POST',
      body: JSON.stringify(fields),
    });
    if (!result.ok) return result.message;
    reset(EMPTY);
    setSent(language === 'en' ? result.body.message_en : t('contact.received'));
  });

  if (sent) {
    return (
      <FormSent
        title={t('contact.sent')}
        message={sent}
        again={t('contact.again')}
        onAgain={() => setSent('')}
      />
    );
  }

  return (
    <form className="content-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="content-form__title">
        {t('contact.formTitle')}
      </h2>
      <div className="content-form__row">
        <FormField
          label={t('contact.name')}
          autoComplete="name"
          error={say(errors.name?.message)}
          {...register('name')}
        />
        <FormField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          error={say(errors.email?.message)}
          {...register('email')}
        />
      </div>
      <div className="content-form__row">
        <FormField
          label={t('contact.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="01xxxxxxxxx"
          onKeyDown={digitsOnlyKeyDown}
          error={say(errors.phone?.message)}
          {...register('phone')}
        />
        <SelectField label={t('contact.topic')} error={say(errors.topic?.message)} {...register('topic')}>
          <option value="">{t('contact.chooseTopic')}</option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(TOPIC_WORDS[topic])}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('contact.message')}
        rows={6}
        maxLength={2000}
        hint={t('contact.messageHint')}
        error={say(errors.message?.message)}
        {...register('message')}
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <FormMessage message={say(failure)} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel={t('contact.sending')}>
          {t('contact.send')}
        </SubmitButton>
      </div>
    </form>
  );
}
