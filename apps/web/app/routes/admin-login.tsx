import { data, Form, redirect, useNavigation } from 'react-router';
import { staffLoginRequest, staffSession } from '@shop/contract/admin';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { hasStaffCookie, staffApi } from '#web/features/admin/staff-api.server.ts';
import { withCookies } from '#web/lib/form-post.server.ts';
import { AuthCard } from '#web/features/forms/auth-card.tsx';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import type { FormRefusal } from '#web/lib/form-refusal.ts';
import type { Route } from './+types/admin-login';

export function meta() {
  return adminMeta('Sign in');
}

const NOTICES: Record<string, string> = {
  'password-set': 'Your password is set. Sign in with it.',
  'signed-out': 'You are signed out.',
};

/** A member already signed in goes on to the back office; anyone else gets the form. */
export async function loader(args: Route.LoaderArgs) {
  const api = staffApi(args);
  if (hasStaffCookie(args.request)) {
    const me = await api.request('/api/admin/auth/me', staffSession);
    if (me.ok) throw redirect('/admin');
  }
  const notice = NOTICES[new URL(args.request.url).searchParams.get('notice') ?? ''] ?? null;
  return data({ notice }, { headers: withCookies(api.cookies) });
}

type Fields = 'email' | 'password';

/** The form, posted with or without the page's JavaScript: the API's answer sets the staff cookie. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const fields = formText(form, ['email', 'password'] as const);
  const refusal = (answer: Omit<FormRefusal<Fields>, 'values'>, status: number) =>
    data<FormRefusal<Fields>>({ ...answer, values: { email: fields.email } }, { status });
  const checked = staffLoginRequest.safeParse(fields);
  if (!checked.success) return refusal({ fields: fieldMessages(checked.error), failure: '' }, 400);
  const api = staffApi(args, { asVisitor: true });
  const result = await api.post('/api/admin/auth/login', staffSession, checked.data);
  if (!result.ok) return refusal({ fields: {}, failure: result.message }, result.status);
  throw redirect('/admin', { headers: withCookies(api.cookies) });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard
      titleId="admin-login-title"
      title="Sign in"
      lead="The back office is for the shop's staff."
      links={<span>No password yet, or forgot it? Ask the shop owner for a set-password link.</span>}
    >
      <FormMessage message={actionData ? undefined : (loaderData.notice ?? undefined)} tone="success" />
      <Form className="stack-form" method="post" noValidate>
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={actionData?.values.email ?? ''}
          error={actionData?.fields.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={actionData?.fields.password}
        />
        <FormMessage message={actionData?.failure} />
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
