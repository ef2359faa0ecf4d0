import { data, Form, redirect, useNavigation } from 'react-router';
import {
  staffLoginAnswer,
  staffLoginRequest,
  staffSession,
  totpLoginRequest,
  totpMessages,
} from '@shop/contract/admin';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { hasStaffCookie, staffApi } from '#web/features/admin/staff-api.server.ts';
import { withCookies } from '#web/lib/form-post.server.ts';
import { AuthCard } from '#web/features/forms/auth-card.tsx';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
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

type Fields = 'email' | 'password' | 'code';

/** The password form's refusal, or the second step (the code) with its challenge and perhaps its refusal. */
interface Answer {
  step: 'password' | 'code';
  challenge?: string;
  fields: Partial<Record<Fields, string>>;
  failure: string;
  values: { email?: string };
}

/**
 * The two forms, posted with or without the page's JavaScript. The password answers a session (the API's answer sets
 * the staff cookie) or, for a member with two-step sign-in, a challenge the code form carries in a hidden field.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { asVisitor: true });
  const answer = (value: Omit<Answer, 'values'> & { values?: Answer['values'] }, status = 200) =>
    data<Answer>({ values: {}, ...value }, { status });

  if (form.get('intent') === 'code') {
    const fields = formText(form, ['challenge', 'code'] as const);
    const checked = totpLoginRequest.safeParse(fields);
    if (!checked.success)
      return answer(
        { step: 'code', challenge: fields.challenge, fields: fieldMessages(checked.error), failure: '' },
        400,
      );
    const result = await api.post('/api/admin/auth/login/totp', staffSession, checked.data);
    if (result.ok) throw redirect('/admin', { headers: withCookies(api.cookies) });
    // A challenge that ran out sends the member back to the password; a wrong code stays on the code.
    if (result.message === totpMessages.challengeInvalid)
      return answer({ step: 'password', fields: {}, failure: result.message }, result.status);
    return answer(
      { step: 'code', challenge: fields.challenge, fields: { code: result.message }, failure: '' },
      result.status,
    );
  }

  const fields = formText(form, ['email', 'password'] as const);
  const values = { email: fields.email };
  const checked = staffLoginRequest.safeParse(fields);
  if (!checked.success)
    return answer({ step: 'password', fields: fieldMessages(checked.error), failure: '', values }, 400);
  const result = await api.post('/api/admin/auth/login', staffLoginAnswer, checked.data);
  if (!result.ok)
    return answer({ step: 'password', fields: {}, failure: result.message, values }, result.status);
  const body = result.body.data;
  if ('totp_challenge' in body)
    return answer({ step: 'code', challenge: body.totp_challenge, fields: {}, failure: '', values });
  throw redirect('/admin', { headers: withCookies(api.cookies) });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const answer = actionData as Answer | undefined;
  if (answer?.step === 'code') return <CodeStep answer={answer} busy={busy} />;
  return (
    <AuthCard
      titleId="admin-login-title"
      title="Sign in"
      lead="The back office is for the shop's staff."
      links={<span>No password yet, or forgot it? Ask the shop owner for a set-password link.</span>}
    >
      <FormMessage message={answer ? undefined : (loaderData.notice ?? undefined)} tone="success" />
      <Form className="stack-form" method="post" noValidate>
        <FormField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={answer?.values.email ?? ''}
          error={answer?.fields.email}
        />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          error={answer?.fields.password}
        />
        <FormMessage message={answer?.failure} />
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign in
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

/** The second step: the code from the member's authenticator app, or one of their recovery codes. */
function CodeStep({ answer, busy }: { answer: Answer; busy: boolean }) {
  return (
    <AuthCard
      titleId="admin-code-title"
      announceLead
      title="Enter your code"
      lead="Open your authenticator app and enter the 6-digit code it shows for this shop."
      links={<span>Lost your phone? Enter one of your recovery codes instead.</span>}
    >
      <Form className="stack-form" method="post" noValidate>
        <input type="hidden" name="intent" value="code" />
        <input type="hidden" name="challenge" value={answer.challenge ?? ''} />
        <FormField
          label="Code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={answer.fields.code}
        />
        <FormMessage message={answer.failure} />
        <SubmitButton busy={busy} busyLabel="Checking…">
          Continue
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
