import { data, Form, useNavigation } from 'react-router';
import { z } from 'zod';
import {
  staffRoleLabel,
  totpCodeRequest,
  totpEnrolment,
  totpPolicyRequest,
  totpRecoveryCodes,
  totpStatus,
} from '@shop/contract/admin';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import adminPagesCss from '#web/styles/admin-pages.css?url';
import type { Route } from './+types/admin-account';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminPagesCss }];

export function meta() {
  return adminMeta('Your account');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const status = await staffApi(args).request('/api/admin/auth/totp', totpStatus);
  if (!status.ok) throw data({ message: status.message }, { status: status.status });
  return { session, totp: status.body.data };
}

interface Outcome {
  intent?: string;
  notice?: string;
  failure?: string;
  codeError?: string;
  /** Shown once, right after two-step sign-in was turned on. */
  recoveryCodes?: string[];
}

/** Start, confirm or turn off two-step sign-in; owners also require it of everybody or stop requiring it. */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const intent = String(form.get('intent') ?? '');
  const refuse = (outcome: Outcome, status: number) => data<Outcome>({ intent, ...outcome }, { status });

  if (intent === 'enrol') {
    const result = await api.post('/api/admin/auth/totp/enrol', totpEnrolment, {});
    if (!result.ok) return refuse({ failure: result.message }, result.status);
    return data<Outcome>({ intent, notice: result.body.message_en });
  }
  if (intent === 'confirm' || intent === 'disable') {
    const checked = totpCodeRequest.safeParse(formText(form, ['code'] as const));
    if (!checked.success) return refuse({ codeError: fieldMessages<'code'>(checked.error).code }, 400);
    const path = `/api/admin/auth/totp/${intent}`;
    if (intent === 'confirm') {
      const result = await api.post(path, totpRecoveryCodes, checked.data);
      if (!result.ok) return refuse({ codeError: result.message }, result.status);
      return data<Outcome>({
        intent,
        notice: result.body.message_en,
        recoveryCodes: result.body.data.recovery_codes,
      });
    }
    const result = await api.post(path, z.null(), checked.data);
    if (!result.ok)
      return refuse(
        result.status === 400 ? { codeError: result.message } : { failure: result.message },
        result.status,
      );
    return data<Outcome>({ intent, notice: result.body.message_en });
  }
  if (intent === 'policy') {
    const required = form.get('required') === '1';
    const result = await api.post('/api/admin/auth/totp/policy', totpPolicyRequest, { required }, 'PUT');
    if (!result.ok) return refuse({ failure: result.message }, result.status);
    return data<Outcome>({ intent, notice: result.body.message_en });
  }
  return refuse({ failure: 'This form is not complete. Reload the page and try again.' }, 400);
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { session, totp } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const busy = useNavigation().state === 'submitting';
  const { staff } = session;
  const csrf = <input type="hidden" name="csrf" value={session.csrf_token} />;
  const codeError = (intent: string) => (outcome?.intent === intent ? outcome.codeError : undefined);

  return (
    <section className="admin-page" aria-labelledby="admin-account-title">
      <h1 id="admin-account-title" className="admin-page__title">
        Your account
      </h1>
      <p className="admin-whoami">
        <strong>{staff.name}</strong> ({staff.email}), {staffRoleLabel[staff.role]}.
      </p>
      {session.totp_setup_required ? (
        <div className="admin-card">
          <p className="form-error" role="alert">
            The shop requires two-step sign-in. Set it up below to use the back office.
          </p>
          {/* Every other page leads back here until then, so the way out is here too (the home page's sign-out). */}
          <Form method="post" action="/admin">
            {csrf}
            <button className="button button--secondary" type="submit">
              Sign out
            </button>
          </Form>
        </div>
      ) : null}
      <FormMessage message={outcome?.notice} tone="success" />
      <FormMessage message={outcome?.failure} />

      {outcome?.recoveryCodes ? (
        <section className="admin-card admin-card--form" aria-labelledby="recovery-title">
          <h2 id="recovery-title" className="admin-card__title">
            Your recovery codes
          </h2>
          <p className="admin-note">
            Each works once in place of a code, if you lose your phone. Write them down or print them now:
            they are not shown again.
          </p>
          <ul className="admin-recovery-codes" aria-label="Recovery codes">
            {outcome.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="admin-card admin-card--form" aria-labelledby="totp-title">
        <h2 id="totp-title" className="admin-card__title">
          Two-step sign-in
        </h2>
        {totp.enabled ? (
          <>
            <p className="admin-note">
              On: signing in asks for the code your authenticator app shows after your password.{' '}
              {`${totp.recovery_codes_left} recovery code${totp.recovery_codes_left === 1 ? '' : 's'} left.`}
            </p>
            {totp.required_for_all ? (
              <p className="admin-note">The shop requires it of everybody, so it stays on.</p>
            ) : (
              <Form method="post" className="admin-code-form" noValidate>
                {csrf}
                <input type="hidden" name="intent" value="disable" />
                <FormField
                  label="Current code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  error={codeError('disable')}
                />
                <SubmitButton busy={busy} busyLabel="Turning off…">
                  Turn off two-step sign-in
                </SubmitButton>
              </Form>
            )}
          </>
        ) : totp.enrolment ? (
          <div className="admin-enrol">
            <ol className="admin-enrol__steps">
              <li>Open an authenticator app on your phone and add an account.</li>
              <li>Scan this QR code, or type the key below into the app.</li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <div
              className="admin-enrol__qr"
              role="img"
              aria-label="QR code for your authenticator app"
              dangerouslySetInnerHTML={{ __html: totp.enrolment.qr_svg }}
            />
            <p className="admin-note">
              Key:{' '}
              <code className="admin-enrol__secret">
                {totp.enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </p>
            <Form method="post" className="admin-code-form" noValidate>
              {csrf}
              <input type="hidden" name="intent" value="confirm" />
              <FormField
                label="Code from the app"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                error={codeError('confirm')}
              />
              <SubmitButton busy={busy} busyLabel="Checking…">
                Turn on two-step sign-in
              </SubmitButton>
            </Form>
          </div>
        ) : (
          <>
            <p className="admin-note">
              Off. With it on, signing in also asks for a code from an authenticator app on your phone, so a
              stolen password alone does not open the back office.
            </p>
            <Form method="post">
              {csrf}
              <input type="hidden" name="intent" value="enrol" />
              <SubmitButton busy={busy} busyLabel="Starting…">
                Set up two-step sign-in
              </SubmitButton>
            </Form>
          </>
        )}
      </section>

      {staff.role === 'owner' ? (
        <section className="admin-card admin-card--form" aria-labelledby="policy-title">
          <h2 id="policy-title" className="admin-card__title">
            Two-step sign-in for everybody
          </h2>
          <p className="admin-note">
            {totp.required_for_all
              ? 'Required: members without it set it up at their next sign-in before they can do anything else.'
              : 'Each member’s choice for now.'}
          </p>
          <Form method="post">
            {csrf}
            <input type="hidden" name="intent" value="policy" />
            <input type="hidden" name="required" value={totp.required_for_all ? '0' : '1'} />
            <button className="button button--secondary" type="submit">
              {totp.required_for_all ? 'Stop requiring it' : 'Require it of everybody'}
            </button>
          </Form>
        </section>
      ) : null}
    </section>
  );
}
