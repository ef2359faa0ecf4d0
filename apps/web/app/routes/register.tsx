import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { emailField, nameField, passwordField, phoneField } from '@shop/contract/account';
import { digitsOnlyKeyDown, FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { AuthCard, AuthCardFallback } from '#web/features/forms/auth-card.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
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

export const HydrateFallback = AuthCardFallback;

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
  const { register, submitWith, errors, busy, failure } = useApiForm<Fields>({
    schema: registerForm,
    mode: 'onTouched',
  });

  const onSubmit = submitWith(async ({ confirm: _confirm, ...fields }) => {
    const result = await postAuth('/api/customer/auth/signup', fields);
    if (!result.ok) return result.message;
    const next = await completeSignIn(result.body.data);
    // A new account's phone is not verified yet: the profile asks for the code unless checkout is waiting.
    void navigate(next === '/' ? '/profile' : next, { replace: true });
  });

  return (
    <AuthCard
      titleId="register-title"
      title="Create an account"
      lead="Check out faster, follow your orders and keep your addresses."
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
        <FormMessage message={failure} />
        <SubmitButton busy={busy} busyLabel="Creating your account…">
          Create account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
