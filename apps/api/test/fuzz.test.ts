import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_CSRF, STAFF_COOKIE } from '@shop/contract/admin';
import { openStaffSession } from '#app/modules/staff/staff-session.service';
import { insertStaff } from '#app/modules/staff/staff.repository';
import { makeTestCustomer, makeTestProduct } from './support/fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Property-based fuzzing of the whole API: every operation of the OpenAPI document, which the contract's
 * schemas generate, is called with requests built from its own schema (valid values, each field mutated to the wrong
 * type, extreme or hostile values, missing or extra fields) and with arbitrary JSON. However wrong the request, the
 * answer is never a 5xx and is always the envelope; and a shopper's route, asked from an Arabic page, never refuses
 * in English only (every 4xx there has its message_ar).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};
type Operation = {
  method: string;
  path: string;
  body?: JsonSchema;
  query?: JsonSchema;
  pathParams: string[];
};

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 150);

let t: TestApp;
let operations: Operation[] = [];
let customerToken = '';
let guestToken = '';
let variantId = 0;
/** A signed-in owner of the back office: its cookie and CSRF header. */
let staffHeaders: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000000',
    LOGIN_FAILURES_MAX: '100000000',
  });
  const doc = t.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const queryProps = Object.fromEntries(
        params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
      );
      operations.push({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content?.['application/json']?.schema,
        query: Object.keys(queryProps).length > 0 ? { type: 'object', properties: queryProps } : undefined,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
      });
    }
  }
  // Logging out in the middle would only turn later calls into 401s; keep the tokens alive.
  operations = operations.filter((o) => !o.path.endsWith('/auth/logout'));
  const db = t.runtime.deps.db;
  customerToken = (
    await makeTestCustomer(db, `fuzz-${Date.now()}`, { phone: '01000000001', phoneVerified: true })
  ).token;
  const ownerId = await insertStaff(
    db,
    { email: 'fuzz-owner@example.com', name: 'Fuzz Owner', role: 'owner' },
    new Date().toISOString(),
  );
  const staffSession = await openStaffSession(db, ownerId);
  staffHeaders = { cookie: `${STAFF_COOKIE}=${staffSession.token}`, [HEADER_CSRF]: staffSession.csrfToken };
  const guest = await t.app.inject({ method: 'POST', url: '/api/customer/auth/guest' });
  guestToken = guest.json().data.token as string;
  variantId = (await makeTestProduct(db, 'fuzz-item', {}, [{ price: 1000, discount_price: null, stock: 50 }]))
    .variantIds[0]!;
}, 120_000);
afterAll(async () => t?.close());

const hostileString = fc.constantFrom(
  '',
  ' ',
  '<script>alert(1)</script>',
  '"; drop table users; --',
  "' OR '1'='1",
  '../../etc/passwd',
  '%00',
  '\u0000',
  'ﷺ'.repeat(50),
  '😀'.repeat(20),
  'a'.repeat(10_000),
  '01012345678',
  'test@example.com',
  '-1',
  '1e309',
  'NaN',
  'null',
  '[]',
  '{}',
);
const extremeNumber = fc.constantFrom(
  0,
  -1,
  1,
  0.5,
  -0.0,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  hostileString,
  extremeNumber,
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
);

/** A value the schema would accept, most of the time (ids lean towards ones that exist). */
function validish(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return anyValue;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => validish(s, depth + 1)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'integer':
      return fc.oneof(fc.constantFrom(1, 2, 3, variantId, 101), fc.integer({ min: -5, max: 100_000 }));
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.double({ noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'string':
      return schema.format === 'email'
        ? fc.emailAddress()
        : fc.oneof(
            fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) }),
            fc.constantFrom('01012345678', 'iphone', '123456', 'WELCOME10'),
          );
    case 'array':
      return fc.array(validish(schema.items, depth + 1), { maxLength: 4 });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validish(s, depth + 1)])),
        { requiredKeys: Object.keys(props).filter((k) => required.has(k)) },
      );
    }
    default:
      return anyValue;
  }
}

/** A request body: valid-ish, one field mutated to anything, an extra field, or plain arbitrary JSON. */
function bodyFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.jsonValue());
  const base = validish(schema);
  const keys = Object.keys(schema.properties ?? {});
  const mutated =
    keys.length === 0
      ? base
      : fc
          .tuple(base, fc.constantFrom(...keys), anyValue)
          .map(([b, k, v]) => (b && typeof b === 'object' ? { ...b, [k]: v } : b));
  return fc.oneof(
    { arbitrary: base, weight: 3 },
    { arbitrary: mutated, weight: 4 },
    {
      arbitrary: fc.tuple(base, fc.string(), anyValue).map(([b, k, v]) => ({ ...(b as object), [k]: v })),
      weight: 1,
    },
    { arbitrary: fc.jsonValue(), weight: 2 },
  );
}

function queryString(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  if (!schema) return fc.constant('');
  return bodyFor(schema).map((q) => {
    if (!q || typeof q !== 'object' || Array.isArray(q)) return '';
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) {
      if (v === undefined) continue;
      search.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    }
    const s = search.toString();
    return s ? `?${s}` : '';
  });
}

const pathValue = fc.oneof(
  fc.constantFrom('1', '2', String(1e20), '-1', '0', 'iphone-17-pro', 'nope', '%2e%2e', 'x'.repeat(300)),
  fc.integer({ min: -10, max: 100_000 }).map(String),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

function isEnvelope(json: unknown): boolean {
  if (!json || typeof json !== 'object') return false;
  const e = json as Record<string, unknown>;
  return typeof e.code === 'number' && typeof e.message_en === 'string' && 'data' in e;
}

describe('API fuzzing', () => {
  it(`answers ${RUNS_PER_OPERATION} generated requests per operation with no 5xx, always in the envelope`, async () => {
    expect(operations.length).toBeGreaterThan(60);
    let sent = 0;
    const failures: string[] = [];
    const withoutArabic = new Set<string>();
    for (const op of operations) {
      await fc
        .assert(
          fc.asyncProperty(
            bodyFor(op.body),
            queryString(op.query),
            fc.array(pathValue, { minLength: op.pathParams.length, maxLength: op.pathParams.length }),
            fc.constantFrom('customer', 'guest', 'none', 'forged', 'staff'),
            fc.boolean(),
            async (body, query, params, who, rawText) => {
              let url = op.path;
              op.pathParams.forEach((name, i) => {
                url = url.replace(`{${name}}`, params[i]!);
              });
              const token =
                who === 'customer'
                  ? customerToken
                  : who === 'guest'
                    ? guestToken
                    : who === 'forged'
                      ? 'x'.repeat(43)
                      : null;
              const hasBody = op.method !== 'GET' && op.method !== 'HEAD' && body !== undefined;
              const shopper = op.path.startsWith('/api/') && !op.path.startsWith('/api/admin');
              const res = await t.app.inject({
                method: op.method as 'GET',
                url: url + query,
                headers: {
                  ...(token ? { authorization: `Bearer ${token}` } : {}),
                  ...(who === 'staff' ? staffHeaders : {}),
                  ...(hasBody ? { 'content-type': 'application/json' } : {}),
                  ...(shopper ? { 'accept-language': 'ar' } : {}),
                },
                // Now and then a body that is not JSON at all.
                ...(hasBody ? { payload: rawText ? `{${JSON.stringify(body)}` : JSON.stringify(body) } : {}),
              });
              sent += 1;
              const json = res.headers['content-type']?.toString().includes('application/json')
                ? (JSON.parse(res.body) as unknown)
                : undefined;
              const ok = res.statusCode < 500 && (json === undefined || isEnvelope(json));
              const envelope = json as { message_en?: string; message_ar?: string } | undefined;
              // A made-up path that reaches no route, and a payment gateway's callback, are not a shopper's answers.
              const answered =
                !/^There is no [A-Z]+ \S+ in this API\.$/.test(envelope?.message_en ?? '') &&
                !op.path.endsWith('/callback');
              if (shopper && answered && ok && res.statusCode >= 400 && envelope && !envelope.message_ar) {
                withoutArabic.add(`${op.method} ${op.path}: ${envelope.message_en}`);
              }
              if (!ok)
                failures.push(`${op.method} ${url + query} -> ${res.statusCode} ${res.body.slice(0, 300)}`);
              return ok;
            },
          ),
          {
            numRuns: RUNS_PER_OPERATION,
            seed: Number(process.env.FUZZ_SEED ?? 20261123),
            endOnFailure: true,
          },
        )
        .catch(() => undefined);
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect([...withoutArabic]).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(10_000);
  }, 600_000);
});
