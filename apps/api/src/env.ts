import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from '#app/lib/trust-proxy-setting';

const repoRoot = resolve(import.meta.dirname, '../../..');

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * A page the shopper's browser is sent to: https, or http only on this machine (a test's fake provider), without a
 * query of its own since the shop adds one.
 */
const httpUrl = (name: string) =>
  z.url(`${name} must be a URL`).refine((v) => {
    const u = new URL(v);
    const local = ['127.0.0.1', 'localhost'].includes(u.hostname);
    return (u.protocol === 'https:' || (u.protocol === 'http:' && local)) && !u.search && !u.hash;
  }, `${name} must be an https URL without a query (http only for 127.0.0.1 or localhost)`);

/** Every setting the server reads, parsed once at start-up; a bad value stops the process with a clear message. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (leave it unset for SQLite)')
      .optional(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'DATABASE_SCHEMA must be a plain lower-case PostgreSQL schema name')
      .optional(),
    // A PostgreSQL query with no answer after this long fails with a 503 and its connection is replaced.
    DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
    SQLITE_PATH: z.string().min(1).default(resolve(repoRoot, 'data/shop.sqlite')),
    // The media store served at /media/: product, category, brand and banner pictures. Unset, it sits beside the
    // SQLite file (data/media by default), so a database in a temporary folder keeps its pictures there too.
    MEDIA_DIR: z.string().min(1).optional(),
    // Uploaded pictures (the back office's, under /media/up/) in an S3-compatible bucket instead of MEDIA_DIR, for
    // several servers sharing them. The demo's and the import's pictures stay in MEDIA_DIR. ENDPOINT for a service
    // other than AWS (MinIO, Cloudflare R2, DigitalOcean Spaces), addressed path-style; the keys, when unset, come from
    // the usual AWS sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role).
    MEDIA_S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'MEDIA_S3_BUCKET must be a bucket name (a-z, 0-9, dots, hyphens)',
      )
      .optional(),
    MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
    MEDIA_S3_ENDPOINT: z
      .string()
      .url('MEDIA_S3_ENDPOINT must be a URL such as https://s3.example.com')
      .optional(),
    MEDIA_S3_PREFIX: z
      .string()
      .regex(
        /^(?:[a-z0-9][a-z0-9_-]*\/)*$/,
        'MEDIA_S3_PREFIX must be empty or folders ending in "/", such as shop/',
      )
      .default(''),
    MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // false, true (every hop), or the proxies' addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx): TrustProxy => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: ${(error as Error).message}` });
          return z.NEVER;
        }
      }),
    // API calls per actor (a token, else the device cookie, else the address) per window.
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
    // A coarse ceiling per client address over pages and API calls together: many shoppers share one address behind
    // a mobile carrier's NAT, so it sits well above what one shopper does.
    RATE_LIMIT_IP_MAX: z.coerce.number().int().positive().default(6_000),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
    RATE_LIMIT_NAMESPACE: z
      .string()
      .regex(/^[\w-]+$/)
      .default('shop-rl'),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    CATALOG_CACHE_MS: z.coerce.number().int().min(0).default(5_000),
    WEB_BUILD_DIR: z.string().default(resolve(repoRoot, 'apps/web/build')),
    SERVE_WEB: booleanish.default(true),
    SEED_ON_START: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    SHOP_NAME: z.string().min(1).default('iSpot Egypt'),
    /** The platform name the rewards login carries. */
    LOYALTY_PLATFORM: z.string().min(1).max(60).default('ispot-web'),
    /** A third-party rewards widget's script (https, or http on this machine); unset: the built-in rewards panel. */
    LOYALTY_WIDGET_URL: z
      .url('LOYALTY_WIDGET_URL must be a URL')
      .refine((v) => {
        const u = new URL(v);
        return (
          u.protocol === 'https:' ||
          (u.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(u.hostname))
        );
      }, 'LOYALTY_WIDGET_URL must be https (http only for 127.0.0.1 or localhost)')
      .optional(),
    HOTLINE: z
      .string()
      .regex(/^\d{5}$/, 'HOTLINE must be five digits')
      .default('19345'),
    // The shop's public address: every link in a mail, an SMS, the sitemap and a page's canonical tags is built on it,
    // never on the Host a request names. Unset, http://localhost:PORT.
    PUBLIC_ORIGIN: z
      .url('PUBLIC_ORIGIN must be a URL such as https://shop.example.com')
      .refine(
        (v) => /^https?:$/.test(new URL(v).protocol),
        'PUBLIC_ORIGIN must start with http:// or https://',
      )
      .transform((v) => new URL(v).origin)
      .optional(),
    // Other host names the shop answers besides PUBLIC_ORIGIN's (and this machine's localhost), comma-separated; any
    // other Host gets 421 before a handler runs.
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    // Where contact-us messages and enterprise leads are mailed (through the outbox).
    SHOP_EMAIL: z.email('SHOP_EMAIL must be an e-mail address').default('hello@ispot.example'),
    // Messages the public forms may send to one phone or e-mail address the sender has not proven, per day (0: none).
    FORM_MESSAGES_PER_DAY: z.coerce
      .number({ error: 'FORM_MESSAGES_PER_DAY must be a whole number from 0 to 100' })
      .int('FORM_MESSAGES_PER_DAY must be a whole number from 0 to 100')
      .min(0, 'FORM_MESSAGES_PER_DAY must be a whole number from 0 to 100')
      .max(100, 'FORM_MESSAGES_PER_DAY must be a whole number from 0 to 100')
      .default(3),
    // Accounts: verification and reset codes (6 digits, single use, at most 5 tries).
    CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
    LOGIN_FAILURES_MAX: z.coerce.number().int().positive().default(5),
    ACCOUNT_THROTTLE_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
    // Social sign-in stays off until its keys are set; the URLs exist so tests can point at a local fake provider.
    // The dialog and auth URLs are the providers' authorization pages the storefront's buttons send the shopper to.
    FACEBOOK_APP_ID: z.string().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com/v19.0'),
    FACEBOOK_DIALOG_URL: httpUrl('FACEBOOK_DIALOG_URL').default(
      'https://www.facebook.com/v19.0/dialog/oauth',
    ),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
    GOOGLE_AUTH_URL: httpUrl('GOOGLE_AUTH_URL').default('https://accounts.google.com/o/oauth2/v2/auth'),
    // Delivery: without these, codes and mails stay in the outbox (`npm run shop -- outbox`).
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps:// (user and password go in the URL)')
      .optional(),
    SMTP_FROM: z.string().min(3).optional(),
    SMS_GATEWAY_URL: z.url().optional(),
    SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
    SMS_SENDER: z.string().min(1).max(11).default('iSpot'),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1_000),
    // Checkout: which payment methods are offered, who takes cards, and how long an unpaid online order holds stock.
    PAYMENT_METHODS: z
      .string()
      .regex(/^(cod|card|valu)(,(cod|card|valu))*$/, 'PAYMENT_METHODS is a comma list of cod, card and valu')
      .default('cod,card,valu'),
    CARD_GATEWAY: z.enum(['sandbox', 'paymob']).default('sandbox'),
    PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
    // Paymob (CARD_GATEWAY=paymob): the Intention API's keys, the card integration, and an optional legacy iframe.
    PAYMOB_BASE_URL: z.url().default('https://accept.paymob.com'),
    PAYMOB_SECRET_KEY: z.string().min(1).optional(),
    PAYMOB_PUBLIC_KEY: z.string().min(1).optional(),
    PAYMOB_HMAC_SECRET: z.string().min(1).optional(),
    PAYMOB_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
    PAYMOB_INSTALLMENTS_INTEGRATION_ID: z.coerce.number().int().positive().optional(),
    PAYMOB_IFRAME_ID: z.coerce.number().int().positive().optional(),
    PAYMENT_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    // Unpaid card and valU orders holding stock that one account, or one device, may have at a time.
    UNPAID_ORDERS_MAX: z.coerce.number().int().min(1).max(20).default(2),
    // A product's max per order also caps what one customer orders of it over this many hours (0: per order only).
    MAX_PER_ORDER_WINDOW_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 30)
      .default(24),
    // Promo codes that did not apply, per account and per device per window, before promo checks answer 429.
    PROMO_FAILURES_MAX: z.coerce.number().int().min(1).default(10),
    PROMO_FAILURES_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  })
  .refine((c) => !c.SMTP_URL || c.SMTP_FROM, {
    path: ['SMTP_FROM'],
    message: 'SMTP_FROM must be set when SMTP_URL is (for example "iSpot Egypt <orders@example.com>")',
  })
  .superRefine((c, ctx) => {
    if (c.CARD_GATEWAY !== 'paymob') return;
    const needed = [
      'PAYMOB_SECRET_KEY',
      'PAYMOB_PUBLIC_KEY',
      'PAYMOB_HMAC_SECRET',
      'PAYMOB_INTEGRATION_ID',
    ] as const;
    const missing = needed.filter((key) => c[key] === undefined);
    if (missing.length === 0) return;
    ctx.addIssue({
      code: 'custom',
      path: ['CARD_GATEWAY'],
      message: `CARD_GATEWAY=paymob needs ${missing.join(', ')} (from the Paymob dashboard, Developers section)`,
    });
  })
  .superRefine((c, ctx) => {
    if ((c.MEDIA_S3_ACCESS_KEY_ID === undefined) === (c.MEDIA_S3_SECRET_ACCESS_KEY === undefined)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['MEDIA_S3_ACCESS_KEY_ID'],
      message: 'MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together: set both or neither',
    });
  })
  .transform(({ MEDIA_DIR, ...config }) => ({
    ...config,
    MEDIA_DIR: resolve(MEDIA_DIR ?? defaultMediaDir(config.SQLITE_PATH)),
  }));

/**
 * An in-memory database has no folder to keep pictures beside: they go to one shared temporary folder, which is safe
 * to share because the seed only adds the pictures that are missing and they are the same for every database.
 */
function defaultMediaDir(sqlitePath: string): string {
  if (sqlitePath === ':memory:') return join(tmpdir(), 'shop-media');
  return join(dirname(resolve(sqlitePath)), 'media');
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
