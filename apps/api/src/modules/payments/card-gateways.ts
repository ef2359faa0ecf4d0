import { randomBytes } from 'node:crypto';
import type { Deps } from '#app/deps';
import type { Config } from '#app/env';
import { AppError } from '#app/errors/app-error';
import type { CardGateway } from '#app/integrations/payments/card-gateway';
import { createPaymobGateway, PAYMOB_PROVIDER } from '#app/integrations/payments/paymob-gateway';
import { createSandboxGateway, SANDBOX_PROVIDER } from '#app/integrations/payments/sandbox-gateway';

/** The gateway that takes card and installment payments (CARD_GATEWAY). */
export function cardGatewayFor(deps: Deps): CardGateway {
  const config = deps.config;
  if (config.CARD_GATEWAY === 'paymob') {
    const { PAYMOB_SECRET_KEY: secretKey, PAYMOB_PUBLIC_KEY: publicKey } = config;
    const integrationId = config.PAYMOB_INTEGRATION_ID;
    // The configuration refuses to start without these; a hand-made config without them fails each payment cleanly
    // (start() rejecting lets checkout fail the order and return its stock).
    if (!secretKey || !publicKey || !integrationId) {
      return {
        provider: PAYMOB_PROVIDER,
        start: () =>
          Promise.reject(new AppError('unavailable', 'Card payments are not configured in this shop.')),
      };
    }
    return createPaymobGateway({
      baseUrl: config.PAYMOB_BASE_URL,
      secretKey,
      publicKey,
      integrationId,
      installmentsIntegrationId: config.PAYMOB_INSTALLMENTS_INTEGRATION_ID,
      iframeId: config.PAYMOB_IFRAME_ID,
      expirationSeconds: config.PAYMENT_HOLD_MINUTES * 60,
    });
  }
  return createSandboxGateway();
}

/**
 * The gateway that took an order's payment, for giving money back: the sandbox refunds in-process whatever the shop
 * uses now; Paymob needs its keys configured. Null when the shop cannot reach that gateway any more.
 */
export function refundGatewayFor(deps: Pick<Deps, 'config'>, provider: string): CardGateway | null {
  if (provider === SANDBOX_PROVIDER) return createSandboxGateway();
  if (provider === PAYMOB_PROVIDER && deps.config.PAYMOB_SECRET_KEY && deps.config.PAYMOB_PUBLIC_KEY) {
    return createPaymobGateway({
      baseUrl: deps.config.PAYMOB_BASE_URL,
      secretKey: deps.config.PAYMOB_SECRET_KEY,
      publicKey: deps.config.PAYMOB_PUBLIC_KEY,
      integrationId: deps.config.PAYMOB_INTEGRATION_ID ?? 0,
    });
  }
  return null;
}

/**
 * The origin a storefront page may frame for online payment (its CSP frame-src): null for the sandbox, whose page is
 * on the shop's own origin, and Paymob's origin for Paymob.
 */
export function cardGatewayFrameOrigin(config: Config): string | null {
  if (config.CARD_GATEWAY === 'paymob') return new URL(config.PAYMOB_BASE_URL).origin;
  return null;
}

/**
 * The sandbox's signing secret: PAYMENT_SANDBOX_SECRET, or one made on first use and kept in site settings so every
 * instance on the database signs and verifies alike. Read once per runtime (openRuntime keeps the function).
 */
export function sandboxSecretSource(config: Config, db: Deps['db']): () => Promise<string> {
  const configured = config.PAYMENT_SANDBOX_SECRET;
  if (configured) return () => Promise.resolve(configured);
  let secret: Promise<string> | undefined;
  const load = async () => {
    await db
      .insertInto('site_settings')
      .values({
        key: 'payment_sandbox_secret',
        value: randomBytes(32).toString('hex'),
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await db
      .selectFrom('site_settings')
      .select('value')
      .where('key', '=', 'payment_sandbox_secret')
      .executeTakeFirstOrThrow();
    return row.value;
  };
  return () => {
    if (!secret) {
      secret = load();
      // A failed read is tried again by the next payment rather than remembered.
      secret.catch(() => {
        secret = undefined;
      });
    }
    return secret;
  };
}
