import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { codeField, emailField, nameField, passwordField, phoneField } from '@shop/contract/account';
import { CodeField, digitsOnlyKeyDown, FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { codeFieldRefusal, isCodeSent, signupAnswer } from '#web/features/account/code-answers.ts';
import { AuthCard } from '#web/features/forms/auth-card.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { completeSignIn } from '#web/features/session/account-actions.ts';
import { SocialButtons } from '#web/features/session/social-buttons.tsx';
import { useGuestOnly } from '#web/features/session/route-guards.ts';
import { browserFetch, requestApi } from '#web/lib/api-client.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import { guestPage } from '#web/features/shopper/shopper.server.ts';
import accountCss from '#web/styles/account.css?url';
import type { Route } from './+types/register';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

export function meta({ matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  return [
    ...pageMeta({ title: pageTitle(shopName, 'Create an account') }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** For guests: the server sends a signed-in customer on (the browser's own check follows once it runs). */
export function loader(args: Route.LoaderArgs) {
  return guestPage(args);
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

/**
 * Registration in two steps: the details, then the code the shop mails to the address (the account is made only
 * when it comes back, so nobody can open an account with someone else's e-mail).
 */
export default function Register() {
  const navigate = useNavigate();
  useGuestOnly();
  /** Where the code went, once it was sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const { register, submitWith, errors, busy, failure, setError, setValue } = useApiForm<Fields>({
    schema: registerForm,
    mode: 'onTouched',
    serverFields: ['email', 'phone', 'password', 'code'],
  });

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
      void navigate(next === '/' ? '/profile' : next, { replace: true });
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
    setNotice(`We sent a new code to ${fields.email}.`);
  });

  return (
    <AuthCard
      titleId="register-title"
      title="Create an account"
      lead={
        sentTo
          ? `We sent a 6-digit code to ${sentTo}. Enter it below to finish creating your account.`
          : 'Check out faster, follow your orders and keep your addresses.'
      }
      announceLead={sentTo !== null}
      links={
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      }
    >
      <form className="stack-form" onSubmit={onSubmit} noValidate>
        <FormField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          readOnly={sentTo !== null}
          error={errors.email?.message}
          {...register('email')}
        />
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
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        {sentTo ? (
          <>
            <CodeField
              hint="The 6-digit code from the e-mail we sent you."
              error={errors.code?.message}
              {...register('code')}
            />
            <div className="auth-card__links">
              <button type="button" className="link-button" onClick={() => void sendAgain()}>
                Send a new code
              </button>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setSentTo(null);
                  setNotice('');
                  setValue('code', '');
                }}
              >
                Use another e-mail
              </button>
            </div>
          </>
        ) : null}
        <FormMessage message={failure} />
        <FormMessage message={notice} tone="success" />
        <SubmitButton busy={busy} busyLabel={sentTo ? 'Creating your account…' : 'Sending the code…'}>
          Create account
        </SubmitButton>
      </form>
      <SocialButtons />
    </AuthCard>
  );
}
