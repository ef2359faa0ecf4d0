import { useState } from 'react';
import { customerLanguage } from '@shop/contract/customer-language';
import type { Language } from '@shop/contract/languages';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { useT } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';

/**
 * The language the shop writes the customer's e-mails and SMS in (orders, codes, password resets, service
 * requests): English or Arabic, whichever language the pages are shown in.
 */
export function MessageLanguage({ current }: { current: Language }) {
  const t = useT();
  const say = useFormMessage();
  const [chosen, setChosen] = useState<Language>(current);
  const [saved, setSaved] = useState<Language>(current);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    const result = await requestApi(browserFetch, '/api/customer/profile/language', customerLanguage, {
      method: 'POST',
      body: JSON.stringify({ language: chosen }),
    });
    setBusy(false);
    if (!result.ok) return setStatus({ ok: false, message: result.message });
    setSaved(result.body.data.language);
    setStatus({ ok: true, message: t('profile.language.saved') });
  };

  const options: Array<{ value: Language; label: string }> = [
    { value: 'en', label: t('profile.language.en') },
    { value: 'ar', label: t('profile.language.ar') },
  ];
  return (
    <form className="stack-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className="choice-list">
        <legend className="profile-language__lead">{t('profile.language.lead')}</legend>
        {options.map((option) => (
          <label key={option.value} className={`choice${chosen === option.value ? ' is-chosen' : ''}`}>
            <input
              type="radio"
              name="message-language"
              value={option.value}
              checked={chosen === option.value}
              onChange={() => {
                setChosen(option.value);
                setStatus(null);
              }}
            />
            <span className="choice__body">
              <span className="choice__title" lang={option.value} dir={option.value === 'ar' ? 'rtl' : 'ltr'}>
                {option.label}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormMessage
        message={status ? say(status.message) : undefined}
        tone={status?.ok ? 'success' : 'error'}
      />
      <SubmitButton busy={busy} busyLabel={t('profile.language.busy')}>
        {chosen === saved ? t('profile.language.save') : t('profile.language.change')}
      </SubmitButton>
    </form>
  );
}
