import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Paymob's Intention API and its transaction callbacks. It checks what the shop sends the way
 * Paymob documents it, records every request, can be told to fail, and signs callbacks with its own HMAC code (written
 * here from Paymob's field list, not imported from the shop, so a test catches a shop that signs the wrong string).
 */
interface IntentionRequest {
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown>;
}

interface FakeIntention {
  id: string;
  client_secret: string;
  intention_order_id: number;
  payment_key: string;
  amount: number;
  special_reference: string;
}

interface FakeTransaction {
  amountCents?: number;
  success?: boolean;
  pending?: boolean;
  /** The transaction id; a fresh one unless given (give the same id to replay a transaction). */
  id?: number;
  currency?: string;
  /** source_data.pan, signed: Paymob masks the card as its first digits and last four (512345xxxxxx2346). */
  pan?: string;
  /** data.card_num, outside the signed fields (the card gateway's own masked number). */
  cardNum?: string;
}

type FakeFailure = 'error' | 'malformed' | 'hang' | null;

export interface FakePaymob {
  url: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  integrationId: number;
  requests: IntentionRequest[];
  intentions: FakeIntention[];
  /** How the next intention requests fail (until set back to null). */
  fail: FakeFailure;
  /** Refund requests as received (void_refund/refund), and how the next ones fail (until set back to null). */
  refundRequests: Array<{ authorization: string | undefined; body: Record<string, unknown> }>;
  /** Transactions looked up (GET /api/acceptance/transactions/{id}), by id, and whether the next lookups fail. */
  lookups: number[];
  failLookups: 'error' | null;
  failRefunds: FakeFailure;
  /** The env a test app needs to use this fake. */
  env(extra?: Record<string, string>): Record<string, string>;
  /** A transaction processed callback (POST body and the hmac query parameter) for an intention's order. */
  callback(
    orderId: number | string,
    transaction?: FakeTransaction,
    secret?: string,
  ): { body: { type: 'TRANSACTION'; obj: Record<string, unknown> }; hmac: string; id: number };
  /** A transaction response callback query (the customer's return), hmac included. */
  returnQuery(orderId: number | string, transaction?: FakeTransaction, secret?: string): URLSearchParams;
  close(): Promise<void>;
}

const HMAC_ORDER = [
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
  'order',
  'owner',
  'pending',
  'source_data.pan',
  'source_data.sub_type',
  'source_data.type',
  'success',
] as const;

const BILLING_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'apartment',
  'floor',
  'street',
  'building',
  'shipping_method',
  'postal_code',
  'city',
  'country',
  'state',
] as const;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** What is wrong with an intention body, as Paymob answers it ({field: [messages]}); null when it is acceptable. */
function problems(body: Record<string, unknown>, integrationId: number): Record<string, string[]> | null {
  const found: Record<string, string[]> = {};
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
    found.amount = ['A positive whole number of cents is required.'];
  if (body.currency !== 'EGP') found.currency = ['Must be EGP for this integration.'];
  if (!Array.isArray(body.payment_methods) || !body.payment_methods.includes(integrationId))
    found.payment_methods = [`Integration ID ${integrationId} is expected.`];
  const items = Array.isArray(body.items) ? (body.items as Array<Record<string, unknown>>) : null;
  if (!items || items.length === 0) found.items = ['This field is required.'];
  else if (items.some((i) => typeof i.name !== 'string' || !i.name || typeof i.amount !== 'number'))
    found.items = ['Each item needs a name and an amount.'];
  else if (items.reduce((sum, i) => sum + (i.amount as number) * Number(i.quantity ?? 1), 0) !== amount)
    found.items = ['The items do not add up to the amount.'];
  const billing = body.billing_data as Record<string, unknown> | undefined;
  if (!billing || typeof billing !== 'object') found.billing_data = ['This field is required.'];
  else {
    const missing = BILLING_FIELDS.filter((f) => typeof billing[f] !== 'string' || billing[f] === '');
    if (missing.length > 0) found.billing_data = missing.map((f) => `${f}: This field is required.`);
  }
  for (const key of ['notification_url', 'redirection_url'] as const) {
    try {
      new URL(String(body[key]));
    } catch {
      found[key] = ['Enter a valid URL.'];
    }
  }
  return Object.keys(found).length > 0 ? found : null;
}

export async function startFakePaymob(): Promise<FakePaymob> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const publicKey = `pk_test_${randomBytes(12).toString('hex')}`;
  const hmacSecret = randomBytes(16).toString('hex').toUpperCase();
  const integrationId = 4_097_558;
  const requests: IntentionRequest[] = [];
  const intentions: FakeIntention[] = [];
  let nextOrder = 217_500_000;
  let nextTransaction = 192_000_000;
  const hanging = new Set<ServerResponse>();
  /** Successful transactions the fake signed, their amounts, and what was refunded of each (Paymob's own books). */
  const paidTransactions = new Map<number, number>();
  const refundedCents = new Map<number, number>();

  /** POST /api/acceptance/void_refund/refund: a refund of a paid transaction, never more than is left of it. */
  const refund = (res: ServerResponse, authorization: string | undefined, body: Record<string, unknown>) => {
    fake.refundRequests.push({ authorization, body });
    if (fake.failRefunds === 'hang') {
      hanging.add(res);
      return;
    }
    if (fake.failRefunds === 'error') return send(res, 500, { detail: 'Internal server error' });
    if (fake.failRefunds === 'malformed') return send(res, 200, '<html>Bad gateway</html>');
    if (authorization !== `Token ${secretKey}`)
      return send(res, 401, { detail: 'Authentication credentials were not provided.' });
    const transactionId = Number(body.transaction_id);
    const amount = body.amount_cents;
    const paid = paidTransactions.get(transactionId);
    if (paid === undefined) return send(res, 404, { detail: 'Transaction not found.' });
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return send(res, 400, { amount_cents: ['A positive whole number of cents is required.'] });
    const already = refundedCents.get(transactionId) ?? 0;
    if (already + amount > paid)
      return send(res, 400, { message: 'Refund amount exceeds the transaction amount.' });
    refundedCents.set(transactionId, already + amount);
    return send(res, 200, {
      id: (nextTransaction += 1),
      pending: false,
      amount_cents: amount,
      success: true,
      is_refund: true,
      is_void: false,
      parent_transaction: transactionId,
      currency: 'EGP',
      created_at: new Date().toISOString(),
    });
  };

  /** GET /api/acceptance/transactions/{id}: a paid transaction with what was refunded of it. */
  const transaction = (res: ServerResponse, authorization: string | undefined, id: number) => {
    fake.lookups.push(id);
    if (fake.failLookups === 'error') return send(res, 500, { detail: 'Internal server error' });
    if (authorization !== `Token ${secretKey}`)
      return send(res, 401, { detail: 'Authentication credentials were not provided.' });
    const paid = paidTransactions.get(id);
    if (paid === undefined) return send(res, 404, { detail: 'Not found.' });
    const refunded = refundedCents.get(id) ?? 0;
    return send(res, 200, {
      id,
      success: true,
      pending: false,
      amount_cents: paid,
      refunded_amount_cents: refunded,
      is_refunded: refunded > 0,
      currency: 'EGP',
    });
  };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const fake: FakePaymob = {
    url: '',
    secretKey,
    publicKey,
    hmacSecret,
    integrationId,
    requests,
    intentions,
    fail: null,
    refundRequests: [],
    lookups: [],
    failLookups: null,
    failRefunds: null,
    env: (extra = {}) => ({
      CARD_GATEWAY: 'paymob',
      PAYMOB_BASE_URL: fake.url,
      PAYMOB_SECRET_KEY: secretKey,
      PAYMOB_PUBLIC_KEY: publicKey,
      PAYMOB_HMAC_SECRET: hmacSecret,
      PAYMOB_INTEGRATION_ID: String(integrationId),
      ...extra,
    }),
    callback(orderId, transaction = {}, secret = hmacSecret) {
      const flat = flatTransaction(orderId, transaction);
      const obj: Record<string, unknown> = {
        id: Number(flat.id),
        pending: flat.pending === 'true',
        amount_cents: Number(flat.amount_cents),
        success: flat.success === 'true',
        is_auth: false,
        is_capture: false,
        is_standalone_payment: true,
        is_voided: false,
        is_refunded: false,
        is_3d_secure: true,
        integration_id: integrationId,
        profile_id: 302852,
        has_parent_transaction: false,
        order: {
          id: Number(orderId),
          merchant_order_id: intentionFor(orderId)?.special_reference ?? null,
          amount_cents: Number(flat.amount_cents),
        },
        created_at: flat.created_at,
        currency: flat.currency,
        source_data: { pan: flat['source_data.pan'], type: 'card', sub_type: 'MasterCard' },
        error_occured: false,
        owner: 302852,
        data: {
          message: flat.success === 'true' ? 'Approved' : 'Do not honour',
          ...(transaction.cardNum ? { card_num: transaction.cardNum, card_type: 'MASTERCARD' } : {}),
        },
      };
      if (flat.success === 'true') paidTransactions.set(Number(flat.id), Number(flat.amount_cents));
      return { body: { type: 'TRANSACTION', obj }, hmac: sign(secret, flat), id: Number(flat.id) };
    },
    returnQuery(orderId, transaction = {}, secret = hmacSecret) {
      const flat = flatTransaction(orderId, transaction);
      const query = new URLSearchParams({
        ...flat,
        profile_id: '302852',
        merchant_order_id: intentionFor(orderId)?.special_reference ?? '',
        'data.message': flat.success === 'true' ? 'Approved' : 'Do not honour',
      });
      query.set('hmac', sign(secret, flat));
      return query;
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function intentionFor(orderId: number | string) {
    return intentions.find((i) => i.intention_order_id === Number(orderId));
  }

  /** The 20 signed fields as Paymob puts them in the return query (flat keys, booleans as text). */
  function flatTransaction(
    orderId: number | string,
    t: FakeTransaction,
  ): Record<(typeof HMAC_ORDER)[number], string> {
    const success = t.success ?? true;
    return {
      amount_cents: String(t.amountCents ?? intentionFor(orderId)?.amount ?? 0),
      created_at: new Date().toISOString().replace('Z', ''),
      currency: t.currency ?? 'EGP',
      error_occured: 'false',
      has_parent_transaction: 'false',
      id: String(t.id ?? (nextTransaction += 1)),
      integration_id: String(integrationId),
      is_3d_secure: 'true',
      is_auth: 'false',
      is_capture: 'false',
      is_refunded: 'false',
      is_standalone_payment: 'true',
      is_voided: 'false',
      order: String(orderId),
      owner: '302852',
      pending: String(t.pending ?? false),
      'source_data.pan': t.pan ?? '2346',
      'source_data.sub_type': 'MasterCard',
      'source_data.type': 'card',
      success: String(success),
    };
  }

  function sign(secret: string, flat: Record<(typeof HMAC_ORDER)[number], string>): string {
    const message = HMAC_ORDER.map((key) => flat[key]).join('');
    return createHmac('sha512', secret).update(message).digest('hex');
  }

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const isRefund = path === '/api/acceptance/void_refund/refund';
      const lookup = /^\/api\/acceptance\/transactions\/(\d+)$/.exec(path);
      if (req.method === 'GET' && lookup)
        return transaction(res, req.headers.authorization, Number(lookup[1]));
      if (req.method !== 'POST' || (path !== '/v1/intention/' && !isRefund))
        return send(res, 404, { detail: 'Not found.' });
      const raw = await readBody(req);
      const authorization = req.headers.authorization;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // recorded as an empty body; refused below
      }
      if (isRefund) return refund(res, authorization, body);
      requests.push({ authorization, contentType: req.headers['content-type'], body });
      if (fake.fail === 'hang') {
        hanging.add(res);
        return;
      }
      if (fake.fail === 'error') return send(res, 500, { detail: 'Internal server error' });
      if (fake.fail === 'malformed') return send(res, 200, '<html>Bad gateway</html>');
      if (authorization !== `Token ${secretKey}`)
        return send(res, 401, { detail: 'Authentication credentials were not provided.' });
      const wrong = problems(body, integrationId);
      if (wrong) return send(res, 400, wrong);
      const intention: FakeIntention = {
        id: `pi_test_${randomBytes(16).toString('hex')}`,
        client_secret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
        intention_order_id: (nextOrder += 1),
        payment_key: `ZXlK${randomBytes(24).toString('base64url')}`,
        amount: body.amount as number,
        special_reference: String(body.special_reference ?? ''),
      };
      intentions.push(intention);
      return send(res, 201, {
        id: intention.id,
        client_secret: intention.client_secret,
        intention_order_id: intention.intention_order_id,
        payment_keys: [
          {
            integration: integrationId,
            key: intention.payment_key,
            gateway_type: 'MIGS',
            iframe_id: null,
            order_id: intention.intention_order_id,
            redirection_url: body.redirection_url,
            save_card: false,
          },
        ],
        intention_detail: { amount: body.amount, currency: body.currency, items: body.items },
        special_reference: intention.special_reference,
        status: 'intended',
        confirmed: false,
        object: 'paymentintention',
        created: new Date().toISOString(),
      });
    })().catch(() => send(res, 500, { detail: 'fake failed' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
