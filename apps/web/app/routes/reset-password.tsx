import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, redirect, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { codeField, emailField, passwordField } from '@shop/contract/account';
import { digitsOnlyKeyDown, FormField } from '#web/components/ui/form-field.tsx';
import { completeSignIn, postAuth } from '#web/features/session/account-actions.ts';
import { clearResetFlag, hasResetFlag, setResetFlag } from '#web/features/session/route-guards.ts';
import { isSignedIn } from '#web/features/session/session.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import type { Route } from './+types/reset-password';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

export function meta({ matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  return [
    ...pageMeta({ title: pageTitle(shopName, 'Choose a new password') }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * Reachable only when the reset flag is set (specification section 2): the link in the reset mail sets it (it carries
 * the code), as does the forget-password form. Otherwise, and for signed-in users, home.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('code')) setResetFlag();
  if (isSignedIn() || !hasResetFlag()) throw redirect('/');
  return { email: url.searchParams.get('email') ?? '', code: url.searchParams.get('code') ?? '' };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="auth-page" aria-busy="true" />;
}

const resetForm = z
  .object({ email: emailField, code: codeField, password: passwordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type Fields = z.input<typeof resetForm>;

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const sent = (useLocation().state as { sent?: string } | null)?.sent;
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(resetForm) as never,
    mode: 'onTouched',
    defaultValues: { email: loaderData.email, code: loaderData.code, password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ confirm: _confirm, ...fields }) => {
    setFailure('');
    const result = await postAuth('/api/customer/auth/reset_password', fields);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    clearResetFlag();
    void navigate(await completeSignIn(result.body.data), { replace: true });
  });

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title" className="auth-card__title">
          Choose a new password
        </h1>
        <p className="auth-card__lead" role="status">
          {sent ?? 'Enter the code from the e-mail we sent you and your new password.'}
        </p>
        <form className="stack-form" onSubmit={onSubmit} noValidate>
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormField
            label="Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            onKeyDown={digitsOnlyKeyDown}
            error={errors.code?.message}
            {...register('code')}
          />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters."
            error={errors.password?.message}
            {...register('password')}
          />
          <FormField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          {failure ? (
            <p className="form-error" role="alert">
              {failure}
            </p>
          ) : null}
          <button className="button button--primary" type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save new password'}
          </button>
        </form>
        <div className="auth-card__links">
          <Link to="/forget-password">Send a new code</Link>
          <Link to="/login">Back to sign in</Link>
        </div>
      </section>
    </div>
  );
}
