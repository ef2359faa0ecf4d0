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
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import { useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, shopName, t('forgot.pageTitle')) }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** For guests: the server sends a signed-in customer on (the browser's own check follows once it runs). */
export async function loader(args: Route.LoaderArgs) {
  await guestPage(args);
  return { messages: pageMessages(args.request, 'forget-password') };
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
  const resetPage = `/reset-password?${new URLSearchParams({ email: checked.data.email })}`;
  throw redirect(pathInLanguage(resetPage, languageOfPath(new URL(args.request.url).pathname)));
}

export default function ForgetPassword({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const t = useT();
  const local = useLocalPath();
  const say = useFormMessage();
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
    void navigate(local(`/reset-password?${new URLSearchParams({ email })}`), {
      state: { sent: result.body.message_en },
    });
  });

  return (
    <AuthCard
      titleId="forget-title"
      title={t('login.forgot')}
      lead={t('forgot.lead')}
      links={<Link to={local('/login')}>{t('forgot.back')}</Link>}
    >
      <form className="stack-form" method="post" onSubmit={onSubmit} noValidate>
        <FormField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          error={say(errors.email?.message)}
          {...register('email')}
        />
        <FormMessage message={say(failure)} />
        <SubmitButton busy={busy} busyLabel={t('forgot.busy')}>
          {t('forgot.send')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
