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
import { orderPagesAsked, readOrders } from '#web/features/orders/order-pages.ts';
import { signOut } from '#web/features/sign-in/account-actions.ts';
import { signInFirst } from '#web/features/sign-in/route-guards.ts';
import { readSession, storeUser } from '#web/lib/stored-session.ts';
import { useSession } from '#web/features/session/session.ts';
import { browserFetch, requestApi, UNDER_CONSTRUCTION_PATH } from '#web/lib/api-client.ts';
import { CLEAR_SESSION_COOKIE, shopperApi } from '#web/features/shopper/shopper.server.ts';
import { pageMeta, pageTitle } from '#web/lib/meta.ts';
import accountCss from '#web/styles/account.css?url';
import checkoutCss from '#web/styles/checkout.css?url';
import type { Route } from './+types/profile';
import { passCacheControl } from '#web/lib/page-headers.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: accountCss },
  { rel: 'stylesheet', href: checkoutCss },
];

export function meta({ matches }: Route.MetaArgs) {
  const shopName = matches[1]?.loaderData?.shopName ?? '';
  return [...pageMeta({ title: pageTitle(shopName, 'My account') }), { name: 'robots', content: 'noindex' }];
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
  const [result, orders] = await Promise.all([
    api.request('/api/customer/profile', profileSchema),
    readOrders((path) => api.request(path, orderPage), orderPagesAsked(new URL(args.request.url))),
  ]);
  if (!result.ok && result.maintenance) throw redirect(UNDER_CONSTRUCTION_PATH);
  if (result.status === 401) {
    throw redirect(signInFirst(args.request), { headers: { 'Set-Cookie': CLEAR_SESSION_COOKIE } });
  }
  return data(
    result.ok
      ? { profile: result.body.data, orders, failure: null }
      : { profile: null, orders, failure: result.message },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/** The details form's own rules; the password and the code are asked only when they are needed (see onSubmit). */
const detailsForm = z.object({
  name: nameField,
  email: emailField,
  password: z.string().max(128, 'Password must be at most 128 characters'),
  code: z.string(),
});
type DetailsFields = z.input<typeof detailsForm>;

type View = { kind: 'failed'; message: string } | { kind: 'ready'; data: ProfileData };

/** The profile (login required): personal details, phone state, password and the address book. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const session = useSession();
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
        <h1 className="profile__title">Hello, {user.name}</h1>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void signOut().then(() => navigate('/', { replace: true }))}
        >
          Sign out
        </button>
      </div>
      <div className="profile__grid">
        <section className="panel panel--wide" aria-labelledby="phone-title">
          <h2 id="phone-title" className="panel__title">
            Phone
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
                ? 'Add your phone number so we can reach you about deliveries.'
                : flags.notVerifiedPhone
                  ? `Your phone ${user.phone} is not verified yet.`
                  : `Your phone ${user.phone} is verified.`}
            </p>
            {flags.noPhoneData || flags.notVerifiedPhone ? (
              <button type="button" className="button button--primary" onClick={() => setDialogOpen(true)}>
                {flags.noPhoneData ? 'Add phone' : 'Verify phone'}
              </button>
            ) : null}
          </div>
        </section>
        <section className="panel" aria-labelledby="details-title">
          <h2 id="details-title" className="panel__title">
            Personal details
          </h2>
          <DetailsForm name={user.name} email={user.email} />
        </section>
        <section className="panel" aria-labelledby="password-title">
          <h2 id="password-title" className="panel__title">
            Change password
          </h2>
          <PasswordForm />
        </section>
        <section className="panel panel--wide" aria-labelledby="addresses-title">
          <h2 id="addresses-title" className="panel__title">
            Address book
          </h2>
          <AddressBook
            initial={view.data.addresses}
            defaultName={user.name}
            defaultPhone={user.phone ?? ''}
          />
        </section>
        <section id="orders" className="panel panel--wide" aria-labelledby="orders-title">
          <h2 id="orders-title" className="panel__title">
            My orders
          </h2>
          <MyOrders initial={loaderData.orders} />
        </section>
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
        setError(
          'password',
          { message: 'Enter your current password to change your e-mail.' },
          { shouldFocus: true },
        );
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
    setStatus({ ok: true, message: result.body.message_en });
  });

  return (
    <form className="stack-form" onSubmit={onSubmit} noValidate aria-label="Personal details">
      <FormField
        label="Full name"
        autoComplete="name"
        error={formState.errors.name?.message}
        // The server's HTML shows the current details too, before the form's script has run.
        defaultValue={name}
        {...register('name')}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={sentTo !== null}
        error={formState.errors.email?.message}
        defaultValue={email}
        {...register('email')}
      />
      {changingEmail && !sentTo ? (
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          hint="Needed to change your e-mail. We will then send a code to the new address."
          error={formState.errors.password?.message}
          {...register('password')}
        />
      ) : null}
      {sentTo ? (
        <>
          <CodeField
            hint={`The 6-digit code we sent to ${sentTo}.`}
            error={formState.errors.code?.message}
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
            Keep my e-mail
          </button>
        </>
      ) : null}
      <FormMessage message={status?.message} tone={status?.ok ? 'success' : 'error'} />
      <SubmitButton busy={formState.isSubmitting}>
        {sentTo ? 'Confirm new e-mail' : 'Save details'}
      </SubmitButton>
    </form>
  );
}

function PasswordForm() {
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
      result.ok ? { ok: true, message: result.body.message_en } : { ok: false, message: result.message },
    );
  });
  return (
    <form className="stack-form" onSubmit={onSubmit} noValidate aria-label="Change password">
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.old_password?.message}
        {...register('old_password')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.new_password?.message}
        {...register('new_password')}
      />
      <FormMessage message={status?.message} tone={status?.ok ? 'success' : 'error'} />
      <SubmitButton busy={formState.isSubmitting}>Change password</SubmitButton>
    </form>
  );
}
