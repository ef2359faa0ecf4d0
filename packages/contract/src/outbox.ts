/** A message of the outbox as the operator's `outbox` command lists it (the outbox has no API route). */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
  /** pending: waiting in the outbox (always, with the embedded providers); sent: handed to SMTP or the SMS gateway. */
  status: 'pending' | 'sent' | 'failed';
  sent_at: string | null;
  attempts: number;
  last_error: string | null;
}
