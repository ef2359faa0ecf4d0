import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { loginRequest } from '@shop/contract/account';
import { FormField } from '#web/components/ui/form-field.tsx';
import { completeSignIn, postAuth } from '#web/features/session/account-actions.ts';
import { guestOnly } from '#web/features/session/route-guards.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import type { Route } from './+types/login';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

export function meta({ matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  return [...pageMeta({ title: pageTitle(shopName, 'Sign in') }), { name: 'robots', content: 'noindex' }];
}

export function clientLoader() {
  return guestOnly();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="auth-page" aria-busy="true" />;
}

type Fields = { email: string; password: string };

export default function Login() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(loginRequest) as never,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (fields) => {
    setFailure('');
    const result = await postAuth('/api/customer/auth', fields);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    void navigate(await completeSignIn(result.body.data), { replace: true });
  });

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="login-title">
        <h1 id="login-title" className="auth-card__title">
          Sign in
        </h1>
        <p className="auth-card__lead">Welcome back. Your cart comes with you.</p>
        <form className="stack-form" onSubmit={onSubmit} noValidate>
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          {failure ? (
            <p className="form-error" role="alert">
              {failure}
            </p>
          ) : null}
          <button className="button button--primary" type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
        <div className="auth-card__links">
          <Link to="/forget-password">Forgot your password?</Link>
          <Link to="/register">Create an account</Link>
        </div>
      </section>
    </div>
  );
}
