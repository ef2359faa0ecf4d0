import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
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

    /**
     * POST /api/acceptance/void_refund/refund with the secret key, the paid transaction's id and the amount in cents.
     * Paymob answers the refund as a transaction of its own (a child of the payment): its id is the reference.
     */
    async refund(request) {
      const refused = (why: string) =>
        new AppError('unavailable', `${why} Nothing was refunded; try again, or refund in cash.`);
      let response: Response;
      try {
        response = await fetch(`${base}/api/acceptance/void_refund/refund`, {
          method: 'POST',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            authorization: `Token ${options.secretKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            transaction_id: request.transactionId,
            amount_cents: Math.round(request.amount * 100),
          }),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw refused(
          timedOut ? `Paymob did not answer in ${timeoutMs / 1000} s.` : 'Paymob could not be reached.',
        );
      }
      const reply = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok) throw refused(`Paymob refused the refund (HTTP ${response.status}).`);
      const id = reply?.id;
      if (reply?.success !== true || !(typeof id === 'number' || (typeof id === 'string' && id !== ''))) {
        throw refused('Paymob did not confirm the refund.');
      }
      return { reference: String(id) };
    },

    /**
     * GET /api/acceptance/transactions/{id} with the secret key: the paid transaction as Paymob keeps it, whose
     * refunded_amount_cents counts every refund made of it, answered or not.
     */
    async refundedOf(transactionId) {
      const unknown = (why: string) =>
        new AppError('unavailable', `${why} Whether the refund went through is not known yet.`);
      let response: Response;
      try {
        response = await fetch(`${base}/api/acceptance/transactions/${encodeURIComponent(transactionId)}`, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { authorization: `Token ${options.secretKey}`, accept: 'application/json' },
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw unknown(
          timedOut ? `Paymob did not answer in ${timeoutMs / 1000} s.` : 'Paymob could not be reached.',
        );
      }
      const reply = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (!response.ok) throw unknown(`Paymob refused to show the transaction (HTTP ${response.status}).`);
      const cents = reply?.refunded_amount_cents;
      if (typeof cents !== 'number' || !Number.isInteger(cents) || cents < 0)
        throw unknown('Paymob did not say what was refunded of the transaction.');
      return cents / 100;
    },
  };
}

/*
 * Reading a transaction for its HMAC. Paymob signs the bare concatenation of the 20 values, with nothing between
 * them, so the signature alone cannot tell "12" + "34" from "1" + "234". Every value is therefore read in the exact
 * form Paymob sends it, checked against its own shape (whole numbers without leading zeros, true/false, a timestamp,
 * a currency code, a masked card number) before the string is built: a value moved into its neighbour no longer has
 * its field's shape and the callback is refused, signature or not. Two whole numbers stand side by side (the
 * transaction id and the integration id; the Paymob order id and the merchant id); the callback route also holds the
 * integration id to the shop's own integrations, and the order id must name one of the shop's payments.
 */

/** A whole number as Paymob writes it: no sign, no leading zero, no exponent. */
const WHOLE_TEXT = /^(0|[1-9]\d{0,15})$/;
const BOOLEAN_TEXT = /^(true|false)$/;
/** Paymob's created_at: 2024-06-13T11:33:44.592345, perhaps with an offset. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:?\d{2})?$/;
const CURRENCY = /^[A-Z]{3}$/;
/** A card number as Paymob shows it (2346, 512345xxxxxx2346, xxxx-xxxx-xxxx-2346) or a wallet's phone number. */
const PAN = /^[\dxX*#-]{0,32}$/;
/** Card brand and source type: words starting with a letter (the masked card number is just before them). */
const WORDS = /^([A-Za-z][\w .()/-]{0,39})?$/;

type FieldShape = 'whole' | 'boolean' | 'timestamp' | 'currency' | 'pan' | 'words';

const FIELD_SHAPES: Record<PaymobHmacField, FieldShape> = {
  amount_cents: 'whole',
  created_at: 'timestamp',
  currency: 'currency',
  error_occured: 'boolean',
  has_parent_transaction: 'boolean',
  id: 'whole',
  integration_id: 'whole',
  is_3d_secure: 'boolean',
  is_auth: 'boolean',
  is_capture: 'boolean',
  is_refunded: 'boolean',
  is_standalone_payment: 'boolean',
  is_voided: 'boolean',
  'order.id': 'whole',
  owner: 'whole',
  pending: 'boolean',
  'source_data.pan': 'pan',
  'source_data.sub_type': 'words',
  'source_data.type': 'words',
  success: 'boolean',
};

const TEXT_PATTERNS: Record<FieldShape, RegExp> = {
  whole: WHOLE_TEXT,
  boolean: BOOLEAN_TEXT,
  timestamp: TIMESTAMP,
  currency: CURRENCY,
  pan: PAN,
  words: WORDS,
};

/** A JSON value of one shape, as the text it contributes to the HMAC string. */
function jsonValue(shape: FieldShape) {
  switch (shape) {
    case 'whole':
      return z
        .number()
        .int()
        .nonnegative()
        .max(Number.MAX_SAFE_INTEGER)
        .transform((n) => String(n));
    case 'boolean':
      return z.boolean().transform((b) => (b ? 'true' : 'false'));
    case 'pan':
    case 'words':
      // Paymob leaves the card fields empty (null) for some sources; null contributes nothing.
      return z
        .string()
        .regex(TEXT_PATTERNS[shape])
        .nullable()
        .transform((v) => v ?? '');
    default:
      return z.string().regex(TEXT_PATTERNS[shape]);
  }
}

/** The transaction processed callback (POST, JSON): `{type: 'TRANSACTION', obj: {...}}`, other keys ignored. */
const paymobCallbackBody = z.object({
  type: z.literal('TRANSACTION'),
  obj: z.looseObject({
    amount_cents: jsonValue('whole'),
    created_at: jsonValue('timestamp'),
    currency: jsonValue('currency'),
    error_occured: jsonValue('boolean'),
    has_parent_transaction: jsonValue('boolean'),
    id: jsonValue('whole'),
    integration_id: jsonValue('whole'),
    is_3d_secure: jsonValue('boolean'),
    is_auth: jsonValue('boolean'),
    is_capture: jsonValue('boolean'),
    is_refunded: jsonValue('boolean'),
    is_standalone_payment: jsonValue('boolean'),
    is_voided: jsonValue('boolean'),
    order: z.union([z.looseObject({ id: jsonValue('whole') }).transform((o) => o.id), jsonValue('whole')]),
    owner: jsonValue('whole'),
    pending: jsonValue('boolean'),
    source_data: z.looseObject({
      pan: jsonValue('pan'),
      sub_type: jsonValue('words'),
      type: jsonValue('words'),
    }),
    success: jsonValue('boolean'),
    // Beside the signed fields: the card gateway's own record, whose card_num may show the card's first digits.
    data: z
      .looseObject({ card_num: z.string().max(40).optional().catch(undefined) })
      .optional()
      .catch(undefined),
  }),
});

/** The transaction response callback (GET, query): flat keys, every value text of its field's shape. */
const queryValue = (field: PaymobHmacField) => z.string().regex(TEXT_PATTERNS[FIELD_SHAPES[field]]);
const paymobReturnQuery = z.looseObject(
  Object.fromEntries(
    PAYMOB_HMAC_FIELDS.filter((f) => f !== 'order.id').map((f) => [f, queryValue(f)]),
  ) as Record<Exclude<PaymobHmacField, 'order.id'>, z.ZodString>,
);
const paymobReturnOrder = z.union([
  z.looseObject({ order: queryValue('order.id') }).transform((q) => q.order),
  z.looseObject({ order_id: queryValue('order.id') }).transform((q) => q.order_id),
]);

/** A transaction processed callback read for its signature: the 20 signed values, and the card as shown beside them. */
export interface PaymobCallback {
  fields: PaymobTransactionFields;
  /** data.card_num, which the HMAC does not cover. */
  unsignedCard: string | null;
}

/** The signed fields of a transaction processed callback body; null when the body is not one, or a value is out of shape. */
export function readPaymobCallback(body: unknown): PaymobCallback | null {
  const parsed = paymobCallbackBody.safeParse(body);
  if (!parsed.success) return null;
  const { obj } = parsed.data;
  const fields: PaymobTransactionFields = {
    amount_cents: obj.amount_cents,
    created_at: obj.created_at,
    currency: obj.currency,
    error_occured: obj.error_occured,
    has_parent_transaction: obj.has_parent_transaction,
    id: obj.id,
    integration_id: obj.integration_id,
    is_3d_secure: obj.is_3d_secure,
    is_auth: obj.is_auth,
    is_capture: obj.is_capture,
    is_refunded: obj.is_refunded,
    is_standalone_payment: obj.is_standalone_payment,
    is_voided: obj.is_voided,
    'order.id': obj.order,
    owner: obj.owner,
    pending: obj.pending,
    'source_data.pan': obj.source_data.pan,
    'source_data.sub_type': obj.source_data.sub_type,
    'source_data.type': obj.source_data.type,
    success: obj.success,
  };
  return { fields, unsignedCard: obj.data?.card_num ?? null };
}

export function readPaymobCallbackFields(body: unknown): PaymobTransactionFields | null {
  return readPaymobCallback(body)?.fields ?? null;
}

/**
 * The signed fields of a transaction response callback (the customer's return, flat query keys such as `order` and
 * `source_data.pan`); null when a field is missing, given more than once, or out of shape.
 */
export function readPaymobQueryFields(query: unknown): PaymobTransactionFields | null {
  const parsed = paymobReturnQuery.safeParse(query);
  const order = paymobReturnOrder.safeParse(query);
  if (!parsed.success || !order.success) return null;
  const fields = {} as PaymobTransactionFields;
  for (const field of PAYMOB_HMAC_FIELDS) {
    fields[field] = field === 'order.id' ? order.data : parsed.data[field];
  }
  return fields;
}

export function signPaymobFields(secret: string, fields: PaymobTransactionFields): string {
  return createHmac('sha512', secret)
    .update(PAYMOB_HMAC_FIELDS.map((f) => fields[f]).join(''), 'utf8')
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
  const given = Buffer.from(hmac, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The first digits of the card that paid: from the signed pan when Paymob shows them there (512345xxxxxx2346), else
 * from the card gateway's number beside it when its last four digits agree with the signed pan's. Null when neither
 * shows 6 digits.
 */
export function paymobCardBin(fields: PaymobTransactionFields, unsignedCard: string | null): string | null {
  const signed = fields['source_data.pan'];
  const lead = (text: string) => /^\d{6,8}/.exec(text.replace(/-/g, ''))?.[0] ?? null;
  const fromSigned = lead(signed);
  if (fromSigned && /[xX*#]/.test(signed)) return fromSigned.slice(0, 6);
  if (!unsignedCard || !/^\d{4}$/.test(signed.slice(-4))) return null;
  const last = unsignedCard.replace(/[\s-]/g, '').slice(-4);
  return last === signed.slice(-4) ? (lead(unsignedCard)?.slice(0, 6) ?? null) : null;
}

/**
 * The payment event of a verified transaction. Paymob counts piastres and the shop whole pounds: an amount with
 * piastres is passed on as the fraction it is, so it never matches an order's total.
 */
export function paymobEvent(
  fields: PaymobTransactionFields,
  unsignedCard: string | null = null,
): PaymentEvent {
  const cents = /^\d+$/.test(fields.amount_cents) ? Number(fields.amount_cents) : Number.NaN;
  return {
    provider: PAYMOB_PROVIDER,
    event_id: fields.id,
    reference: fields['order.id'],
    amount: cents / 100,
    success: fields.success === 'true' && fields.pending !== 'true',
    card_bin: paymobCardBin(fields, unsignedCard),
  };
}
