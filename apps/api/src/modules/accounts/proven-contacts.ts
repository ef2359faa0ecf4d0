import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';
import type { Caller } from '#app/modules/auth/token.service';
import type { ProvenContacts } from '#app/modules/outbox/form-messages.service';
import { findCustomer } from './account.service.ts';

const NOTHING_PROVEN: ProvenContacts = { phone: null, email: null };

/**
 * The addresses the sender of a public form has proven (see ProvenContacts): asked of accounts, which know what a
 * customer verified, and handed to the outbox's form messages.
 */

export async function provenContactsOf(db: Kysely<Database>, caller: Caller): Promise<ProvenContacts> {
  if (caller.kind !== 'customer') return NOTHING_PROVEN;
  const user = await findCustomer(db, caller.userId);
  if (!user) return NOTHING_PROVEN;
  return {
    phone: user.phone && user.phone_verified === 1 ? user.phone : null,
    email: user.email_verified === 1 ? user.email.toLowerCase() : null,
  };
}
