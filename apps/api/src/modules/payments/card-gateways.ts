import { randomBytes } from 'node:crypto';
import type { Deps } from '#app/deps';
import type { CardGateway } from '#app/integrations/payments/card-gateway';
import { createSandboxGateway } from '#app/integrations/payments/sandbox-gateway';

/** The gateway that takes card and installment payments (CARD_GATEWAY). */
export function cardGatewayFor(_deps: Deps): CardGateway {
  return createSandboxGateway();
}

const secrets = new WeakMap<object, Promise<string>>();

/**
 * The sandbox's signing secret: PAYMENT_SANDBOX_SECRET, or one made on first use and kept in site settings so every
 * instance on the database signs and verifies alike.
 */
export function sandboxSecret(deps: Pick<Deps, 'config' | 'db'>): Promise<string> {
  if (deps.config.PAYMENT_SANDBOX_SECRET) return Promise.resolve(deps.config.PAYMENT_SANDBOX_SECRET);
  let secret = secrets.get(deps.db);
  if (!secret) {
    secret = (async () => {
      await deps.db
        .insertInto('site_settings')
        .values({
          key: 'payment_sandbox_secret',
          value: randomBytes(32).toString('hex'),
          updated_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const row = await deps.db
        .selectFrom('site_settings')
        .select('value')
        .where('key', '=', 'payment_sandbox_secret')
        .executeTakeFirstOrThrow();
      return row.value;
    })();
    secrets.set(deps.db, secret);
  }
  return secret;
}
