/**
 * The customer side of the benchmark: signed-in customers with a verified phone and an address, their cart updates,
 * validate_cart, and order placement. Order placement is a closed loop: each customer refills the cart, then places
 * the order (only the place-order call is timed), until the time is up.
 */
import http from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../apps/api/src/db/schema.ts';
import type { Measure } from './report.ts';

export interface BenchCustomer {
  token: string;
  addressId: number;
}

async function post(base: string, path: string, body: object, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; message_en: string; data: never };
  if (response.status >= 300) throw new Error(`${path}: HTTP ${response.status} ${json.message_en}`);
  return json.data;
}

/** Registers `count` customers through the API, marks their phones verified and gives each an address. */
export async function makeCustomers(
  base: string,
  db: Kysely<Database>,
  count: number,
  tag: string,
): Promise<BenchCustomer[]> {
  const customers: BenchCustomer[] = [];
  for (let i = 0; i < count; i += 1) {
    const n = String(i).padStart(4, '0');
    const phone = `015${tag.slice(0, 4)}${n}`;
    const details = {
      name: `Bench Customer ${n}`,
      email: `bench-${tag}-${n}@example.com`,
      phone,
      password: 'bench password 1',
    };
    // Sign-up mails a code to the address (kept in the outbox here); the same call with it makes the account.
    await post(base, '/api/customer/auth/signup', details);
    const mail = await db
      .selectFrom('outbox')
      .select('body')
      .where('recipient', '=', details.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const code = /code is (\d{6})/.exec(mail.body)?.[1];
    const signed = await post(base, '/api/customer/auth/signup', { ...details, code });
    const token = (signed as { token: string }).token;
    await db.updateTable('users').set({ phone_verified: 1 }).where('phone', '=', phone).execute();
    const address = await post(
      base,
      '/api/customer/profile/addresses',
      { name: `Bench Customer ${n}`, phone, city_id: 101, street: '1 Bench Street' },
      token,
    );
    customers.push({ token, addressId: (address as { id: number }).id });
  }
  return customers;
}

/** A variant that will not run out during the run. */
export async function bottomlessVariant(db: Kysely<Database>, slug: string): Promise<number> {
  const row = await db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .select('v.id')
    .where('p.slug', '=', slug)
    .orderBy('v.id')
    .executeTakeFirstOrThrow();
  await db.updateTable('product_variants').set({ stock: 1_000_000_000 }).where('id', '=', row.id).execute();
  return row.id;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One answer of the place-order call, for the bare server to repeat. */
export async function sampleOrder(base: string, customer: BenchCustomer, variantId: number) {
  await post(
    base,
    '/api/customer/carts',
    { items: [{ id: variantId, amount: 1 }], reset: true },
    customer.token,
  );
  const response = await fetch(`${base}/api/customer/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
    body: JSON.stringify({ device_type: 1, address_id: customer.addressId, payment_method: 1 }),
  });
  if (response.status !== 200)
    throw new Error(`place order: HTTP ${response.status} ${await response.text()}`);
  return sampleOf(response);
}

/** What one answer put on the wire, for the bare server to repeat. */
export interface Sample {
  body: Buffer;
  /** Its headers but those the connection owns (date, keep-alive, length): each server writes its own. */
  headers: Record<string, string>;
}

const CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

export async function sampleOf(response: Response): Promise<Sample> {
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!CONNECTION_HEADERS.has(name)) headers[name] = value;
  return { body: Buffer.from(await response.arrayBuffer()), headers };
}

/**
 * The order loop's client: node:http over kept-alive sockets. fetch cost the load generator about a third of a core
 * at 20 customers, taken from the two cores the server and PostgreSQL share with it.
 */
const agent = new http.Agent({ keepAlive: true });

function send(base: string, path: string, body: object, token: string): Promise<number> {
  const url = new URL(path, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: url.pathname,
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Every customer at once, each placing order after order for `seconds`. */
export async function placeOrdersFor(
  base: string,
  customers: BenchCustomer[],
  variantId: number,
  seconds: number,
): Promise<Measure> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    customers.map(async (customer) => {
      while (Date.now() < deadline) {
        const refill = await send(
          base,
          '/api/customer/carts',
          { items: [{ id: variantId, amount: 1 }], reset: true },
          customer.token,
        ).catch(() => 0);
        if (refill !== 200) {
          errors += 1;
          continue;
        }
        const started = performance.now();
        const status = await send(
          base,
          '/api/customer/orders',
          { device_type: 1, address_id: customer.addressId, payment_method: 1 },
          customer.token,
        ).catch(() => 0);
        latencies.push(performance.now() - started);
        if (status !== 200) errors += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    errors,
  };
}
