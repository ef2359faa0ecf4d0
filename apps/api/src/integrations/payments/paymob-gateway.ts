import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '#app/errors/app-error';
import type { CardGateway, PaymentEvent } from './card-gateway.ts';

/**
 * Paymob through its Intention API: start() creates an intention (POST /v1/intention/ with the secret key) and sends
 * the customer to Paymob's unified checkout, or to a legacy iframe when one is configured. The outcome reaches the
 * shop as the transaction processed callback (POST, JSON) and the customer comes back through the transaction
 * response callback (GET, query); both carry an `hmac` query parameter: HMAC-SHA512, hex, of 20 transaction fields
 * concatenated in Paymob's documented order.
 */
export const PAYMOB_PROVIDER = 'paymob';
export const PAYMOB_CALLBACK_PATH = '/api/customer/payments/paymob/callback';
export const PAYMOB_RETURN_PATH = '/api/customer/payments/paymob/return';

export interface PaymobOptions {
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  integrationId: number;
  /** The integration installment (valU) payments go through; the card integration when unset. */
  installmentsIntegrationId?: number | undefined;
  iframeId?: number | undefined;
  /** How long the customer may take to pay, in seconds (the order's hold); Paymob refuses the intention after it. */
  expirationSeconds?: number | undefined;
  timeoutMs?: number;
}

/** The fields the transaction HMAC covers, in the order they are concatenated. */
export const PAYMOB_HMAC_FIELDS = [
  'amount_cents',
  'created_at',
  'currency',
  'error_occured',
  'has_parent_transaction',
  'id',
  'integration_id',
  'is_3d_secure',
  'is_auth',
  'is_capture',
  'is_refunded',
  'is_standalone_payment',
  'is_voided',
  'order.id',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

export type PaymobHmacField = (typeof PAYMOB_HMAC_FIELDS)[number];
/** A transaction as the HMAC sees it: every field as the text it contributes (booleans as 'true'/'false'). */
export type PaymobTransactionFields = Record<PaymobHmacField, string>;

const NA = 'NA';

function splitName(name: string): { first_name: string; last_name: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return {
    first_name: words[0] ?? NA,
    last_name: words.length > 1 ? words.slice(1).join(' ') : NA,
  };
}

const unavailable = (message: string) =>
  new AppError(
    'unavailable',
    `${message} The card payment could not be started; please try again or pay cash on delivery.`,
  );

export function createPaymobGateway(options: PaymobOptions): CardGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    provider: PAYMOB_PROVIDER,
    async start(request) {
      const amountCents = Math.round(request.amount * 100);
      const integrationId =
        request.kind === 'installments' && options.installmentsIntegrationId
          ? options.installmentsIntegrationId
          : options.integrationId;
      const { first_name, last_name } = splitName(request.customer.name);
      const body = {
        amount: amountCents,
        currency: 'EGP',
        payment_methods: [integrationId],
        items: [
          {
            name: request.orderNumber,
            amount: amountCents,
            description: `Order ${request.orderNumber}`,
            quantity: 1,
          },
        ],
        billing_data: {
          first_name,
          last_name,
          email: request.customer.email,
          phone_number: request.customer.phone ?? NA,
          apartment: NA,
          floor: NA,
          street: NA,
          building: NA,
          shipping_method: NA,
          postal_code: NA,
          city: NA,
          country: NA,
          state: NA,
        },
        special_reference: request.orderNumber,
        ...(options.expirationSeconds ? { expiration: options.expirationSeconds } : {}),
        notification_url: `${request.origin}${PAYMOB_CALLBACK_PATH}`,
        redirection_url: `${request.origin}${PAYMOB_RETURN_PATH}`,
      };

      let response: Response;
      try {
        response = await fetch(`${base}/v1/intention/`, {
          method: 'POST',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            authorization: `Token ${options.secretKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw unavailable(
          timedOut ? `Paymob did not answer in ${timeoutMs / 1000} s.` : 'Paymob could not be reached.',
        );
      }
      // The reply is never copied into errors: it echoes the customer's billing data.
      const reply = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok) throw unavailable(`Paymob refused the payment (HTTP ${response.status}).`);
      const orderId = reply?.intention_order_id;
      const clientSecret = reply?.client_secret;
      if (
        !reply ||
        typeof clientSecret !== 'string' ||
        clientSecret === '' ||
        !(
          (typeof orderId === 'number' && Number.isSafeInteger(orderId) && orderId > 0) ||
          (typeof orderId === 'string' && /^[1-9]\d{0,18}$/.test(orderId))
        )
      ) {
        throw unavailable('Paymob answered with a reply the shop could not read.');
      }

      const reference = String(orderId);
      if (options.iframeId) {
        // The legacy iframe takes a payment key; the intention's key for our integration is one.
        const keys = Array.isArray(reply.payment_keys) ? (reply.payment_keys as unknown[]) : [];
        const key = keys
          .map((k) => (k && typeof k === 'object' ? (k as Record<string, unknown>) : {}))
          .find((k) => Number(k.integration) === integrationId && typeof k.key === 'string')?.key;
        const token = typeof key === 'string' ? key : clientSecret;
        return {
          provider: PAYMOB_PROVIDER,
          reference,
          url: `${base}/api/acceptance/iframes/${options.iframeId}?${new URLSearchParams({ payment_token: token })}`,
          mode: 'iframe',
        };
      }
      return {
        provider: PAYMOB_PROVIDER,
        reference,
        url: `${base}/unifiedcheckout/?${new URLSearchParams({ publicKey: options.publicKey, clientSecret })}`,
        mode: 'redirect',
      };
    },
  };
}

/** The text a JSON value contributes to the HMAC string; anything else (objects, null) contributes nothing. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The HMAC fields of a transaction processed callback body (`{type: 'TRANSACTION', obj: {...}}`); null when the body
 * holds no transaction object.
 */
export function readPaymobCallbackFields(body: unknown): PaymobTransactionFields | null {
  const obj = record(body).obj;
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return null;
  const transaction = obj as Record<string, unknown>;
  const order = transaction.order;
  const source = record(transaction.source_data);
  const fields = {} as PaymobTransactionFields;
  for (const field of PAYMOB_HMAC_FIELDS) {
    if (field === 'order.id') {
      fields[field] = text(order && typeof order === 'object' ? record(order).id : order);
    } else if (field.startsWith('source_data.')) {
      fields[field] = text(source[field.slice('source_data.'.length)]);
    } else {
      fields[field] = text(transaction[field]);
    }
  }
  return fields;
}

/**
 * The HMAC fields of a transaction response callback (the customer's return, flat query keys such as `order` and
 * `source_data.pan`); null when a field is given more than once.
 */
export function readPaymobQueryFields(query: unknown): PaymobTransactionFields | null {
  const params = record(query);
  const fields = {} as PaymobTransactionFields;
  for (const field of PAYMOB_HMAC_FIELDS) {
    const value = field === 'order.id' ? (params.order ?? params.order_id) : params[field];
    if (value !== undefined && typeof value !== 'string') return null;
    fields[field] = value ?? '';
  }
  return fields;
}

export function signPaymobFields(secret: string, fields: PaymobTransactionFields): string {
  return createHmac('sha512', secret)
    .update(PAYMOB_HMAC_FIELDS.map((f) => fields[f]).join(''))
    .digest('hex');
}

/** Whether `hmac` is Paymob's signature of these fields; anything malformed is false, never an exception. */
export function verifyPaymobHmac(
  secret: string,
  fields: PaymobTransactionFields | null,
  hmac: unknown,
): boolean {
  if (!secret || !fields || typeof hmac !== 'string' || !/^[0-9a-f]{128}$/i.test(hmac)) return false;
  const expected = Buffer.from(signPaymobFields(secret, fields), 'hex');
  return timingSafeEqual(expected, Buffer.from(hmac, 'hex'));
}

/**
 * The payment event of a verified transaction. Paymob counts piastres and the shop whole pounds: an amount with
 * piastres is passed on as the fraction it is, so it never matches an order's total.
 */
export function paymobEvent(fields: PaymobTransactionFields): PaymentEvent {
  const cents = /^\d+$/.test(fields.amount_cents) ? Number(fields.amount_cents) : Number.NaN;
  return {
    provider: PAYMOB_PROVIDER,
    event_id: fields.id,
    reference: fields['order.id'],
    amount: cents / 100,
    success: fields.success === 'true' && fields.pending !== 'true',
  };
}
