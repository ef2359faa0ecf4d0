import { z } from './zod.ts';

export const outboxChannel = z.enum(['sms', 'email']);
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: outboxChannel,
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  /** pending: waiting in the outbox (always, with the embedded providers); sent: handed to SMTP or the SMS gateway. */
  status: z.enum(['pending', 'sent', 'failed']),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
