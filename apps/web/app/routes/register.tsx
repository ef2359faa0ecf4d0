import { useState, type MouseEvent } from 'react';
import { data, Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { codeField, emailField, nameField, passwordField, phoneField } from '@shop/contract/account';
import { messages } from '@shop/contract/errors';
import { CodeField, digitsOnlyKeyDown, FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { codeFieldRefusal, isCodeSent, signupAnswer } from '#web/features/account/code-answers.ts';
import { AuthCard } from '#web/features/forms/auth-card.tsx';
import { serverFieldErrors } from '#web/features/forms/server-field-errors.ts';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { completeSignIn } from '#web/features/sign-in/account-actions.ts';
import { SocialButtons } from '#web/features/sign-in/social-buttons.tsx';
import { useGuestOnly } from '#web/features/sign-in/route-guards.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { fieldMessages, formText, postAsShopper, signedInRedirect } from '#web/lib/form-post.server.ts';
import type { FormRefusal } from '#web/lib/form-refusal.ts';
import { localTarget } from '#web/lib/local-target.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import { guestPage } from '#web/features/shopper/shopper.server.ts';
import accountCss from '#web/styles/account.css?url';
import type { Route } from './+types/register';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { createTranslate, isolate, useLanguage, useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { messagesFor, pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, shopName, t('register.title')) }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** For guests: the server sends a signed-in customer on (the browser's own check follows once it runs). */
export async function loader(args: Route.LoaderArgs) {
  await guestPage(args);
  return { messages: pageMessages(args.request, 'register') };
}

// The shop delivers by phone-confirmed address, so the form asks for the phone that the API leaves optional.
const registerForm = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    password: passwordField,
    confirm: z.string(),
    /** Asked once the shop has mailed it; checked then (see onSubmit). */
    code: z.string().optional(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type Fields = z.input<typeof registerForm>;
/** The fields whose refusal by the API stands beside them. */
const SERVER_FIELDS = ['email', 'phone', 'password', 'code'] as const;

/** The page's answer to a plain form post: the step it is on, with what was typed (never the passwords). */
type RegisterAnswer = FormRefusal<keyof Fields> & {
  /** Where the code went while one is awaited; null on the details step. */
  sentTo: string | null;
  notice: string;
};

/**
 * Both steps posted before the page's JavaScript ran, through the same API call as the browser's: the details
 * (the code step comes back, the details kept), then the code (signed in with the session cookie the API sets, and
 * on to `next` or the profile). "Send a new code" and "Use another e-mail" post the same form with an intent.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const fields = formText(form, ['name', 'email', 'phone', 'password', 'confirm', 'code'] as const);
  const intent = form.get('intent');
  // Only the code step's form has the Code field.
  const awaitingCode = form.has('code') && intent !== 'restart';
  const finishing = awaitingCode && intent !== 'resend';
  const answer = (status: number, step: Partial<Omit<RegisterAnswer, 'values'>> = {}) =>
    data<RegisterAnswer>(
      {
        values: {
          name: fields.name,
          email: fields.email,
          phone: fields.phone,
          ...(finishing ? { code: fields.code } : {}),
        },
        fields: {},
        failure: '',
        sentTo: awaitingCode ? fields.email : null,
        notice: '',
        ...step,
      },
      { status },
    );
  if (intent === 'restart') return answer(200);
  const checked = registerForm.safeParse(fields);
  if (!checked.success) return answer(400, { fields: fieldMessages(checked.error) });
  const { confirm: _confirm, code: _code, ...details } = checked.data;
  let code: string | undefined;
  if (finishing) {
    const typed = codeField.safeParse(fields.code);
    if (!typed.success) {
      return answer(400, { fields: { code: typed.error.issues[0]?.message ?? messages.codeRequired } });
    }
    code = typed.data;
  }
  const { result, cookies } = await postAsShopper(
    args,
    '/api/customer/auth/signup',
    signupAnswer,
    code === undefined ? details : { ...details, code },
  );
  if (!result.ok) {
    const refused = serverFieldErrors(
      finishing ? codeFieldRefusal(result.message) : result.message,
      SERVER_FIELDS,
    );
    return answer(result.status, { fields: Object.fromEntries(refused.fields), failure: refused.rest });
  }
  const language = languageOfPath(new URL(args.request.url).pathname);
  if (isCodeSent(result.body.data)) {
    const t = createTranslate(language, messagesFor(language));
    return answer(200, {
      sentTo: result.body.data.email,
      notice:
        intent === 'resend' ? t('register.newCodeSent', { email: isolate(details.email, language) }) : '',
    });
  }
  throw signedInRedirect(pathInLanguage(localTarget(form.get('next')) ?? '/profile', language), cookies);
}

/**
 * Registration in two steps: the details, then the code the shop mails to the address (the account is made only
 * when it comes back, so nobody can open an account with someone else's e-mail).
 */
export default function Register({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const say = useFormMessage();
  useGuestOnly();
  /** Where the code went, once it was sent. */
  const [sentTo, setSentTo] = useState<string | null>(actionData?.sentTo ?? null);
  const [notice, setNotice] = useState(actionData?.notice ?? '');
  const { register, submitWith, errors, busy, failure, setError, setValue } = useApiForm<Fields>({
    schema: registerForm,
    mode: 'onTouched',
    serverFields: SERVER_FIELDS,
    refusal: actionData,
  });
  // A page answering a post never holds the passwords: the code step asks for them again.
  const passwordHint = actionData?.sentTo ? t('register.passwordAgainHint') : t('register.passwordHint');

  const send = async (fields: Omit<Fields, 'confirm' | 'code'>, code?: string) =>
    requestApi(browserFetch, '/api/customer/auth/signup', signupAnswer, {
      method: 'POST',
      body: JSON.stringify(code === undefined ? fields : { ...fields, code }),
    });

  const onSubmit = submitWith(async ({ confirm: _confirm, code, ...fields }) => {
    if (sentTo) {
      const checked = codeField.safeParse(code ?? '');
      if (!checked.success) {
        setError(
          'code',
          { message: checked.error.issues[0]?.message ?? 'Code is required' },
          { shouldFocus: true },
        );
        return;
      }
      const result = await send(fields, checked.data);
      if (!result.ok) return codeFieldRefusal(result.message);
      if (isCodeSent(result.body.data)) return;
      const next = await completeSignIn(result.body.data);
      // A new account's phone is not verified yet: the profile asks for the code unless checkout is waiting.
      void navigate(local(next === '/' ? '/profile' : next), { replace: true });
      return;
    }
    const result = await send(fields);
    if (!result.ok) return result.message;
    if (isCodeSent(result.body.data)) {
      setSentTo(result.body.data.email);
      setNotice('');
    }
  });

  const sendAgain = submitWith(async ({ confirm: _confirm, code: _code, ...fields }) => {
    const result = await send(fields);
    if (!result.ok) return result.message;
    setValue('code', '');
    setNotice(t('register.newCodeSent', { email: isolate(fields.email, language) }));
  });

  const onSendAgain = (event: MouseEvent) => {
    event.preventDefault();
    void sendAgain();
  };
  const onRestart = (event: MouseEvent) => {
    event.preventDefault();
    setSentTo(null);
    setNotice('');
    setValue('code', '');
  };

  return (
    <AuthCard
      titleId="register-title"
      title={t('register.title')}
      lead={sentTo ? t('register.codeSent', { email: isolate(sentTo, language) }) : t('register.lead')}
      announceLead={sentTo !== null}
      links={
        <span>
          {t('register.haveAccount')} <Link to={local('/login')}>{t('register.signIn')}</Link>
        </span>
      }
    >
      <form className="stack-form" method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="next" value={search.get('next') ?? ''} />
        <FormField
          label={t('register.fullName')}
          autoComplete="name"
          error={say(errors.name?.message)}
          {...register('name')}
        />
        <FormField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          readOnly={sentTo !== null}
          error={say(errors.email?.message)}
          {...register('email')}
        />
        <FormField
          label={t('register.phone')}
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
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          hint={passwordHint}
          error={say(errors.password?.message)}
          {...register('password')}
        />
        <FormField
          label={t('register.confirm')}
          type="password"
          autoComplete="new-password"
          error={say(errors.confirm?.message)}
          {...register('confirm')}
        />
        {sentTo ? (
          <CodeField
            label={t('register.code')}
            hint={t('register.codeHint')}
            error={say(errors.code?.message)}
            {...register('code')}
          />
        ) : null}
        <FormMessage message={say(failure)} />
        <FormMessage message={notice} tone="success" />
        <SubmitButton busy={busy} busyLabel={sentTo ? t('register.creating') : t('register.sending')}>
          {t('register.submit')}
        </SubmitButton>
        {/* After the main button, so Enter in a field creates the account. They post the form too (with an intent),
            so they work before the page's JavaScript has run. */}
        {sentTo ? (
          <div className="auth-card__links">
            <button type="submit" name="intent" value="resend" className="link-button" onClick={onSendAgain}>
              {t('register.sendNew')}
            </button>
            <button type="submit" name="intent" value="restart" className="link-button" onClick={onRestart}>
              {t('register.otherEmail')}
            </button>
          </div>
        ) : null}
      </form>
      <SocialButtons />
    </AuthCard>
  );
}
