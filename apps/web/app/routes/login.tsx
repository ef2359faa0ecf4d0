import { Link, useNavigate } from 'react-router';
import { loginRequest } from '@shop/contract/account';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { AuthCard, AuthCardFallback } from '#web/features/forms/auth-card.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
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

export const HydrateFallback = AuthCardFallback;

type Fields = { email: string; password: string };

export default function Login() {
  const navigate = useNavigate();
  const { register, submitWith, errors, busy, failure } = useApiForm<Fields>({
    schema: loginRequest,
    mode: 'onTouched',
  });

  const onSubmit = submitWith(async (fields) => {
    const result = await postAuth('/api/customer/auth', fields);
    if (!result.ok) return result.message;
    void navigate(await completeSignIn(result.body.data), { replace: true });
  });

  return (
    <AuthCard
      titleId="login-title"
      title="Sign in"
      lead="Welcome back. Your cart comes with you."
      links={
        <>
          <Link to="/forget-password">Forgot your password?</Link>
          <Link to="/register">Create an account</Link>
        </>
      }
    >
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
        <FormMessage message={failure} />
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
