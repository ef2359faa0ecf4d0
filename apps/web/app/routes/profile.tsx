import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { data, redirect, useNavigate } from 'react-router';
import { z } from 'zod';
import { orderPage } from '@shop/contract/orders';
import {
  changePasswordRequest,
  codeField,
  emailField,
  nameField,
  phoneFlags,
  profile as profileSchema,
  userInfo,
  type Profile as ProfileData,
} from '@shop/contract/account';
import { CodeField, FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { showToast } from '#web/components/ui/toast.tsx';
import { AddressBook } from '#web/features/account/address-book.tsx';
import { codeFieldRefusal, detailsAnswer, isCodeSent } from '#web/features/account/code-answers.ts';
import { PhoneDialog } from '#web/features/account/phone-dialog.tsx';
import { MyOrders } from '#web/features/orders/my-orders.tsx';
import { MY_ORDERS_PATH, ORDER_PAGES_PARAM, readOrders } from '#web/features/orders/order-pages.ts';
import { signOut } from '#web/features/sign-in/account-actions.ts';
import { signInFirst } from '#web/features/sign-in/route-guards.ts';
import { readSession, storeUser } from '#web/lib/stored-session.ts';
import { useSession } from '#web/features/session/session.ts';
import { browserFetch, requestApi, UNDER_CONSTRUCTION_PATH } from '#web/lib/api-client.ts';
import { CLEAR_SESSION_COOKIE, shopperApi } from '#web/features/shopper/shopper.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import checkoutCss from '#web/styles/checkout.css?url';
import myOrdersCss from '#web/styles/my-orders.css?url';
import type { Route } from './+types/profile';
import { passCacheControl } from '#web/lib/page-headers.ts';
import { useLocalPath, useT, metaTranslate } from '#web/i18n/i18n.tsx';
import { useFormMessage } from '#web/features/forms/field-messages.ts';
import { customerLanguage } from '@shop/contract/customer-language';
import { MessageLanguage } from '#web/features/shopper/message-language.tsx';
import { pageMessages } from '#web/i18n/messages.server.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: checkoutCss },
  { rel: 'stylesheet', href: myOrdersCss },
];

export function meta({ matches }: Route.MetaArgs) {
  const layout = matches[1]?.loaderData;
  const language = layout?.language ?? 'en';
  const t = metaTranslate(matches);
  return [
    ...pageMeta({ title: pageTitle(t, layout?.shopName ?? '', t('profile.title')), language }),
    { name: 'robots', content: 'noindex' },
  ];
}

/** The page holds the signed-in shopper's data: its loader's Cache-Control goes out with it. */
export const headers = passCacheControl;

/**
 * The profile of the customer the session cookie names, rendered on the server; without a session the shopper signs
 * in first and comes back here.
 */
export async function loader(args: Route.LoaderArgs) {
  const api = shopperApi(args);
  if (!api.signedIn) throw redirect(signInFirst(args.request));
  // The orders have their own page now; an older "Show more" address of the profile still finds them.
  const asked = new URL(args.request.url).searchParams.get(ORDER_PAGES_PARAM);
  if (asked !== null) throw redirect(`${MY_ORDERS_PATH}?${ORDER_PAGES_PARAM}=${encodeURIComponent(asked)}`);
  const [result, orders, language] = await Promise.all([
    api.request('/api/customer/profile', profileSchema),
    readOrders((path) => api.request(path, orderPage), 1),
    api.request('/api/customer/profile/language', customerLanguage),
  ]);
  if (!result.ok && result.maintenance) throw redirect(UNDER_CONSTRUCTION_PATH);
  if (result.status === 401) {
    throw redirect(signInFirst(args.request), { headers: { 'Set-Cookie': CLEAR_SESSION_COOKIE } });
  }
  return data(
    result.ok
      ? {
          profile: result.body.data,
          orders,
          messageLanguage: language.ok ? language.body.data.language : null,
          failure: null,
          messages: pageMessages(args.request, 'profile'),
        }
      : {
          profile: null,
          orders,
          messageLanguage: null,
          failure: result.message,
          messages: pageMessages(args.request, 'profile'),
        },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** How many of the latest orders the profile shows; My orders has them all. */
const PROFILE_ORDERS = 3;

/** The details form's own rules; the password and the code are asked only when they are needed (see onSubmit). */
const detailsForm = z.object({
  name: nameField,
  email: emailField,
  password: z.string().max(128, 'Password must be at most 128 characters'),
  code: z.string(),
});
/** The details form's own sentences (the field rules' messages come from the contract, translated per field). */
const ENTER_PASSWORD = 'Enter your current password to change your e-mail.';
type DetailsFields = z.input<typeof detailsForm>;

type View = { kind: 'failed'; message: string } | { kind: 'ready'; data: ProfileData };

/** The profile (login required): personal details, phone state, password and the address book. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const session = useSession();
  const t = useT();
  const local = useLocalPath();
  const [dialogOpen, setDialogOpen] = useState(false);
  const view: View = loaderData.profile
    ? { kind: 'ready', data: loaderData.profile }
    : { kind: 'failed', message: loaderData.failure ?? '' };

  // The stored user follows the server's (a name or phone changed on another device).
  const served = loaderData.profile?.user;
  useEffect(() => {
    if (served && readSession().user?.id === served.id) storeUser(served);
  }, [served]);

  if (view.kind === 'failed') {
    return (
      <div className="profile">
        <p role="alert">{view.message}</p>
      </div>
    );
  }

  // The stored user is broadcast by the phone dialog; the flags follow it at once.
  const user = session.user ?? view.data.user;
  const flags = phoneFlags(user);

  return (
    <div className="profile">
      <div className="profile__head">
        <h1 className="profile__title">{t('profile.hello', { name: user.name })}</h1>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void signOut().then(() => navigate(local('/'), { replace: true }))}
        >
          {t('profile.signOut')}
        </button>
      </div>
      <div className="profile__grid">
        <section className="panel panel--wide" aria-labelledby="phone-title">
          <h2 id="phone-title" className="panel__title">
            {t('profile.phone')}
          </h2>
          <div
            className={`phone-state${flags.noPhoneData || flags.notVerifiedPhone ? '' : ' phone-state--verified'}`}
          >
            <p
              className="phone-state__text"
              data-phone-state={
                flags.noPhoneData ? 'noPhoneData' : flags.notVerifiedPhone ? 'notVerifiedPhone' : 'verified'
              }
            >
              {flags.noPhoneData
                ? t('profile.phone.none')
                : flags.notVerifiedPhone
                  ? t('profile.phone.unverified', { phone: user.phone ?? '' })
                  : t('profile.phone.verified', { phone: user.phone ?? '' })}
            </p>
            {flags.noPhoneData || flags.notVerifiedPhone ? (
              <button type="button" className="button button--primary" onClick={() => setDialogOpen(true)}>
                {flags.noPhoneData ? t('profile.phone.add') : t('profile.phone.verify')}
              </button>
            ) : null}
          </div>
        </section>
        <section className="panel" aria-labelledby="details-title">
          <h2 id="details-title" className="panel__title">
            {t('profile.details')}
          </h2>
          <DetailsForm name={user.name} email={user.email} />
        </section>
        <section className="panel" aria-labelledby="password-title">
          <h2 id="password-title" className="panel__title">
            {t('profile.password')}
          </h2>
          <PasswordForm />
        </section>
        <section className="panel panel--wide" aria-labelledby="addresses-title">
          <h2 id="addresses-title" className="panel__title">
            {t('profile.addresses')}
          </h2>
          <AddressBook
            initial={view.data.addresses}
            defaultName={user.name}
            defaultPhone={user.phone ?? ''}
          />
        </section>
        <section id="orders" className="panel panel--wide" aria-labelledby="orders-title">
          <h2 id="orders-title" className="panel__title">
            {t('orders.title')}
          </h2>
          {/* The latest few; the rest, and cancelling or returning one, are on My orders. */}
          <MyOrders initial={loaderData.orders} latest={PROFILE_ORDERS} headingLevel={3} />
        </section>
        {loaderData.messageLanguage ? (
          <section className="panel panel--wide" aria-labelledby="language-title">
            <h2 id="language-title" className="panel__title">
              {t('profile.language')}
            </h2>
            <MessageLanguage current={loaderData.messageLanguage} />
          </section>
        ) : null}
      </div>
      {dialogOpen ? (
        <PhoneDialog
          user={user}
          onClose={(result) => {
            setDialogOpen(false);
            if (result?.ok) showToast(result.message);
          }}
        />
      ) : null}
    </div>
  );
}

/** Name and e-mail: a new e-mail needs the current password, then the code mailed to the new address. */
function DetailsForm({ name, email }: { name: string; email: string }) {
  const t = useT();
  const say = useFormMessage();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  /** The new address a code was mailed to, while the shop waits for that code. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, control, setError, setValue } = useForm<DetailsFields>({
    resolver: zodResolver(detailsForm) as never,
    defaultValues: { name, email, password: '', code: '' },
  });
  const typedEmail = useWatch({ control, name: 'email' });
  const changingEmail = typedEmail.trim().toLowerCase() !== email.toLowerCase();

  const onSubmit = handleSubmit(async (fields) => {
    setStatus(null);
    let body: Record<string, string> = { name: fields.name, email: fields.email };
    if (sentTo) {
      const checked = codeField.safeParse(fields.code);
      if (!checked.success) {
        setError(
          'code',
          { message: checked.error.issues[0]?.message ?? 'Code is required' },
          { shouldFocus: true },
        );
        return;
      }
      body = { name: fields.name, email: sentTo, code: checked.data };
    } else if (changingEmail) {
      if (!fields.password) {
        setError('password', { message: ENTER_PASSWORD }, { shouldFocus: true });
        return;
      }
      body = { ...body, password: fields.password };
    }
    const result = await requestApi(browserFetch, '/api/customer/profile/edit', detailsAnswer, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!result.ok) {
      const message = sentTo ? codeFieldRefusal(result.message) : result.message;
      const named = /^(password|code|email|name): (.+)$/.exec(message);
      if (named) setError(named[1] as keyof DetailsFields, { message: named[2]! }, { shouldFocus: true });
      else setStatus({ ok: false, message });
      return;
    }
    const data = result.body.data;
    if (isCodeSent(data)) {
      setSentTo(data.email);
      setValue('password', '');
    } else {
      storeUser(data);
      setSentTo(null);
      setValue('password', '');
      setValue('code', '');
    }
    setStatus({ ok: true, message: result.body.message_ar ?? result.body.message_en });
  });

  return (
    <form className="stack-form" onSubmit={onSubmit} noValidate aria-label={t('profile.details')}>
      <FormField
        label={t('profile.name')}
        autoComplete="name"
        error={say(formState.errors.name?.message)}
        // The server's HTML shows the current details too, before the form's script has run.
        defaultValue={name}
        {...register('name')}
      />
      <FormField
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        readOnly={sentTo !== null}
        error={say(formState.errors.email?.message)}
        defaultValue={email}
        {...register('email')}
      />
      {changingEmail && !sentTo ? (
        <FormField
          label={t('profile.currentPassword')}
          type="password"
          autoComplete="current-password"
          hint={t('profile.emailPasswordHint')}
          error={
            formState.errors.password?.message === ENTER_PASSWORD
              ? t('profile.enterPassword')
              : say(formState.errors.password?.message)
          }
          {...register('password')}
        />
      ) : null}
      {sentTo ? (
        <>
          <CodeField
            hint={t('profile.codeSentTo', { email: sentTo })}
            error={say(formState.errors.code?.message)}
            {...register('code')}
          />
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setSentTo(null);
              setStatus(null);
              setValue('code', '');
              setValue('email', email);
            }}
          >
            {t('profile.keepEmail')}
          </button>
        </>
      ) : null}
      <FormMessage message={say(status?.message)} tone={status?.ok ? 'success' : 'error'} />
      <SubmitButton busy={formState.isSubmitting}>
        {sentTo ? t('profile.confirmEmail') : t('profile.saveDetails')}
      </SubmitButton>
    </form>
  );
}

function PasswordForm() {
  const t = useT();
  const say = useFormMessage();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<{
    old_password: string;
    new_password: string;
  }>({
    resolver: zodResolver(changePasswordRequest) as never,
  });
  const onSubmit = handleSubmit(async (fields) => {
    const result = await requestApi(browserFetch, '/api/customer/profile/change_password', userInfo, {
      method: 'POST',
      body: JSON.stringify(fields),
    });
    if (result.ok) reset();
    setStatus(
      result.ok
        ? { ok: true, message: result.body.message_ar ?? result.body.message_en }
        : { ok: false, message: result.message },
    );
  });
  return (
    <form className="stack-form" onSubmit={onSubmit} noValidate aria-label={t('profile.password')}>
      <FormField
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={say(formState.errors.old_password?.message)}
        {...register('old_password')}
      />
      <FormField
        label={t('profile.newPassword')}
        type="password"
        autoComplete="new-password"
        error={say(formState.errors.new_password?.message)}
        {...register('new_password')}
      />
      <FormMessage message={say(status?.message)} tone={status?.ok ? 'success' : 'error'} />
      <SubmitButton busy={formState.isSubmitting}>{t('profile.password')}</SubmitButton>
    </form>
  );
}
