import { useState } from 'react';
import { contactRequest, contactTopics, formReceived, type ContactInput } from '@shop/contract/content';
import { HONEYPOT_FIELD } from '@shop/contract/public-forms';
import { digitsOnlyKeyDown, FormField, SelectField, TextAreaField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { HoneypotField } from '#web/components/ui/honeypot-field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
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
export function ContactForm() {
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
    setSent(result.body.message_en);
  });

  if (sent) {
    return (
      <FormSent
        title="Message sent"
        message={sent}
        again="Send another message"
        onAgain={() => setSent('')}
      />
    );
  }

  return (
    <form className="content-form" onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="content-form__title">
        Send us a message
      </h2>
      <div className="content-form__row">
        <FormField label="Your name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div className="content-form__row">
        <FormField
          label="Phone (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="01xxxxxxxxx"
          onKeyDown={digitsOnlyKeyDown}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField label="What is it about?" error={errors.topic?.message} {...register('topic')}>
          <option value="">Choose a topic</option>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Your message"
        rows={6}
        maxLength={2000}
        hint="Add your order number (ISP-…) if your message is about an order."
        error={errors.message?.message}
        {...register('message')}
      />
      <HoneypotField {...register(HONEYPOT_FIELD)} />
      <FormMessage message={failure} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send message
        </SubmitButton>
      </div>
    </form>
  );
}
