import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { forgetPasswordRequest } from '@shop/contract/account';
import { FormField } from '#web/components/ui/form-field.tsx';
import { guestOnly, setResetFlag } from '#web/features/session/route-guards.ts';
import { anyData, browserFetch, requestApi } from '#web/lib/api-client.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import type { Route } from './+types/forget-password';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

export function meta({ matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  return [
    ...pageMeta({ title: pageTitle(shopName, 'Forgot your password') }),
    { name: 'robots', content: 'noindex' },
  ];
}

export function clientLoader() {
  return guestOnly();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="auth-page" aria-busy="true" />;
}

export default function ForgetPassword() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: zodResolver(forgetPasswordRequest) as never,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure('');
    const result = await requestApi(browserFetch, '/api/customer/auth/forget_password', anyData, {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    setResetFlag();
    void navigate(`/reset-password?${new URLSearchParams({ email })}`, {
      state: { sent: result.body.message_en },
    });
  });

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="forget-title">
        <h1 id="forget-title" className="auth-card__title">
          Forgot your password?
        </h1>
        <p className="auth-card__lead">
          Enter your e-mail. We will send you a code and a link to choose a new password.
        </p>
        <form className="stack-form" onSubmit={onSubmit} noValidate>
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          {failure ? (
            <p className="form-error" role="alert">
              {failure}
            </p>
          ) : null}
          <button className="button button--primary" type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Sending…' : 'Send reset code'}
          </button>
        </form>
        <div className="auth-card__links">
          <Link to="/login">Back to sign in</Link>
        </div>
      </section>
    </div>
  );
}
