import type { Kysely } from 'kysely';
import type { Database } from '#app/db/schema';
import { enqueueMessage, enqueueMessages } from './outbox.repository.ts';

/**
 * The embedded e-mail and SMS providers write to the outbox table (read with `npm run shop -- outbox`); real gateways
 * will read from the same place, so callers never change.
 */
export function sendEmail(db: Kysely<Database>, message: { to: string; subject: string; body: string }) {
  return enqueueMessage(db, {
    channel: 'email',
    recipient: message.to,
    subject: message.subject,
    body: message.body,
  });
}

export function sendSms(db: Kysely<Database>, message: { to: string; body: string }) {
  return enqueueMessage(db, { channel: 'sms', recipient: message.to, body: message.body });
}

/** An e-mail and, when there is a phone, an SMS about the same news, queued together. */
export function sendEmailAndSms(
  db: Kysely<Database>,
  email: { to: string; subject: string; body: string },
  sms: { to: string; body: string } | null,
) {
  return enqueueMessages(db, [
    { channel: 'email', recipient: email.to, subject: email.subject, body: email.body },
    ...(sms ? [{ channel: 'sms' as const, recipient: sms.to, body: sms.body }] : []),
  ]);
}
