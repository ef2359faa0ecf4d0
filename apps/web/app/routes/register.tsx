import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { emailField, nameField, passwordField, phoneField } from '@shop/contract/account';
import { digitsOnlyKeyDown, FormField } from '#web/components/ui/form-field.tsx';
import { completeSignIn, postAuth } from '#web/features/session/account-actions.ts';
import { guestOnly } from '#web/features/session/route-guards.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
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

export function clientLoader() {
  return guestOnly();
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <div className="auth-page" aria-busy="true" />;
}

// The shop delivers by phone-confirmed address, so the form asks for the phone that the API leaves optional.
const registerForm = z
  .object({
    name: nameField,
    email: emailField,
    phone: phoneField,
    password: passwordField,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type Fields = z.input<typeof registerForm>;

export default function Register() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, formState } = useForm<Fields>({
    resolver: zodResolver(registerForm) as never,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ confirm: _confirm, ...fields }) => {
    setFailure('');
    const result = await postAuth('/api/customer/auth/signup', fields);
    if (!result.ok) {
      setFailure(result.message);
      return;
    }
    const next = await completeSignIn(result.body.data);
    // A new account's phone is not verified yet: the profile asks for the code unless checkout is waiting.
    void navigate(next === '/' ? '/profile' : next, { replace: true });
  });

  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="register-title">
        <h1 id="register-title" className="auth-card__title">
          Create an account
        </h1>
        <p className="auth-card__lead">Check out faster, follow your orders and keep your addresses.</p>
        <form className="stack-form" onSubmit={onSubmit} noValidate>
          <FormField
            label="Full name"
            autoComplete="name"
            error={errors.name?.message}
            {...register('name')}
          />
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
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
          {failure ? (
            <p className="form-error" role="alert">
              {failure}
            </p>
          ) : null}
          <button className="button button--primary" type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creating your account…' : 'Create account'}
          </button>
        </form>
        <div className="auth-card__links">
          <span>
            Already have an account? <Link to="/login">Sign in</Link>
          </span>
        </div>
      </section>
    </div>
  );
}
