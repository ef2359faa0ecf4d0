import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardGateway, PaymentEvent } from './card-gateway.ts';

/**
 * The built-in sandbox gateway: a hosted card page on the shop's own origin (no keys, no network). Its outcome
 * reaches the shop as a signed callback, verified like a real gateway's: HMAC-SHA256 of the raw body, hex, in the
 * X-Sandbox-Signature header, compared in constant time.
 */
export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/**
 * Test cards: success, decline, and a challenge step (enter SANDBOX_CHALLENGE_CODE). Any other number ending in 4242
 * pays too, so a card of an offer's bank (its first digits) can be tried.
 */
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
    // The sandbox holds no money: a refund is granted at once, with a reference of its own.
    async refund() {
      return { reference: `sbx_refund_${randomBytes(9).toString('base64url')}` };
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

/** Whether the sandbox pays with this card number (digits only): the success card, or any other ending in 4242. */
export function sandboxCardPays(card: string): boolean {
  return card === SANDBOX_CARDS.success || (card !== SANDBOX_CARDS.challenge && card.endsWith('4242'));
}

/** The callback body the sandbox sends: the fields of a PaymentEvent, as JSON, with the card's first digits. */
export function sandboxEvent(
  reference: string,
  amount: number,
  success: boolean,
  cardBin: string | null,
): PaymentEvent {
  return {
    provider: SANDBOX_PROVIDER,
    event_id: randomBytes(12).toString('hex'),
    reference,
    amount,
    success,
    card_bin: cardBin,
  };
}
