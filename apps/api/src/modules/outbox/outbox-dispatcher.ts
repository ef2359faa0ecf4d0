import type { Deps } from '#app/deps';
import type { OutboxTable } from '#app/db/schema';
import { DeliveryError, type MessageTransport } from '#app/integrations/delivery';
import {
  claimDueMessages,
  expireStaleMessages,
  markFailed,
  markRetry,
  markSent,
  type ClaimedMessage,
} from './outbox.repository.ts';

type Channel = OutboxTable['channel'];

interface DispatcherLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

interface DispatcherOptions {
  transports: Partial<Record<Channel, MessageTransport>>;
  log: DispatcherLog;
  pollMs?: number;
  maxAttempts?: number;
  /** Messages older than this are given up instead of sent (default one day). */
  maxAgeMs?: number;
  batchSize?: number;
  leaseMs?: number;
  now?: () => Date;
}

interface DispatchRound {
  sent: number;
  retried: number;
  failed: number;
}

/** A message older than this is given up instead of sent: a code or link that old would only confuse. */
export const OUTBOX_MAX_AGE_MS = 24 * 3_600_000;

/** 5 s after the first failure, doubling, at most 30 minutes: eight attempts span about ten minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * Hands outbox messages to the configured transports. Channels without a transport stay in the outbox (the embedded
 * default, read with `npm run shop -- outbox`). Each round claims a batch under a lease, sends it, and records sent,
 * retry-at or failed. Logs carry the message id, channel and error, never the recipient's text.
 */
export function createOutboxDispatcher(deps: Pick<Deps, 'db' | 'dialect'>, options: DispatcherOptions) {
  const channels = (Object.keys(options.transports) as Channel[]).filter((c) => options.transports[c]);
  const pollMs = options.pollMs ?? 1_000;
  const maxAttempts = options.maxAttempts ?? 8;
  const maxAgeMs = options.maxAgeMs ?? OUTBOX_MAX_AGE_MS;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DispatchRound> | null = null;
  let stopped = false;

  async function deliver(message: ClaimedMessage, round: DispatchRound): Promise<void> {
    const transport = options.transports[message.channel]!;
    const details = { outbox_id: message.id, channel: message.channel, attempt: message.attempts };
    try {
      await transport.send({ to: message.recipient, subject: message.subject, body: message.body });
      await markSent(deps.db, message.id, now().toISOString());
      round.sent += 1;
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError('transport error', false);
      if (failure.permanent || message.attempts >= maxAttempts) {
        await markFailed(deps.db, message.id, { at: now().toISOString(), error: failure.message });
        options.log.warn({ ...details, error: failure.message }, 'outbox message not delivered, given up');
        round.failed += 1;
      } else {
        const at = new Date(now().getTime() + retryDelayMs(message.attempts)).toISOString();
        await markRetry(deps.db, message.id, { at, error: failure.message });
        options.log.info(
          { ...details, error: failure.message, retry_at: at },
          'outbox message will be retried',
        );
        round.retried += 1;
      }
    }
  }

  async function round(): Promise<DispatchRound> {
    const result: DispatchRound = { sent: 0, retried: 0, failed: 0 };
    const at = now();
    const expired = await expireStaleMessages(deps.db, {
      channels,
      createdBefore: new Date(at.getTime() - maxAgeMs).toISOString(),
      now: at.toISOString(),
    });
    result.failed += expired;
    const claimed = await claimDueMessages(deps.db, deps.dialect, {
      channels,
      now: at.toISOString(),
      leaseUntil: new Date(at.getTime() + leaseMs).toISOString(),
      limit: batchSize,
    });
    for (const message of claimed) await deliver(message, result);
    return result;
  }

  /** One round now; a round already under way is awaited instead of run twice. */
  function runOnce(): Promise<DispatchRound> {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .then((r) => {
          // A full batch means more may be waiting: go again at once.
          if (r.sent + r.retried + r.failed >= batchSize) return runOnce();
          return r;
        })
        .catch((error: unknown) => {
          options.log.warn(
            { error: error instanceof Error ? error.message : 'error' },
            'outbox round failed',
          );
        })
        .finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    channels,
    runOnce,
    start() {
      if (channels.length > 0 && !timer && !stopped) schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      await Promise.all(channels.map((c) => options.transports[c]!.close()));
    },
  };
}
