import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';
import { takeDailySlot } from './message-caps.repository.ts';

/**
 * Messages the public forms send to the phone or e-mail address typed into them. Anyone can type anyone's address,
 * so unless the sender has proven the address is theirs, what goes there is the shop's own fixed wording (never the
 * sender's text, never a tracking code) and at most FORM_MESSAGES_PER_DAY messages a day per address, counted in the
 * database so every instance sees the same count. The form answers the same whether or not a message went.
 */

/**
 * The addresses the sender of a form has proven: a signed-in customer's verified phone, and their account e-mail once
 * that is verified too (an account can be opened with anyone's address).
 */
export interface ProvenContacts {
  phone: string | null;
  email: string | null;
}

export function isProvenPhone(proven: ProvenContacts, phone: string): boolean {
  return proven.phone !== null && proven.phone === phone;
}

export function isProvenEmail(proven: ProvenContacts, email: string): boolean {
  return proven.email !== null && proven.email === email.trim().toLowerCase();
}

/**
 * The mailbox an address delivers to, so "a+1@x" and "a+2@x" (and Gmail's dotted spellings) share one daily count:
 * lower case, without a +tag, and for Gmail without dots.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  local = local.split('+')[0] ?? local;
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

const cairoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Cairo, as YYYY-MM-DD: the shop's day. */
export const cairoDay = (at: Date): string => cairoDate.format(at);

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whether one more message may go today to an address its sender has not proven; when it may, it is counted (in the
 * caller's transaction, so a form that fails counts nothing).
 */
export function mayMessageUnproven(
  db: Kysely<Database>,
  to: { channel: 'sms' | 'email'; address: string },
  options: { perDay: number; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  const address = to.channel === 'email' ? mailboxOf(to.address) : to.address.trim();
  return takeDailySlot(db, {
    destination: createHash('sha256').update(`${to.channel}:${address}`).digest('hex'),
    day: cairoDay(now),
    cap: options.perDay,
    forgetBefore: cairoDay(new Date(now.getTime() - 2 * DAY_MS)),
  });
}
