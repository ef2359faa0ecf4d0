import { data, Form, useNavigation } from 'react-router';
import {
  inviteStaffRequest,
  STAFF_ROLES,
  staffList,
  staffMember,
  staffRoleLabel,
  type StaffMember,
} from '@shop/contract/admin';
import { FormField, SelectField } from '#web/components/ui/form-field.tsx';
import { FormMessage } from '#web/components/ui/form-message.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { adminMeta } from '#web/features/admin/admin-meta.ts';
import { postedCsrf, requireStaff, staffApi } from '#web/features/admin/staff-api.server.ts';
import { fieldMessages, formText } from '#web/lib/form-post.server.ts';
import type { Route } from './+types/admin-staff';

export function meta() {
  return adminMeta('Staff');
}

export async function loader(args: Route.LoaderArgs) {
  const session = await requireStaff(args);
  const list = await staffApi(args).request('/api/admin/staff', staffList);
  if (!list.ok) throw data({ message: list.message }, { status: list.status });
  return { session, staff: list.body.data.staff };
}

type InviteField = 'email' | 'name' | 'role';

/** What a post answers: a notice, or a refusal for the invite form or for one member's row. */
interface Outcome {
  notice?: string;
  failure?: string;
  /** The member whose row the failure belongs to; none for the invite form. */
  memberId?: number;
  fields?: Partial<Record<InviteField, string>>;
  values?: Partial<Record<InviteField, string>>;
}

/**
 * One action for the page's forms (invite, change a role, turn off or on), each named by its `intent`. The API decides
 * who may: the page only passes on the CSRF token it was rendered with.
 */
export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const api = staffApi(args, { csrf: postedCsrf(form) });
  const intent = form.get('intent');

  if (intent === 'invite') {
    const fields = formText(form, ['email', 'name', 'role'] as const);
    const checked = inviteStaffRequest.safeParse(fields);
    if (!checked.success)
      return data<Outcome>(
        { fields: fieldMessages<InviteField>(checked.error), values: fields, failure: '' },
        { status: 400 },
      );
    const result = await api.post('/api/admin/staff', staffMember, checked.data);
    if (!result.ok)
      return data<Outcome>(
        { fields: {}, values: fields, failure: result.message },
        { status: result.status },
      );
    return data<Outcome>({ notice: result.body.message_en });
  }

  const memberId = Number(form.get('id'));
  if (intent === 'password-link' && Number.isInteger(memberId) && memberId > 0) {
    const sent = await api.post(`/api/admin/staff/${memberId}/password-link`, staffMember, {});
    if (!sent.ok) return data<Outcome>({ memberId, failure: sent.message }, { status: sent.status });
    return data<Outcome>({ notice: sent.body.message_en });
  }
  const change =
    intent === 'role'
      ? { role: String(form.get('role') ?? '') }
      : intent === 'disable' || intent === 'enable'
        ? { disabled: intent === 'disable' }
        : null;
  if (!change || !Number.isInteger(memberId) || memberId <= 0)
    return data<Outcome>(
      { failure: 'This form is not complete. Reload the page and try again.' },
      { status: 400 },
    );
  const result = await api.post(`/api/admin/staff/${memberId}`, staffMember, change, 'PATCH');
  if (!result.ok) return data<Outcome>({ memberId, failure: result.message }, { status: result.status });
  return data<Outcome>({ notice: result.body.message_en });
}

function stateOf(member: StaffMember): string {
  if (member.disabled) return 'Disabled';
  return member.password_set ? 'Active' : 'Invited';
}

function when(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : 'Never';
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { session, staff } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const owner = session.staff.role === 'owner';
  const busy = useNavigation().state === 'submitting';
  const csrf = <input type="hidden" name="csrf" value={session.csrf_token} />;

  return (
    <section className="admin-page" aria-labelledby="admin-staff-title">
      <h1 id="admin-staff-title" className="admin-page__title">
        Staff
      </h1>
      <FormMessage message={outcome?.notice} tone="success" />
      {outcome?.memberId ? <FormMessage message={outcome.failure} /> : null}
      {!owner ? (
        <p className="admin-note">Only an owner can invite people or change their accounts.</p>
      ) : null}

      <div className="admin-table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">Staff members</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">State</th>
              <th scope="col">Last sign-in</th>
              {owner ? <th scope="col">Account</th> : null}
            </tr>
          </thead>
          <tbody>
            {staff.map((member) => (
              <tr key={member.id} className={member.disabled ? 'admin-table__off' : undefined}>
                <th scope="row">{member.name}</th>
                <td className="admin-table__email" data-label="Email">
                  {member.email}
                </td>
                <td data-label="Role">
                  {owner ? (
                    // Remounted after each answer, so a refused change shows the role the member still has.
                    <Form
                      method="post"
                      className="admin-inline-form"
                      key={`${member.role}|${outcome?.failure ?? ''}|${outcome?.notice ?? ''}`}
                    >
                      {csrf}
                      <input type="hidden" name="id" value={member.id} />
                      <input type="hidden" name="intent" value="role" />
                      <label className="visually-hidden" htmlFor={`role-${member.id}`}>
                        {`Role of ${member.name}`}
                      </label>
                      <select
                        id={`role-${member.id}`}
                        name="role"
                        className="form-select admin-inline-form__select"
                        defaultValue={member.role}
                      >
                        {STAFF_ROLES.map((role) => (
                          <option key={role} value={role}>
                            {staffRoleLabel[role]}
                          </option>
                        ))}
                      </select>
                      <button
                        className="button button--secondary admin-small-button"
                        type="submit"
                        aria-label={`Save role of ${member.name}`}
                      >
                        Save
                      </button>
                    </Form>
                  ) : (
                    staffRoleLabel[member.role]
                  )}
                </td>
                <td data-label="State">{stateOf(member)}</td>
                <td data-label="Last sign-in">{when(member.last_sign_in_at)}</td>
                {owner ? (
                  <td data-label="Account">
                    <div className="admin-row-actions">
                      <Form method="post">
                        {csrf}
                        <input type="hidden" name="id" value={member.id} />
                        <input type="hidden" name="intent" value={member.disabled ? 'enable' : 'disable'} />
                        <button
                          className="button button--secondary admin-small-button"
                          type="submit"
                          aria-label={`${member.disabled ? 'Enable' : 'Disable'} ${member.name}`}
                        >
                          {member.disabled ? 'Enable' : 'Disable'}
                        </button>
                      </Form>
                      {member.disabled ? null : (
                        <Form method="post">
                          {csrf}
                          <input type="hidden" name="id" value={member.id} />
                          <input type="hidden" name="intent" value="password-link" />
                          <button
                            className="button button--secondary admin-small-button"
                            type="submit"
                            aria-label={`Send ${member.name} a new password link`}
                          >
                            New password link
                          </button>
                        </Form>
                      )}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {owner ? (
        <section className="admin-card admin-card--form" aria-labelledby="invite-title">
          <h2 id="invite-title" className="admin-card__title">
            Invite someone
          </h2>
          <p className="admin-note">
            They get an e-mail with a link to set their password (it works once, for 24 hours).
          </p>
          {/* Emptied after each invitation that went out. */}
          <Form
            method="post"
            className="stack-form admin-invite"
            noValidate
            key={outcome?.notice ? `sent-${staff.length}` : 'invite'}
          >
            {csrf}
            <input type="hidden" name="intent" value="invite" />
            <FormField
              label="Name"
              name="name"
              autoComplete="off"
              defaultValue={outcome?.values?.name ?? ''}
              error={outcome?.fields?.name}
            />
            <FormField
              label="Email"
              name="email"
              type="email"
              autoComplete="off"
              defaultValue={outcome?.values?.email ?? ''}
              error={outcome?.fields?.email}
            />
            <SelectField
              label="Role"
              name="role"
              defaultValue={outcome?.values?.role ?? 'support'}
              error={outcome?.fields?.role}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {staffRoleLabel[role]}
                </option>
              ))}
            </SelectField>
            {outcome && !outcome.memberId ? <FormMessage message={outcome.failure} /> : null}
            <SubmitButton busy={busy} busyLabel="Sending…">
              Send invitation
            </SubmitButton>
          </Form>
        </section>
      ) : null}
    </section>
  );
}
