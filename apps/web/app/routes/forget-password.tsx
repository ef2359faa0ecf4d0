import { data, Link, redirect, useNavigate } from 'react-router';
import { forgetPasswordRequest } from '@shop/contract/account';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { AuthCard } from '#web/features/forms/auth-card.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { setResetFlag, useGuestOnly } from '#web/features/sign-in/route-guards.ts';
import { anyData, browserFetch, requestApi } from '#web/lib/api-client.ts';
import { formText, postAsShopper } from '#web/lib/form-post.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import { guestPage } from '#web/features/shopper/shopper.server.ts';
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

/** For guests: the server sends a signed-in customer on (the browser's own check follows once it runs). */
export function loader(args: Route.LoaderArgs) {
  return guestPage(args);
}

/** The form posted before the page's JavaScript ran: the same API call, then on to the page that takes the code. */
export async function action(args: Route.ActionArgs) {
  const { email } = formText(await args.request.formData(), ['email'] as const);
  const checked = forgetPasswordRequest.safeParse({ email });
  if (!checked.success) {
    return data({ values: { email }, fields: { email: checked.error.issues[0]?.message }, failure: '' }, 400);
  }
  const { result } = await postAsShopper(args, '/api/customer/auth/forget_password', anyData, checked.data);
  if (!result.ok) return data({ values: { email }, fields: {}, failure: result.message }, result.status);
  throw redirect(`/reset-password?${new URLSearchParams({ email: checked.data.email })}`);
}

export default function ForgetPassword({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useGuestOnly();
  const { register, submitWith, errors, busy, failure } = useApiForm<{ email: string }>({
    schema: forgetPasswordRequest,
    mode: 'onTouched',
    refusal: actionData,
  });

  const onSubmit = submitWith(async ({ email }) => {
    const result = await requestApi(browserFetch, '/api/customer/auth/forget_password', anyData, {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    if (!result.ok) return result.message;
    setResetFlag();
    void navigate(`/reset-password?${new URLSearchParams({ email })}`, {
      state: { sent: result.body.message_en },
    });
  });

  return (
    <AuthCard
      titleId="forget-title"
      title="Forgot your password?"
      lead="Enter your e-mail. We will send you a code and a link to choose a new password."
      links={<Link to="/login">Back to sign in</Link>}
    >
      <form className="stack-form" method="post" onSubmit={onSubmit} noValidate>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormMessage message={failure} />
        <SubmitButton busy={busy} busyLabel="Sending…">
          Send reset code
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
