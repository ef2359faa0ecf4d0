import { Link, redirect, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { codeField, emailField, passwordField } from '@shop/contract/account';
import { CodeField, FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { AuthCard, AuthCardFallback } from '#web/features/forms/auth-card.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
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
 * Reachable only when the reset flag is set: the link in the reset mail sets it (it carries the code), as does the
 * forget-password form. Otherwise, and for signed-in users, home.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('code')) setResetFlag();
  if (isSignedIn() || !hasResetFlag()) throw redirect('/');
  return { email: url.searchParams.get('email') ?? '', code: url.searchParams.get('code') ?? '' };
}
clientLoader.hydrate = true as const;

export const HydrateFallback = AuthCardFallback;

const resetForm = z
  .object({ email: emailField, code: codeField, password: passwordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type Fields = z.input<typeof resetForm>;

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const sent = (useLocation().state as { sent?: string } | null)?.sent;
  const { register, submitWith, errors, busy, failure } = useApiForm<Fields>({
    schema: resetForm,
    mode: 'onTouched',
    defaultValues: { email: loaderData.email, code: loaderData.code, password: '', confirm: '' },
  });

  const onSubmit = submitWith(async ({ confirm: _confirm, ...fields }) => {
    const result = await postAuth('/api/customer/auth/reset_password', fields);
    if (!result.ok) return result.message;
    clearResetFlag();
    void navigate(await completeSignIn(result.body.data), { replace: true });
  });

  return (
    <AuthCard
      titleId="reset-title"
      title="Choose a new password"
      lead={sent ?? 'Enter the code from the e-mail we sent you and your new password.'}
      announceLead
      links={
        <>
          <Link to="/forget-password">Send a new code</Link>
          <Link to="/login">Back to sign in</Link>
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
        <CodeField error={errors.code?.message} {...register('code')} />
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
        <FormMessage message={failure} />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
