import { data, Link, useNavigate, useSearchParams } from 'react-router';
import { authResult, loginRequest } from '@shop/contract/account';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { AuthCard } from '#web/features/forms/auth-card.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { completeSignIn, postAuth } from '#web/features/sign-in/account-actions.ts';
import { SocialButtons } from '#web/features/sign-in/social-buttons.tsx';
import { useGuestOnly } from '#web/features/sign-in/route-guards.ts';
import { fieldMessages, formText, postAsShopper, signedInRedirect } from '#web/lib/form-post.server.ts';
import type { FormRefusal } from '#web/lib/form-refusal.ts';
import { localTarget } from '#web/lib/local-target.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import { guestPage } from '#web/features/shopper/shopper.server.ts';
import accountCss from '#web/styles/account.css?url';
import type { Route } from './+types/login';
import { useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, shopName, t('login.title')) }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** For guests: the server sends a signed-in customer on (the browser's own check follows once it runs). */
export async function loader(args: Route.LoaderArgs) {
  await guestPage(args);
  return { messages: pageMessages(args.request, 'login') };
}

type Fields = { email: string; password: string };

/**
 * The form posted before the page's JavaScript ran: signed in through the same API call, with the session cookie
 * the API sets; the browser stores the token once the next page runs its JavaScript.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const fields = formText(form, ['email', 'password'] as const);
  const refusal = (answer: Omit<FormRefusal<keyof Fields>, 'values'>, status: number) =>
    data({ ...answer, values: { email: fields.email } }, { status });
  const checked = loginRequest.safeParse(fields);
  if (!checked.success) return refusal({ fields: fieldMessages(checked.error), failure: '' }, 400);
  const { result, cookies } = await postAsShopper(args, '/api/customer/auth', authResult, checked.data);
  if (!result.ok) return refusal({ fields: {}, failure: result.message }, result.status);
  throw signedInRedirect(localTarget(form.get('next')) ?? '/', cookies);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const t = useT();
  const local = useLocalPath();
  const say = useFormMessage();
  useGuestOnly();
  const { register, submitWith, errors, busy, failure } = useApiForm<Fields>({
    schema: loginRequest,
    mode: 'onTouched',
    refusal: actionData,
  });

  const onSubmit = submitWith(async (fields) => {
    const result = await postAuth('/api/customer/auth', fields);
    if (!result.ok) return result.message;
    void navigate(local(await completeSignIn(result.body.data, localTarget(search.get('next')))), {
      replace: true,
    });
  });

  return (
    <AuthCard
      titleId="login-title"
      title={t('login.title')}
      lead={t('login.lead')}
      links={
        <>
          <Link to={local('/forget-password')}>{t('login.forgot')}</Link>
          <Link to={local('/register')}>{t('login.create')}</Link>
        </>
      }
    >
      <form className="stack-form" method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="next" value={search.get('next') ?? ''} />
        <FormField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          error={say(errors.email?.message)}
          {...register('email')}
        />
        <FormField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={say(errors.password?.message)}
          {...register('password')}
        />
        <FormMessage message={say(failure)} />
        <SubmitButton busy={busy} busyLabel={t('login.busy')}>
          {t('login.title')}
        </SubmitButton>
      </form>
      <SocialButtons />
    </AuthCard>
  );
}
