/** Turns the figures of one run into its record, and judges whether memory stayed flat. */
import { DIALECT, MAX_HEAP_GROWTH_MB, MAX_RSS_SLOPE, MB, RATE, WARMUP_SECONDS } from './config.ts';
import type { Sample } from './memory-sampler.ts';
import type { CacheFill, KindRow, Run } from './run-record.ts';
import type { ProbeAnswer } from './server-probe.ts';
import type { ServerLog } from './server-log.ts';
import { average, percentile, round1, round2, type Stats } from './stats.ts';

export interface RunFigures {
  warmup: Stats;
  measured: Stats;
  samples: Sample[];
  /** The probe's answers after a full GC at the start and at the end of the measured window. */
  gcStart: ProbeAnswer | null;
  gcEnd: ProbeAnswer | null;
  /** Seconds the measured window lasted. */
  elapsed: number;
  /** This process's CPU over the measured window. */
  clientCpu: NodeJS.CpuUsage;
  products: number;
  cacheFill: CacheFill;
  interrupted: boolean;
  serverLog: ServerLog;
}

function kindRows(s: Stats): KindRow[] {
  return [...s.kinds.entries()]
    .map(([kind, k]) => {
      const sorted = [...k.latencies].sort((a, b) => a - b);
      return {
        kind,
        requests: k.requests,
        ok: k.ok,
        expected: k.expected,
        errors: k.errors,
        p50: round1(percentile(sorted, 50)),
        p99: round1(percentile(sorted, 99)),
        max: round1(sorted[sorted.length - 1] ?? 0),
        kbPerRequest: k.requests ? round1(k.bytes / k.requests / 1024) : 0,
      };
    })
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

/** Least-squares slope of rssMB over time, in MB per minute. */
function slope(samples: Sample[]): number {
  if (samples.length < 2) return 0;
  const xs = samples.map((s) => s.t / 60);
  const ys = samples.map((s) => s.rssMB);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i += 1) {
    num += (xs[i]! - mx) * (ys[i]! - my);
    den += (xs[i]! - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

/**
 * The run's record. Memory is flat when the live heap after a full GC grew by at most SOAK_MAX_HEAP_GROWTH_MB and
 * RSS by at most SOAK_MAX_RSS_SLOPE_MB_PER_MIN; errors of the warm-up count towards the total.
 */
export function summariseRun(f: RunFigures): Run {
  const { warmup, measured, samples, elapsed } = f;
  const rows = kindRows(measured);
  const all = [...measured.kinds.values()].flatMap((k) => k.latencies).sort((a, b) => a - b);
  const totals = {
    requests: rows.reduce((n, k) => n + k.requests, 0),
    ok: rows.reduce((n, k) => n + k.ok, 0),
    expected: rows.reduce((n, k) => n + k.expected, 0),
    errors: rows.reduce((n, k) => n + k.errors, 0) + warmup.totalErrors(),
    p50: round1(percentile(all, 50)),
    p99: round1(percentile(all, 99)),
  };
  const first = samples[0]!;
  const last = samples[samples.length - 1]!;
  const half = samples.filter((s) => s.t >= last.t / 2);
  const slopeAll = round2(slope(samples));
  const slopeHalf = round2(slope(half));
  const heapAfterGcStartMB = f.gcStart ? round1(f.gcStart.memory.heapUsed / MB) : null;
  const heapAfterGcEndMB = f.gcEnd ? round1(f.gcEnd.memory.heapUsed / MB) : null;
  const heapGrowth =
    heapAfterGcStartMB !== null && heapAfterGcEndMB !== null ? heapAfterGcEndMB - heapAfterGcStartMB : 0;
  const flat = heapGrowth <= MAX_HEAP_GROWTH_MB && slopeAll <= MAX_RSS_SLOPE;
  const verdict = `${flat ? 'flat' : 'GROWING'} (live heap after GC ${heapGrowth >= 0 ? '+' : ''}${round1(heapGrowth)} MB, limit ${MAX_HEAP_GROWTH_MB}; RSS slope ${slopeAll} MB/min, limit ${MAX_RSS_SLOPE})`;
  const cpuSamples = samples.flatMap((s) => (s.cpu === null ? [] : [s.cpu]));
  return {
    dialect: DIALECT,
    date: new Date().toISOString(),
    node: process.version,
    seconds: Math.round(elapsed),
    warmupSeconds: WARMUP_SECONDS,
    rate: RATE,
    achievedRate: round1(totals.requests / elapsed),
    products: f.products,
    interrupted: f.interrupted,
    memory: {
      rssStartMB: first.rssMB,
      rssEndMB: last.rssMB,
      rssMaxMB: Math.max(...samples.map((s) => s.rssMB)),
      rssSlopeMBPerMin: slopeAll,
      rssSlopeSecondHalfMBPerMin: slopeHalf,
      heapUsedStartMB: first.heapUsedMB,
      heapUsedEndMB: last.heapUsedMB,
      heapAfterGcStartMB,
      heapAfterGcEndMB,
      // The first sample's major GCs ran during the warm-up.
      heapAfterMajorGcMB: samples
        .slice(1)
        .flatMap((s) => s.heapAfterMajorGcMB.map((mb): [number, number] => [s.t, mb])),
      cacheFill: f.cacheFill,
      flat,
      verdict,
    },
    totals,
    warmup: { requests: warmup.totalRequests(), errors: warmup.totalErrors() },
    kinds: rows,
    errors: {
      reasons: Object.fromEntries([...warmup.errorReasons, ...measured.errorReasons]),
      samples: [...warmup.errorSamples, ...measured.errorSamples],
    },
    server: {
      waitingForCpuAverage: average(
        samples.flatMap((s) => (s.mainThread ? [s.mainThread.waitingForCpu] : [])),
      ),
      waitingForCpuMax: Math.max(0, ...samples.map((s) => s.mainThread?.waitingForCpu ?? 0)),
      cpuAverage: average(cpuSamples),
      eventLoopDelayP99MaxMs: Math.max(0, ...samples.map((s) => s.eventLoopDelayP99Ms ?? 0)),
      logWarnings: f.serverLog.warnings,
      logErrors: f.serverLog.errors,
      log: f.serverLog.lines,
    },
    client: {
      cpuAverage: round2((f.clientCpu.user + f.clientCpu.system) / 1000 / (elapsed * 1000)),
      schedulerLagMaxMs: round1(Math.max(warmup.schedulerLagMax, measured.schedulerLagMax)),
      lateStarts: warmup.schedulerLate + measured.schedulerLate,
    },
    samples,
  };
}
