import { parseArgs } from 'node:util';
import { inviteStaffRequest, STAFF_ROLES, type StaffMember } from '@shop/contract/admin';
import { emailField } from '@shop/contract/account';
import { addStaff, findStaffByEmail, listStaff, updateStaff } from '#app/modules/staff/staff.service';
import type { Runtime } from '#app/runtime';
import { line } from './terminal-text.ts';

/** A wrong command line: the shop prints the message and the usage, and exits with 2. */
export class StaffUsageError extends Error {}

export const STAFF_USAGE = `  staff add EMAIL --name NAME --role ${STAFF_ROLES.join('|')}
                                                   add a back-office member; prints their set-password link
                                                   (24 hours, once), which is also mailed to them
  staff list                                       back-office members: e-mail, name, role, state, last sign-in
  staff disable EMAIL                              turn a member off and end their sessions`;

const USE = `Use: staff add EMAIL --name NAME --role ${STAFF_ROLES.join('|')} | staff list | staff disable EMAIL`;

function stateOf(member: StaffMember): string {
  if (member.disabled) return 'disabled';
  return member.password_set ? 'active' : 'invited';
}

function table(members: StaffMember[]): string {
  const rows = [
    ['EMAIL', 'NAME', 'ROLE', 'STATE', 'LAST SIGN-IN'],
    ...members.map((m) => [
      line(m.email),
      line(m.name),
      m.role,
      stateOf(m),
      m.last_sign_in_at ? `${m.last_sign_in_at.slice(0, 16).replace('T', ' ')} UTC` : 'never',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** npm run shop -- staff add EMAIL --name NAME --role ROLE | staff list | staff disable EMAIL */
export async function staffCommand(runtime: Runtime, args: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args,
    options: { name: { type: 'string' }, role: { type: 'string' } },
    allowPositionals: true,
  });
  const [action, ...rest] = positionals;
  const { deps } = runtime;

  if (action === 'add' && rest.length === 1) {
    if (values.name === undefined || values.role === undefined)
      throw new StaffUsageError('staff add needs --name and --role.');
    const input = inviteStaffRequest.safeParse({ email: rest[0], name: values.name, role: values.role });
    if (!input.success)
      throw new StaffUsageError(
        input.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`).join('; '),
      );
    const { member, link } = await addStaff(deps, input.data, null);
    return [
      `Added ${line(member.name)} <${member.email}> as ${member.role}.`,
      `Their set-password link (works once, within 24 hours; also mailed to ${member.email}):`,
      link,
    ].join('\n');
  }

  if (action === 'list' && rest.length === 0 && values.name === undefined && values.role === undefined) {
    const members = await listStaff(deps.db);
    if (members.length === 0)
      return 'No staff yet. Add the first owner with: staff add EMAIL --name NAME --role owner';
    return table(members);
  }

  if (action === 'disable' && rest.length === 1 && values.name === undefined && values.role === undefined) {
    const email = emailField.safeParse(rest[0]);
    if (!email.success) throw new StaffUsageError(`EMAIL: ${email.error.issues[0]?.message ?? 'not valid'}`);
    const found = await findStaffByEmail(deps.db, email.data);
    // An unknown member is a mistake on the command line, like a wrong argument: the same exit code 2.
    if (!found) throw new StaffUsageError(`${email.data} is not a staff member.`);
    if (found.disabled === 1) return `${email.data} is already disabled; nothing changed.`;
    await updateStaff(deps, found.id, { disabled: true }, null);
    return `${email.data} is disabled and signed out everywhere.`;
  }

  throw new StaffUsageError(USE);
}
