/** One run as bench/results/soak-latest.json keeps it, one per database. */
import type { Sample } from './memory-sampler.ts';
import type { ErrorSample } from './stats.ts';

/** Raised whenever a run gains figures the report shows (see report-writer.ts). */
export const RESULTS_FORMAT = 2;

export interface KindRow {
  kind: string;
  requests: number;
  ok: number;
  expected: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  kbPerRequest: number;
}

/** What filling the read cache to its bound cost, before the warm-up. */
export interface CacheFill {
  reads: number;
  requests: number;
  seconds: number;
  rssBeforeMB: number | null;
  rssAfterMB: number | null;
  liveHeapBeforeMB: number | null;
  liveHeapAfterMB: number | null;
  externalBeforeMB: number | null;
  externalAfterMB: number | null;
}

export interface Run {
  dialect: string;
  date: string;
  node: string;
  seconds: number;
  warmupSeconds: number;
  rate: number;
  achievedRate: number;
  products: number;
  interrupted: boolean;
  memory: {
    rssStartMB: number;
    rssEndMB: number;
    rssMaxMB: number;
    rssSlopeMBPerMin: number;
    rssSlopeSecondHalfMBPerMin: number;
    heapUsedStartMB: number | null;
    heapUsedEndMB: number | null;
    heapAfterGcStartMB: number | null;
    heapAfterGcEndMB: number | null;
    /** Heap left by each major GC V8 ran by itself during the measured window: [seconds, MB]. */
    heapAfterMajorGcMB: Array<[number, number]>;
    cacheFill: CacheFill;
    flat: boolean;
    verdict: string;
  };
  totals: { requests: number; ok: number; expected: number; errors: number; p50: number; p99: number };
  warmup: { requests: number; errors: number };
  kinds: KindRow[];
  errors: { reasons: Record<string, number>; samples: ErrorSample[] };
  server: {
    /** Share of wall time the main thread was runnable but waited for a CPU (other processes had the cores). */
    waitingForCpuAverage: number;
    waitingForCpuMax: number;
    cpuAverage: number;
    eventLoopDelayP99MaxMs: number;
    logWarnings: number;
    logErrors: number;
    log: string[];
  };
  client: { cpuAverage: number; schedulerLagMaxMs: number; lateStarts: number };
  samples: Sample[];
}
