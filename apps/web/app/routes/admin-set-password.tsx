import { data, Form, redirect, useNavigation } from 'react-router';
import { setPasswordRequest, staffMember } from '@shop/contract/admin';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { staffApi } from '#web/features/admin/staff-api.server.ts';
import { AuthCard } from '#web/features/forms/auth-card.tsx';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import type { FormRefusal } from '#web/lib/form-refusal.ts';
import type { Route } from './+types/admin-set-password';

export function meta() {
  return adminMeta('Set your password');
}

/** The link's token goes into the form; the page itself needs no session (the staff cookie is SameSite=Strict). */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

type Fields = 'password';

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const fields = formText(form, ['token', 'password'] as const);
  const checked = setPasswordRequest.safeParse(fields);
  if (!checked.success) {
    const messages = fieldMessages<'token' | Fields>(checked.error);
    return data<FormRefusal<Fields>>(
      { values: {}, fields: { password: messages.password }, failure: messages.token ?? '' },
      { status: 400 },
    );
  }
  const result = await staffApi(args, { asVisitor: true }).post(
    '/api/admin/auth/set-password',
    staffMember,
    checked.data,
  );
  if (!result.ok)
    return data<FormRefusal<Fields>>(
      { values: {}, fields: {}, failure: result.message },
      { status: result.status },
    );
  throw redirect('/admin/login?notice=password-set');
}

export default function AdminSetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard
      titleId="set-password-title"
      title="Set your password"
      lead="Choose the password you will sign in to the back office with. This link works once, within 24 hours."
      links={<span>A link that no longer works? Ask the shop owner for a new one.</span>}
    >
      <Form className="stack-form" method="post" noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <FormField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={actionData?.fields.password}
        />
        <FormMessage message={actionData?.failure} />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Set password
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}
