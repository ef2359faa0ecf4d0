import { z } from './zod.ts';

export const outboxChannel = z.enum(['sms', 'email']);
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: outboxChannel,
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
