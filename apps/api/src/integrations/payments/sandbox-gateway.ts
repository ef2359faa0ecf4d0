import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardGateway, PaymentEvent } from './card-gateway.ts';

/**
 * The built-in sandbox gateway: a hosted card page on the shop's own origin (no keys, no network). Its outcome
 * reaches the shop as a signed callback, verified like a real gateway's: HMAC-SHA256 of the raw body, hex, in the
 * X-Sandbox-Signature header, compared in constant time.
 */
export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** Test cards: success, decline, and a challenge step (enter SANDBOX_CHALLENGE_CODE). */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000000000003220',
} as const;
export const SANDBOX_CHALLENGE_CODE = '123456';

export const sandboxPayPath = (reference: string) => `/api/customer/payments/sandbox/${reference}`;

export function createSandboxGateway(): CardGateway {
  return {
    provider: SANDBOX_PROVIDER,
    async start(request) {
      const reference = randomBytes(18).toString('base64url');
      return {
        provider: SANDBOX_PROVIDER,
        reference,
        url: `${request.origin}${sandboxPayPath(reference)}`,
        mode: 'iframe',
      };
    },
  };
}

export function signSandboxBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export function verifySandboxSignature(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signSandboxBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The callback body the sandbox sends: the fields of a PaymentEvent, as JSON. */
export function sandboxEvent(reference: string, amount: number, success: boolean): PaymentEvent {
  return {
    provider: SANDBOX_PROVIDER,
    event_id: randomBytes(12).toString('hex'),
    reference,
    amount,
    success,
  };
}
