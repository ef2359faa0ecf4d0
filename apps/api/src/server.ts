import type { AddressInfo } from 'node:net';
import { buildApp } from '#app/app';
import { ConfigError, loadConfig } from '#app/env';
import { settlePendingRefunds } from '#app/modules/orders/order-refunds.service';
import { expireUnpaidOrders } from '#app/modules/orders/order-status.service';
import { createOutboxDispatcher } from '#app/modules/outbox/outbox-dispatcher';
import { transportsFromConfig } from '#app/modules/outbox/outbox-transports';
import { openRuntime } from '#app/runtime';
import { storefront } from '#app/web/storefront';

/** npm start: one process serving the API under /api and the storefront for every other path. */
async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config, { seed: config.SEED_ON_START });
  const app = await buildApp({
    deps: runtime.deps,
    extensions: config.SERVE_WEB ? [storefront(config.WEB_BUILD_DIR)] : [],
  });
  const dispatcher = createOutboxDispatcher(runtime.deps, {
    transports: transportsFromConfig(config),
    log: app.log,
    pollMs: config.OUTBOX_POLL_MS,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
  });
  // Unpaid online orders past PAYMENT_HOLD_MINUTES are cancelled and their stock returned, every minute.
  const expiry = setInterval(() => {
    expireUnpaidOrders(runtime.deps).catch((error: unknown) => {
      app.log.warn(
        { error: error instanceof Error ? error.message : 'error' },
        'expiring unpaid orders failed',
      );
    });
  }, 60_000);
  expiry.unref();
  // Card refunds left pending (a gateway answer lost, a process that died mid-refund) are settled with the gateway.
  const refundSweep = setInterval(() => {
    settlePendingRefunds(runtime.deps).then(
      (swept) => {
        for (const refund of swept) app.log.info(refund, 'pending card refund checked with its gateway');
      },
      (error: unknown) => {
        app.log.warn(
          { error: error instanceof Error ? error.message : 'error' },
          'settling pending card refunds failed',
        );
      },
    );
  }, 60_000);
  refundSweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(expiry);
    clearInterval(refundSweep);
    await dispatcher.stop();
    await runtime.close();
  });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  // The search index is in memory: loaded before the first shopper arrives, then kept in step by polling.
  await runtime.deps.search.start(app.log);
  const address = await app.listen({ host: config.HOST, port: config.PORT });
  // PORT=0 asks the system for a free port: the default public origin (http://localhost:PORT) names the one it gave,
  // set before the first connection is read.
  if (config.PORT === 0) config.PORT = (app.server.address() as AddressInfo).port;
  // Test harnesses read this line to learn the port when PORT=0.
  console.log(`Shop listening on ${address} (database: ${runtime.deps.dialect})`);
  dispatcher.start();
  if (dispatcher.channels.length > 0) app.log.info({ channels: dispatcher.channels }, 'outbox delivery on');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The shop could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
