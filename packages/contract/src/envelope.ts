import { z } from './zod.ts';

/**
 * Every API answer is this envelope. `code` is the body code the storefront acts on (200, 201, 203, 405, 415,
 * 700, ...); the HTTP status stays honest (4xx for bad requests, 503 for maintenance).
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message_en: z.string(),
    message_ar: z.string().optional(),
    data,
  });
}

export type Envelope<T> = { code: number; message_en: string; message_ar?: string; data: T };

/** Body codes with a meaning of their own, beyond the HTTP status. */
export const ResponseCode = {
  ok: 200,
  created: 201,
  /** Taken, with a step still to come (a code was mailed to finish a sign-up or an e-mail change). */
  accepted: 202,
  redirectToPayment: 203,
  paymentError: 405,
  rejected: 415,
  maintenance: 700,
} as const;
