/** One soak: set-up, cache fill, warm-up, the measured window, the results, and clean-up whatever happened. */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Runtime } from '../../apps/api/src/runtime.ts';
import { stop } from '../server-process.ts';
import { fillCaches } from './cache-fill.ts';
import {
  BUYERS,
  CACHE_FILL,
  DIALECT,
  GUESTS,
  HEAP_SNAPSHOTS,
  RATE,
  SECONDS,
  SHOPPERS,
  WARMUP_SECONDS,
} from './config.ts';
import { cleanUpDatabase, openSoakRuntime, prepareDatabase } from './database.ts';
import { SoakClient } from './http-client.ts';
import { MemorySampler } from './memory-sampler.ts';
import { drive } from './open-loop-scheduler.ts';
import { makeProbe } from './probe-client.ts';
import { writeResults } from './report-writer.ts';
import { summariseRun } from './run-summary.ts';
import { ServerLog } from './server-log.ts';
import { startSoakServer } from './soak-server.ts';
import { Stats } from './stats.ts';
import { storefrontBuild } from './storefront-build.ts';
import { makeWorld, restock } from './world.ts';

/** Answers the exit code: 0 when nothing failed and memory stayed flat, 1 otherwise, 130 when interrupted. */
export async function runSoak(): Promise<number> {
  const tag = randomBytes(2).readUInt16BE().toString().padStart(4, '0').slice(-4);
  const dir = mkdtempSync(join(tmpdir(), 'shop-soak-'));
  const client = new SoakClient();
  const serverLog = new ServerLog((line) => client.stats.error('server log', 'error logged', line, false));
  // Ctrl-C or the server dying ends the run early; what was measured until then is still written.
  const abort = new AbortController();
  let server: Awaited<ReturnType<typeof startSoakServer>> | null = null;
  let runtime: Runtime | null = null;
  let env: NodeJS.ProcessEnv = {};
  let build: string | null = null;
  let stopping = false;
  process.once('SIGINT', () => abort.abort());
  try {
    build = storefrontBuild(tag);
    env = await prepareDatabase(dir, tag);
    server = await startSoakServer(env, build, (text) => serverLog.write(text));
    const child = server.child;
    const pid = child.pid!;
    child.on('exit', (code, signal) => {
      if (!abort.signal.aborted && !stopping) {
        client.stats.error(
          'server',
          'exited',
          `the server exited (${code ?? signal}) during the soak`,
          false,
        );
        abort.abort();
      }
    });
    client.port = server.port;
    const base = `http://127.0.0.1:${server.port}`;
    const probe = makeProbe(child);
    runtime = await openSoakRuntime(env);
    const world = await makeWorld(base, runtime, tag);
    console.log(
      `${DIALECT}: server pid ${pid} on ${base}; ${world.slugs.length} products, ${SHOPPERS} shoppers, ${BUYERS} buyers, ${GUESTS} guests; ${RATE} req/s for ${WARMUP_SECONDS} s warm-up + ${SECONDS} s`,
    );
    const rt = runtime;
    const restocker = setInterval(() => {
      restock(rt, world.orderVariants).catch((error: unknown) =>
        client.stats.error('restock', 'failed', String(error), false),
      );
    }, 60_000);

    try {
      // The caches filled to their bound first (their requests count as warm-up), and what that costs measured.
      const cacheFill = await fillCaches(world, client, probe, pid, CACHE_FILL, abort.signal);
      // Warm-up at the same rate: JIT, caches, pools and the heap's size settle before the first sample.
      await drive(world, client, WARMUP_SECONDS, abort.signal, { rampSeconds: WARMUP_SECONDS / 2 });
      const warmup = client.stats;
      client.stats = new Stats();
      console.log(`warm-up: ${warmup.totalRequests()} requests, ${warmup.totalErrors()} errors`);

      const sampler = new MemorySampler(pid, probe, client);
      await sampler.sample(0);
      if (HEAP_SNAPSHOTS) mkdirSync(HEAP_SNAPSHOTS, { recursive: true });
      const snapshot = (when: string) =>
        HEAP_SNAPSHOTS ? join(HEAP_SNAPSHOTS, `${DIALECT}-${when}.heapsnapshot`) : undefined;
      const gcStart = await probe(true, snapshot('start'));
      const measuredFrom = performance.now();
      const clientCpuFrom = process.cpuUsage();
      await drive(world, client, SECONDS, abort.signal, { onTick: (at) => sampler.sample(at / 1000) });
      const clientCpu = process.cpuUsage(clientCpuFrom);
      const elapsed = (performance.now() - measuredFrom) / 1000;
      await sampler.sample(elapsed);
      const gcEnd = await probe(true, snapshot('end'));

      const run = summariseRun({
        warmup,
        measured: client.stats,
        samples: sampler.samples,
        gcStart,
        gcEnd,
        elapsed,
        clientCpu,
        products: world.slugs.length,
        cacheFill,
        interrupted: abort.signal.aborted,
        serverLog,
      });
      writeResults(run);
      const { totals, memory } = run;
      console.log(
        `\n${DIALECT}: ${totals.requests} requests, ${totals.errors} errors, p50 ${totals.p50} ms, p99 ${totals.p99} ms; RSS ${memory.rssStartMB} -> ${memory.rssEndMB} MB (max ${memory.rssMaxMB}, slope ${memory.rssSlopeMBPerMin} MB/min); memory ${memory.verdict}`,
      );
      for (const [reason, n] of Object.entries(run.errors.reasons)) console.log(`  error: ${reason} x${n}`);
      if (abort.signal.aborted) return 130;
      return totals.errors > 0 || !memory.flat ? 1 : 0;
    } finally {
      clearInterval(restocker);
    }
  } finally {
    stopping = true;
    if (server) await stop(server.child);
    client.close();
    await cleanUpDatabase(env, runtime);
    rmSync(dir, { recursive: true, force: true });
    if (build) rmSync(build, { recursive: true, force: true });
  }
}
