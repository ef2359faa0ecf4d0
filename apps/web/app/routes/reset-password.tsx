import { useEffect } from 'react';
import { data, Link, redirect, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { authResult, codeField, emailField, passwordField } from '@shop/contract/account';
import { CodeField, FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { AuthCard } from '#web/features/forms/auth-card.tsx';
import { useApiForm } from '#web/features/forms/use-api-form.ts';
import { completeSignIn, postAuth } from '#web/features/sign-in/account-actions.ts';
import { clearResetFlag, hasResetFlag, setResetFlag } from '#web/features/sign-in/route-guards.ts';
import { isSignedIn } from '#web/lib/stored-session.ts';
import { guestPage } from '#web/features/shopper/shopper.server.ts';
import { fieldMessages, formText, postAsShopper, signedInRedirect } from '#web/lib/form-post.server.ts';
import type { FormRefusal } from '#web/lib/form-refusal.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import type { Route } from './+types/reset-password';
import { languageOfPath, pathInLanguage } from '@shop/contract/languages';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { useLanguage, useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: accountCss }];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const shopName = layout?.shopName ?? '';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, shopName, t('reset.title')) }),
    { name: 'robots', content: 'noindex' },
  ];
}

/**
 * For guests, and opened through the link in the reset mail (it carries the e-mail and the code) or right after
 * asking for a code (the e-mail only); a bare visit leads home. The server renders the form with what the link
 * carries; the browser's half of the rule (the reset flag, a session kept only in storage) follows once it runs.
 */
export async function loader(args: Route.LoaderArgs) {
  await guestPage(args);
  const url = new URL(args.request.url);
  const email = url.searchParams.get('email') ?? '';
  const code = url.searchParams.get('code') ?? '';
  if (!email && !code) throw redirect(pathInLanguage('/', languageOfPath(url.pathname)));
  return { email, code, messages: pageMessages(args.request, 'reset-password') };
}

const resetForm = z
  .object({ email: emailField, code: codeField, password: passwordField, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match' });
type Fields = z.input<typeof resetForm>;

/**
 * The form posted before the page's JavaScript ran: the password is set through the same API call, which signs the
 * shopper in with the session cookie; a refusal comes back with the e-mail and code typed (never the passwords).
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const fields = formText(form, ['email', 'code', 'password', 'confirm'] as const);
  const refusal = (answer: Omit<FormRefusal<keyof Fields>, 'values'>, status: number) =>
    data({ ...answer, values: { email: fields.email, code: fields.code } }, { status });
  const checked = resetForm.safeParse(fields);
  if (!checked.success) return refusal({ fields: fieldMessages(checked.error), failure: '' }, 400);
  const { confirm: _confirm, ...body } = checked.data;
  const { result, cookies } = await postAsShopper(
    args,
    '/api/customer/auth/reset_password',
    authResult,
    body,
  );
  if (!result.ok) return refusal({ fields: {}, failure: result.message }, result.status);
  throw signedInRedirect(pathInLanguage('/', languageOfPath(new URL(args.request.url).pathname)), cookies);
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const sent = (useLocation().state as { sent?: string } | null)?.sent;
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const say = useFormMessage();
  const { register, submitWith, errors, busy, failure } = useApiForm<Fields>({
    schema: resetForm,
    mode: 'onTouched',
    defaultValues: { email: loaderData.email, code: loaderData.code, password: '', confirm: '' },
    refusal: actionData,
  });

  // What the link carries, or what was typed into a refused post, is in the server's HTML too: react-hook-form fills
  // its default values in only once the page's JavaScript runs.
  const shown = { ...loaderData, ...actionData?.values };

  // The mailed link sets the reset flag; without it (an address typed by hand), and for a session kept only in this
  // browser's storage, home.
  const linkCode = loaderData.code;
  useEffect(() => {
    if (linkCode) setResetFlag();
    if (isSignedIn() || !hasResetFlag()) void navigate(pathInLanguage('/', language), { replace: true });
  }, [linkCode, navigate, language]);

  const onSubmit = submitWith(async ({ confirm: _confirm, ...fields }) => {
    const result = await postAuth('/api/customer/auth/reset_password', fields);
    if (!result.ok) return result.message;
    clearResetFlag();
    void navigate(local(await completeSignIn(result.body.data)), { replace: true });
  });

  return (
    <AuthCard
      titleId="reset-title"
      title={t('reset.title')}
      // The page that sent the code passes on the API's English words; an Arabic page says the same in Arabic.
      lead={sent ? (language === 'ar' ? t('reset.sentLead') : sent) : t('reset.lead')}
      announceLead
      links={
        <>
          <Link to={local('/forget-password')}>{t('reset.sendNew')}</Link>
          <Link to={local('/login')}>{t('reset.backToSignIn')}</Link>
        </>
      }
    >
      <form className="stack-form" method="post" onSubmit={onSubmit} noValidate>
        <FormField
          label={t('reset.email')}
          type="email"
          autoComplete="email"
          error={say(errors.email?.message)}
          {...register('email')}
          defaultValue={shown.email}
        />
        <CodeField
          label={t('reset.code')}
          error={say(errors.code?.message)}
          {...register('code')}
          defaultValue={shown.code}
        />
        <FormField
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('reset.hint')}
          error={say(errors.password?.message)}
          {...register('password')}
        />
        <FormField
          label={t('reset.confirm')}
          type="password"
          autoComplete="new-password"
          error={say(errors.confirm?.message)}
          {...register('confirm')}
        />
        <FormMessage message={say(failure)} />
        <SubmitButton busy={busy} busyLabel={t('reset.saving')}>
          {t('reset.save')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
