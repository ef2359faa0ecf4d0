import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { codeField, phoneField, userInfo, type UserInfo } from '@shop/contract/account';
import { ResponseCode, type Envelope } from '@shop/contract/envelope';
import { messages } from '@shop/contract/errors';
import { CodeField, digitsOnlyKeyDown, FormField } from '#web/components/ui/form-field.tsx';
import { CloseIcon } from '#web/components/ui/icons.tsx';
import { showSnackbar } from '#web/components/ui/snackbar.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { readSession, storeUser } from '#web/lib/stored-session.ts';
import { anyData, browserFetch, requestApi } from '#web/lib/api-client.ts';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { isolate, useLanguage, useT } from '#web/i18n/i18n.tsx';
import { codeFieldMessage } from './code-answers.ts';

/** What the dialog closes with: the code step's response, or nothing when the shopper closed it. */
export type PhoneDialogResult = { ok: boolean; code: number; message: string } | null;

/** Checkout opens the dialog with this: the entered code places the order instead of verifying on its own. */
export type SubmitCode = (code: string) => Promise<{ code: number; message: string }>;

const phoneForm = z.object({ phone: phoneField });
const codeForm = z.object({ code: codeField });

async function verifyCode(code: string): Promise<{ code: number; message: string; user?: UserInfo }> {
  const result = await requestApi(browserFetch, '/api/customer/profile/verify_phone', userInfo, {
    method: 'POST',
    body: JSON.stringify({ code }),
  });
  if (result.ok) {
    const message = result.body.message_ar ?? result.body.message_en;
    return { code: result.body.code, message, user: result.body.data };
  }
  return { code: result.body?.code ?? result.status, message: result.message };
}

/**
 * The phone dialog of the profile, checkout and Rewards, 400 px wide, in two steps with Edit phone and Resend links.
 * Opened without a phone it starts in the code step; with a phone, in the phone step. A valid phone stores the
 * returned user, moves to the code step and asks for a verification message. A right code sets phone_verified to 1
 * in the stored session, broadcasts the user and closes with the response (at checkout the code places the order, whose
 * answer carries no user: the stored one is marked verified); 415 closes and shows the message in the error snackbar;
 * any other answer shows its message beside the code field, as every code step of the shop does, and the dialog stays.
 */
export function PhoneDialog({
  user,
  onClose,
  submitCode,
}: {
  user: Pick<UserInfo, 'phone'>;
  onClose: (result: PhoneDialogResult) => void;
  submitCode?: SubmitCode;
}) {
  const t = useT();
  const language = useLanguage();
  const say = useFormMessage();
  const ref = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState<'phone' | 'code'>(user.phone ? 'phone' : 'code');
  const [sentTo, setSentTo] = useState(user.phone ?? '');
  const [resending, setResending] = useState(false);

  const phone = useForm<{ phone: string }>({
    resolver: zodResolver(phoneForm) as never,
    defaultValues: { phone: user.phone ?? '' },
  });
  const code = useForm<{ code: string }>({
    resolver: zodResolver(codeForm) as never,
    defaultValues: { code: '' },
  });

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = (result: PhoneDialogResult) => {
    ref.current?.close();
    onClose(result);
  };

  const onPhone = phone.handleSubmit(async ({ phone: value }) => {
    const saved = await requestApi(browserFetch, '/api/customer/profile/edit_phone', userInfo, {
      method: 'POST',
      body: JSON.stringify({ phone: value }),
    });
    if (!saved.ok || saved.body.code !== ResponseCode.ok) {
      // A verify-phone answer other than 200: toast the returned message.
      showToast(saved.ok ? (saved.body.message_ar ?? saved.body.message_en) : saved.message);
      return;
    }
    storeUser(saved.body.data);
    setSentTo(value);
    setStep('code');
    code.reset({ code: '' });
    const sent = await requestApi(browserFetch, '/api/customer/profile/send_verification', anyData, {
      method: 'POST',
      body: '{}',
    });
    if (!sent.ok) showSnackbar(sent.message);
  });

  async function submitCodeStep({ code: value }: { code: string }) {
    const answer = submitCode ? await submitCode(value) : await verifyCode(value);
    if (answer.code === ResponseCode.ok || answer.code === ResponseCode.created) {
      const verified = (answer as { user?: UserInfo }).user ?? readSession().user;
      if (verified) storeUser({ ...verified, phone_verified: 1 });
      close({ ok: true, code: answer.code, message: answer.message });
      return;
    }
    if (answer.code === ResponseCode.rejected) {
      close({ ok: false, code: answer.code, message: answer.message });
      showSnackbar(answer.message);
      return;
    }
    code.setError('code', { message: codeFieldMessage(answer.message) }, { shouldFocus: true });
  }

  async function resend() {
    setResending(true);
    const result = await requestApi(browserFetch, '/api/customer/profile/resend_verification', anyData, {
      method: 'POST',
      body: '{}',
    });
    setResending(false);
    if (result.ok && (result.body as Envelope<unknown>).code === ResponseCode.ok)
      showToast(say(messages.codeResent) ?? messages.codeResent);
    else showSnackbar(result.ok ? (result.body.message_ar ?? result.body.message_en) : result.message);
  }

  return (
    <dialog
      ref={ref}
      className="phone-dialog"
      aria-labelledby="phone-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        close(null);
      }}
    >
      <div className="phone-dialog__head">
        <h2 id="phone-dialog-title" className="phone-dialog__title">
          {step === 'phone' ? t('phoneDialog.phoneTitle') : t('phoneDialog.codeTitle')}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('phoneDialog.close')}
          onClick={() => close(null)}
        >
          <CloseIcon />
        </button>
      </div>
      {step === 'phone' ? (
        <form className="stack-form" onSubmit={onPhone} noValidate>
          <p className="phone-dialog__lead">{t('phoneDialog.lead')}</p>
          <FormField
            label={t('phoneDialog.phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder="01xxxxxxxxx"
            onKeyDown={digitsOnlyKeyDown}
            error={say(phone.formState.errors.phone?.message)}
            {...phone.register('phone')}
          />
          <button className="button button--primary" type="submit" disabled={phone.formState.isSubmitting}>
            {t('phoneDialog.sendCode')}
          </button>
        </form>
      ) : (
        <form
          className="stack-form"
          onSubmit={(event) => void code.handleSubmit(submitCodeStep)(event)}
          noValidate
        >
          <p className="phone-dialog__lead">
            {sentTo
              ? t('phoneDialog.sentTo', { phone: isolate(sentTo, language) })
              : t('phoneDialog.enterCode')}
          </p>
          <CodeField
            label={t('phoneDialog.code')}
            error={say(code.formState.errors.code?.message)}
            {...code.register('code')}
          />
          <div className="phone-dialog__links">
            <button type="button" className="link-button" onClick={() => setStep('phone')}>
              {t('phoneDialog.editPhone')}
            </button>
            <button type="button" className="link-button" onClick={() => void resend()} disabled={resending}>
              {t('phoneDialog.resend')}
            </button>
          </div>
          <button className="button button--primary" type="submit" disabled={code.formState.isSubmitting}>
            {t('phoneDialog.verify')}
          </button>
        </form>
      )}
    </dialog>
  );
}
