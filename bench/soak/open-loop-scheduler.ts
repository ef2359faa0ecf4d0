/**
 * Requests leave on a fixed schedule whatever the server's answers (open loop), so a slow server meets the same rate
 * rather than a gentler one, as it would from real shoppers; a closed loop would hide a slowdown by sending less.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_IN_FLIGHT, RATE, SAMPLE_MS } from './config.ts';
import type { SoakClient } from './http-client.ts';
import { pickEvent } from './traffic-mix.ts';
import type { World } from './world.ts';

export interface DriveOptions {
  /** Climb from a tenth of the rate to the full rate over this many seconds first, so a cold server warms up. */
  rampSeconds?: number;
  /** Called every SAMPLE_MS with the milliseconds since the start; not awaited, so sampling cannot hold a request. */
  onTick?: (elapsedMs: number) => Promise<void>;
}

/** Fires events of the mix at SOAK_RATE per second until `seconds` have passed, then waits for the stragglers. */
export async function drive(
  w: World,
  client: SoakClient,
  seconds: number,
  signal: AbortSignal,
  options: DriveOptions = {},
): Promise<void> {
  const { rampSeconds = 0, onTick } = options;
  const started = performance.now();
  const end = started + seconds * 1000;
  let nextTick = SAMPLE_MS;
  const running = new Set<Promise<unknown>>();
  for (let due = started; !signal.aborted;) {
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const stats = client.stats;
    const lag = performance.now() - due;
    if (lag > stats.schedulerLagMax) stats.schedulerLagMax = lag;
    if (lag > 50) stats.schedulerLate += 1;
    const event = pickEvent();
    if (running.size >= MAX_IN_FLIGHT) {
      stats.error(event.name, 'client backlog', `${running.size} requests already waiting`, false);
    } else {
      const p = event.run(w, client).finally(() => running.delete(p));
      running.add(p);
    }
    if (onTick && performance.now() - started >= nextTick) {
      const at = nextTick;
      nextTick += SAMPLE_MS;
      void onTick(at);
    }
    const elapsed = (due - started) / 1000;
    due += 1000 / (elapsed < rampSeconds ? RATE * (0.1 + (0.9 * elapsed) / rampSeconds) : RATE);
  }
  await Promise.all(running);
}
